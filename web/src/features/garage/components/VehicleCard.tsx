import type { GarageCar } from '@shop/shared';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useConfirmDelete } from '@/hooks/use-confirm-delete';
import { useI18n, type MessageKey } from '@/i18n';
import { pathWithCar } from '@/lib/vehicles';
import { deleteUserCar } from '../api/delete-user-car';
import { NextService, type ReminderIntent } from './NextService';
import { savedCar } from './saved-car';
import styles from './VehicleCard.module.css';

interface VehicleCardProps {
  car: GarageCar;
  onUpdate: () => void;
  /** Runs after the car was deleted. */
  onDeleted: () => void;
  /** Runs after its mileage or a service was recorded (its next service changed). */
  onScheduleChanged?: () => void;
  /** What a service reminder's link asks of this car. */
  intent?: ReminderIntent;
}

/**
 * A saved car: its logo, its VIN or details (make and model named in the reader's language, its
 * numbers in the language's digits), its mileage, a link to the parts that fit it, its next service, with Update and Delete.
 */
export function VehicleCard({
  car,
  onUpdate,
  onDeleted,
  onScheduleChanged = onDeleted,
  intent,
}: VehicleCardProps) {
  const { t, nameOf, formatNumber, formatYear } = useI18n();
  const confirmDelete = useConfirmDelete();
  const vehicle = savedCar(car);
  const model = vehicle.model && nameOf({ name: vehicle.model, nameAr: vehicle.modelAr });
  const year = vehicle.year && formatYear(vehicle.year);
  const items: NonNullable<DescriptionsProps['items']> = [];
  const add = (key: string, label: MessageKey, children: ReactNode) =>
    items.push({ key, label: t(label), children });

  if (car.engineNumber) add('vin', 'garage.vin', <bdi dir="ltr">{car.engineNumber}</bdi>);
  if (vehicle.make)
    add(
      'make',
      'garage.brand',
      <bdi>{nameOf({ name: vehicle.make, nameAr: vehicle.makeAr })}</bdi>,
    );
  if (model) add('model', 'garage.model', <bdi>{model}</bdi>);
  if (year) add('year', 'garage.year', year);
  if (car.carDetails) {
    add('warranty', 'garage.warranty', t(car.carDetails.warranty ? 'garage.true' : 'garage.false'));
  }
  add('mileage', 'garage.mileage', formatNumber(car.mileage));

  return (
    // The name a saved car goes by: its VIN, or its model and year in the page's language.
    <article aria-label={car.engineNumber ?? [model, year].filter(Boolean).join(' ')}>
      <Card
        cover={
          car.logo?.url ? (
            <img src={car.logo.url} alt="" height={96} className={styles.logo} />
          ) : undefined
        }
        actions={[
          <Button key="update" type="link" icon={<EditOutlined aria-hidden />} onClick={onUpdate}>
            {t('garage.update')}
          </Button>,
          <Button
            key="delete"
            type="link"
            danger
            icon={<DeleteOutlined aria-hidden />}
            onClick={() =>
              confirmDelete({
                remove: () => deleteUserCar(car._id),
                deletedText: t('garage.deleted'),
                failedText: t('garage.deleteFailed'),
                onDeleted,
              })
            }
          >
            {t('garage.delete')}
          </Button>,
        ]}
      >
        <Descriptions column={1} size="small" items={items} className={styles.facts} />
        {vehicle.make && vehicle.model && (
          <Link to={pathWithCar(paths.products, vehicle)} className={styles.parts}>
            {t('garage.shopParts')}
          </Link>
        )}
        <NextService car={car} intent={intent} onChanged={onScheduleChanged} />
      </Card>
    </article>
  );
}

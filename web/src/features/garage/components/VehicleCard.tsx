import type { UserCar } from '@shop/shared';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions } from 'antd';
import { useConfirmDelete } from '@/hooks/use-confirm-delete';
import { useI18n } from '@/i18n';
import { deleteUserCar } from '../api/delete-user-car';
import styles from './VehicleCard.module.css';

interface VehicleCardProps {
  car: UserCar;
  onUpdate: () => void;
  /** Runs after the car was deleted. */
  onDeleted: () => void;
}

/** The name a saved car goes by: its VIN, or its model and year. */
const vehicleLabel = (car: UserCar) =>
  car.engineNumber ?? `${car.carDetails?.model ?? ''} ${car.carDetails?.year ?? ''}`.trim();

/** A saved car: its logo, its details or VIN, its mileage, with Update and Delete. */
export function VehicleCard({ car, onUpdate, onDeleted }: VehicleCardProps) {
  const { t } = useI18n();
  const confirmDelete = useConfirmDelete();
  const details = car.carDetails;
  const decoded = car.decoded;
  const items = car.engineNumber
    ? [
        { key: 'vin', label: t('garage.vin'), children: <bdi dir="ltr">{car.engineNumber}</bdi> },
        // What the shop read from the VIN, where it knows it.
        ...(decoded?.manufacturer
          ? [
              {
                key: 'agency',
                label: t('garage.agency'),
                children: <bdi>{decoded.manufacturer}</bdi>,
              },
            ]
          : []),
        ...(decoded?.modelYear
          ? [{ key: 'year', label: t('garage.year'), children: decoded.modelYear }]
          : []),
      ]
    : [
        { key: 'model', label: t('garage.model'), children: <bdi>{details?.model}</bdi> },
        { key: 'year', label: t('garage.year'), children: details?.year },
        { key: 'agency', label: t('garage.agency'), children: <bdi>{details?.agency}</bdi> },
        {
          key: 'warranty',
          label: t('garage.warranty'),
          children: t(details?.warranty ? 'garage.true' : 'garage.false'),
        },
      ];
  items.push({ key: 'mileage', label: t('garage.mileage'), children: car.mileage });

  return (
    <article aria-label={vehicleLabel(car)}>
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
        <Descriptions column={1} size="small" items={items} />
      </Card>
    </article>
  );
}

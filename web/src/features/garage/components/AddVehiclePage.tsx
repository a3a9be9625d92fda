import type { UserCar } from '@shop/shared';
import CarOutlined from '@ant-design/icons-svg/es/asn/CarOutlined';
import { Card, Col, Row, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/Page';
import { PageSpinner } from '@/components/PageSpinner';
import { EmptyState } from '@/components/ui/EmptyState';
import { Tabs } from '@/components/ui/Tabs';
import { useI18n } from '@/i18n';
import { catalogKeys } from '@/lib/catalog';
import { userCarsQuery } from '@/lib/garage';
import { useSessionStore } from '@/stores/session-store';
import { AddVehicleForm } from './AddVehicleForm';
import type { ReminderIntent } from './NextService';
import { UpdateVehicleForm } from './UpdateVehicleForm';
import { VehicleCard } from './VehicleCard';

/**
 * What a service reminder's link asks (`?car=<id>&mileage=edit`, `?car=<id>&serviceDone=<package
 * id>`: server/src/reminders/service-reminders.service.ts).
 */
function reminderIntent(params: URLSearchParams): { carId: string; intent: ReminderIntent } | null {
  const carId = params.get('car');
  const packageId = params.get('serviceDone');
  if (!carId) return null;
  if (packageId) return { carId, intent: { kind: 'serviceDone', packageId } };
  return params.get('mileage') === 'edit' ? { carId, intent: { kind: 'mileage' } } : null;
}

/** Add Vehicle: by data or by VIN, then the saved vehicles, each with its next service. */
export function AddVehiclePage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const fromReminder = reminderIntent(params);
  const token = useSessionStore((state) => state.storedToken);
  const cars = useQuery(userCarsQuery(token));
  const queryClient = useQueryClient();
  // The saved cars changed: so did the products and packages that fit them.
  const carsChanged = () => {
    void cars.refetch();
    void queryClient.invalidateQueries({ queryKey: catalogKeys.all });
  };
  const [editing, setEditing] = useState<UserCar>();
  const [tab, setTab] = useState<'data' | 'vin'>('data');

  // docs/behaviour.md: a failed user car load is only logged.
  useEffect(() => {
    if (cars.error) console.error("The user's cars could not be loaded", cars.error);
  }, [cars.error]);

  const carList = cars.data ?? [];

  return (
    <Page title={t('page.addVehicle')}>
      {editing && (
        <UpdateVehicleForm
          key={editing._id}
          car={editing}
          onUpdated={() => {
            setEditing(undefined);
            carsChanged();
          }}
          onCancel={() => setEditing(undefined)}
        />
      )}
      <Card>
        <Tabs
          active={tab}
          onChange={setTab}
          items={[
            {
              key: 'data',
              label: t('garage.byData'),
              content: <AddVehicleForm kind="data" onAdded={carsChanged} />,
            },
            {
              key: 'vin',
              label: t('garage.byVin'),
              content: <AddVehicleForm kind="vin" onAdded={carsChanged} />,
            },
          ]}
        />
      </Card>
      <Typography.Title level={2} style={{ marginBlockStart: 32 }}>
        {t('garage.savedTitle')}
      </Typography.Title>
      {cars.isPending ? (
        <PageSpinner />
      ) : carList.length === 0 ? (
        <EmptyState icon={CarOutlined} title={t('garage.empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {carList.map((car) => (
            <Col key={car._id} xs={24} sm={12} lg={8}>
              <VehicleCard
                car={car}
                onUpdate={() => {
                  setEditing(car);
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
                onDeleted={() => {
                  if (editing?._id === car._id) setEditing(undefined);
                  carsChanged();
                }}
                onScheduleChanged={carsChanged}
                intent={fromReminder?.carId === car._id ? fromReminder.intent : undefined}
              />
            </Col>
          ))}
        </Row>
      )}
    </Page>
  );
}

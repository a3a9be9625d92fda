import type { UserCar } from '@shop/shared';
import { Button, Card, Form, Space } from 'antd';
import { useState } from 'react';
import { showDialog } from '@/components/dialogs/dialogs';
import { useI18n } from '@/i18n';
import { updateUserCar } from '../api/update-user-car';
import { savedCar } from './saved-car';
import { VehicleFormFields, toVehicleFields, type VehicleFormValues } from './VehicleFields';

interface UpdateVehicleFormProps {
  car: UserCar;
  /** Runs after a successful update: the form hides and the list reloads. */
  onUpdated: () => void;
  onCancel: () => void;
}

/** The edit form of a saved car: the VIN form for a car with an engine number, else details. */
export function UpdateVehicleForm({ car, onUpdated, onCancel }: UpdateVehicleFormProps) {
  const { t } = useI18n();
  const kind = car.engineNumber ? 'vin' : 'data';
  const [form] = Form.useForm<VehicleFormValues>();
  const [sending, setSending] = useState(false);

  const submit = async () => {
    setSending(true);
    try {
      await updateUserCar(car._id, toVehicleFields(kind, form.getFieldsValue()));
      showDialog({
        kind: 'success',
        title: t('garage.successTitle'),
        content: t('garage.updated'),
      });
      onUpdated();
    } catch {
      showDialog({
        kind: 'error',
        title: t('garage.errorTitle'),
        content: t('garage.updateFailed'),
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Card title={t('garage.updateTitle')} style={{ marginBlockEnd: 24 }}>
      <Form
        form={form}
        name="update-vehicle"
        layout="vertical"
        aria-label={t('garage.updateTitle')}
        initialValues={{
          mileage: car.mileage,
          engineNumber: car.engineNumber,
          warranty: car.carDetails?.warranty,
          vehicle: savedCar(car),
        }}
        onFinish={() => void submit()}
      >
        <VehicleFormFields kind={kind} />
        <Space>
          <Button type="primary" loading={sending} onClick={() => void submit()}>
            {t('garage.saveUpdate')}
          </Button>
          <Button onClick={onCancel}>{t('garage.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}

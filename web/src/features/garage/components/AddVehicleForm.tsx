import { Button, Form } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showDialog } from '@/components/dialogs/dialogs';
import { useI18n } from '@/i18n';
import { isNamed, makesQuery } from '@/lib/vehicles';
import { fetchBrandLogo } from '../api/fetch-brand-logo';
import { registerUserCar } from '../api/register-user-car';
import { isIncompleteVehicle } from './vehicle-rules';
import {
  VehicleFormFields,
  toVehicleFields,
  type VehicleFormValues,
  type VehicleKind,
} from './VehicleFields';
import { isDuplicateVin } from './VinField';

interface AddVehicleFormProps {
  kind: VehicleKind;
  /** Runs after a car was registered, to show it in the list. */
  onAdded: () => void;
}

/** One tab of Add Vehicle: by data or by VIN. */
export function AddVehicleForm({ kind, onAdded }: AddVehicleFormProps) {
  const { t } = useI18n();
  const [form] = Form.useForm<VehicleFormValues>();
  const [sending, setSending] = useState(false);
  // The makes are the garage's car brands: the make picked gives the car its logo.
  const makes = useQuery(makesQuery());

  const submit = async () => {
    const values = form.getFieldsValue();
    const fields = toVehicleFields(kind, values);
    const picked = values.vehicle?.make;
    const make = picked ? makes.data?.find((candidate) => isNamed(candidate, picked)) : undefined;
    // docs/behaviour.md: the dialog shows, and the request is still sent afterwards.
    const incomplete = isIncompleteVehicle(fields, Boolean(make));
    if (incomplete) {
      showDialog({
        kind: 'warning',
        title: t('garage.incompleteTitle'),
        content: t('garage.incompleteText'),
      });
    }
    setSending(true);
    try {
      const logo = make ? await fetchBrandLogo(make.logo.url).catch(() => undefined) : undefined;
      await registerUserCar(fields, logo);
      showDialog({
        kind: 'success',
        title: t('garage.successTitle'),
        content: t(kind === 'vin' ? 'garage.registeredWithVin' : 'garage.registeredWithDetails'),
      });
      form.resetFields();
      onAdded();
    } catch (error) {
      if (isDuplicateVin(error)) {
        showDialog({
          kind: 'warning',
          title: t('garage.warningTitle'),
          content: t('garage.duplicate'),
        });
      } else if (!incomplete) {
        // An incomplete form was refused as the warning above said: one dialog is enough.
        showDialog({
          kind: 'error',
          title: t('garage.errorTitle'),
          content: t('garage.addFailed'),
        });
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Form form={form} name={`add-vehicle-${kind}`} layout="vertical" onFinish={() => void submit()}>
      <VehicleFormFields kind={kind} />
      <Button type="primary" loading={sending} onClick={() => void submit()}>
        {t('garage.add')}
      </Button>
    </Form>
  );
}

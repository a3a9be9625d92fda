import { Form, Radio, type RadioChangeEvent } from 'antd';
import { NumberInput } from '@/components/ui/NumberInput';
import { VehicleSelector } from '@/components/vehicle/VehicleSelector';
import { useI18n } from '@/i18n';
import type { CarPick } from '@/lib/vehicles';
import type { VehicleFields } from '../api/types';
import { VinField } from './VinField';
import styles from './VehicleFields.module.css';

/** The values of the add and update forms: the car picked in the selector, its VIN, the rest. */
export interface VehicleFormValues {
  vehicle?: CarPick;
  mileage?: number;
  warranty?: boolean;
  engineNumber?: string;
}

export type VehicleKind = VehicleFields['kind'];

/**
 * What the form's values send, for the tab or car kind: the documented fields (docs/behaviour.md,
 * "Garage"), the make picked going as the agency; by VIN, the model picked beside the VIN.
 */
export function toVehicleFields(kind: VehicleKind, values: VehicleFormValues): VehicleFields {
  const { vehicle = {} } = values;
  return kind === 'vin'
    ? { kind, mileage: values.mileage, engineNumber: values.engineNumber, model: vehicle.model }
    : {
        kind,
        mileage: values.mileage,
        model: vehicle.model,
        year: vehicle.year,
        agency: vehicle.make,
        warranty: values.warranty,
      };
}

/**
 * The fields of a vehicle: the car by Year / Make / Model, its mileage, and by data its warranty,
 * by VIN the VIN (whose make and year fill the selector in). The documented required ones are
 * marked (docs/behaviour.md, "Validation rules").
 */
export function VehicleFormFields({ kind }: { kind: VehicleKind }) {
  const { t } = useI18n();
  const byVin = kind === 'vin';
  return (
    <>
      {byVin && <VinField />}
      <div className={styles.car}>
        <Form.Item name="vehicle" noStyle>
          <VehicleSelector
            withEngine={false}
            required={byVin ? ['make'] : ['year', 'make', 'model']}
            hints={byVin ? { model: t('garage.vinModelHint') } : undefined}
          />
        </Form.Item>
      </div>
      <Form.Item name="mileage" label={t('garage.mileage')} required>
        <NumberInput min={0} style={{ width: '100%' }} />
      </Form.Item>
      {!byVin && (
        <Form.Item name="warranty" label={t('garage.warranty')} required>
          <WarrantyChoice />
        </Form.Item>
      )}
    </>
  );
}

interface WarrantyChoiceProps {
  /** The form's value and change, and the marks a Form.Item gives its control. */
  value?: boolean;
  onChange?: (event: RadioChangeEvent) => void;
  id?: string;
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * True or False, as one named radio group: the marks of a required field go on the group, where
 * they are allowed (Ant Design's Radio.Group is a plain box).
 */
function WarrantyChoice({ value, onChange, id, ...marks }: WarrantyChoiceProps) {
  const { t } = useI18n();
  return (
    <div role="radiogroup" id={id} aria-label={t('garage.warranty')} {...marks}>
      <Radio.Group
        value={value}
        onChange={onChange}
        options={[
          { label: t('garage.true'), value: true },
          { label: t('garage.false'), value: false },
        ]}
      />
    </div>
  );
}

import { API_MESSAGES, VIN_PATTERN, decodeVin } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input } from 'antd';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/i18n';
import { isNamed, makesQuery } from '@/lib/vehicles';
import type { VehicleFormValues } from './VehicleFields';
import styles from './VinField.module.css';

/**
 * The Vehicle Number (VIN): checked on each keystroke, and what it tells as it is typed. A new
 * VIN that names its maker puts that make and its model year in the form's car selector, for the
 * shopper to pick the model (docs/behaviour.md, "Fitment").
 */
export function VinField() {
  const { t, nameOf, formatYear } = useI18n();
  const form = Form.useFormInstance<VehicleFormValues>();
  const vin = Form.useWatch<string | undefined>('engineNumber') ?? '';
  const decoded = decodeVin(vin);
  // The maker as the vehicle catalog names it in the reader's language ("نيسان"), found as the
  // car selector below finds it.
  const makes = useQuery({ ...makesQuery(), enabled: Boolean(decoded.manufacturer) }).data;
  const maker = decoded.manufacturer
    ? (makes?.find((make) => isNamed(make, decoded.manufacturer!)) ?? {
        name: decoded.manufacturer,
      })
    : undefined;
  // A VIN typed anew (not the one an update opens with) tells the car's make and year.
  const readCar = (typed: string) => {
    const reading = decodeVin(typed);
    if (!reading.valid || !reading.manufacturer) return;
    form.setFieldValue('vehicle', {
      make: reading.manufacturer,
      year: reading.modelYear ?? undefined,
    });
  };

  return (
    <>
      <Form.Item
        name="engineNumber"
        label={t('garage.vin')}
        required
        validateTrigger="onChange"
        rules={[{ pattern: VIN_PATTERN, message: t('garage.vinInvalid') }]}
      >
        <Input
          dir="ltr"
          maxLength={17}
          autoComplete="off"
          onChange={(event) => readCar(event.target.value.trim())}
        />
      </Form.Item>
      {decoded.valid && (
        <div aria-live="polite" className={styles.reading}>
          <p className={styles.decoded}>
            {t('garage.vinMaker')}: <bdi>{maker ? nameOf(maker) : t('garage.vinUnknownMaker')}</bdi>
            {decoded.modelYear !== null && (
              <>
                {' · '}
                {t('garage.vinModelYear')}: <bdi>{formatYear(decoded.modelYear)}</bdi>
              </>
            )}
          </p>
          {decoded.checkDigit === 'invalid' && (
            <Alert
              style={{ marginBlockStart: 8 }}
              type="info"
              showIcon
              message={t('garage.vinCheckDigit')}
            />
          )}
        </div>
      )}
    </>
  );
}

/** A 409, or the duplicate text in `err`: the user already has a car with this VIN. */
export function isDuplicateVin(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const body = error.body as { err?: unknown } | undefined;
  return error.status === 409 || body?.err === API_MESSAGES.duplicateVin;
}

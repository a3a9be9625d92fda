import { API_MESSAGES, VIN_PATTERN, decodeVin } from '@shop/shared';
import { Alert, Form, Input, Typography } from 'antd';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/i18n';

/** The Vehicle Number (VIN): checked on each keystroke, and what it tells as it is typed. */
export function VinField() {
  const { t } = useI18n();
  const vin = Form.useWatch<string | undefined>('engineNumber') ?? '';
  const decoded = decodeVin(vin);
  return (
    <>
      <Form.Item
        name="engineNumber"
        label={t('garage.vin')}
        validateTrigger="onChange"
        rules={[{ pattern: VIN_PATTERN, message: t('garage.vinInvalid') }]}
      >
        <Input dir="ltr" maxLength={17} autoComplete="off" />
      </Form.Item>
      {decoded.valid && (
        <div aria-live="polite" style={{ marginBlockEnd: 16 }}>
          <Typography.Text type="secondary">
            {t('garage.vinMaker')}: <bdi>{decoded.manufacturer ?? t('garage.vinUnknownMaker')}</bdi>
            {decoded.modelYear !== null && (
              <>
                {' · '}
                {t('garage.vinModelYear')}: <bdi>{decoded.modelYear}</bdi>
              </>
            )}
          </Typography.Text>
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

import { VIN_PATTERN } from '@shop/shared';
import { Form, Input } from 'antd';
import { useI18n } from '@/i18n';

/**
 * The VIN field of a form, named carEngine (docs/behaviour.md): checked as it is typed, the
 * message under the field. An empty field passes.
 */
export function VinFormItem({ label }: { label: string }) {
  const { t } = useI18n();
  return (
    <Form.Item
      name="carEngine"
      label={label}
      validateTrigger="onChange"
      rules={[{ pattern: VIN_PATTERN, message: t('catalog.vinInvalid') }]}
    >
      {/* A VIN reads left to right in either language. */}
      <Input dir="ltr" autoComplete="off" spellCheck={false} />
    </Form.Item>
  );
}

import { internationalMobile, isValidPhone } from '@shop/shared';
import { Form, Input } from 'antd';
import { useI18n } from '@/i18n';

/** A Saudi mobile as people write it: 05 and eight more digits. */
const LOCAL_EXAMPLE = '0501234567';

/**
 * The mobile field of a form, named `mobile`: a Saudi mobile typed the local way (05XXXXXXXX),
 * in western or Arabic-Indic digits, becomes +9665XXXXXXXX as the shopper leaves the field, so
 * the form sends what the phone rule (a plus and a country code) asks; the rule judges the
 * number as it will be sent, so a local number is never called wrong while it is typed. My
 * Account's (its refusal is in that screen's texts); Register keeps the documented phone rule.
 */
export function MobileFormItem({ label }: { label: string }) {
  const { t } = useI18n();
  const form = Form.useFormInstance();
  const writeInternationally = () => {
    const typed: unknown = form.getFieldValue('mobile');
    if (typeof typed !== 'string') return;
    const mobile = internationalMobile(typed.trim());
    if (mobile !== typed) {
      form.setFieldValue('mobile', mobile);
      void form.validateFields(['mobile']).catch(() => undefined);
    }
  };
  return (
    <Form.Item
      name="mobile"
      label={label}
      rules={[
        { required: true, message: t('validation.phoneRequired') },
        {
          validator: (_, value: unknown) =>
            typeof value !== 'string' || !value || isValidPhone(internationalMobile(value.trim()))
              ? Promise.resolve()
              : Promise.reject(new Error(t('account.mobileInvalid'))),
        },
      ]}
    >
      {/* A number reads left to right in either language. */}
      <Input
        dir="ltr"
        type="tel"
        autoComplete="tel"
        placeholder={LOCAL_EXAMPLE}
        onBlur={writeInternationally}
      />
    </Form.Item>
  );
}

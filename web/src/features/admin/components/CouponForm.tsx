import { COUPON_CODE_PATTERN, type Coupon } from '@shop/shared';
import { Col, Form, Input, Select } from 'antd';
import { NumberInput } from '@/components/ui/NumberInput';
import { errorText, useI18n } from '@/i18n';
import { saveCoupon } from '../api/promotions';
import { usePromotionSave } from '../hooks/use-promotion-save';
import type { EditFormProps } from './AdminEditableList';
import { CatalogFormCard } from './CatalogFormCard';
import { couponRequestOf, formValuesOf, type CouponFormValues } from './coupon-form-values';
import { PromotionConditionFields } from './PromotionConditionFields';

const NEW_COUPON: CouponFormValues = { code: '', type: 'percent', value: 10, active: true };

const COUPON_FIELDS = ['code', 'type', 'value', 'maxUses', 'maxUsesPerCustomer'];

/**
 * A coupon's add or update form (docs/behaviour.md, "Promotions"): its code, a percentage or an
 * amount, its limits of uses, and the conditions it shares with offers. The server's refusals
 * show on their fields.
 */
export function CouponForm({ editing, onSaved, onCancel }: EditFormProps<Coupon>) {
  const { t, language } = useI18n();
  const [form] = Form.useForm<CouponFormValues>();
  const { saving, submit } = usePromotionSave(
    form,
    COUPON_FIELDS,
    {
      saveFailed: 'admin.coupons.saveFailed',
      added: 'admin.coupons.added',
      updated: 'admin.coupons.updated',
    },
    { updating: Boolean(editing), onSaved },
  );

  return (
    <CatalogFormCard
      form={form}
      title={
        editing
          ? t('admin.coupons.updateTitle').replace('{code}', editing.code)
          : t('admin.coupons.add')
      }
      warning={null}
      initialValues={editing ? formValuesOf(editing) : NEW_COUPON}
      onFinish={(values) => void submit(() => saveCoupon(couponRequestOf(values), editing?._id))}
      submitText={t(editing ? 'admin.coupons.update' : 'admin.coupons.add')}
      saving={saving}
      onCancel={editing && onCancel}
    >
      <Col xs={24} md={12}>
        <Form.Item
          name="code"
          label={t('admin.coupons.code')}
          rules={[
            {
              required: true,
              // Checked as it is sent: spaces around a pasted code are dropped (coupon-form-values.ts).
              transform: (code?: string) => code?.trim(),
              pattern: COUPON_CODE_PATTERN,
              message: errorText(language, { code: 'COUPON_CODE_INVALID' }),
            },
          ]}
        >
          <Input dir="ltr" maxLength={32} />
        </Form.Item>
      </Col>
      {/* Type and value a row each on a phone: half of one cut the type's names short. */}
      <Col xs={24} md={6}>
        <Form.Item name="type" label={t('admin.coupons.type')}>
          <Select
            options={[
              { value: 'percent', label: t('admin.coupons.percent') },
              { value: 'fixed', label: t('admin.coupons.fixed') },
            ]}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item
          name="value"
          label={t('admin.coupons.value')}
          rules={[
            {
              required: true,
              message: errorText(language, {
                code: 'PROMOTION_AMOUNT_INVALID',
                params: { field: t('admin.coupons.value') },
              }),
            },
          ]}
        >
          <NumberInput min={0.01} precision={2} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="maxUses" label={t('admin.coupons.maxUses')}>
          <NumberInput min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="maxUsesPerCustomer" label={t('admin.coupons.maxUsesPerCustomer')}>
          <NumberInput min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <PromotionConditionFields />
    </CatalogFormCard>
  );
}

import { OFFER_TYPES, type Offer } from '@shop/shared';
import { Checkbox, Col, Form, Input, Select } from 'antd';
import { NumberInput } from '@/components/ui/NumberInput';
import { useI18n, type MessageKey } from '@/i18n';
import { saveOffer } from '../api/promotions';
import { usePromotionSave } from '../hooks/use-promotion-save';
import type { EditFormProps } from './AdminEditableList';
import { CatalogFormCard } from './CatalogFormCard';
import {
  OFFER_TYPE_FIELDS,
  offerRequestOf,
  offerValuesOf,
  type OfferFormValues,
} from './offer-form-values';
import { PromotionConditionFields } from './PromotionConditionFields';

const NEW_OFFER: Partial<OfferFormValues> = {
  type: 'percent',
  priority: 0,
  combinable: true,
  active: true,
};

const OFFER_FIELDS = [
  'name',
  'nameAr',
  'type',
  'value',
  'buyQuantity',
  'freeQuantity',
  'priority',
  'combinable',
];

/**
 * An automatic offer's add or update form (docs/behaviour.md, "Promotions"): its names, what it
 * gives (a percentage or an amount off, free delivery, or units free among those bought), its
 * priority and whether it combines, and the conditions it shares with coupons. Only the fields
 * its type uses show.
 */
export function OfferForm({ editing, onSaved, onCancel }: EditFormProps<Offer>) {
  const { t, nameOf } = useI18n();
  const [form] = Form.useForm<OfferFormValues>();
  const type = Form.useWatch('type', form) ?? editing?.type ?? 'percent';
  const { saving, submit } = usePromotionSave(
    form,
    OFFER_FIELDS,
    {
      saveFailed: 'admin.offers.saveFailed',
      added: 'admin.offers.added',
      updated: 'admin.offers.updated',
    },
    { updating: Boolean(editing), onSaved },
  );
  const required = (label: string) => [
    { required: true, message: t('admin.offers.fieldRequired').replace('{field}', label) },
  ];
  const used: readonly string[] = OFFER_TYPE_FIELDS[type];
  const count = (name: 'buyQuantity' | 'freeQuantity', label: MessageKey) => (
    <Col xs={12} md={6}>
      <Form.Item name={name} label={t(label)} rules={required(t(label))}>
        <NumberInput min={1} max={100} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );

  return (
    <CatalogFormCard<OfferFormValues>
      form={form}
      title={
        editing
          ? t('admin.offers.updateTitle').replace('{name}', nameOf(editing))
          : t('admin.offers.add')
      }
      warning={null}
      initialValues={editing ? offerValuesOf(editing) : (NEW_OFFER as OfferFormValues)}
      onFinish={(values) => void submit(() => saveOffer(offerRequestOf(values), editing?._id))}
      submitText={t(editing ? 'admin.offers.update' : 'admin.offers.add')}
      saving={saving}
      onCancel={editing && onCancel}
    >
      <Col xs={24} md={12}>
        <Form.Item
          name="name"
          label={t('admin.offers.name')}
          rules={[{ ...required(t('admin.offers.name'))[0], whitespace: true }]}
        >
          <Input dir="ltr" maxLength={80} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="nameAr"
          label={t('admin.offers.nameAr')}
          rules={[{ ...required(t('admin.offers.nameAr'))[0], whitespace: true }]}
        >
          <Input dir="rtl" lang="ar" maxLength={80} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="type" label={t('admin.offers.type')}>
          <Select
            options={OFFER_TYPES.map((offerType) => ({
              value: offerType,
              label: t(`admin.offers.${offerType}`),
            }))}
          />
        </Form.Item>
      </Col>
      {used.includes('value') && (
        <Col xs={12} md={6}>
          <Form.Item
            name="value"
            label={t('admin.offers.value')}
            rules={required(t('admin.offers.value'))}
          >
            <NumberInput min={0.01} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      )}
      {used.includes('buyQuantity') && count('buyQuantity', 'admin.offers.buyQuantity')}
      {used.includes('freeQuantity') && count('freeQuantity', 'admin.offers.freeQuantity')}
      <Col xs={12} md={6}>
        <Form.Item
          name="priority"
          label={t('admin.offers.priority')}
          rules={required(t('admin.offers.priority'))}
        >
          <NumberInput min={0} max={1000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="combinable" valuePropName="checked">
          <Checkbox>{t('admin.offers.combinable')}</Checkbox>
        </Form.Item>
      </Col>
      <PromotionConditionFields />
    </CatalogFormCard>
  );
}

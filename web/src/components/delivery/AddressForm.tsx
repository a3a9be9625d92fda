import type { SavedAddress } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useI18n } from '@/i18n';
import { saveAddress } from '@/lib/delivery/api';
import { deliveryKeys, useCityOptions } from '@/lib/delivery/queries';
import { useDeliveryRefusalText } from '@/lib/delivery/refusal-text';
import {
  ADDRESS_FIELD_LABELS,
  addressFieldProblem,
  addressFormValuesOf,
  addressRequestOf,
  type AddressField,
  type AddressFormValues,
} from './address-rules';
import styles from './delivery.module.css';

interface AddressFormProps {
  /** The address being edited; without it, the form adds one. */
  address?: SavedAddress;
  /** What a new address starts with (the shopper's name and mobile). */
  initialValues?: AddressFormValues;
  /** After the server saved it. */
  onSaved: (address: SavedAddress) => void;
  onCancel?: () => void;
}

/** The fields of a Saudi National Address, in the order Saudi Post writes them. */
const NUMBER_FIELDS = new Set<AddressField>([
  'phone',
  'buildingNumber',
  'postalCode',
  'additionalNumber',
  'shortAddress',
]);
const MAX_LENGTHS: Partial<Record<AddressField, number>> = {
  buildingNumber: 4,
  postalCode: 5,
  additionalNumber: 4,
  shortAddress: 9,
};
const HINTS: Partial<Record<AddressField, string>> = {
  // A Saudi mobile as people write it; +9665XXXXXXXX and other countries' numbers are taken too.
  phone: '0501234567',
  buildingNumber: '2929',
  postalCode: '12214',
  additionalNumber: '7654',
  shortAddress: 'RRRD2929',
};

/**
 * A Saudi National Address, added to the shopper's book or edited there: checked as the server
 * checks it (address-rules.ts), the city picked from the list in the shopper's language, the
 * server's refusal said in that language.
 */
export function AddressForm({ address, initialValues, onSaved, onCancel }: AddressFormProps) {
  const { t, language } = useI18n();
  const [form] = Form.useForm<AddressFormValues>();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const cities = useCityOptions();
  const refusalText = useDeliveryRefusalText();

  const rules = (field: AddressField) => [
    {
      validator: async (_: unknown, value: string | undefined) => {
        const problem = addressFieldProblem(field, value, language);
        if (problem) throw new Error(problem);
      },
    },
  ];

  const field = (name: AddressField) => (
    <Form.Item name={name} label={t(ADDRESS_FIELD_LABELS[name])} rules={rules(name)}>
      <Input
        dir={NUMBER_FIELDS.has(name) ? 'ltr' : undefined}
        inputMode={NUMBER_FIELDS.has(name) && name !== 'shortAddress' ? 'numeric' : undefined}
        maxLength={MAX_LENGTHS[name]}
        placeholder={HINTS[name]}
        autoComplete={name === 'phone' ? 'tel' : name === 'recipient' ? 'name' : 'off'}
      />
    </Form.Item>
  );

  const submit = async (values: AddressFormValues) => {
    setSaving(true);
    setRefusal(null);
    try {
      const saved = await saveAddress(addressRequestOf(values), address?._id);
      await queryClient.invalidateQueries({ queryKey: deliveryKeys.addressBooks });
      onSaved(saved);
    } catch (error) {
      setRefusal(refusalText(error) ?? t('delivery.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<AddressFormValues>
      form={form}
      name={address ? `address-${address._id}` : 'new-address'}
      layout="vertical"
      disabled={saving}
      initialValues={address ? addressFormValuesOf(address) : initialValues}
      onFinish={(values) => void submit(values)}
      className={styles.addressForm}
    >
      <div className={styles.addressGrid}>
        {field('recipient')}
        {field('phone')}
        {field('buildingNumber')}
        {field('street')}
        {field('district')}
        <Form.Item name="city" label={t('delivery.field.city')} rules={rules('city')}>
          <Select
            showSearch
            loading={cities.loading}
            options={cities.options}
            placeholder={t('delivery.pickCity')}
            filterOption={cities.filterOption}
            notFoundContent={cities.failed ? t('delivery.citiesFailed') : undefined}
          />
        </Form.Item>
        {field('postalCode')}
        {field('additionalNumber')}
        {field('shortAddress')}
        {field('label')}
      </div>
      <Form.Item name="isDefault" valuePropName="checked">
        <Checkbox>{t('delivery.makeDefault')}</Checkbox>
      </Form.Item>
      {refusal && (
        <div className={styles.refusal}>
          <Alert type="error" showIcon role="alert" message={<bdi>{refusal}</bdi>} />
        </div>
      )}
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t(address ? 'delivery.saveAddress' : 'delivery.addAddress')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('delivery.cancel')}</Button>}
      </Space>
    </Form>
  );
}

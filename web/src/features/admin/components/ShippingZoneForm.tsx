import {
  MAX_DELIVERY_DAYS,
  MAX_SHIPPING_FEE,
  type ShippingZone,
  type ShippingZoneRequest,
} from '@shop/shared';
import { Col, Form, Input, Switch } from 'antd';
import { FormSelect } from '@/components/ui/FormSelect';
import { NumberInput } from '@/components/ui/NumberInput';
import { useState } from 'react';
import { toast } from 'sonner';
import { showDialog } from '@/components/dialogs/dialogs';
import { useI18n } from '@/i18n';
import { useCityOptions } from '@/lib/delivery/queries';
import { useDeliveryRefusalText } from '@/lib/delivery/refusal-text';
import { saveZone } from '../api/shipping-zones';
import type { EditFormProps } from './AdminEditableList';
import { CatalogFormCard } from './CatalogFormCard';
import { formFieldsOf, showServerFieldRefusals } from './server-field-errors';

type ZoneFormValues = Partial<ShippingZoneRequest> & {
  freeAbove?: number | null;
  codFee?: number | null;
};

const zoneFieldOf = formFieldsOf([
  'name',
  'nameAr',
  'cities',
  'fee',
  'freeAbove',
  'minDays',
  'maxDays',
  'cod',
  'codFee',
]);

/** The zone as the API takes it: the optional amounts left out when empty. */
const zoneRequestOf = (values: ZoneFormValues): ShippingZoneRequest => ({
  name: values.name?.trim() ?? '',
  nameAr: values.nameAr?.trim() ?? '',
  cities: values.cities ?? [],
  fee: values.fee ?? 0,
  ...(values.freeAbove != null && { freeAbove: values.freeAbove }),
  minDays: values.minDays ?? 0,
  maxDays: values.maxDays ?? 0,
  cod: Boolean(values.cod),
  ...(values.cod && values.codFee != null && { codFee: values.codFee }),
});

/**
 * A shipping zone's add or update form (docs/behaviour.md, "Delivery"): its names in both
 * languages, its cities picked from the list, the fee, free delivery from a total, the delivery
 * days, and cash on delivery with its fee. The server's refusals (a city in another zone) show
 * on their fields.
 */
export function ShippingZoneForm({ editing, onSaved, onCancel }: EditFormProps<ShippingZone>) {
  const { t, language, nameOf } = useI18n();
  const [form] = Form.useForm<ZoneFormValues>();
  const [saving, setSaving] = useState(false);
  const cod = Form.useWatch('cod', form);
  const cities = useCityOptions();
  const refusalText = useDeliveryRefusalText();

  const submit = async (values: ZoneFormValues) => {
    setSaving(true);
    try {
      await saveZone(zoneRequestOf(values), editing?._id);
    } catch (error) {
      showServerFieldRefusals(form, error, language, zoneFieldOf);
      const reason = refusalText(error);
      showDialog({
        kind: 'error',
        title: t('admin.zones.saveFailed'),
        content: reason && <bdi>{reason}</bdi>,
      });
      return;
    } finally {
      setSaving(false);
    }
    toast.success(t(editing ? 'admin.zones.updated' : 'admin.zones.added'));
    form.resetFields();
    onSaved();
  };

  const required = (label: string) => [
    { required: true, message: t('delivery.fieldRequired').replace('{field}', label) },
  ];
  const amount = (name: 'fee' | 'freeAbove' | 'codFee', label: string, isRequired: boolean) => (
    <Form.Item name={name} label={label} rules={isRequired ? required(label) : undefined}>
      <NumberInput
        min={0}
        max={MAX_SHIPPING_FEE}
        precision={2}
        step={5}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
  const days = (name: 'minDays' | 'maxDays', label: string) => (
    <Form.Item name={name} label={label} rules={required(label)}>
      <NumberInput min={0} max={MAX_DELIVERY_DAYS} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );

  return (
    <CatalogFormCard
      form={form}
      title={
        editing
          ? t('admin.zones.updateTitle').replace('{name}', nameOf(editing))
          : t('admin.zones.addTitle')
      }
      warning={null}
      initialValues={editing ?? { cod: false }}
      onFinish={(values) => void submit(values)}
      submitText={t(editing ? 'admin.zones.update' : 'admin.zones.add')}
      saving={saving}
      onCancel={editing && onCancel}
    >
      <Col xs={24} md={12}>
        <Form.Item
          name="name"
          label={t('admin.zones.name')}
          rules={[{ ...required(t('admin.zones.name'))[0], whitespace: true }]}
        >
          <Input dir="ltr" maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="nameAr"
          label={t('admin.zones.nameAr')}
          rules={[{ ...required(t('admin.zones.nameAr'))[0], whitespace: true }]}
        >
          <Input dir="rtl" lang="ar" maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item
          name="cities"
          label={t('admin.zones.cities')}
          rules={required(t('admin.zones.cities'))}
        >
          <FormSelect
            mode="multiple"
            allowClear
            loading={cities.loading}
            options={cities.options}
            filterOption={cities.filterOption}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        {amount('fee', t('admin.zones.fee'), true)}
      </Col>
      <Col xs={12} md={6}>
        {amount('freeAbove', t('admin.zones.freeAbove'), false)}
      </Col>
      <Col xs={12} md={6}>
        {days('minDays', t('admin.zones.minDays'))}
      </Col>
      <Col xs={12} md={6}>
        {days('maxDays', t('admin.zones.maxDays'))}
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="cod" label={t('admin.zones.cod')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
      {cod && (
        <Col xs={12} md={6}>
          {amount('codFee', t('admin.zones.codFee'), false)}
        </Col>
      )}
    </CatalogFormCard>
  );
}

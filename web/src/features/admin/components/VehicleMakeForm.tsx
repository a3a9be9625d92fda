import type { VehicleMake } from '@shop/shared';
import { Col, Form, Input } from 'antd';
import { useState } from 'react';
import { toast } from 'sonner';
import { showDialog } from '@/components/dialogs/dialogs';
import { useI18n } from '@/i18n';
import { updateVehicleMake } from '../api/update-vehicle-make';
import { optionalTexts } from './catalog-form-rules';
import { CatalogFormCard } from './CatalogFormCard';
import type { EditFormProps } from './AdminEditableList';
import { formFieldsOf, showServerFieldRefusals } from './server-field-errors';

interface MakeFormValues {
  name?: string;
  nameAr?: string;
}

const makeFieldOf = formFieldsOf(['name', 'nameAr']);

/**
 * Renames a make of the vehicle catalog, in English and Arabic: shown for the row chosen, nothing
 * otherwise (makes come and go as car brands, docs/behaviour.md).
 */
export function VehicleMakeForm({ editing, onSaved, onCancel }: EditFormProps<VehicleMake>) {
  const { t, language } = useI18n();
  const [form] = Form.useForm<MakeFormValues>();
  const [saving, setSaving] = useState(false);
  if (!editing) return null;

  const submit = async (values: MakeFormValues) => {
    setSaving(true);
    try {
      await updateVehicleMake(editing._id, {
        name: values.name!.trim(),
        ...optionalTexts(['nameAr'], values, editing),
      });
    } catch (error) {
      showServerFieldRefusals(form, error, language, makeFieldOf);
      showDialog({
        kind: 'error',
        title: t('admin.vehicles.failedTitle'),
        content: t('admin.vehicles.failedText'),
      });
      return;
    } finally {
      setSaving(false);
    }
    toast.success(t('admin.vehicles.renamed'));
    onSaved();
  };

  return (
    <CatalogFormCard
      form={form}
      title={t('admin.vehicles.renameTitle').replace('{name}', editing.name)}
      warning={null}
      initialValues={{ name: editing.name, nameAr: editing.nameAr }}
      onFinish={(values) => void submit(values)}
      submitText={t('admin.vehicles.rename')}
      saving={saving}
      onCancel={onCancel}
    >
      <Col xs={24} md={12}>
        <Form.Item
          name="name"
          label={t('catalog.field.name')}
          rules={[{ required: true, whitespace: true, message: t('admin.vehicles.nameRequired') }]}
        >
          <Input dir="ltr" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="nameAr" label={t('catalog.field.nameAr')}>
          <Input dir="rtl" lang="ar" />
        </Form.Item>
      </Col>
    </CatalogFormCard>
  );
}

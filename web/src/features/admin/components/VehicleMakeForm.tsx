import type { VehicleMake } from '@shop/shared';
import { Col, Form, Input } from 'antd';
import { toast } from 'sonner';
import { useI18n } from '@/i18n';
import { updateVehicleMake } from '../api/update-vehicle-make';
import { useCatalogSave } from '../hooks/use-catalog-save';
import { optionalTexts } from './catalog-form-rules';
import { CatalogFormCard } from './CatalogFormCard';
import type { EditFormProps } from './AdminEditableList';
import { formFieldsOf } from './server-field-errors';

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
  const { t } = useI18n();
  const [form] = Form.useForm<MakeFormValues>();
  const { saving, save } = useCatalogSave(form, makeFieldOf);
  if (!editing) return null;

  const submit = async (values: MakeFormValues) => {
    const names = { name: values.name!.trim(), ...optionalTexts(['nameAr'], values, editing) };
    if (!(await save(() => updateVehicleMake(editing._id, names)))) return;
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

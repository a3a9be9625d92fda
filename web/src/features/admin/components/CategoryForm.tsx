import type { Category } from '@shop/shared';
import { Col, Form, Input } from 'antd';
import { useState } from 'react';
import { toast } from 'sonner';
import { showDialog } from '@/components/dialogs/dialogs';
import { useI18n, type MessageKey } from '@/i18n';
import { createCategory } from '../api/create-category';
import { updateCategory } from '../api/update-category';
import { arabicFields, categoryFormWarning, type CategoryFormValues } from './catalog-form-rules';
import { CatalogFormCard } from './CatalogFormCard';
import { CatalogTextFields } from './CatalogTextFields';

interface CategoryFormProps {
  /** The category being updated; without it, the form adds one. */
  editing?: Category;
  /** After a category was added or updated. */
  onSaved: () => void;
  /** Leaves the update form without saving. */
  onCancel?: () => void;
}

/** The add-category form, or the update form prefilled with the row chosen (docs/behaviour.md). */
export function CategoryForm({ editing, onSaved, onCancel }: CategoryFormProps) {
  const { t } = useI18n();
  const [form] = Form.useForm<CategoryFormValues>();
  const [warning, setWarning] = useState<MessageKey | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (values: CategoryFormValues) => {
    const problem = categoryFormWarning(values);
    setWarning(problem);
    if (problem) return;
    const fields = {
      name: values.name!.trim(),
      description: values.description!.trim(),
      ...arabicFields(values, editing),
    };
    setSaving(true);
    try {
      if (editing) await updateCategory(editing._id, fields);
      else await createCategory(fields);
    } catch {
      showDialog(
        editing
          ? { kind: 'error', title: t('admin.categories.updateFailed') }
          : { kind: 'error', title: t('admin.addFailedTitle'), content: t('admin.addFailedText') },
      );
      return;
    } finally {
      setSaving(false);
    }
    toast.success(t(editing ? 'admin.categories.updated' : 'admin.categories.added'));
    form.resetFields();
    onSaved();
  };

  return (
    <CatalogFormCard
      form={form}
      title={t(editing ? 'admin.categories.updateTitle' : 'admin.categories.addTitle')}
      warning={warning}
      initialValues={
        editing && {
          name: editing.name,
          description: editing.description,
          nameAr: editing.nameAr,
          descriptionAr: editing.descriptionAr,
        }
      }
      onFinish={(values) => void submit(values)}
      submitText={t(editing ? 'admin.categories.update' : 'admin.categories.add')}
      saving={saving}
      onCancel={editing && onCancel}
    >
      <Col xs={24}>
        <Form.Item name="name" label={t('catalog.field.name')} required>
          <Input />
        </Form.Item>
      </Col>
      <CatalogTextFields
        arabicColumns={{ name: { xs: 24 }, description: { xs: 24 } }}
        descriptionRows={2}
        descriptionRequired
      />
    </CatalogFormCard>
  );
}

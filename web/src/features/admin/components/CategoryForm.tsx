import type { Category } from '@shop/shared';
import { App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useI18n, type MessageKey } from '@/i18n';
import { createCategory } from '../api/create-category';
import { updateCategory } from '../api/update-category';
import { arabicFields, categoryFormWarning, type CategoryFormValues } from './catalog-form-rules';
import { AdminFormCard } from './AdminFormCard';

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
  const { message, modal } = App.useApp();
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
      if (editing) modal.error({ title: t('admin.categories.updateFailed') });
      else modal.error({ title: t('admin.addFailedTitle'), content: t('admin.addFailedText') });
      return;
    } finally {
      setSaving(false);
    }
    void message.success(t(editing ? 'admin.categories.updated' : 'admin.categories.added'));
    form.resetFields();
    onSaved();
  };

  return (
    <AdminFormCard
      title={t(editing ? 'admin.categories.updateTitle' : 'admin.categories.addTitle')}
      warning={warning}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          editing && {
            name: editing.name,
            description: editing.description,
            nameAr: editing.nameAr,
            descriptionAr: editing.descriptionAr,
          }
        }
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="name" label={t('catalog.field.name')}>
          <Input />
        </Form.Item>
        <Form.Item name="description" label={t('catalog.field.description')}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="nameAr" label={t('catalog.field.nameAr')}>
          <Input dir="rtl" lang="ar" />
        </Form.Item>
        <Form.Item name="descriptionAr" label={t('catalog.field.descriptionAr')}>
          <Input.TextArea dir="rtl" lang="ar" rows={2} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t(editing ? 'admin.categories.update' : 'admin.categories.add')}
          </Button>
          {editing && <Button onClick={onCancel}>{t('admin.cancelUpdate')}</Button>}
        </Space>
      </Form>
    </AdminFormCard>
  );
}

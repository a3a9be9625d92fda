import { PRODUCT_YEAR_MAX, PRODUCT_YEAR_MIN, type Category, type Product } from '@shop/shared';
import { Checkbox, Col, Form, Input, InputNumber, Radio } from 'antd';
import { useState } from 'react';
import { toast } from 'sonner';
import { showDialog } from '@/components/dialogs/dialogs';
import { VinFormItem } from '@/components/VinFormItem';
import { useI18n, type MessageKey } from '@/i18n';
import { addProduct, type NewProduct } from '../api/add-product';
import { updateProduct } from '../api/update-product';
import { useImageUpload } from '../hooks/use-image-upload';
import { arabicFields, productFormWarning, type ProductFormValues } from './catalog-form-rules';
import { CatalogFormCard } from './CatalogFormCard';
import { CatalogTextFields } from './CatalogTextFields';
import { CategorySelect } from './CategorySelect';
import { ImagesField } from './ImagesField';

interface ProductFormProps {
  categories: Category[];
  /** The product being updated; without it, the form adds one. */
  editing?: Product;
  /** After a product was added or updated, so the tables show it. */
  onSaved: () => void;
  /** Leaves the update form without saving. */
  onCancel?: () => void;
}

/**
 * The add-product form (docs/behaviour.md, "Validation rules"), or the update form prefilled with the row
 * chosen: its images stay unless new ones are picked, which replace them.
 */
export function ProductForm({ categories, editing, onSaved, onCancel }: ProductFormProps) {
  const { t } = useI18n();
  const [form] = Form.useForm<ProductFormValues>();
  const upload = useImageUpload();
  const [warning, setWarning] = useState<MessageKey | null>(null);

  const submit = async (values: ProductFormValues) => {
    const problem = productFormWarning(values, upload.files, editing ? 'update' : 'add');
    setWarning(problem);
    if (problem) return;
    const product: NewProduct = {
      name: values.name!.trim(),
      description: values.description!.trim(),
      ...arabicFields(values, editing),
      price: values.price!,
      category: values.category!,
      isForSpecificCar: Boolean(values.isForSpecificCar),
      carEngine: values.carEngine?.trim(),
      stock: values.stock ?? (editing ? null : undefined),
      carDetails: {
        model: values.model?.trim(),
        year: values.year ?? undefined,
        agency: values.agency?.trim(),
        warranty: values.warranty,
      },
      images: upload.files,
    };
    try {
      await upload.send((onProgress) =>
        editing ? updateProduct(editing._id, product, onProgress) : addProduct(product, onProgress),
      );
    } catch {
      showDialog({
        kind: 'error',
        title: t('admin.addFailedTitle'),
        content: t('admin.addFailedText'),
      });
      return;
    }
    toast.success(t(editing ? 'admin.products.updated' : 'admin.products.added'));
    form.resetFields();
    upload.clear();
    onSaved();
  };

  const initialValues: ProductFormValues | undefined = editing && {
    name: editing.name,
    description: editing.description,
    nameAr: editing.nameAr,
    descriptionAr: editing.descriptionAr,
    price: editing.price,
    category: editing.category?._id,
    isForSpecificCar: editing.isForSpecificCar,
    carEngine: editing.carEngine,
    model: editing.carDetails?.model,
    year: editing.carDetails?.year,
    agency: editing.carDetails?.agency,
    warranty: editing.carDetails?.warranty,
    stock: editing.stock,
  };

  const text = (name: keyof ProductFormValues, label: MessageKey) => (
    <Col xs={24} md={12} lg={8}>
      <Form.Item name={name} label={t(label)}>
        <Input />
      </Form.Item>
    </Col>
  );

  return (
    <CatalogFormCard
      form={form}
      title={t(editing ? 'admin.products.updateTitle' : 'admin.products.addTitle')}
      warning={warning}
      initialValues={initialValues}
      onFinish={(values) => void submit(values)}
      submitText={t(editing ? 'admin.products.update' : 'admin.products.add')}
      saving={upload.percent !== undefined}
      onCancel={editing && onCancel}
    >
      {text('name', 'catalog.field.name')}
      <Col xs={24} md={12} lg={8}>
        <Form.Item name="price" label={t('catalog.field.price')}>
          <InputNumber min={0} step={0.01} addonAfter={t('catalog.currency')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} lg={8}>
        <Form.Item
          name="stock"
          label={t('admin.products.stock')}
          tooltip={t('admin.products.stockHint')}
        >
          <InputNumber min={0} max={1_000_000} precision={0} step={1} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} lg={8}>
        <Form.Item name="category" label={t('catalog.field.category')}>
          <CategorySelect categories={categories} placeholder={t('admin.chooseCategory')} />
        </Form.Item>
      </Col>
      <CatalogTextFields
        arabicColumns={{ name: { xs: 24, md: 12, lg: 8 }, description: { xs: 24, lg: 16 } }}
        descriptionRows={3}
      />
      <Col xs={24} md={12} lg={8}>
        <VinFormItem label={t('admin.field.carEngine')} />
      </Col>
      {text('agency', 'catalog.field.agency')}
      {text('model', 'catalog.field.model')}
      <Col xs={24} md={12} lg={8}>
        <Form.Item name="year" label={t('catalog.field.year')}>
          <InputNumber min={PRODUCT_YEAR_MIN} max={PRODUCT_YEAR_MAX} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} lg={8}>
        <Form.Item name="warranty" label={t('catalog.field.warranty')}>
          <Radio.Group
            options={[
              { value: true, label: t('catalog.true') },
              { value: false, label: t('catalog.false') },
            ]}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} lg={8}>
        <Form.Item name="isForSpecificCar" valuePropName="checked" label=" ">
          <Checkbox>{t('admin.field.isForSpecificCar')}</Checkbox>
        </Form.Item>
      </Col>
      <Col xs={24}>
        {editing && <p>{t('admin.products.keepImages')}</p>}
        <ImagesField upload={upload} />
      </Col>
    </CatalogFormCard>
  );
}

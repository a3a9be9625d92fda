import { PRODUCT_YEAR_MAX, PRODUCT_YEAR_MIN, type Category } from '@shop/shared';
import { App, Button, Checkbox, Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { useState } from 'react';
import { useVinRule } from '@/hooks/use-vin-rule';
import { useI18n, type MessageKey } from '@/i18n';
import { addProduct } from '../api/add-product';
import { useImageUpload } from '../hooks/use-image-upload';
import { arabicFields, productFormWarning, type ProductFormValues } from './catalog-form-rules';
import { AdminFormCard } from './AdminFormCard';
import { ImagesField } from './ImagesField';

interface ProductFormProps {
  categories: Category[];
  /** After a product was added, so the table shows it. */
  onAdded: () => void;
}

/** The add-product form (docs/behaviour.md, "Validation rules"). */
export function ProductForm({ categories, onAdded }: ProductFormProps) {
  const { t } = useI18n();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<ProductFormValues>();
  const upload = useImageUpload();
  const [warning, setWarning] = useState<MessageKey | null>(null);
  const vinRule = useVinRule();

  const submit = async (values: ProductFormValues) => {
    const problem = productFormWarning(values, upload.files);
    setWarning(problem);
    if (problem) return;
    try {
      await upload.send((onProgress) =>
        addProduct(
          {
            name: values.name!.trim(),
            description: values.description!.trim(),
            ...arabicFields(values),
            price: values.price!,
            category: values.category!,
            isForSpecificCar: Boolean(values.isForSpecificCar),
            carEngine: values.carEngine?.trim(),
            stock: values.stock ?? undefined,
            carDetails: {
              model: values.model?.trim(),
              year: values.year ?? undefined,
              agency: values.agency?.trim(),
              warranty: values.warranty,
            },
            images: upload.files,
          },
          onProgress,
        ),
      );
    } catch {
      modal.error({ title: t('admin.addFailedTitle'), content: t('admin.addFailedText') });
      return;
    }
    void message.success(t('admin.products.added'));
    form.resetFields();
    upload.clear();
    onAdded();
  };

  const text = (name: keyof ProductFormValues, label: MessageKey) => (
    <Col xs={24} md={12} lg={8}>
      <Form.Item name={name} label={t(label)}>
        <Input />
      </Form.Item>
    </Col>
  );

  return (
    <AdminFormCard title={t('admin.products.addTitle')} warning={warning}>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Row gutter={16}>
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
              <Select
                placeholder={t('admin.chooseCategory')}
                options={categories.map(({ _id, name }) => ({ value: _id, label: name }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="description" label={t('catalog.field.description')}>
              <Input.TextArea rows={3} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} lg={8}>
            <Form.Item name="nameAr" label={t('catalog.field.nameAr')}>
              <Input dir="rtl" lang="ar" />
            </Form.Item>
          </Col>
          <Col xs={24} lg={16}>
            <Form.Item name="descriptionAr" label={t('catalog.field.descriptionAr')}>
              <Input.TextArea dir="rtl" lang="ar" rows={3} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} lg={8}>
            <Form.Item
              name="carEngine"
              label={t('admin.field.carEngine')}
              validateTrigger="onChange"
              rules={[vinRule]}
            >
              {/* A VIN reads left to right in either language. */}
              <Input dir="ltr" autoComplete="off" spellCheck={false} />
            </Form.Item>
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
            <ImagesField upload={upload} />
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={upload.percent !== undefined}>
          {t('admin.products.add')}
        </Button>
      </Form>
    </AdminFormCard>
  );
}

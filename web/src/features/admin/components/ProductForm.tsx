import { PRODUCT_YEAR_MAX, PRODUCT_YEAR_MIN, type Category, type Product } from '@shop/shared';
import { Checkbox, Col, Form, Input, Radio, Select, Switch } from 'antd';
import { NumberInput } from '@/components/ui/NumberInput';
import { useState } from 'react';
import { toast } from 'sonner';
import { showDialog } from '@/components/dialogs/dialogs';
import { VinFormItem } from '@/components/VinFormItem';
import { useI18n, type MessageKey } from '@/i18n';
import { addProduct, type NewProduct } from '../api/add-product';
import { updateProduct } from '../api/update-product';
import { useImageUpload } from '../hooks/use-image-upload';
import {
  arabicFields,
  optionalTexts,
  productFormWarning,
  type ProductFormValues,
} from './catalog-form-rules';
import { CatalogFormCard, FormSection } from './CatalogFormCard';
import { CatalogTextFields } from './CatalogTextFields';
import { CategorySelect } from './CategorySelect';
import { FitmentCopier } from './FitmentCopier';
import { FitmentRows } from './FitmentRows';
import { FITMENT_BOUNDS, fitmentRequestsOf, fitmentRowsOf } from './fitment-rules';
import { ImagesField } from './ImagesField';
import { formFieldsOf, showServerFieldRefusals } from './server-field-errors';

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
 * Where the form shows what the server refused: carDetails' fields stand alone on the form, and
 * a refused OEM number shows on the list of them.
 */
const productFieldOf = formFieldsOf(
  [
    'carEngine',
    'category',
    'description',
    'descriptionAr',
    'isForSpecificCar',
    'manufacturer',
    'name',
    'nameAr',
    'partNumber',
    'price',
    'stock',
    'universal',
  ],
  {
    'carDetails.model': ['model'],
    'carDetails.year': ['year'],
    'carDetails.agency': ['agency'],
    'carDetails.warranty': ['warranty'],
    oemNumbers: ['oemNumbers'],
  },
);

/** OEM numbers: at most FITMENT_BOUNDS.oemNumbers, each of at most oemNumberLength characters. */
const oemNumbersProblem = (numbers: string[] = []): MessageKey | null => {
  if (numbers.length > FITMENT_BOUNDS.oemNumbers) return 'admin.field.oemNumbersTooMany';
  return numbers.some((number) => number.trim().length > FITMENT_BOUNDS.oemNumberLength)
    ? 'admin.field.oemNumberTooLong'
    : null;
};

/**
 * The add-product form (docs/behaviour.md, "Validation rules"), or the update form prefilled with
 * the row chosen: its images stay unless new ones are picked, which replace them. Beside the
 * documented fields it edits the part's data: its maker, part and OEM numbers, and the cars it
 * fits (rows from the vehicle catalog, or copied from another product), unless it fits every car.
 */
export function ProductForm({ categories, editing, onSaved, onCancel }: ProductFormProps) {
  const { t, language, formatNumber } = useI18n();
  const [form] = Form.useForm<ProductFormValues>();
  const universal = Form.useWatch('universal', form);
  const upload = useImageUpload();
  const [warning, setWarning] = useState<MessageKey | null>(null);

  /** A list to send: on an update even empty (which clears the product's), on add when given. */
  const sentList = <Item,>(list: Item[]) => (editing || list.length > 0 ? list : undefined);

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
      ...optionalTexts(['manufacturer', 'partNumber'], values, editing),
      oemNumbers: sentList(
        (values.oemNumbers ?? []).map((number) => number.trim()).filter(Boolean),
      ),
      // Said when it fits every car, or on an update when it no longer does.
      universal: values.universal ? true : editing?.universal ? false : undefined,
      // A part for every car lists no cars.
      fitments: sentList(values.universal ? [] : fitmentRequestsOf(values.fitments)),
      images: upload.files,
    };
    try {
      await upload.send((onProgress) =>
        editing ? updateProduct(editing._id, product, onProgress) : addProduct(product, onProgress),
      );
    } catch (error) {
      // What the server refused shows on its field, in the admin's language, under the dialog.
      showServerFieldRefusals(form, error, language, productFieldOf);
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
    manufacturer: editing.manufacturer,
    partNumber: editing.partNumber,
    oemNumbers: editing.oemNumbers,
    universal: editing.universal,
    fitments: fitmentRowsOf(editing.fitments),
  };

  const text = (name: keyof ProductFormValues, label: MessageKey, required = false) => (
    <Col xs={24} md={12} lg={8}>
      <Form.Item name={name} label={t(label)} required={required}>
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
      {/* Marked required as the form's warning checks them (productFormWarning). */}
      {text('name', 'catalog.field.name', true)}
      <Col xs={24} md={12} lg={8}>
        <Form.Item name="price" label={t('catalog.field.price')} required>
          <NumberInput min={0} step={0.01} unit={t('catalog.currency')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} lg={8}>
        <Form.Item
          name="stock"
          label={t('admin.products.stock')}
          extra={t('admin.products.stockHint')}
        >
          <NumberInput min={0} max={1_000_000} precision={0} step={1} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} lg={8}>
        <Form.Item name="category" label={t('catalog.field.category')} required>
          <CategorySelect categories={categories} placeholder={t('admin.chooseCategory')} />
        </Form.Item>
      </Col>
      <CatalogTextFields
        arabicColumns={{ name: { xs: 24, md: 12, lg: 8 }, description: { xs: 24, lg: 16 } }}
        descriptionRows={3}
        descriptionRequired
      />

      <FormSection title={t('admin.products.partSection')} />
      <Col xs={24} md={12} lg={8}>
        <Form.Item
          name="manufacturer"
          label={t('admin.field.manufacturer')}
          extra={t('admin.field.manufacturerHint')}
        >
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} lg={8}>
        <Form.Item
          name="partNumber"
          label={t('admin.field.partNumber')}
          rules={[
            {
              max: FITMENT_BOUNDS.partNumberLength,
              message: t('admin.field.partNumberTooLong').replace(
                '{max}',
                formatNumber(FITMENT_BOUNDS.partNumberLength),
              ),
            },
          ]}
        >
          {/* Part numbers read left to right in either language. */}
          <Input dir="ltr" autoComplete="off" spellCheck={false} />
        </Form.Item>
      </Col>
      <Col xs={24} lg={8}>
        <Form.Item
          name="oemNumbers"
          label={t('admin.field.oemNumbers')}
          extra={t('admin.field.oemNumbersHint')}
          rules={[
            {
              validator: async (_, numbers?: string[]) => {
                const problem = oemNumbersProblem(numbers);
                if (problem) {
                  throw new Error(
                    t(problem)
                      .replace('{max}', formatNumber(FITMENT_BOUNDS.oemNumbers))
                      .replace('{length}', formatNumber(FITMENT_BOUNDS.oemNumberLength)),
                  );
                }
              },
            },
          ]}
        >
          <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', '،', ';']} />
        </Form.Item>
      </Col>

      <FormSection title={t('admin.products.fitSection')} />
      <Col xs={24}>
        <Form.Item
          name="universal"
          valuePropName="checked"
          label={t('admin.field.universal')}
          extra={t('admin.field.universalHint')}
        >
          <Switch />
        </Form.Item>
      </Col>
      {!universal && (
        <Col xs={24}>
          <FitmentRows
            emptyText={t('admin.fitments.none')}
            extra={<FitmentCopier exclude={editing?._id} />}
          />
        </Col>
      )}

      <FormSection title={t('admin.products.oneCarSection')} />
      <Col xs={24} md={12} lg={8}>
        <VinFormItem label={t('admin.field.carEngine')} />
      </Col>
      {text('agency', 'catalog.field.agency')}
      {text('model', 'catalog.field.model')}
      <Col xs={24} md={12} lg={8}>
        <Form.Item name="year" label={t('catalog.field.year')}>
          <NumberInput min={PRODUCT_YEAR_MIN} max={PRODUCT_YEAR_MAX} />
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

import type { Package } from '@shop/shared';
import { Col, Form, Input } from 'antd';
import { NumberInput } from '@/components/ui/NumberInput';
import { useState } from 'react';
import { toast } from 'sonner';
import { showDialog } from '@/components/dialogs/dialogs';
import { useI18n, type MessageKey } from '@/i18n';
import { createPackage, type PackageFields } from '../api/create-package';
import { updatePackage } from '../api/update-package';
import { useImageUpload } from '../hooks/use-image-upload';
import { arabicFields, packageFormWarning, type PackageFormValues } from './catalog-form-rules';
import { CatalogFormCard, FormSection } from './CatalogFormCard';
import { CatalogTextFields } from './CatalogTextFields';
import { FitmentRows } from './FitmentRows';
import { fitmentRowsOf, fitmentRequestsOf } from './fitment-rules';
import { ImagesField } from './ImagesField';
import { ProductPicker } from './ProductPicker';
import { formFieldsOf, showServerFieldRefusals } from './server-field-errors';

interface PackageFormProps {
  /** The package being updated; without it, the form adds one. */
  editing?: Package;
  /** After a package was added or updated. */
  onSaved: () => void;
  /** Leaves the update form without saving. */
  onCancel?: () => void;
}

const trimmed = (text: string | undefined) => text?.trim() || undefined;

/** Where the form shows what the server refused: the picked products stand for productIds. */
const packageFieldOf = formFieldsOf(
  ['name', 'description', 'nameAr', 'descriptionAr', 'price', 'mileage', 'labourPrice'],
  { productIds: ['products'] },
);

/** Whether `fitments` are those the package was answered with (none, when adding). */
const sameFitments = (fitments: ReturnType<typeof fitmentRequestsOf>, editing?: Package) =>
  JSON.stringify(fitments) === JSON.stringify(fitmentRequestsOf(fitmentRowsOf(editing?.fitments)));

/**
 * The add-package form, or the update form prefilled with the row chosen
 * (docs/behaviour.md). An update sends only what is filled in; new images replace the package's
 * images.
 */
export function PackageForm({ editing, onSaved, onCancel }: PackageFormProps) {
  // Adding needs every field; an update changes only what is given (packageFormWarning).
  const adding = !editing;
  const { t, language } = useI18n();
  const [form] = Form.useForm<PackageFormValues>();
  const upload = useImageUpload();
  const [warning, setWarning] = useState<MessageKey | null>(null);

  const submit = async (values: PackageFormValues) => {
    const problem = packageFormWarning(values, upload.files, editing ? 'update' : 'add');
    setWarning(problem);
    if (problem) return;
    const fitments = fitmentRequestsOf(values.fitments);
    const fields: PackageFields = {
      name: trimmed(values.name),
      description: trimmed(values.description),
      ...arabicFields(values, editing),
      price: values.price ?? undefined,
      mileage: values.mileage ?? undefined,
      // An emptied labour field on an update stops naming it.
      labourPrice: values.labourPrice ?? (editing?.labourPrice !== undefined ? null : undefined),
      productIds: (values.products ?? []).map((product) => product.value),
      // The cars a package answers may be its parts' (Package.fitments): they become its own
      // only when the admin changes them.
      ...(!sameFitments(fitments, editing) && { fitments }),
      images: upload.files,
    };
    try {
      await upload.send((onProgress) =>
        editing
          ? updatePackage(editing._id, fields, onProgress)
          : createPackage(fields, onProgress),
      );
    } catch (error) {
      showServerFieldRefusals(form, error, language, packageFieldOf);
      showDialog({
        kind: 'error',
        title: t('admin.packages.failedTitle'),
        content: t('admin.packages.failedText'),
      });
      return;
    }
    toast.success(t(editing ? 'admin.packages.updated' : 'admin.packages.added'));
    form.resetFields();
    upload.clear();
    onSaved();
  };

  const initialValues: PackageFormValues | undefined = editing && {
    name: editing.name,
    price: editing.price,
    description: editing.description,
    nameAr: editing.nameAr,
    descriptionAr: editing.descriptionAr,
    mileage: editing.mileage,
    labourPrice: editing.labourPrice,
    products: editing.products.map((product) => ({ value: product._id, label: product.name })),
    fitments: fitmentRowsOf(editing.fitments),
  };

  return (
    <CatalogFormCard
      form={form}
      title={t(editing ? 'admin.packages.updateTitle' : 'admin.packages.addTitle')}
      warning={warning}
      initialValues={initialValues}
      onFinish={(values) => void submit(values)}
      submitText={t(editing ? 'admin.packages.update' : 'admin.packages.add')}
      saving={upload.percent !== undefined}
      onCancel={editing && onCancel}
    >
      <Col xs={24} md={8}>
        <Form.Item name="name" label={t('catalog.field.name')} required={adding}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="price" label={t('catalog.field.price')} required={adding}>
          <NumberInput min={0} step={0.01} unit={t('catalog.currency')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="mileage" label={t('catalog.field.mileage')} required={adding}>
          <NumberInput min={0} step={1000} unit={t('package.km')} />
        </Form.Item>
      </Col>
      <CatalogTextFields
        arabicColumns={{ name: { xs: 24, md: 8 }, description: { xs: 24, md: 16 } }}
        descriptionRows={3}
        arabicDescriptionRows={2}
        descriptionRequired={adding}
      />
      <Col xs={24}>
        <Form.Item
          name="products"
          label={t('admin.packages.products')}
          required={adding}
          extra={t('admin.packages.productsHint')}
        >
          <ProductPicker />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="labourPrice"
          label={t('admin.packages.labourPrice')}
          extra={t('admin.packages.labourHint')}
        >
          <NumberInput min={0} step={0.01} unit={t('catalog.currency')} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <ImagesField upload={upload} />
      </Col>
      <FormSection title={t('admin.packages.fitSection')} />
      <Col xs={24}>
        <p>{t('admin.packages.fitHint')}</p>
        <FitmentRows />
      </Col>
    </CatalogFormCard>
  );
}

import { Col, Form, Input, type ColProps } from 'antd';
import { useI18n } from '@/i18n';

interface CatalogTextFieldsProps {
  /** The grid columns of the Arabic name and description; the description takes a whole line. */
  arabicColumns: { name: ColProps; description: ColProps };
  /** The descriptions' heights, in lines; the Arabic one is as high unless told. */
  descriptionRows: number;
  arabicDescriptionRows?: number;
  /** Whether the form needs the (English) description: marked so on its label and field. */
  descriptionRequired: boolean;
}

/**
 * The description of a category, product or package, and its Arabic name and description,
 * typed right to left.
 */
export function CatalogTextFields({
  arabicColumns,
  descriptionRows,
  arabicDescriptionRows = descriptionRows,
  descriptionRequired,
}: CatalogTextFieldsProps) {
  const { t } = useI18n();
  return (
    <>
      <Col xs={24}>
        <Form.Item
          name="description"
          label={t('catalog.field.description')}
          required={descriptionRequired}
        >
          <Input.TextArea rows={descriptionRows} />
        </Form.Item>
      </Col>
      <Col {...arabicColumns.name}>
        <Form.Item name="nameAr" label={t('catalog.field.nameAr')}>
          <Input dir="rtl" lang="ar" />
        </Form.Item>
      </Col>
      <Col {...arabicColumns.description}>
        <Form.Item name="descriptionAr" label={t('catalog.field.descriptionAr')}>
          <Input.TextArea dir="rtl" lang="ar" rows={arabicDescriptionRows} />
        </Form.Item>
      </Col>
    </>
  );
}

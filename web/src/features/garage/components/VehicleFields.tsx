import type { CarBrand } from '@shop/shared';
import { Form, Input, InputNumber, Radio, Select } from 'antd';
import { useI18n } from '@/i18n';
import type { VehicleFields } from '../api/types';
import { VinField } from './VinField';

/** The values of the add and update forms. */
export interface VehicleFormValues {
  brand?: string;
  mileage?: number;
  model?: string;
  year?: number;
  agency?: string;
  warranty?: boolean;
  engineNumber?: string;
}

export type VehicleKind = VehicleFields['kind'];

/** What the form's values send, for the tab or car kind. */
export function toVehicleFields(kind: VehicleKind, values: VehicleFormValues): VehicleFields {
  return kind === 'vin'
    ? { kind, mileage: values.mileage, engineNumber: values.engineNumber }
    : {
        kind,
        mileage: values.mileage,
        model: values.model,
        year: values.year,
        agency: values.agency,
        warranty: values.warranty,
      };
}

/** A brand by its name and logo. */
function BrandOption({ brand }: { brand: CarBrand }) {
  const { nameOf } = useI18n();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <img
        src={brand.carBrandLogo.url}
        alt=""
        width={24}
        height={24}
        style={{ objectFit: 'contain' }}
      />
      <bdi>{nameOf({ name: brand.carBrand, nameAr: brand.nameAr })}</bdi>
    </span>
  );
}

interface VehicleFieldsProps {
  kind: VehicleKind;
  /** The brands to choose from; no brand dropdown when left out (the update forms). */
  brands?: CarBrand[];
  brandsLoading?: boolean;
}

/** The fields of a vehicle: by data (model, year, agency, warranty) or by VIN. */
export function VehicleFormFields({ kind, brands, brandsLoading }: VehicleFieldsProps) {
  const { t } = useI18n();
  return (
    <>
      {brands && (
        <Form.Item name="brand" label={t('garage.brand')}>
          <Select
            placeholder={t('garage.chooseBrand')}
            showSearch
            optionFilterProp="title"
            loading={brandsLoading}
            options={brands.map((brand) => ({
              value: brand._id,
              // Searchable by either name.
              title: [brand.carBrand, brand.nameAr].filter(Boolean).join(' '),
              label: <BrandOption brand={brand} />,
            }))}
          />
        </Form.Item>
      )}
      <Form.Item name="mileage" label={t('garage.mileage')}>
        <InputNumber min={0} style={{ width: '100%' }} />
      </Form.Item>
      {kind === 'vin' ? (
        <VinField />
      ) : (
        <>
          <Form.Item name="model" label={t('garage.model')}>
            <Input />
          </Form.Item>
          <Form.Item name="year" label={t('garage.year')}>
            <InputNumber min={1900} max={2100} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="agency" label={t('garage.agency')}>
            <Input />
          </Form.Item>
          <Form.Item name="warranty" label={t('garage.warranty')}>
            <Radio.Group
              options={[
                { label: t('garage.true'), value: true },
                { label: t('garage.false'), value: false },
              ]}
            />
          </Form.Item>
        </>
      )}
    </>
  );
}

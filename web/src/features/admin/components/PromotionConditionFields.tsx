import { useQuery } from '@tanstack/react-query';
import { Checkbox, Col, Form, Input, Select, Switch } from 'antd';
import { MAX_PROMOTION_AMOUNT } from '@shop/shared';
import { NumberInput } from '@/components/ui/NumberInput';
import { useI18n, type Bilingual } from '@/i18n';
import { categoriesQuery } from '@/lib/catalog';
import { getManufacturers, getPackages } from '../api/get-catalog-pages';
import { adminKeys } from '../hooks/use-admin-table';
import { FormSection } from './CatalogFormCard';
import { ScopeProductPicker } from './ScopeProductPicker';

const amountInput = (
  <NumberInput min={0.01} max={MAX_PROMOTION_AMOUNT} precision={2} style={{ width: '100%' }} />
);

interface ChoiceOfNamedProps {
  items: (Bilingual & { _id: string })[] | undefined;
  loading: boolean;
  value?: string[];
  onChange?: (ids: string[]) => void;
  id?: string;
}

/** Some of `items` chosen by their names in the admin's language, held as their ids. */
function ChoiceOfNamed({ items = [], ...props }: ChoiceOfNamedProps) {
  const { nameOf } = useI18n();
  return (
    <Select
      {...props}
      mode="multiple"
      allowClear
      optionFilterProp="label"
      options={items.map((item) => ({ value: item._id, label: nameOf(item) }))}
    />
  );
}

/**
 * The fields coupons and automatic offers share (ConditionFormValues): the minimum subtotal, the
 * most taken off, the days it runs (in Saudi time), first order only, what it applies to, and
 * whether it is active. Columns of a CatalogFormCard's grid.
 */
export function PromotionConditionFields() {
  const { t } = useI18n();
  const categories = useQuery(categoriesQuery());
  const packageQuery = { page: 1, limit: 100 };
  const packages = useQuery({
    queryKey: adminKeys.list('package-picker', packageQuery),
    queryFn: ({ signal }) => getPackages(packageQuery, signal),
  });
  const makers = useQuery({
    queryKey: [...adminKeys.all, 'manufacturers'],
    queryFn: ({ signal }) => getManufacturers(signal),
  });

  return (
    <>
      <Col xs={12} md={6}>
        <Form.Item name="minSubtotal" label={t('admin.coupons.minSubtotal')}>
          {amountInput}
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="maxDiscount" label={t('admin.coupons.maxDiscount')}>
          {amountInput}
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="startsAt" label={t('admin.coupons.startsAt')}>
          <Input type="date" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="endsAt" label={t('admin.coupons.endsAt')}>
          <Input type="date" />
        </Form.Item>
      </Col>
      <FormSection title={t('admin.promotions.scope')} />
      <Col xs={24} md={12}>
        <Form.Item name="categoryIds" label={t('admin.coupons.categories')}>
          <ChoiceOfNamed items={categories.data} loading={categories.isPending} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="productIds" label={t('admin.promotions.products')}>
          <ScopeProductPicker />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="packageIds" label={t('admin.promotions.packages')}>
          <ChoiceOfNamed items={packages.data?.items} loading={packages.isPending} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="manufacturers" label={t('admin.promotions.manufacturers')}>
          {/* Tags: a maker no product names yet may be typed too. */}
          <Select
            mode="tags"
            allowClear
            loading={makers.isPending}
            options={(makers.data ?? []).map((maker) => ({ value: maker, label: maker }))}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="firstOrderOnly" valuePropName="checked">
          <Checkbox>{t('admin.coupons.firstOrderOnly')}</Checkbox>
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="active" valuePropName="checked" label={t('admin.coupons.active')}>
          <Switch />
        </Form.Item>
      </Col>
    </>
  );
}

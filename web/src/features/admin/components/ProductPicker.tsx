import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useI18n } from '@/i18n';
import { getProducts } from '../api/get-catalog-pages';
import { adminKeys } from '../hooks/use-admin-table';

/** A product as the picker holds it: its id, and its name to show. */
export interface PickedProduct {
  value: string;
  label: string;
}

/** How many products the picker offers for what was typed. */
const OFFERED = 20;

interface ProductPickerProps {
  value?: PickedProduct[];
  onChange?: (products: PickedProduct[]) => void;
  id?: string;
}

/**
 * Products chosen by name: what the admin types is searched on the server (the words of the
 * name, in English or Arabic), and the products chosen show as their names.
 */
export function ProductPicker({ value, onChange, id }: ProductPickerProps) {
  const { t } = useI18n();
  const [typed, setTyped] = useState('');
  // Each letter typed asks anew; the request for the letters before is cancelled (its signal).
  const search = typed.trim();
  const query = { page: 1, limit: OFFERED, ...(search && { search }) };
  const { data, isFetching } = useQuery({
    queryKey: adminKeys.list('product-picker', query),
    queryFn: ({ signal }) => getProducts(query, signal),
  });

  return (
    <Select<PickedProduct[]>
      id={id}
      mode="multiple"
      labelInValue
      showSearch
      filterOption={false}
      value={value}
      onChange={(picked) =>
        onChange?.(picked.map(({ value: _id, label }) => ({ value: _id, label })))
      }
      onSearch={setTyped}
      onBlur={() => setTyped('')}
      loading={isFetching}
      placeholder={t('admin.packages.productsPlaceholder')}
      notFoundContent={isFetching ? null : t('catalog.noProductFound')}
      options={(data?.items ?? []).map((product) => ({
        value: product._id,
        label: product.name,
      }))}
    />
  );
}

import { FormSelect } from '@/components/ui/FormSelect';
import { useI18n } from '@/i18n';
import { useProductSearch } from '../hooks/use-product-search';

/** A product as the picker holds it: its id, and its name to show. */
export interface PickedProduct {
  value: string;
  label: string;
}

interface ProductPickerProps {
  value?: PickedProduct[];
  onChange?: (products: PickedProduct[]) => void;
  id?: string;
  /** Given by the Form.Item when the form needs products (FormSelect). */
  'aria-required'?: boolean | 'true' | 'false';
}

/**
 * Products chosen by name: what the admin types is searched on the server (the words of the
 * name, in English or Arabic), and the products chosen show as their names.
 */
export function ProductPicker({
  value,
  onChange,
  id,
  'aria-required': ariaRequired,
}: ProductPickerProps) {
  const { t } = useI18n();
  const { products, searching, setTyped } = useProductSearch();

  return (
    <FormSelect<PickedProduct[]>
      id={id}
      aria-required={ariaRequired}
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
      loading={searching}
      placeholder={t('admin.packages.productsPlaceholder')}
      notFoundContent={searching ? null : t('catalog.noProductFound')}
      options={products.map((product) => ({
        value: product._id,
        label: product.name,
      }))}
    />
  );
}

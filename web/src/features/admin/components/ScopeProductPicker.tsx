import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { getProduct } from '@/lib/catalog';
import { adminKeys } from '../hooks/use-admin-table';
import { ProductPicker } from './ProductPicker';

interface ScopeProductPickerProps {
  value?: string[];
  onChange?: (productIds: string[]) => void;
  id?: string;
}

/**
 * The products a promotion applies to, held as their ids (as the API takes them): the
 * ProductPicker, showing the names of those stored by reading them, and of those picked as the
 * picker gave them.
 */
export function ScopeProductPicker({ value = [], onChange, id }: ScopeProductPickerProps) {
  const [picked, setPicked] = useState<Record<string, string>>({});
  const stored = useQueries({
    queries: value
      .filter((productId) => !(productId in picked))
      .map((productId) => ({
        queryKey: [...adminKeys.all, 'product', productId],
        queryFn: ({ signal }: { signal: AbortSignal }) => getProduct(productId, signal),
      })),
  });
  const nameOf = (productId: string) =>
    picked[productId] ??
    stored.find((product) => product.data?._id === productId)?.data?.name ??
    productId;

  return (
    <ProductPicker
      id={id}
      value={value.map((productId) => ({ value: productId, label: nameOf(productId) }))}
      onChange={(products) => {
        setPicked((known) => ({
          ...known,
          ...Object.fromEntries(products.map((product) => [product.value, product.label])),
        }));
        onChange?.(products.map((product) => product.value));
      }}
    />
  );
}

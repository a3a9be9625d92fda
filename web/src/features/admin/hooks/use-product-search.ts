import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getProducts } from '../api/get-catalog-pages';
import { adminKeys } from './use-admin-table';

/** How many products a picker offers for what was typed. */
const OFFERED = 20;

/**
 * The products a picker offers for what the admin types: the first of the whole list, else those
 * the server finds for the words (of the name in English or Arabic, or a part number). Each
 * letter typed asks anew; the request for the letters before is cancelled (its signal). Nothing
 * is asked until `enabled` (a picker the admin has not opened yet asks for nothing).
 */
export function useProductSearch(enabled = true) {
  const [typed, setTyped] = useState('');
  const search = typed.trim();
  const query = { page: 1, limit: OFFERED, ...(search && { search }) };
  const { data, isFetching } = useQuery({
    queryKey: adminKeys.list('product-picker', query),
    queryFn: ({ signal }) => getProducts(query, signal),
    enabled,
  });
  return { products: data?.items ?? [], searching: isFetching, setTyped };
}

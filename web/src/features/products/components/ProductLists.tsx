import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/Alert';
import { TOAST_CART_MS } from '@/config/shop';
import { useI18n } from '@/i18n';
import type { SearchCriteria } from '@/lib/catalog';
import { selectIsLoggedIn, useSessionStore } from '@/stores/session-store';
import {
  categoryProductsQuery,
  defaultProductsQuery,
  searchResultsQuery,
} from '../api/product-queries';
import { ProductList } from './ProductList';

/*
 * The lists of the products screen. The screen shows one of them, in this priority: the
 * search's results, a chosen category's products, then DefaultProducts. Each asks the API for
 * one page (`page`, from the URL) and keeps the page shown while the next one loads.
 */

interface PagedListProps {
  page: number;
}

/** 'Products For Your Search': the results of the search from Home or the header. */
export function SearchResults({ criteria, page }: PagedListProps & { criteria: SearchCriteria }) {
  const { t } = useI18n();
  const { data, error, isPending } = useQuery({
    ...searchResultsQuery(criteria, page),
    placeholderData: keepPreviousData,
  });
  const products = data?.items ?? [];
  const alert = error ? (
    <Alert kind="error">{t('catalog.fetchError')}</Alert>
  ) : data && data.total === 0 ? (
    <Alert kind="warning">{t('catalog.noProductFound')}</Alert>
  ) : undefined;
  return (
    <ProductList
      title={t('products.forYourSearch')}
      products={products}
      loading={isPending}
      alert={alert}
      page={page}
      total={data?.total ?? 0}
    />
  );
}

/** 'Products in The Selected Category'; an empty category or a failure is told in a toast. */
export function CategoryProducts({ categoryId, page }: PagedListProps & { categoryId: string }) {
  const { t } = useI18n();
  const { data, error, isPending } = useQuery({
    ...categoryProductsQuery(categoryId, page),
    placeholderData: keepPreviousData,
  });

  const empty = data?.total === 0;
  useEffect(() => {
    // A success-style toast: the category was read, it is just empty.
    if (empty) toast.success(t('products.categoryEmpty'), { duration: TOAST_CART_MS });
  }, [empty, categoryId, t]);
  useEffect(() => {
    if (error) toast.error(t('products.categoryFetchError'));
  }, [error, t]);

  return (
    <ProductList
      title={t('products.inSelectedCategory')}
      products={data?.items ?? []}
      loading={isPending}
      page={page}
      total={data?.total ?? 0}
    />
  );
}

/** 'Products For Your Cars' or 'All Products'. */
export function DefaultProducts({ page }: PagedListProps) {
  const { t } = useI18n();
  const isLoggedIn = useSessionStore(selectIsLoggedIn);
  const { data, error, isPending } = useQuery({
    ...defaultProductsQuery(isLoggedIn, page),
    placeholderData: keepPreviousData,
  });
  return (
    <ProductList
      title={t(data?.forCars ? 'products.forYourCars' : 'products.all')}
      products={data?.items ?? []}
      loading={isPending}
      alert={error && <Alert kind="error">{t('catalog.fetchError')}</Alert>}
      page={page}
      total={data?.total ?? 0}
    />
  );
}

import { TOAST_CART_MS } from '@/config/shop';
import type { Product } from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useEffect } from 'react';
import { useI18n } from '@/i18n';
import {
  CATALOG_PAGE_SIZE,
  catalogKeys,
  getCategoryProductsPage,
  getProductsPage,
  searchProductsPage,
  type CatalogPage,
  type SearchCriteria,
} from '@/lib/catalog';
import { selectIsLoggedIn, useSessionStore } from '@/stores/session-store';
import { getLoggedUserProducts } from '../api/get-logged-user-products';
import { ProductList } from './ProductList';
import { toast } from 'sonner';

/*
 * The four lists of the products screen. The screen shows one of them, in this priority: the
 * search's results, a chosen category's products, then DefaultProducts. Each asks the API for
 * one page (`page`, from the URL) and keeps the page shown while the next one loads.
 */

interface PagedListProps {
  page: number;
}

/** 'Products For Your Search': the results of the search carried from Home or the header. */
export function SearchResults({ criteria, page }: PagedListProps & { criteria: SearchCriteria }) {
  const { t } = useI18n();
  const { data, error, isPending } = useQuery({
    queryKey: catalogKeys.search(criteria, page),
    queryFn: ({ signal }) => searchProductsPage(criteria, page, signal),
    placeholderData: keepPreviousData,
  });
  const products = data?.items ?? [];
  const alert = error ? (
    <Alert type="error" showIcon message={t('catalog.fetchError')} />
  ) : data && data.total === 0 ? (
    <Alert type="warning" showIcon message={t('catalog.noProductFound')} />
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
    queryKey: catalogKeys.category(categoryId, page),
    queryFn: ({ signal }) => getCategoryProductsPage(categoryId, page, signal),
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

/**
 * The products that fit the user's cars, when there are any (a short list, paged here), else a
 * page of every product. The cars' list may be unavailable (no cars, a failure): that means
 * "no list".
 */
async function loadDefaultPage(
  isLoggedIn: boolean,
  page: number,
  signal: AbortSignal,
): Promise<CatalogPage<Product> & { forCars: boolean }> {
  if (isLoggedIn) {
    const forCars = await getLoggedUserProducts(signal).catch((error: unknown) => {
      if (!signal.aborted) console.error('Could not load the products for your cars', error);
      return [];
    });
    if (forCars.length > 0) {
      const start = (page - 1) * CATALOG_PAGE_SIZE;
      return {
        forCars: true,
        items: forCars.slice(start, start + CATALOG_PAGE_SIZE),
        total: forCars.length,
      };
    }
  }
  return { forCars: false, ...(await getProductsPage(page, signal)) };
}

/** 'Products For Your Cars' or 'All Products'. */
export function DefaultProducts({ page }: PagedListProps) {
  const { t } = useI18n();
  const isLoggedIn = useSessionStore(selectIsLoggedIn);
  const { data, error, isPending } = useQuery({
    queryKey: [...catalogKeys.products(page), { forCars: isLoggedIn }],
    queryFn: ({ signal }) => loadDefaultPage(isLoggedIn, page, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <ProductList
      title={t(data?.forCars ? 'products.forYourCars' : 'products.all')}
      products={data?.items ?? []}
      loading={isPending}
      alert={error && <Alert type="error" showIcon message={t('catalog.fetchError')} />}
      page={page}
      total={data?.total ?? 0}
    />
  );
}

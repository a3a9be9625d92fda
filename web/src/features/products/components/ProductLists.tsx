import { TOAST_CART_MS } from '@shop/shared';
import { Alert, App } from 'antd';
import { useCallback, useEffect } from 'react';
import { useRequest } from '@/hooks/use-request';
import { useI18n } from '@/i18n';
import { getAllProducts, type Category, type Product, type SearchCriteria } from '@/lib/catalog';
import { selectIsLoggedIn, useSessionStore } from '@/stores/session-store';
import { getLoggedUserProducts } from '../api/get-logged-user-products';
import { getProductsByCategory } from '../api/get-products-by-category';
import { searchProducts } from '../api/search-products';
import { ProductList } from './ProductList';

/*
 * The four lists of the products screen (spec section 2). The screen shows one of them, in the
 * spec's priority: the search's results, a chosen category's products, then DefaultProducts.
 */

/** 'Products For Your Search': the results of the search carried from Home. */
export function SearchResults({ criteria }: { criteria: SearchCriteria }) {
  const { t } = useI18n();
  const { data, error, loading } = useRequest(
    useCallback(() => searchProducts(criteria), [criteria]),
  );
  const products = data?.products ?? [];
  const alert = error ? (
    <Alert type="error" showIcon message={t('catalog.fetchError')} />
  ) : products.length === 0 ? (
    <Alert type="warning" showIcon message={t('catalog.noProductFound')} />
  ) : undefined;
  return (
    <ProductList
      title={t('products.forYourSearch')}
      products={products}
      loading={loading}
      alert={alert}
    />
  );
}

/** 'Products in The Selected Category'; an empty category or a failure is told in a toast. */
export function CategoryProducts({ category }: { category: Category }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const { data, error, loading } = useRequest(
    useCallback(() => getProductsByCategory(category._id), [category._id]),
  );

  useEffect(() => {
    // A success-style toast, as the spec has it: the category was read, it is just empty.
    if (data?.products.length === 0) {
      void message.success(t('products.categoryEmpty'), TOAST_CART_MS / 1000);
    }
  }, [data, message, t]);
  useEffect(() => {
    if (error) void message.error(t('products.categoryFetchError'));
  }, [error, message, t]);

  return (
    <ProductList
      title={t('products.inSelectedCategory')}
      products={data?.products ?? []}
      loading={loading}
    />
  );
}

interface DefaultList {
  forCars: boolean;
  products: Product[];
}

/**
 * The products that fit the user's cars when there are any, otherwise every product. The
 * cars' list may be unavailable (no cars, or no such call yet): that means "no list".
 */
async function loadDefaultList(isLoggedIn: boolean): Promise<DefaultList> {
  if (isLoggedIn) {
    const forCars = await getLoggedUserProducts().catch((error: unknown) => {
      console.error('Could not load the products for your cars', error);
      return [];
    });
    if (forCars.length > 0) return { forCars: true, products: forCars };
  }
  return { forCars: false, products: await getAllProducts() };
}

/** 'Products For Your Cars' or 'All Products'. */
export function DefaultProducts() {
  const { t } = useI18n();
  const isLoggedIn = useSessionStore(selectIsLoggedIn);
  const { data, error, loading } = useRequest(
    useCallback(() => loadDefaultList(isLoggedIn), [isLoggedIn]),
  );
  return (
    <ProductList
      title={t(data?.forCars ? 'products.forYourCars' : 'products.all')}
      products={data?.products ?? []}
      loading={loading}
      alert={error && <Alert type="error" showIcon message={t('catalog.fetchError')} />}
    />
  );
}

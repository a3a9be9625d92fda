import type { Category } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Page } from '@/components/Page';
import { Alert } from '@/components/ui/Alert';
import { paths } from '@/config/paths';
import { TOAST_CART_MS } from '@/config/shop';
import { useI18n, type MessageKey } from '@/i18n';
import { fillTemplate } from '@/lib/fill-template';
import { carName, fullCarName, useNamedCar } from '@/lib/vehicles';
import { selectIsLoggedIn, useSessionStore } from '@/stores/session-store';
import {
  anotherPageOf,
  CATEGORY_PARAM,
  EVERYTHING_PARAM,
  productListOf,
  productListQuery,
  SEARCH_TERMS,
  type ListPage,
  type ProductListChoice,
} from '../api/product-queries';
import { CarBar } from './CarBar';
import { CategoriesSidebar } from './CategoriesSidebar';
import { FiltersPanel } from './FiltersPanel';
import { ProductList } from './ProductList';
import { SearchPackages } from './SearchPackages';
import styles from './ProductsPage.module.css';

const TITLES: Record<ProductListChoice['kind'], MessageKey> = {
  search: 'products.forYourSearch',
  category: 'products.inSelectedCategory',
  default: 'products.all',
};

/**
 * The catalog: the shopper's car, the Categories sidebar and the filters beside exactly one of
 * the four lists. What it shows is in the URL (`?brand=…&model=…`, `?keywords=…`, `?category=…`,
 * `?manufacturer=…`, `?page=…`), so Back and a reload come back to the same page of the same
 * list. The route starts fetching that list before this code arrives (prefetchProductsScreen,
 * app/routes.tsx).
 */
export function ProductsPage() {
  const { t, tCount, language } = useI18n();
  const [params] = useSearchParams();
  const choice = productListOf(params);
  const isLoggedIn = useSessionStore(selectIsLoggedIn);
  const listQuery = productListQuery(choice, isLoggedIn);
  // The page shown stays while the next page of the same list loads; a new search, category or
  // filter shows the wait instead, never the old list under the new title.
  const { data, error, isPending } = useQuery({
    ...listQuery,
    placeholderData: (previous, previousQuery) =>
      previousQuery && anotherPageOf(listQuery.queryKey, previousQuery.queryKey)
        ? previous
        : undefined,
  });
  const car = useNamedCar(choice.car);
  useCategoryToasts(choice, data, error);

  /** The products screen's address with `change` made, on the first page. */
  const linkWith = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    change(next);
    const query = next.toString();
    return query ? `${paths.products}?${query}` : paths.products;
  };
  // A category chosen after a search means the shopper is done with the search's words; the car
  // and the filters stay. "All categories" is every product, whatever the shopper's car.
  const categoryLink = (category: Category | null) =>
    linkWith((next) => {
      for (const term of SEARCH_TERMS) next.delete(term);
      if (category) next.set(CATEGORY_PARAM, category._id);
      else {
        next.delete(CATEGORY_PARAM);
        next.set(EVERYTHING_PARAM, 'true');
      }
    });

  // One click between the parts for the shopper's car (or cars) and every product.
  const narrowedByCar = Boolean((choice.car && !choice.everything) || data?.forCars);
  const everythingLink = linkWith((next) => next.set(EVERYTHING_PARAM, 'true'));
  const toggle = narrowedByCar ? (
    <Link to={everythingLink} className={styles.switch}>
      {t('products.showEverything')}
    </Link>
  ) : choice.everything && (car?.model || isLoggedIn) ? (
    <Link to={linkWith((next) => next.delete(EVERYTHING_PARAM))} className={styles.switch}>
      {car?.model
        ? t('products.onlyForCar').replace('{car}', carName(car, language))
        : t('products.onlyForCars')}
    </Link>
  ) : undefined;

  // A category's failure is told in a toast.
  const alert =
    error && choice.kind !== 'category' ? (
      <Alert kind="error">{t('catalog.fetchError')}</Alert>
    ) : car && data?.forOtherCars !== undefined ? (
      // Nothing for the chosen car: said to be for it, and whether the parts of other cars hold
      // what was looked for (a part number for the shopper's other car), one click away.
      <Alert kind="warning">
        {t('catalog.noProductFound')}
        <span className={styles.carNote}>
          {fillTemplate(
            t('products.onlyCarSearched'),
            '{car}',
            <bdi>{fullCarName(car, language)}</bdi>,
          )}{' '}
          {data.forOtherCars > 0 ? (
            <>
              {tCount('products.forOtherCars', data.forOtherCars)}{' '}
              <Link to={everythingLink} className={styles.switch}>
                {t('products.searchAllCars')}
              </Link>
            </>
          ) : (
            t('products.noneForOtherCars')
          )}
        </span>
      </Alert>
    ) : choice.kind === 'search' && data?.total === 0 ? (
      <Alert kind="warning">{t('catalog.noProductFound')}</Alert>
    ) : undefined;

  return (
    <Page title={t('page.products')} documentTitle={t('title.products')}>
      <CarBar />
      <div className={styles.layout}>
        <CategoriesSidebar
          selectedId={choice.kind === 'category' ? choice.query.categoryId : undefined}
          linkTo={categoryLink}
        />
        <FiltersPanel
          className={styles.filters}
          filters={choice.query.filters}
          facets={data?.facets}
        />
        <div className={styles.list}>
          {choice.kind === 'search' && <SearchPackages criteria={choice.query.criteria} />}
          <ProductList
            title={t(data?.forCars ? 'products.forYourCars' : TITLES[choice.kind])}
            products={data?.items ?? []}
            loading={isPending}
            alert={alert}
            actions={toggle}
            page={choice.page}
            total={data?.total ?? 0}
          />
        </div>
      </div>
    </Page>
  );
}

/** A chosen category that is empty, or could not be read, is told in a toast. */
function useCategoryToasts(
  choice: ProductListChoice,
  data: ListPage | undefined,
  error: Error | null,
) {
  const { t } = useI18n();
  const categoryId = choice.kind === 'category' ? choice.query.categoryId : undefined;
  const empty = Boolean(categoryId) && data?.total === 0;
  const failed = Boolean(categoryId) && Boolean(error);
  useEffect(() => {
    // A success-style toast: the category was read, it is just empty.
    if (empty) toast.success(t('products.categoryEmpty'), { duration: TOAST_CART_MS });
  }, [empty, categoryId, t]);
  useEffect(() => {
    if (failed) toast.error(t('products.categoryFetchError'));
  }, [failed, categoryId, t]);
}

import type { Category } from '@shop/shared';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/Page';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';
import { CATEGORY_PARAM, productListOf } from '../api/product-queries';
import { CategoriesSidebar } from './CategoriesSidebar';
import { CategoryProducts, DefaultProducts, SearchResults } from './ProductLists';
import styles from './ProductsPage.module.css';

/**
 * The catalog: the Categories sidebar and exactly one of the four lists. What it shows is in
 * the URL (`?keywords=…`, `?category=…`, `?page=…`), so Back and a reload come back to the same
 * page of the same list. The route starts fetching that list before this code arrives
 * (prefetchProductsScreen, app/routes.tsx).
 */
export function ProductsPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const list = productListOf(params);

  // A category chosen after a search means the shopper is done with the search's results.
  const categoryLink = (category: Category | null) =>
    category
      ? `${paths.products}?${new URLSearchParams({ [CATEGORY_PARAM]: category._id }).toString()}`
      : paths.products;

  return (
    <Page title={t('page.products')} documentTitle={t('title.products')}>
      <div className={styles.layout}>
        <CategoriesSidebar
          selectedId={list.kind === 'category' ? list.categoryId : undefined}
          linkTo={categoryLink}
        />
        <div className={styles.list}>
          {list.kind === 'search' ? (
            <SearchResults criteria={list.criteria} page={list.page} />
          ) : list.kind === 'category' ? (
            <CategoryProducts categoryId={list.categoryId} page={list.page} />
          ) : (
            <DefaultProducts page={list.page} />
          )}
        </div>
      </div>
    </Page>
  );
}

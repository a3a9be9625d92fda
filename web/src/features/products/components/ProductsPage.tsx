import type { Category } from '@shop/shared';
import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/Page';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';
import { pageFromParams, searchFromParams, searchFromState } from '@/lib/catalog';
import { CategoriesSidebar } from './CategoriesSidebar';
import { CategoryProducts, DefaultProducts, SearchResults } from './ProductLists';
import styles from './ProductsPage.module.css';

/** The query parameter naming the chosen category. */
const CATEGORY_PARAM = 'category';

/**
 * The catalog: the Categories sidebar and exactly one of the four lists. What it shows is in
 * the URL (`?keywords=…`, `?category=…`, `?page=…`), so Back and a reload come back to the same
 * page of the same list; a search carried from Home in the router state counts too.
 */
export function ProductsPage() {
  const { t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const search = useMemo(
    () => searchFromParams(params) ?? searchFromState(location.state),
    [params, location.state],
  );
  const page = pageFromParams(params);
  const categoryId = params.get(CATEGORY_PARAM) || undefined;

  // A category chosen after a search means the shopper is done with the search's results.
  const selectCategory = (next: Category | null) => {
    const query = next ? `?${new URLSearchParams({ [CATEGORY_PARAM]: next._id }).toString()}` : '';
    navigate(paths.products + query, { state: null });
  };

  return (
    <Page title={t('page.products')} documentTitle={t('title.products')}>
      <div className={styles.layout}>
        <CategoriesSidebar selectedId={categoryId} onSelect={selectCategory} />
        <div className={styles.list}>
          {search ? (
            <SearchResults criteria={search} page={page} />
          ) : categoryId ? (
            <CategoryProducts categoryId={categoryId} page={page} />
          ) : (
            <DefaultProducts page={page} />
          )}
        </div>
      </div>
    </Page>
  );
}

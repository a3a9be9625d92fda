import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Page } from '@/components/Page';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';
import { searchFromState, type Category } from '@/lib/catalog';
import { CategoriesSidebar } from './CategoriesSidebar';
import { CategoryProducts, DefaultProducts, SearchResults } from './ProductLists';
import styles from './ProductsPage.module.css';

/** The catalog: the Categories sidebar and exactly one of the four lists of spec section 2. */
export function ProductsPage() {
  const { t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const search = useMemo(() => searchFromState(location.state), [location.state]);
  const [category, setCategory] = useState<Category | null>(null);

  const selectCategory = (next: Category | null) => {
    setCategory(next);
    // Search results come first; a category chosen afterwards means the shopper is done with them.
    if (search) navigate(paths.products, { replace: true, state: null });
  };

  return (
    <Page title={t('page.products')} documentTitle={t('title.products')}>
      <div className={styles.layout}>
        <CategoriesSidebar selectedId={category?._id} onSelect={selectCategory} />
        <div className={styles.list}>
          {search ? (
            <SearchResults criteria={search} />
          ) : category ? (
            <CategoryProducts category={category} />
          ) : (
            <DefaultProducts />
          )}
        </div>
      </div>
    </Page>
  );
}

import { Pagination } from 'antd';
import { cloneElement, isValidElement, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useI18n } from '@/i18n';
import { CATALOG_PAGE_SIZE } from '@/lib/catalog';
import styles from './CatalogPagination.module.css';

interface CatalogPaginationProps {
  page: number;
  total: number;
}

/**
 * The pages of a catalog list. The page goes into the URL (`?page=`), so Back and a reload come
 * back to it; the rest of the query string (category, search) stays as it is.
 */
export function CatalogPagination({ page, total }: CatalogPaginationProps) {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  if (total <= CATALOG_PAGE_SIZE) return null;
  const hrefOf = (target: number) => {
    const targetParams = new URLSearchParams(params);
    if (target === 1) targetParams.delete('page');
    else targetParams.set('page', String(target));
    const query = targetParams.toString();
    return query ? `?${query}` : location.pathname;
  };
  const goTo = (next: number) => {
    const nextParams = new URLSearchParams(params);
    if (next === 1) nextParams.delete('page');
    else nextParams.set('page', String(next));
    // The router state (a search carried from Home) goes along with the new page.
    setParams(nextParams, { state: location.state as unknown });
    window.scrollTo({ top: 0 });
  };
  return (
    <nav aria-label={t('catalog.pages')} className={styles.pagination}>
      <Pagination
        current={page}
        total={total}
        pageSize={CATALOG_PAGE_SIZE}
        showSizeChanger={false}
        responsive
        onChange={goTo}
        // Real links, so crawlers reach every page; the click itself stays in the app.
        itemRender={(target, type, original) => {
          const stayInApp = (event: MouseEvent) => event.preventDefault();
          if (type === 'page') {
            return (
              <a href={hrefOf(target)} onClick={stayInApp}>
                {target}
              </a>
            );
          }
          // The jumps over five pages are links too; previous and next are buttons.
          return isValidElement<AnchorHTMLAttributes<HTMLAnchorElement>>(original) &&
            original.type === 'a'
            ? cloneElement(original, { href: hrefOf(target), onClick: stayInApp })
            : original;
        }}
      />
    </nav>
  );
}

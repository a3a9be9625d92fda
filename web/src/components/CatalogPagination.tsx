import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { LightIcon } from '@/components/LightIcon';
import { stepIcons } from '@/components/ui/step-icons';
import { useI18n } from '@/i18n';
import { CATALOG_PAGE_SIZE } from '@/lib/catalog';
import styles from './CatalogPagination.module.css';

interface CatalogPaginationProps {
  page: number;
  total: number;
}

/** A gap in the row of pages. */
const GAP = 'gap';

/**
 * The pages to offer: the first and the last, and the current one with its neighbours, with a
 * gap where pages are left out. Nine places at most, so the row fits a 390 px phone.
 */
export function pageRow(page: number, pageCount: number): (number | typeof GAP)[] {
  const shown = [1, page - 1, page, page + 1, pageCount].filter(
    (candidate, index, all) =>
      candidate >= 1 && candidate <= pageCount && all.indexOf(candidate) === index,
  );
  shown.sort((a, b) => a - b);
  return shown.flatMap((candidate, index) => {
    const previous = shown[index - 1];
    if (previous === undefined || candidate - previous === 1) return [candidate];
    // A gap of one page shows that page rather than a gap.
    return candidate - previous === 2 ? [candidate - 1, candidate] : [GAP, candidate];
  });
}

/**
 * The pages of a catalog list, as links: the page goes into the URL (`?page=`), so Back and a
 * reload come back to it, and crawlers reach every page. The rest of the query string
 * (category, search) stays as it is.
 */
export function CatalogPagination({ page, total }: CatalogPaginationProps) {
  const { t, direction, formatNumber } = useI18n();
  const [params] = useSearchParams();
  const location = useLocation();
  const pageCount = Math.ceil(total / CATALOG_PAGE_SIZE);
  if (pageCount <= 1) return null;

  const linkTo = (target: number) => {
    const targetParams = new URLSearchParams(params);
    if (target === 1) targetParams.delete('page');
    else targetParams.set('page', String(target));
    const query = targetParams.toString();
    return { pathname: location.pathname, search: query ? `?${query}` : '' };
  };
  const icons = stepIcons(direction);
  const step = (target: number, label: string, icon: IconDefinition) =>
    target < 1 || target > pageCount ? (
      <span className={`${styles.item} ${styles.disabled}`} aria-hidden>
        <LightIcon icon={icon} />
      </span>
    ) : (
      <Link
        to={linkTo(target)}
        className={styles.item}
        aria-label={label}
        rel={target < page ? 'prev' : 'next'}
      >
        <LightIcon icon={icon} />
      </Link>
    );

  return (
    <nav aria-label={t('catalog.pages')} className={styles.pagination}>
      <ul className={styles.row}>
        <li>{step(page - 1, t('catalog.previousPage'), icons.previous)}</li>
        {pageRow(page, pageCount).map((target, index) => (
          <li key={target === GAP ? `${GAP}-${index}` : target}>
            {target === GAP ? (
              <span className={styles.gap} aria-hidden>
                …
              </span>
            ) : (
              <Link
                to={linkTo(target)}
                className={target === page ? `${styles.item} ${styles.current}` : styles.item}
                aria-label={t('catalog.page').replace('{page}', formatNumber(target))}
                aria-current={target === page ? 'page' : undefined}
              >
                {formatNumber(target)}
              </Link>
            )}
          </li>
        ))}
        <li>{step(page + 1, t('catalog.nextPage'), icons.next)}</li>
      </ul>
    </nav>
  );
}

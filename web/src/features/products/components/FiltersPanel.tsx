import type { ProductFacets } from '@shop/shared';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import fieldStyles from '@/components/ui/FormField.module.css';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';
import type { ListFilters } from '@/lib/catalog';
import { priceRange, typedPrice, withFilters } from '../api/list-filters';
import styles from './FiltersPanel.module.css';

/** Open on a wide screen; on a phone the shopper opens it. */
const WIDE_SCREEN = '(min-width: 768px)';

interface FiltersPanelProps {
  filters: ListFilters;
  /** What the list holds, counted: none while it loads. */
  facets: ProductFacets | undefined;
  className?: string;
}

/**
 * The filters beside the products list (docs/behaviour.md, "Fitment"): the maker of the part,
 * the price range and in stock, each counted over the whole list, each in the address.
 */
export function FiltersPanel({ filters, facets, className }: FiltersPanelProps) {
  const { t, formatNumber } = useI18n();
  const id = useId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [open] = useState(() => window.matchMedia(WIDE_SCREEN).matches);
  const linkTo = (next: ListFilters) => {
    const query = withFilters(params, next).toString();
    return query ? `${paths.products}?${query}` : paths.products;
  };
  const count = (value: number) => `(${formatNumber(value)})`;

  const makers = facets?.manufacturers ?? [];
  // A maker chosen stays on offer, to be seen and changed, whatever the counts say.
  if (filters.manufacturer && !makers.some((maker) => maker.name === filters.manufacturer))
    makers.unshift({ name: filters.manufacturer, count: 0 });
  const makerLink = (name: string | undefined, label: string, itsCount?: number) => (
    <li key={name ?? ''}>
      <Link
        to={linkTo({ ...filters, manufacturer: name })}
        className={styles.maker}
        aria-current={filters.manufacturer === name ? 'true' : undefined}
      >
        <bdi>{label}</bdi>
        {itsCount !== undefined && <span className={styles.count}>{count(itsCount)}</span>}
      </Link>
    </li>
  );

  const applyPrices = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const price = (name: string) => typedPrice(String(form.get(name) ?? ''));
    navigate(linkTo({ ...filters, ...priceRange(price('minPrice'), price('maxPrice')) }));
  };
  const filtered = Object.keys(filters).length > 0;

  return (
    <section className={[styles.panel, className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <details open={open}>
        <summary className={styles.summary}>
          <h2 id={id} className={styles.title}>
            {t('filters.title')}
          </h2>
        </summary>
        <h3 className={styles.heading}>{t('filters.maker')}</h3>
        <ul className={styles.makers}>
          {makerLink(undefined, t('filters.anyMaker'))}
          {makers.map((maker) => makerLink(maker.name, maker.name, maker.count))}
        </ul>
        <form
          key={`${filters.minPrice}-${filters.maxPrice}`}
          className={styles.prices}
          onSubmit={applyPrices}
        >
          <fieldset className={styles.priceFields}>
            <legend className={styles.heading}>{t('filters.price')}</legend>
            {(['minPrice', 'maxPrice'] as const).map((name) => (
              <label key={name} className={styles.price}>
                <span>{t(name === 'minPrice' ? 'filters.from' : 'filters.to')}</span>
                <input
                  name={name}
                  // Text, so that a price typed on an Arabic keyboard (١٠٠) is read, not dropped.
                  inputMode="decimal"
                  className={fieldStyles.input}
                  defaultValue={filters[name]}
                  placeholder={
                    facets?.price
                      ? formatNumber(name === 'minPrice' ? facets.price.min : facets.price.max)
                      : undefined
                  }
                />
              </label>
            ))}
          </fieldset>
          <Button type="submit">{t('filters.apply')}</Button>
        </form>
        <label className={styles.inStock}>
          <input
            type="checkbox"
            checked={Boolean(filters.inStock)}
            onChange={(event) =>
              navigate(linkTo({ ...filters, inStock: event.target.checked || undefined }))
            }
          />
          {t('filters.inStock')}
          {facets && <span className={styles.count}>{count(facets.inStock)}</span>}
        </label>
        {filtered && (
          <Link to={linkTo({})} className={styles.clear}>
            {t('filters.clear')}
          </Link>
        )}
      </details>
    </section>
  );
}

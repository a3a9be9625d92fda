import type { Product } from '@shop/shared';
import { LtrText } from '@/components/LtrText';
import { useI18n } from '@/i18n';
import { fitmentRows } from '@/lib/vehicles';
import styles from './FitmentTable.module.css';

/**
 * The cars a part fits, a row per car with its years joined into ranges (2018–2023), its engine
 * and notes where any row has them; or that it fits every car.
 */
export function FitmentTable({ product }: { product: Product }) {
  const { t, nameOf, formatYear } = useI18n();
  const rows = fitmentRows(product);
  if (!product.universal && rows.length === 0) return null;
  const withEngines = rows.some((row) => row.engine);
  const withNotes = rows.some((row) => row.notes);
  const years = (from: number, to: number) => {
    // A documented car that names no year fits every year of its model.
    if (!Number.isFinite(from)) return t('vehicle.anyYear');
    return from === to ? formatYear(from) : `${formatYear(from)}–${formatYear(to)}`;
  };

  return (
    <section aria-labelledby="product-fitments" className={styles.fitments}>
      <h2 id="product-fitments" className={styles.title}>
        {t('productDetails.fitments')}
      </h2>
      {product.universal && <p className={styles.universal}>{t('productDetails.universal')}</p>}
      {rows.length > 0 && (
        // A phone scrolls a wide table sideways; the keyboard reaches it too.
        <div
          className={styles.scroller}
          role="region"
          aria-labelledby="product-fitments"
          tabIndex={0}
        >
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('search.brand')}</th>
                <th scope="col">{t('search.model')}</th>
                <th scope="col">{t('productDetails.years')}</th>
                {withEngines && <th scope="col">{t('vehicle.engine')}</th>}
                {withNotes && <th scope="col">{t('productDetails.notes')}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={[row.make, row.model, row.yearFrom, row.engine, row.notes].join('|')}>
                  <td>
                    <bdi>{nameOf({ name: row.make, nameAr: row.makeAr })}</bdi>
                  </td>
                  <td>
                    <bdi>{nameOf({ name: row.model, nameAr: row.modelAr })}</bdi>
                  </td>
                  <td className={styles.years}>{years(row.yearFrom, row.yearTo)}</td>
                  {withEngines && (
                    <td>{row.engine ? <LtrText>{row.engine}</LtrText> : t('vehicle.anyEngine')}</td>
                  )}
                  {withNotes && (
                    <td>
                      <bdi>{row.notes}</bdi>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

import type { Product } from '@shop/shared';
import { useDeferredValue, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CatalogCard } from '@/components/catalog/CatalogCard';
import { CatalogSection } from '@/components/catalog/CatalogSection';
import { CatalogPagination } from '@/components/CatalogPagination';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';
import { carFromParams, pathWithCar, useFitCheck } from '@/lib/vehicles';

/** The cards a phone or a desktop shows before any scroll: their pictures load at once. */
const EAGER_CARDS = 4;

interface ProductListProps {
  title: string;
  /** The products of this page. */
  products: Product[];
  loading: boolean;
  alert?: ReactNode;
  /** Beside the title: the switch between the shopper's car's parts and every product. */
  actions?: ReactNode;
  page: number;
  /** How many products the whole list holds. */
  total: number;
}

/**
 * The products screen's list: its title, a card per product of the page (saying whether it fits
 * the shopper's car, and linking to its page with the car), the pages.
 */
export function ProductList({
  title,
  products,
  loading,
  alert,
  actions,
  page,
  total,
}: ProductListProps) {
  const { t, nameOf, descriptionOf } = useI18n();
  const fitOf = useFitCheck();
  const car = carFromParams(useSearchParams()[0]);
  // A page of cards is a lot to draw on a phone: React draws it in the background, in slices,
  // so the page keeps answering meanwhile. Until the first cards are drawn, the wait shows.
  const shown = useDeferredValue(products);
  const drawing = shown !== products && shown.length === 0;
  return (
    <>
      <CatalogSection
        title={title}
        loading={loading || drawing}
        alert={alert}
        actions={actions}
        emptyText={t('catalog.noProductFound')}
      >
        {shown.map((product, index) => (
          <CatalogCard
            key={product._id}
            to={pathWithCar(paths.productDetails.to(product._id), car)}
            imageUrl={product.image[0]?.secure_url}
            imageCopies={product.image[0]}
            eager={index < EAGER_CARDS}
            name={nameOf(product)}
            description={descriptionOf(product)}
            price={product.price}
            cartItem={{ productId: product._id }}
            stock={product.stock}
            fit={fitOf(product)}
          />
        ))}
      </CatalogSection>
      {!loading && !drawing && !alert && <CatalogPagination page={page} total={total} />}
    </>
  );
}

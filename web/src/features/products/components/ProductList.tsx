import type { Product } from '@shop/shared';
import { useDeferredValue, type ReactNode } from 'react';
import { CatalogCard } from '@/components/catalog/CatalogCard';
import { CatalogSection } from '@/components/catalog/CatalogSection';
import { CatalogPagination } from '@/components/CatalogPagination';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';

/** The cards a phone or a desktop shows before any scroll: their pictures load at once. */
const EAGER_CARDS = 4;

interface ProductListProps {
  title: string;
  /** The products of this page. */
  products: Product[];
  loading: boolean;
  alert?: ReactNode;
  page: number;
  /** How many products the whole list holds. */
  total: number;
}

/** One of the products screen's lists: its title, a card per product of the page, the pages. */
export function ProductList({ title, products, loading, alert, page, total }: ProductListProps) {
  const { t, nameOf, descriptionOf } = useI18n();
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
        emptyText={t('catalog.noProductFound')}
      >
        {shown.map((product, index) => (
          <CatalogCard
            key={product._id}
            to={paths.productDetails.to(product._id)}
            imageUrl={product.image[0]?.secure_url}
            imageCopies={product.image[0]}
            eager={index < EAGER_CARDS}
            name={nameOf(product)}
            description={descriptionOf(product)}
            price={product.price}
            cartItem={{ productId: product._id }}
            stock={product.stock}
          />
        ))}
      </CatalogSection>
      {!loading && !drawing && !alert && <CatalogPagination page={page} total={total} />}
    </>
  );
}

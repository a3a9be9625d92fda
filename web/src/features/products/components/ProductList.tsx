import type { ReactNode } from 'react';
import { CatalogCard } from '@/components/catalog/CatalogCard';
import { CatalogSection } from '@/components/catalog/CatalogSection';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';
import type { Product } from '@/lib/catalog';

interface ProductListProps {
  title: string;
  products: Product[];
  loading: boolean;
  alert?: ReactNode;
}

/** One of the products screen's lists: its title and a card per product. */
export function ProductList({ title, products, loading, alert }: ProductListProps) {
  const { t, nameOf, descriptionOf } = useI18n();
  return (
    <CatalogSection
      title={title}
      loading={loading}
      alert={alert}
      emptyText={t('catalog.noProductFound')}
    >
      {products.map((product) => (
        <CatalogCard
          key={product._id}
          to={paths.productDetails.to(product._id)}
          imageUrl={product.image[0]?.secure_url}
          name={nameOf(product)}
          description={descriptionOf(product)}
          price={product.price}
          cartItem={{ productId: product._id }}
        />
      ))}
    </CatalogSection>
  );
}

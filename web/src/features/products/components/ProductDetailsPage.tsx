import type { Product } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { CatalogDetails } from '@/components/catalog/CatalogDetails';
import { RecordUnavailable } from '@/components/RecordUnavailable';
import { FactList, type Fact } from '@/components/ui/FactList';
import { LtrText } from '@/components/LtrText';
import { paths } from '@/config/paths';
import { useI18n, type MessageKey } from '@/i18n';
import { productQuery } from '../api/product-queries';

/** One product: image slider, name, description, price in SAR, Add to Cart. */
export function ProductDetailsPage() {
  const { id = '' } = useParams();
  const { t, nameOf, descriptionOf } = useI18n();
  const query = useQuery(productQuery(id));
  const product = query.data;

  if (!product) {
    return (
      <RecordUnavailable
        title={t('page.productDetails')}
        query={query}
        notFoundText={t('productDetails.notFound')}
        backTo={{ to: paths.products, label: t('productDetails.backToProducts') }}
      />
    );
  }
  return (
    <CatalogDetails
      pictures={product.image.map(({ secure_url, thumb_url, detail_url }) => ({
        url: secure_url,
        thumb_url,
        detail_url,
      }))}
      name={nameOf(product)}
      description={descriptionOf(product)}
      price={product.price}
      cartItem={{ productId: product._id }}
      stock={product.stock}
    >
      <ProductFacts product={product} />
    </CatalogDetails>
  );
}

/** Its category and, for a part made for one car, that car. */
function ProductFacts({ product }: { product: Product }) {
  const { t, nameOf, formatYear } = useI18n();
  const { category, carEngine, carDetails = {} } = product;
  const facts: Fact[] = [];
  const add = (key: string, label: MessageKey, value: ReactNode) =>
    facts.push({ key, label: t(label), value });

  if (category) add('category', 'catalog.field.category', <bdi>{nameOf(category)}</bdi>);
  if (carEngine) add('vin', 'catalog.field.carEngine', <LtrText>{carEngine}</LtrText>);
  if (carDetails.agency) add('agency', 'catalog.field.agency', <bdi>{carDetails.agency}</bdi>);
  if (carDetails.model) add('model', 'catalog.field.model', <bdi>{carDetails.model}</bdi>);
  if (carDetails.year) add('year', 'catalog.field.year', formatYear(carDetails.year));
  if (carDetails.warranty !== undefined) {
    add(
      'warranty',
      'catalog.field.warranty',
      t(carDetails.warranty ? 'catalog.yes' : 'catalog.no'),
    );
  }
  if (facts.length === 0) return null;
  return <FactList facts={facts} />;
}

import type { Product } from '@shop/shared';
import { Descriptions, type DescriptionsProps } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { CatalogDetails } from '@/components/catalog/CatalogDetails';
import { RecordUnavailable } from '@/components/RecordUnavailable';
import { LtrText } from '@/components/LtrText';
import { paths } from '@/config/paths';
import { useRequest } from '@/hooks/use-request';
import { useI18n, type MessageKey } from '@/i18n';
import { getProduct } from '../api/get-product';

/** One product: image slider, name, description, price in SAR, Add to Cart. */
export function ProductDetailsPage() {
  const { id = '' } = useParams();
  const { t, nameOf, descriptionOf } = useI18n();
  const request = useRequest(useCallback(() => getProduct(id), [id]));
  const product = request.data;

  if (request.loading || !product) {
    return (
      <RecordUnavailable
        title={t('page.productDetails')}
        request={request}
        notFoundText={t('productDetails.notFound')}
        backTo={{ to: paths.products, label: t('productDetails.backToProducts') }}
      />
    );
  }
  return (
    <CatalogDetails
      imageUrls={product.image.map((image) => image.secure_url)}
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
  const facts: NonNullable<DescriptionsProps['items']> = [];
  const add = (key: string, label: MessageKey, children: ReactNode) =>
    facts.push({ key, label: t(label), children });

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
  return <Descriptions column={1} size="small" bordered items={facts} />;
}

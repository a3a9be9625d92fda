import type { Product } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { CatalogDetails } from '@/components/catalog/CatalogDetails';
import { FitBadge } from '@/components/catalog/FitBadge';
import { RecordUnavailable } from '@/components/RecordUnavailable';
import { FactList, type Fact } from '@/components/ui/FactList';
import { LtrText } from '@/components/LtrText';
import { paths } from '@/config/paths';
import { useI18n, type MessageKey } from '@/i18n';
import { useFitCheck } from '@/lib/vehicles';
import { productQuery } from '../api/product-queries';
import { FitmentTable } from './FitmentTable';
import { NotifyMeButton } from './NotifyMeButton';
import styles from './ProductDetailsPage.module.css';

/**
 * One product: image slider, name, description, price in SAR, Add to Cart; whether it fits the
 * shopper's car, its maker and numbers, and the cars it fits.
 */
export function ProductDetailsPage() {
  const { id = '' } = useParams();
  const { t, nameOf, descriptionOf } = useI18n();
  const query = useQuery(productQuery(id));
  const fitOf = useFitCheck();
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
  const fit = fitOf(product);
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
      beforePrice={fit && <FitBadge verdict={fit} />}
    >
      {product.stock === 0 && <NotifyMeButton productId={product._id} />}
      <ProductFacts product={product} />
      <FitmentTable product={product} />
    </CatalogDetails>
  );
}

/** Its category, maker and numbers (the maker's, the car makers'), and the VIN it is for. */
function ProductFacts({ product }: { product: Product }) {
  const { t, nameOf } = useI18n();
  const { category, manufacturer, partNumber, oemNumbers = [], carEngine, carDetails } = product;
  const facts: Fact[] = [];
  const add = (key: string, label: MessageKey, value: ReactNode) =>
    facts.push({ key, label: t(label), value });

  if (category) add('category', 'catalog.field.category', <bdi>{nameOf(category)}</bdi>);
  if (manufacturer) add('manufacturer', 'productDetails.manufacturer', <bdi>{manufacturer}</bdi>);
  if (partNumber) add('partNumber', 'productDetails.partNumber', <LtrText>{partNumber}</LtrText>);
  if (oemNumbers.length > 0) {
    add(
      'oemNumbers',
      'productDetails.oemNumbers',
      <ul className={styles.numbers}>
        {oemNumbers.map((number) => (
          <li key={number}>
            <LtrText>{number}</LtrText>
          </li>
        ))}
      </ul>,
    );
  }
  if (carEngine) add('vin', 'catalog.field.carEngine', <LtrText>{carEngine}</LtrText>);
  if (carDetails?.warranty !== undefined) {
    add(
      'warranty',
      'catalog.field.warranty',
      t(carDetails.warranty ? 'catalog.yes' : 'catalog.no'),
    );
  }
  if (facts.length === 0) return null;
  return <FactList facts={facts} />;
}

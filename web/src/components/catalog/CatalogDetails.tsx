import type { CartItemRef } from '@shop/shared';
import type { ReactNode } from 'react';
import { Page } from '@/components/Page';
import { useMetaDescription } from '@/hooks/use-meta-description';
import { useI18n } from '@/i18n';
import { AddToCartButton } from './AddToCartButton';
import { ImageGallery, type CatalogPicture } from './ImageGallery';
import { StockNote } from './StockNote';
import styles from './CatalogDetails.module.css';

interface CatalogDetailsProps {
  pictures: CatalogPicture[];
  name: string;
  description: string;
  /** In SAR. */
  price: number;
  cartItem: CartItemRef;
  /** What only this kind of item has (a product's facts, a package's mileage and products). */
  children?: ReactNode;
  /** Units in stock; undefined when not tracked. */
  stock?: number;
  /** Said before the price: whether the item fits the shopper's car. */
  beforePrice?: ReactNode;
}

/**
 * One product or package (docs/behaviour.md): its pictures, the name, the description, the
 * price in SAR and Add to Cart. The tab title and the meta description are the item's.
 */
export function CatalogDetails({
  pictures,
  name,
  description,
  price,
  cartItem,
  children,
  stock,
  beforePrice,
}: CatalogDetailsProps) {
  const { t, formatPrice } = useI18n();
  useMetaDescription(description);
  return (
    <Page title={name}>
      <div className={styles.layout}>
        <section aria-label={t('catalog.images')} className={styles.pictures}>
          <ImageGallery pictures={pictures} name={name} />
        </section>
        <div className={styles.info}>
          <p className={styles.description}>
            <bdi>{description}</bdi>
          </p>
          {beforePrice}
          <p className={styles.price}>{formatPrice(price)}</p>
          <StockNote stock={stock} />
          <AddToCartButton item={cartItem} placement="details" outOfStock={stock === 0} />
          {children}
        </div>
      </div>
    </Page>
  );
}

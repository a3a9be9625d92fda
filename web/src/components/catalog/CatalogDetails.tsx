import type { CartItemRef } from '@shop/shared';
import { Carousel, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Page } from '@/components/Page';
import { useMetaDescription } from '@/hooks/use-meta-description';
import { useI18n } from '@/i18n';
import { AddToCartButton } from './AddToCartButton';
import { CatalogImage } from './CatalogImage';
import { StockNote } from './StockNote';
import styles from './CatalogDetails.module.css';

interface CatalogDetailsProps {
  imageUrls: string[];
  name: string;
  description: string;
  /** In SAR. */
  price: number;
  cartItem: CartItemRef;
  /** What only this kind of item has (a package's mileage and products). */
  children?: ReactNode;
  /** Units in stock; undefined when not tracked. */
  stock?: number;
}

/**
 * One product or package (docs/behaviour.md): an image slider, the name, the description, the
 * price in SAR and Add to Cart. The tab title and the meta description are the item's.
 */
export function CatalogDetails({
  imageUrls,
  name,
  description,
  price,
  cartItem,
  children,
  stock,
}: CatalogDetailsProps) {
  const { t, formatPrice } = useI18n();
  useMetaDescription(description);
  return (
    <Page title={name}>
      <div className={styles.layout}>
        <section aria-label={t('catalog.images')} className={styles.slider}>
          {imageUrls.length > 1 ? (
            <Carousel arrows dots>
              {imageUrls.map((url, index) => (
                <div key={index}>
                  <CatalogImage src={url} alt={`${name} (${index + 1}/${imageUrls.length})`} />
                </div>
              ))}
            </Carousel>
          ) : (
            <CatalogImage src={imageUrls[0]} alt={name} />
          )}
        </section>
        <div className={styles.info}>
          <Typography.Paragraph className={styles.description}>
            <bdi>{description}</bdi>
          </Typography.Paragraph>
          <p className={styles.price}>{formatPrice(price)}</p>
          <StockNote stock={stock} />
          <AddToCartButton item={cartItem} placement="details" outOfStock={stock === 0} />
          {children}
        </div>
      </div>
    </Page>
  );
}

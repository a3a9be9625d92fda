import type { CartItemRef, ImageCopies } from '@shop/shared';
import { firstWords } from '@/components/catalog/first-words';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useI18n } from '@/i18n';
import { CARD_IMAGE_SIZES } from '@/lib/catalog/image-sources';
import type { FitVerdict } from '@/lib/vehicles';
import { AddToCartButton } from './AddToCartButton';
import { FitBadge } from './FitBadge';
import { CatalogImage } from './CatalogImage';
import { StockNote } from './StockNote';
import styles from './CatalogCard.module.css';

interface CatalogCardProps {
  /** The detail page. */
  to: string;
  imageUrl: string | undefined;
  /** The image's smaller copies, when the API has made them. */
  imageCopies?: ImageCopies;
  name: string;
  description: string;
  /** In SAR. */
  price: number;
  cartItem: CartItemRef;
  /** The first cards of a page: their pictures load at once, not when scrolled to. */
  eager?: boolean;
  /** A line between the description and the price (a package's mileage). */
  extra?: ReactNode;
  /** Units in stock; undefined when not tracked. */
  stock?: number;
  /** Whether it fits the shopper's car, when that can be told. */
  fit?: FitVerdict;
  /** The level of its name's heading: under a list's title (h2), or under a group's (h3). */
  level?: 3 | 4;
}

/** The first words of a text on screen; the whole text for screen readers. */
function CutText({ text }: { text: string }) {
  const shown = firstWords(text);
  if (shown === firstWords(text, Infinity)) return <bdi>{shown}</bdi>;
  return (
    <>
      <bdi aria-hidden>{shown}</bdi>
      <bdi className="visually-hidden">{text}</bdi>
    </>
  );
}

/**
 * A product or package on a list (docs/behaviour.md): the first image, the name and description
 * cut to three words (with an ellipsis; the whole text as tooltip and for screen readers), whether it fits the shopper's car, the price in SAR, a link to the detail
 * page and Add To Cart.
 */
export function CatalogCard({
  to,
  imageUrl,
  imageCopies,
  eager,
  name,
  description,
  price,
  cartItem,
  extra,
  stock,
  fit,
  level = 3,
}: CatalogCardProps) {
  const { formatPrice } = useI18n();
  const Name = `h${level}` as const;
  return (
    <article className={styles.card}>
      <Link to={to} tabIndex={-1} aria-hidden className={styles.cover}>
        <CatalogImage
          src={imageUrl}
          alt=""
          thumbUrl={imageCopies?.thumb_url}
          detailUrl={imageCopies?.detail_url}
          sizes={CARD_IMAGE_SIZES}
          eager={eager}
        />
      </Link>
      <div className={styles.body}>
        <Name className={styles.name}>
          {/* Names and descriptions are the catalog's, in whatever language it was written. The
              cut name shows; the whole one names the link and is its tooltip, so two products
              whose names start alike never read the same. */}
          <Link to={to} title={name} aria-label={name} className={styles.nameLink}>
            <bdi>{firstWords(name)}</bdi>
          </Link>
        </Name>
        <p className={styles.description} title={description}>
          <CutText text={description} />
        </p>
        {fit && <FitBadge verdict={fit} />}
        {extra}
        <strong className={styles.price}>{formatPrice(price)}</strong>
        <StockNote stock={stock} />
      </div>
      <div className={styles.actions}>
        <AddToCartButton item={cartItem} placement="card" outOfStock={stock === 0} />
      </div>
    </article>
  );
}

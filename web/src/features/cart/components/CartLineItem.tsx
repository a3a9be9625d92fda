import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import MinusOutlined from '@ant-design/icons-svg/es/asn/MinusOutlined';
import PictureOutlined from '@ant-design/icons-svg/es/asn/PictureOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { CART_MAX_QUANTITY, CART_MIN_QUANTITY, type CartLine } from '@shop/shared';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { LightIcon } from '@/components/LightIcon';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { errorText, useI18n, type ErrorDescription } from '@/i18n';
import { lineImageUrl, lineItem } from '@/lib/cart/lines';
import styles from './CartPage.module.css';

interface CartLineItemProps {
  line: CartLine;
  /** A change is on its way: every button waits. */
  busy: boolean;
  /** The change on its way is this line's: it reads as busy. */
  changing: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/**
 * Why a line holds no more, in the words the server would refuse one more with: the item's stock
 * or the cart's own limit; undefined while there is room.
 */
function limitReason(quantity: number, stock: number | undefined): ErrorDescription | undefined {
  if (stock !== undefined && stock < CART_MAX_QUANTITY) {
    if (quantity < stock) return undefined;
    return stock === 0
      ? { code: 'ITEM_OUT_OF_STOCK' }
      : { code: 'ITEM_STOCK_LEFT', params: { count: String(stock) } };
  }
  return quantity < CART_MAX_QUANTITY
    ? undefined
    : { code: 'CART_LINE_LIMIT', params: { max: String(CART_MAX_QUANTITY) } };
}

/**
 * One line of the cart: image, name, line price, quantity buttons and Remove. Plus stops at the
 * item's stock (or the cart's limit), saying why, rather than asking the server for a refusal.
 */
export function CartLineItem({ line, busy, changing, onQuantity, onRemove }: CartLineItemProps) {
  const { t, language, formatPrice, formatNumber, nameOf } = useI18n();
  const limitNoteId = useId();
  const item = lineItem(line);
  const limit = limitReason(line.quantity, item.stock);
  const imageUrl = lineImageUrl(line);
  const detailsPath = line.productId
    ? paths.productDetails.to(item._id)
    : paths.packageDetails.to(item._id);

  return (
    <li className={styles.line} aria-label={nameOf(item)} aria-busy={changing || undefined}>
      <div className={styles.imageFrame}>
        {imageUrl ? (
          <img className={styles.image} src={imageUrl} alt="" loading="lazy" />
        ) : (
          <LightIcon icon={PictureOutlined} className={styles.placeholder} />
        )}
      </div>
      <div className={styles.lineInfo}>
        <Link to={detailsPath} className={styles.lineName}>
          <bdi>{nameOf(item)}</bdi>
        </Link>
        {line.packageId && <span className={styles.kind}>{t('cart.package')}</span>}
        <span className={styles.unitPrice}>
          {t('cart.unitPrice').replace('{price}', formatPrice(item.price))}
        </span>
        {limit && (
          <span id={limitNoteId} className={styles.limitNote}>
            {errorText(language, limit)}
          </span>
        )}
      </div>
      <div className={styles.quantity} role="group" aria-label={t('cart.quantity')}>
        <Button
          icon={MinusOutlined}
          aria-label={t('cart.decrease')}
          disabled={busy || line.quantity <= CART_MIN_QUANTITY}
          onClick={() => onQuantity(line.quantity - 1)}
        />
        <output className={styles.quantityValue}>{formatNumber(line.quantity)}</output>
        <Button
          icon={PlusOutlined}
          aria-label={t('cart.increase')}
          aria-describedby={limit ? limitNoteId : undefined}
          disabled={busy || limit !== undefined}
          onClick={() => onQuantity(line.quantity + 1)}
        />
      </div>
      <strong className={styles.linePrice}>{formatPrice(line.price)}</strong>
      <Button
        danger
        className={styles.remove}
        icon={DeleteOutlined}
        disabled={busy}
        onClick={onRemove}
      >
        {t('cart.remove')}
      </Button>
    </li>
  );
}

import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import MinusOutlined from '@ant-design/icons-svg/es/asn/MinusOutlined';
import PictureOutlined from '@ant-design/icons-svg/es/asn/PictureOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { CART_MIN_QUANTITY, type CartLine } from '@shop/shared';
import { Link } from 'react-router-dom';
import { LightIcon } from '@/components/LightIcon';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';
import { lineImageUrl, lineItem } from '@/lib/cart/lines';
import styles from './CartPage.module.css';

interface CartLineItemProps {
  line: CartLine;
  /** A change is on its way: every button waits. */
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One line of the cart: image, name, line price, quantity buttons and Remove. */
export function CartLineItem({ line, busy, onQuantity, onRemove }: CartLineItemProps) {
  const { t, formatPrice, formatNumber, nameOf } = useI18n();
  const item = lineItem(line);
  const imageUrl = lineImageUrl(line);
  const detailsPath = line.productId
    ? paths.productDetails.to(item._id)
    : paths.packageDetails.to(item._id);

  return (
    <li className={styles.line} aria-label={nameOf(item)}>
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
          disabled={busy}
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

import { DeleteOutlined, MinusOutlined, PictureOutlined, PlusOutlined } from '@ant-design/icons';
import { CART_MIN_QUANTITY, type CartLine } from '@shop/shared';
import { Button, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
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
          <PictureOutlined className={styles.placeholder} aria-hidden />
        )}
      </div>
      <div className={styles.lineInfo}>
        <Link to={detailsPath} className={styles.lineName}>
          <bdi>{nameOf(item)}</bdi>
        </Link>
        {line.packageId && <Tag className={styles.kind}>{t('cart.package')}</Tag>}
        <Typography.Text type="secondary" className={styles.unitPrice}>
          {t('cart.unitPrice').replace('{price}', formatPrice(item.price))}
        </Typography.Text>
      </div>
      <div className={styles.quantity} role="group" aria-label={t('cart.quantity')}>
        <Button
          icon={<MinusOutlined aria-hidden />}
          aria-label={t('cart.decrease')}
          disabled={busy || line.quantity <= CART_MIN_QUANTITY}
          onClick={() => onQuantity(line.quantity - 1)}
        />
        <output className={styles.quantityValue}>{formatNumber(line.quantity)}</output>
        <Button
          icon={<PlusOutlined aria-hidden />}
          aria-label={t('cart.increase')}
          disabled={busy}
          onClick={() => onQuantity(line.quantity + 1)}
        />
      </div>
      <strong className={styles.linePrice}>{formatPrice(line.price)}</strong>
      <Button
        danger
        className={styles.remove}
        icon={<DeleteOutlined aria-hidden />}
        disabled={busy}
        onClick={onRemove}
      >
        {t('cart.remove')}
      </Button>
    </li>
  );
}

import type { Cart } from '@shop/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { errorText, useI18n } from '@/i18n';
import { serverMessageOf } from '@/lib/api-client';
import { useCartChange, useKeptCouponRefusal } from '@/lib/cart/cart-query';
import { applyCoupon, removeCoupon } from '@/lib/cart/cart-coupon';
import styles from './CouponBox.module.css';

export interface CouponBoxProps {
  cart: Cart;
  /** Another change of the cart is under way: the field waits for it. */
  busy?: boolean;
  /** Whether the box adds up the subtotal and discounts (not where a table beside it does). */
  sums?: boolean;
}

/**
 * The coupon field of the cart and payment screens (issue 27): a code to apply, the one kept (or,
 * when it gives nothing now, why, beside the button that removes it), and the cart's subtotal and discounts in the shopper's
 * language. The cart is loaded again after each change, so every screen shows the same total.
 * Each screen loads it lazily (LazyCouponBox.tsx).
 */
export function CouponBox({ cart, busy: cartBusy = false, sums = true }: CouponBoxProps) {
  const { t, language, formatPrice } = useI18n();
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const apply = useCartChange(applyCoupon);
  const remove = useCartChange(removeCoupon);
  const inputId = useId();
  const errorId = useId();
  const busy = cartBusy || apply.isPending || remove.isPending;
  const kept = cart.coupon;
  const keptRefusal = useKeptCouponRefusal(cart);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Spaces around a code are no part of it; a code of spaces alone is no code.
    const typed = code.trim();
    if (!typed) {
      setCode('');
      setRefusal(t('coupon.required'));
      return;
    }
    setRefusal(undefined);
    try {
      await apply.mutateAsync(typed);
      setCode('');
    } catch (error) {
      setRefusal(serverMessageOf(error) ?? errorText(language, { code: 'BAD_REQUEST' }));
    }
  };

  return (
    <section className={styles.box} aria-label={t('coupon.label')}>
      {kept ? (
        <div className={styles.applied}>
          {keptRefusal ? (
            // Not applied: why it gives nothing, beside the button that takes it off.
            <p role="alert" className={styles.refusal}>
              <span className={styles.code}>{kept.code}</span>: <bdi>{keptRefusal}</bdi>
            </p>
          ) : (
            <span>
              {t('coupon.applied')} <span className={styles.code}>{kept.code}</span>
            </span>
          )}
          <Button disabled={busy} onClick={() => void remove.mutateAsync(undefined)}>
            {t('coupon.remove')}
          </Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)}>
          <label htmlFor={inputId} className="visually-hidden">
            {t('coupon.label')}
          </label>
          <input
            id={inputId}
            className={styles.input}
            value={code}
            maxLength={32}
            placeholder={t('coupon.label')}
            autoComplete="off"
            dir="ltr"
            aria-invalid={Boolean(refusal)}
            aria-describedby={refusal ? errorId : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" loading={apply.isPending} disabled={busy}>
            {t('coupon.apply')}
          </Button>
        </form>
      )}
      {!kept && refusal && (
        <p id={errorId} role="alert" className={styles.refusal}>
          <bdi>{refusal}</bdi>
        </p>
      )}
      {sums && cart.discounts.length > 0 && (
        <dl className={styles.lines}>
          <dt>{t('coupon.subtotal')}</dt>
          <dd>{formatPrice(cart.subtotal)}</dd>
          {cart.discounts.map((discount) => (
            <DiscountLine key={discount.code ?? discount.label} discount={discount} />
          ))}
        </dl>
      )}
      {sums && cart.freeDelivery && (
        <p className={styles.discount}>
          <bdi>{language === 'ar' ? cart.freeDelivery.labelAr : cart.freeDelivery.label}</bdi>
          {': '}
          {t('coupon.freeDelivery')}
        </p>
      )}
    </section>
  );
}

function DiscountLine({ discount }: { discount: Cart['discounts'][number] }) {
  const { language, formatPrice } = useI18n();
  return (
    <>
      <dt className={styles.discount}>
        <bdi>{language === 'ar' ? discount.labelAr : discount.label}</bdi>
      </dt>
      <dd className={styles.discount}>−{formatPrice(discount.amount)}</dd>
    </>
  );
}

import {
  API_MESSAGES,
  VAT_RATE,
  fromHalalas,
  includedVatHalalas,
  toHalalas,
  type CartLine,
} from '@shop/shared';
import { useEffect, useId, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { showDialog } from '@/components/dialogs/dialogs';
import { Button } from '@/components/ui/Button';
import { Page } from '@/components/Page';
import { PageSpinner } from '@/components/PageSpinner';
import { paths } from '@/config/paths';
import { useConfirmDelete } from '@/hooks/use-confirm-delete';
import { formatPercent, useI18n } from '@/i18n';
import { serverMessageOf } from '@/lib/api-client';
import { selectIsLoggedIn, useSessionStore } from '@/stores/session-store';
import { addToCart } from '@/lib/cart/add-to-cart';
import { removeFromCart } from '../api/remove-from-cart';
import { cartCount, useCart, useCartChange, useOneChangeAtATime } from '@/lib/cart/cart-query';
import { LazyCouponBox } from '@/components/cart/LazyCouponBox';
import { EMPTY_CART, lineKey, lineRef } from '@/lib/cart/lines';
import { updateCart } from '../api/update-cart';
import { CartLineItem } from './CartLineItem';
import { EmptyCart } from './EmptyCart';
import styles from './CartPage.module.css';

/** The cart (docs/behaviour.md): lines, quantities, total in SAR and Order Now. */
export function CartPage() {
  const { t } = useI18n();
  const isLoggedIn = useSessionStore(selectIsLoggedIn);
  return (
    <Page title={t('page.cart')} documentTitle={t('title.cart')}>
      {/* A visitor has no cart on the server: nothing to ask it. */}
      {isLoggedIn ? <CartContents /> : <EmptyCart visitor />}
    </Page>
  );
}

/**
 * A service reminder's link (`/cart?addPackage=<id>`, server/src/reminders/) puts the package in
 * the cart once, then leaves the address as the plain cart's.
 */
function usePackageFromReminder() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const packageId = params.get('addPackage');
  const adding = useCartChange((id: string) => addToCart({ packageId: id }));
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!packageId || done.current === packageId) return;
    done.current = packageId;
    setParams({}, { replace: true });
    adding.mutate(packageId, {
      onSuccess: (added) =>
        showDialog(
          added
            ? { kind: 'success', title: t('reminders.packageAdded') }
            : { kind: 'error', title: t('reminders.failed') },
        ),
      onError: (error) =>
        showDialog({
          kind: 'error',
          title: t('reminders.failed'),
          content: serverMessageOf(error),
        }),
    });
  }, [packageId, adding, setParams, t]);
}

function CartContents() {
  const { t, language, formatPrice, tCount } = useI18n();
  const navigate = useNavigate();
  const confirmDelete = useConfirmDelete();
  const cart = useCart();
  // The cart is reloaded after each change (spec 4), whether it went through or not.
  const update = useCartChange(({ line, quantity }: { line: CartLine; quantity: number }) =>
    updateCart(lineRef(line), quantity),
  );
  const removal = useCartChange(async (line: CartLine) => {
    const answer = await removeFromCart(lineRef(line));
    // Spec section 8: the removal succeeded only when the server says so.
    if (answer.message !== API_MESSAGES.removedFromCart) throw new Error(answer.message);
  });
  // One change at a time: every button waits until the cart is reloaded after a change, and a
  // press that comes before the buttons are drawn waiting (a double click's second) is ignored.
  const busy = update.isPending || removal.isPending;
  const oneAtATime = useOneChangeAtATime();
  // The line whose change is on its way reads as busy.
  const changing = update.isPending
    ? update.variables.line
    : removal.isPending
      ? removal.variables
      : undefined;
  const changingKey = changing && lineKey(changing);
  const couponNoteId = useId();
  usePackageFromReminder();

  const changeQuantity = (line: CartLine, quantity: number) =>
    oneAtATime(async () => {
      try {
        await update.mutateAsync({ line, quantity });
      } catch (error) {
        const reason = serverMessageOf(error);
        showDialog({
          kind: 'error',
          title: t('cart.errorTitle'),
          content: (
            <>
              <div>{t('cart.updateFailed')}</div>
              {reason && <bdi>{reason}</bdi>}
            </>
          ),
        });
      }
    });

  // The confirmation is modal: it takes the presses that follow until the removal is done.
  const remove = (line: CartLine) =>
    oneAtATime(async () =>
      confirmDelete({
        remove: () => removal.mutateAsync(line),
        deletedText: t('cart.removed'),
        failedText: t('cart.removeFailed'),
      }),
    );

  if (cart.isPending) return <PageSpinner />;
  // A failure to load is only logged (docs/behaviour.md): the cart then reads as empty.
  const { items, totalPrice, coupon } = cart.isError ? EMPTY_CART : cart.data;
  if (items.length === 0) return <EmptyCart />;
  const count = cartCount(cart.data);
  // A kept coupon that gives nothing now stops the order, here as on the payment screen
  // (docs/behaviour.md): said beside Order Now rather than found out after it.
  const couponRefused = Boolean(coupon?.refusal);

  return (
    <div className={styles.layout}>
      <section aria-labelledby="cart-heading" className={styles.lines}>
        <h2 id="cart-heading" className={styles.heading}>
          {tCount('cart.heading', count)}
        </h2>
        <ul className={styles.lineList}>
          {items.map((line) => (
            <CartLineItem
              key={lineKey(line)}
              line={line}
              busy={busy}
              changing={lineKey(line) === changingKey}
              onQuantity={(quantity) => void changeQuantity(line, quantity)}
              onRemove={() => void remove(line)}
            />
          ))}
        </ul>
      </section>
      <aside aria-label={t('cart.summary')} className={styles.summary}>
        <LazyCouponBox cart={cart.data ?? EMPTY_CART} busy={busy} />
        <dl className={styles.total}>
          <dt>{t('cart.total')}</dt>
          <dd>{formatPrice(totalPrice)}</dd>
        </dl>
        {/* The VAT the total includes, as the payment screen shows it. */}
        <dl className={styles.vat}>
          <dt>{t('payment.vatIncluded').replace('{rate}', formatPercent(VAT_RATE, language))}</dt>
          <dd>{formatPrice(fromHalalas(includedVatHalalas(toHalalas(totalPrice), VAT_RATE)))}</dd>
        </dl>
        {couponRefused && (
          <p id={couponNoteId} className={styles.couponNote}>
            {t('cart.couponNotApplied')}
          </p>
        )}
        <Button
          variant="primary"
          size="large"
          block
          disabled={busy || couponRefused}
          aria-describedby={couponRefused ? couponNoteId : undefined}
          onClick={() => navigate(paths.payment)}
        >
          {t('cart.orderNow')}
        </Button>
      </aside>
    </div>
  );
}

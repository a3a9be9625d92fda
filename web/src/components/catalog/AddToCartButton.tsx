import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import type { CartItemRef } from '@shop/shared';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { TOAST_CART_MS } from '@/config/shop';
import { useI18n } from '@/i18n';
import { serverMessageOf } from '@/lib/api-client';
import { addToCart } from '@/lib/cart/add-to-cart';
import { useCartChange, useOneChangeAtATime } from '@/lib/cart/cart-query';
import { selectIsLoggedIn, useSessionStore } from '@/stores/session-store';

interface AddToCartButtonProps {
  item: CartItemRef;
  /** Cards say 'Add To Cart' across their foot; detail pages say 'Add to Cart', larger. */
  placement: 'card' | 'details';
  /** Nothing left to add: the button is disabled. */
  outOfStock?: boolean;
}

/**
 * Add To Cart for every product and package, on cards and detail pages (docs/behaviour.md):
 * a visitor is sent to log in; a logged-in user gets the outcome as a toast (a refusal with the
 * server's reason), and the header's cart count follows.
 */
export function AddToCartButton({ item, placement, outOfStock = false }: AddToCartButtonProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const isLoggedIn = useSessionStore(selectIsLoggedIn);
  // The header's count follows: the cart is fetched again after the addition.
  const addition = useCartChange(addToCart);
  // One addition at a time: a double click adds once.
  const oneAtATime = useOneChangeAtATime();

  const add = async () => {
    if (!isLoggedIn) {
      navigate(paths.login);
      toast.error(t('cart.mustLogin'));
      return;
    }
    let added: boolean;
    try {
      added = await addition.mutateAsync(item);
    } catch (error) {
      // The server's reason under the spec's text, as the cart gives it ("Only 3 left in stock.").
      toast.error(t('cart.addFailed'), { description: serverMessageOf(error) });
      return;
    }
    if (added) {
      toast.success(t('cart.added'), { duration: TOAST_CART_MS });
    } else {
      toast.error(t('cart.addFailed'));
    }
  };

  return (
    <Button
      variant="primary"
      icon={ShoppingCartOutlined}
      loading={addition.isPending}
      disabled={outOfStock}
      block={placement === 'card'}
      size={placement === 'card' ? 'middle' : 'large'}
      onClick={() => void oneAtATime(add)}
    >
      {t(placement === 'card' ? 'cart.addToCart' : 'cart.addToCartDetails')}
    </Button>
  );
}

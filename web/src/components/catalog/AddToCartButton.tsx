import { ShoppingCartOutlined } from '@ant-design/icons';
import type { CartItemRef } from '@shop/shared';
import { TOAST_CART_MS } from '@/config/shop';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { refreshCart } from '@/stores/cart-store';
import { useI18n } from '@/i18n';
import { addToCart } from '@/lib/cart/add-to-cart';
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
 * a visitor is sent to log in; a logged-in user gets the outcome as a toast, and the header's
 * cart count follows.
 */
export function AddToCartButton({ item, placement, outOfStock = false }: AddToCartButtonProps) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const isLoggedIn = useSessionStore(selectIsLoggedIn);
  const [adding, setAdding] = useState(false);

  const add = async () => {
    if (!isLoggedIn) {
      navigate(paths.login);
      void message.error(t('cart.mustLogin'));
      return;
    }
    setAdding(true);
    const added = await addToCart(item).catch(() => false);
    setAdding(false);
    if (added) {
      void message.success(t('cart.added'), TOAST_CART_MS / 1000);
      // The header's count follows.
      refreshCart();
    } else {
      void message.error(t('cart.addFailed'));
    }
  };

  return (
    <Button
      type="primary"
      icon={<ShoppingCartOutlined aria-hidden />}
      loading={adding}
      disabled={outOfStock}
      block={placement === 'card'}
      size={placement === 'card' ? 'middle' : 'large'}
      onClick={() => void add()}
    >
      {t(placement === 'card' ? 'cart.addToCart' : 'cart.addToCartDetails')}
    </Button>
  );
}

import { API_MESSAGES } from '@shop/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { useSessionStore } from '@/stores/session-store';
import { answerCart } from '@/test/fixtures/cart';
import { currentPath, renderAt, underSiteHeader } from '@/test/render';
import { apiError, bodiesOf, heldReply, onApi } from '@/test/server';
import { AddToCartButton } from './AddToCartButton';

/** The button, under the header that shows the cart's count. */
const renderButton = () =>
  renderAt(
    '/products',
    underSiteHeader(<AddToCartButton item={{ productId: 'p1' }} placement="card" />),
  );
const click = () => fireEvent.click(screen.getByRole('button', { name: /Add To Cart/ }));

describe('Add To Cart', () => {
  beforeEach(() => {
    answerCart({ items: [], totalPrice: 0 });
  });

  it('sends a visitor to /login with the toast, and adds nothing', async () => {
    const adds = onApi('POST /cart/addToCart', { message: API_MESSAGES.addedToCart });
    renderButton();
    click();
    expect(await screen.findByText('Error adding product,You Must login')).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(adds).toHaveLength(0);
  });

  it("adds the item for a logged-in user, says so, and brings the header's count up to date", async () => {
    useSessionStore.getState().login('token', 'user');
    const adds = onApi('POST /cart/addToCart', { message: API_MESSAGES.addedToCart });
    answerCart({
      items: [
        {
          productId: { _id: 'p1', name: 'Oil filter', price: 45, image: [] },
          quantity: 1,
          price: 45,
        },
      ],
      totalPrice: 45,
    });
    renderButton();
    click();
    expect(await screen.findByText('product successfully Added')).toBeInTheDocument();
    expect(bodiesOf(adds)).toEqual([{ productId: 'p1', quantity: 1 }]);
    expect(currentPath()).toBe('/products');
    expect(await screen.findByRole('link', { name: 'Cart (1 item)' })).toBeInTheDocument();
  });

  it('adds once on a double click, and takes another click once the first is in', async () => {
    useSessionStore.getState().login('token', 'user');
    const held = heldReply();
    const adds = onApi('POST /cart/addToCart', held.reply, { message: API_MESSAGES.addedToCart });
    renderButton();
    click();
    click();
    await waitFor(() => expect(adds).toHaveLength(1));
    expect(screen.getByRole('button', { name: /Add To Cart/ })).toBeDisabled();
    click();
    held.answer({ message: API_MESSAGES.addedToCart });
    expect(await screen.findByText('product successfully Added')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Add To Cart/ })).toBeEnabled());
    expect(adds).toHaveLength(1);
    click();
    await waitFor(() => expect(adds).toHaveLength(2));
  });

  async function expectAddFailed() {
    expect(await screen.findByText('Error adding product')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('product successfully Added')).not.toBeInTheDocument(),
    );
  }

  it('shows "Error adding product" on an answer other than the success text', async () => {
    useSessionStore.getState().login('token', 'user');
    onApi('POST /cart/addToCart', { message: 'Added.' });
    renderButton();
    click();
    await expectAddFailed();
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
  });

  it('shows "Error adding product" when the call fails', async () => {
    useSessionStore.getState().login('token', 'user');
    onApi('POST /cart/addToCart', apiError(404, 'Not found'));
    renderButton();
    click();
    await expectAddFailed();
  });

  it("says why the server refused, in the reader's language: only so many left", async () => {
    useSessionStore.getState().login('token', 'user');
    onApi(
      'POST /cart/addToCart',
      apiError(409, 'Only 3 left in stock.', { code: 'ITEM_STOCK_LEFT', params: { count: '3' } }),
    );
    renderButton();
    click();
    await expectAddFailed();
    expect(screen.getByText('Only 3 left in stock.')).toBeInTheDocument();
  });

  it('gives the reason in Arabic from its code, in Arabic digits', async () => {
    useLanguageStore.getState().setLanguage('ar');
    useSessionStore.getState().login('token', 'user');
    onApi(
      'POST /cart/addToCart',
      apiError(409, 'Only 3 left in stock.', { code: 'ITEM_STOCK_LEFT', params: { count: '3' } }),
    );
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: /أضف إلى السلة/ }));
    expect(await screen.findByText('تعذّرت إضافة المنتج')).toBeInTheDocument();
    expect(screen.getByText('المتبقي في المخزون ٣ فقط.')).toBeInTheDocument();
  });
});

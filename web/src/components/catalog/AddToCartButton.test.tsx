import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCart } from '@/lib/cart/get-cart';
import { addToCart } from '@/lib/cart/add-to-cart';
import { ApiError } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';
import { renderAt, underSiteHeader } from '@/test/render';
import { AddToCartButton } from './AddToCartButton';

vi.mock('@/lib/cart/add-to-cart');
vi.mock('@/lib/cart/get-cart');

/** The button, under the header that shows the cart's count. */
const renderButton = () =>
  renderAt(
    '/products',
    underSiteHeader(<AddToCartButton item={{ productId: 'p1' }} placement="card" />),
  );
const location = () => screen.getByTestId('location').textContent;
const click = () => fireEvent.click(screen.getByRole('button', { name: /Add To Cart/ }));

describe('Add To Cart', () => {
  beforeEach(() => {
    vi.mocked(addToCart).mockClear();
    vi.mocked(getCart).mockReset().mockResolvedValue({ items: [], totalPrice: 0 });
  });

  it('sends a visitor to /login with the toast, and adds nothing', async () => {
    renderButton();
    click();
    expect(await screen.findByText('Error adding product,You Must login')).toBeTruthy();
    expect(location()).toBe('/login');
    expect(addToCart).not.toHaveBeenCalled();
  });

  it("adds the item for a logged-in user, says so, and brings the header's count up to date", async () => {
    useSessionStore.getState().login('token', 'user');
    vi.mocked(addToCart).mockResolvedValue(true);
    vi.mocked(getCart).mockResolvedValue({
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
    expect(await screen.findByText('product successfully Added')).toBeTruthy();
    expect(addToCart).toHaveBeenCalledWith({ productId: 'p1' });
    expect(location()).toBe('/products');
    expect(await screen.findByRole('link', { name: 'Cart (1 item)' })).toBeTruthy();
  });

  async function expectAddFailed() {
    expect(await screen.findByText('Error adding product')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('product successfully Added')).toBeNull());
  }

  it('shows "Error adding product" on an answer other than the success text', async () => {
    useSessionStore.getState().login('token', 'user');
    vi.mocked(addToCart).mockResolvedValue(false);
    renderButton();
    click();
    await expectAddFailed();
    expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy();
  });

  it('shows "Error adding product" when the call fails', async () => {
    useSessionStore.getState().login('token', 'user');
    vi.mocked(addToCart).mockRejectedValueOnce(new ApiError('Not found', 404));
    renderButton();
    click();
    await expectAddFailed();
  });
});

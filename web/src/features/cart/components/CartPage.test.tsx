import { API_MESSAGES } from '@shop/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { findButton, findDialog, imageSources } from '@/test/queries';
import { currentPath, currentSearch, renderAt } from '@/test/render';
import {
  answerCart,
  type CartFixture,
  oilLine,
  serviceLine,
  twoLineCart,
  withQuantity,
  withStock,
} from '@/test/fixtures/cart';
import { apiError, bodiesOf, failure, heldReply, onApi } from '@/test/server';
import { CartPage } from './CartPage';

const renderCart = () => renderAt('/cart', <CartPage />);
const lineOf = (name: string) => screen.getByRole('listitem', { name });
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

async function showCart(cart: CartFixture = twoLineCart) {
  answerCart(cart);
  renderCart();
  await screen.findByRole('heading', { level: 2, name: /^Your Cart/ });
}

describe('cart screen', () => {
  beforeEach(() => {
    useSessionStore.getState().login('jwt', 'user');
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a visitor the empty cart and a way to log in, without asking the server', async () => {
    useSessionStore.getState().clear();
    const reads = answerCart(twoLineCart);
    renderCart();
    expect(await screen.findByText('Your cart is empty!')).toBeInTheDocument();
    expect(screen.getByText('Add some items to your cart to see them here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to see your cart' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(reads).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Carts'));
  });

  it('shows a spinner, then every line with its image, name and line price, and the total', async () => {
    const cart = heldReply();
    onApi('GET /cart/getCartWithTotalPrice', cart.reply);
    renderCart();
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    cart.answer({ message: API_MESSAGES.cartFetched, cart: twoLineCart });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your Cart (3 items)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    const oil = within(lineOf('Engine oil 5W-30'));
    expect(oil.getByRole('link', { name: 'Engine oil 5W-30' })).toHaveAttribute(
      'href',
      `/productDetails/${oilLine.productId!._id}`,
    );
    expect(oil.getByText('SAR 240.00')).toBeInTheDocument();
    expect(oil.getByText('Unit price: SAR 120.00')).toBeInTheDocument();
    expect(oil.getByText('2')).toBeInTheDocument();
    const service = within(lineOf('Minor service 10,000 km'));
    expect(service.getByRole('link', { name: 'Minor service 10,000 km' })).toHaveAttribute(
      'href',
      `/packageDetails/${serviceLine.packageId!._id}`,
    );
    expect(service.getByText('Package')).toBeInTheDocument();
    expect(service.getAllByText('SAR 450.50')).toHaveLength(1);
    const images = screen.getAllByRole('listitem').flatMap((line) => imageSources(line));
    expect(images).toEqual([
      'http://shop.test/uploads/oil.png',
      'http://shop.test/uploads/minor.png',
    ]);
    const summary = within(screen.getByRole('complementary', { name: 'Cart summary' }));
    expect(summary.getByText('Total')).toBeInTheDocument();
    expect(summary.getByText('SAR 690.50')).toBeInTheDocument();
    expect(document.title).toBe('Carts');
  });

  it('shows the VAT the total includes, as the payment screen does', async () => {
    await showCart();
    const summary = within(screen.getByRole('complementary', { name: 'Cart summary' }));
    // SAR 690.50 includes 15% VAT: 690.50 - 690.50 / 1.15 = 90.07.
    expect(summary.getByText('VAT included (15%)')).toBeInTheDocument();
    expect(summary.getByText('SAR 90.07')).toBeInTheDocument();
  });

  it('disables minus at quantity 1 only', async () => {
    await showCart();
    expect(
      isDisabled(
        within(lineOf('Minor service 10,000 km')).getByRole('button', {
          name: 'Decrease quantity',
        }),
      ),
    ).toBe(true);
    expect(
      isDisabled(
        within(lineOf('Engine oil 5W-30')).getByRole('button', { name: 'Decrease quantity' }),
      ),
    ).toBe(false);
  });

  it("disables plus at the item's stock and says why, without asking the server", async () => {
    const updates = onApi('PUT /cart/updateCart', { message: 'Cart updated successfully.' });
    await showCart({
      items: [withStock(oilLine, 2), withStock(serviceLine, 4)],
      totalPrice: 690.5,
    });
    const oilPlus = within(lineOf('Engine oil 5W-30')).getByRole('button', {
      name: 'Increase quantity',
    });
    expect(isDisabled(oilPlus)).toBe(true);
    expect(oilPlus).toHaveAccessibleDescription('Only 2 left in stock.');
    fireEvent.click(oilPlus);
    // A package below its stock can still grow.
    const servicePlus = within(lineOf('Minor service 10,000 km')).getByRole('button', {
      name: 'Increase quantity',
    });
    expect(isDisabled(servicePlus)).toBe(false);
    expect(
      within(lineOf('Minor service 10,000 km')).queryByText(/left in stock/),
    ).not.toBeInTheDocument();
    expect(updates).toHaveLength(0);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("stops an untracked item's plus at the cart's limit of 99, and a sold-out one at once", async () => {
    await showCart({
      items: [withQuantity(twoLineCart, oilLine, 99).items[0]!, withStock(serviceLine, 0)],
      totalPrice: 12330.5,
    });
    expect(
      within(lineOf('Engine oil 5W-30')).getByRole('button', { name: 'Increase quantity' }),
    ).toHaveAccessibleDescription('A cart line holds at most 99 of an item: you have reached it.');
    expect(
      within(lineOf('Minor service 10,000 km')).getByRole('button', { name: 'Increase quantity' }),
    ).toHaveAccessibleDescription('This item is out of stock.');
  });

  it('raises a quantity with plus, waits with every button while it does, then shows the reloaded cart', async () => {
    await showCart();
    const update = heldReply();
    const updates = onApi('PUT /cart/updateCart', update.reply);
    answerCart(withQuantity(twoLineCart, serviceLine, 2));

    fireEvent.click(
      within(lineOf('Minor service 10,000 km')).getByRole('button', { name: 'Increase quantity' }),
    );
    await waitFor(() =>
      expect(bodiesOf(updates)).toEqual([{ packageId: serviceLine.packageId!._id, quantity: 2 }]),
    );
    await waitFor(() =>
      expect(screen.getAllByRole('button').filter((button) => !isDisabled(button))).toEqual([]),
    );

    update.answer({ message: 'Cart updated successfully.' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your Cart (4 items)' }),
    ).toBeInTheDocument();
    expect(within(lineOf('Minor service 10,000 km')).getByText('SAR 901.00')).toBeInTheDocument();
    expect(screen.getByText('SAR 1,141.00')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        isDisabled(
          within(lineOf('Minor service 10,000 km')).getByRole('button', {
            name: 'Decrease quantity',
          }),
        ),
      ).toBe(false),
    );
    expect(isDisabled(screen.getByRole('button', { name: 'Order Now' }))).toBe(false);
  });

  it('changes a quantity once on a double click, and takes another press once the cart is in', async () => {
    await showCart();
    const update = heldReply();
    const updates = onApi('PUT /cart/updateCart', update.reply, {
      message: 'Cart updated successfully.',
    });
    answerCart(withQuantity(twoLineCart, serviceLine, 2));
    const service = () => lineOf('Minor service 10,000 km');
    const plus = () => within(service()).getByRole('button', { name: 'Increase quantity' });

    fireEvent.click(plus());
    fireEvent.click(plus());
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(plus()).toBeDisabled();
    expect(service()).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(plus());

    update.answer({ message: 'Cart updated successfully.' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your Cart (4 items)' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(plus()).toBeEnabled());
    expect(service()).not.toHaveAttribute('aria-busy');
    expect(bodiesOf(updates)).toEqual([{ packageId: serviceLine.packageId!._id, quantity: 2 }]);
    fireEvent.click(plus());
    await waitFor(() => expect(updates).toHaveLength(2));
    expect(updates[1]!.body).toEqual({ packageId: serviceLine.packageId!._id, quantity: 3 });
  });

  it('lowers a quantity with minus', async () => {
    await showCart();
    const updates = onApi('PUT /cart/updateCart', { message: 'Cart updated successfully.' });
    answerCart(withQuantity(twoLineCart, oilLine, 1));

    fireEvent.click(
      within(lineOf('Engine oil 5W-30')).getByRole('button', { name: 'Decrease quantity' }),
    );

    await waitFor(() =>
      expect(bodiesOf(updates)).toEqual([{ productId: oilLine.productId!._id, quantity: 1 }]),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your Cart (2 items)' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('SAR 570.50')).toHaveLength(1);
    await waitFor(() =>
      expect(
        isDisabled(
          within(lineOf('Engine oil 5W-30')).getByRole('button', { name: 'Decrease quantity' }),
        ),
      ).toBe(true),
    );
  });

  it('says so when a quantity cannot be changed, and shows the cart as the server has it', async () => {
    await showCart();
    onApi('PUT /cart/updateCart', apiError(404, 'This item is not in your cart.'));
    answerCart({ items: [serviceLine], totalPrice: 450.5 });

    fireEvent.click(
      within(lineOf('Engine oil 5W-30')).getByRole('button', { name: 'Increase quantity' }),
    );

    const dialog = await findDialog();
    expect(dialog.title).toBe('Error!');
    expect(dialog.content).toContain('The quantity could not be changed. Please try again.');
    expect(dialog.content).toContain('This item is not in your cart.');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your Cart (1 item)' }),
    ).toBeInTheDocument();
  });

  it('removes a line after the confirmation, says so, and reloads the cart', async () => {
    await showCart();
    const removals = onApi('DELETE /cart/removeCart', {
      message: 'Item(s) removed from cart successfully.',
    });
    answerCart({ items: [serviceLine], totalPrice: 450.5 });

    fireEvent.click(within(lineOf('Engine oil 5W-30')).getByRole('button', { name: 'Remove' }));
    const confirmation = await findDialog();
    expect(confirmation.title).toBe('Are you sure?');
    expect(confirmation.content).toBe("You won't be able to revert this!");
    await findButton('Cancel', confirmation.element);
    fireEvent.click(await findButton('Yes, delete it!', confirmation.element));

    await waitFor(async () => expect((await findDialog()).title).toBe('Deleted!'));
    expect((await findDialog()).content).toBe('Item(s) removed from cart successfully.');
    expect(bodiesOf(removals)).toEqual([{ productId: oilLine.productId!._id }]);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your Cart (1 item)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Engine oil 5W-30' })).not.toBeInTheDocument();
  });

  it('removes once on a double click of its confirmation, the line busy meanwhile', async () => {
    await showCart();
    const removal = heldReply();
    const removals = onApi('DELETE /cart/removeCart', removal.reply, {
      message: 'Item(s) removed from cart successfully.',
    });
    answerCart({ items: [serviceLine], totalPrice: 450.5 });
    const oil = () => lineOf('Engine oil 5W-30');

    fireEvent.click(within(oil()).getByRole('button', { name: 'Remove' }));
    const yes = await findButton('Yes, delete it!', (await findDialog()).element);
    fireEvent.click(yes);
    fireEvent.click(yes);
    await waitFor(() => expect(oil()).toHaveAttribute('aria-busy', 'true'));
    expect(within(oil()).getByRole('button', { name: 'Remove' })).toBeDisabled();
    expect(lineOf('Minor service 10,000 km')).not.toHaveAttribute('aria-busy');

    removal.answer({ message: 'Item(s) removed from cart successfully.' });
    await waitFor(async () => expect((await findDialog()).title).toBe('Deleted!'));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your Cart (1 item)' }),
    ).toBeInTheDocument();
    expect(removals).toHaveLength(1);
  });

  it('ignores Remove pressed as a quantity change starts', async () => {
    await showCart();
    const updates = onApi('PUT /cart/updateCart', { message: 'Cart updated successfully.' });
    answerCart(withQuantity(twoLineCart, oilLine, 3));
    const oil = within(lineOf('Engine oil 5W-30'));

    fireEvent.click(oil.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(oil.getByRole('button', { name: 'Remove' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your Cart (4 items)' }),
    ).toBeInTheDocument();
    expect(updates).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('removes nothing on Cancel', async () => {
    await showCart();
    const removals = onApi('DELETE /cart/removeCart', {
      message: 'Item(s) removed from cart successfully.',
    });
    fireEvent.click(within(lineOf('Engine oil 5W-30')).getByRole('button', { name: 'Remove' }));
    const confirmation = await findDialog();
    fireEvent.click(await findButton('Cancel', confirmation.element));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(removals).toHaveLength(0);
    expect(screen.getByRole('listitem', { name: 'Engine oil 5W-30' })).toBeInTheDocument();
  });

  it('does not call a removal done unless the server says so', async () => {
    await showCart();
    onApi('DELETE /cart/removeCart', { message: 'Something else' });

    fireEvent.click(within(lineOf('Engine oil 5W-30')).getByRole('button', { name: 'Remove' }));
    fireEvent.click(await findButton('Yes, delete it!', (await findDialog()).element));

    await waitFor(async () => expect((await findDialog()).title).toBe('Error!'));
    expect((await findDialog()).content).toContain(
      'There was an issue removing the item from your cart.',
    );
  });

  it('goes to /payment on Order Now', async () => {
    await showCart();
    fireEvent.click(screen.getByRole('button', { name: 'Order Now' }));
    expect(currentPath()).toBe('/payment');
  });

  it('shows the empty cart when there are no items', async () => {
    answerCart({ items: [], totalPrice: 0 });
    renderCart();
    expect(await screen.findByText('Your cart is empty!')).toBeInTheDocument();
    expect(screen.getByText('Add some items to your cart to see them here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.queryByRole('link', { name: 'Log in to see your cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order Now' })).not.toBeInTheDocument();
  });

  it('only logs another load failure, showing the empty cart', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    onApi('GET /cart/getCartWithTotalPrice', failure(503));
    renderCart();
    expect(await screen.findByText('Your cart is empty!')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('reads in Arabic, right to left', async () => {
    const { useLanguageStore } = await import('@/i18n');
    useLanguageStore.getState().setLanguage('ar');
    answerCart(twoLineCart);
    renderCart();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'سلتك (٣ عناصر)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اطلب الآن' })).toBeInTheDocument();
  });

  it('says in Arabic, in Arabic digits, how few are left when plus stops', async () => {
    const { useLanguageStore } = await import('@/i18n');
    useLanguageStore.getState().setLanguage('ar');
    answerCart({
      items: [withStock(oilLine, 2)],
      totalPrice: 240,
    });
    renderCart();
    expect(await screen.findByText('المتبقي في المخزون ٢ فقط.')).toBeInTheDocument();
  });
});

describe("a service reminder's link to the cart", () => {
  beforeEach(() => {
    useSessionStore.getState().login('jwt', 'user');
  });

  it('puts the package in the cart once, then leaves the plain cart address', async () => {
    const adds = onApi('POST /cart/addToCart', { message: API_MESSAGES.addedToCart });
    answerCart(twoLineCart);
    renderAt('/cart?addPackage=p10', <CartPage />);
    expect(await findDialog()).toMatchObject({ title: 'The service package is in your cart.' });
    expect(bodiesOf(adds)).toEqual([{ packageId: 'p10', quantity: 1 }]);
    expect(currentSearch()).toBe('');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerCart, oilLine, twoLineCart } from '@/test/fixtures/cart';
import { queryClient } from '@/lib/query-client';
import { CART_QUERY_KEY } from '@/lib/cart/cart-query';
import { useSessionStore } from '@/stores/session-store';
import { renderAt } from '@/test/render';
import { onApi, type SentRequest } from '@/test/server';
import { SiteHeader } from './SiteHeader';

/** The header's account navigation (the slim bar), where the right-side links live. */
const accountNav = () => within(screen.getAllByRole('navigation', { name: 'Account' })[0]!);
const mainNav = () => within(screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!);
const location = () => screen.getByTestId('location').textContent;

/**
 * Clicks a link and tells who took the click: the router (it prevents the browser's default and
 * switches screens in place) or the browser (a full page load, stopped here since jsdom cannot).
 */
function clickLink(link: HTMLElement): 'router' | 'browser' {
  let handledBy: 'router' | 'browser' | undefined;
  const afterReact = (event: Event) => {
    handledBy = event.defaultPrevented ? 'router' : 'browser';
    event.preventDefault();
  };
  window.addEventListener('click', afterReact);
  fireEvent.click(link);
  window.removeEventListener('click', afterReact);
  if (!handledBy) throw new Error('the click did not reach the window');
  return handledBy;
}

/** The carts the cache of server data holds. */
const cachedCarts = () =>
  queryClient.getQueriesData({ queryKey: CART_QUERY_KEY }).filter(([, cart]) => cart !== undefined);

describe('site header', () => {
  let cartReads: SentRequest[];
  beforeEach(() => {
    cartReads = answerCart({ items: [], totalPrice: 0 });
  });

  it('shows a visitor Login and Register, and sends Add vehicle to /login', () => {
    renderAt('/', <SiteHeader />);
    const nav = accountNav();
    expect(nav.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(nav.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(nav.getByRole('link', { name: 'Add vehicle' }).getAttribute('href')).toBe('/login');
    expect(nav.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'My Orders' })).toBeNull();
    expect(nav.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('shows a logged-in user Logout and sends Add vehicle to /addVehicle', () => {
    useSessionStore.getState().login('token', 'user');
    renderAt('/', <SiteHeader />);
    const nav = accountNav();
    expect(nav.getByRole('link', { name: 'Add vehicle' }).getAttribute('href')).toBe('/addVehicle');
    expect(nav.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe('/myOrders');
    expect(nav.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(nav.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'Register' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('shows Dashboard only to the stored admin role', () => {
    useSessionStore.getState().login('token', 'admin');
    renderAt('/', <SiteHeader />);
    expect(accountNav().getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('Logout ends the session and goes to /login', async () => {
    const logouts = onApi('PUT /user/logout', { message: 'Logged out successfully.' });
    useSessionStore.getState().login('token', 'user');
    renderAt('/about', <SiteHeader />);
    fireEvent.click(accountNav().getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(logouts).toHaveLength(1);
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
    expect(location()).toBe('/login');
    expect(accountNav().getByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('links the top navigation to the documented routes', () => {
    renderAt('/', <SiteHeader />);
    const nav = mainNav();
    const hrefs = ['Packages', 'Products', 'About', 'Contact', 'How to Order'].map((name) =>
      nav.getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual(['/package', '/products', '/about', '/contact', '/howtoorder']);
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
  });

  it('switches screens in place for About, but leaves Packages, Products and Cart to the browser', () => {
    renderAt('/', <SiteHeader />);
    expect(clickLink(mainNav().getByRole('link', { name: 'About' }))).toBe('router');
    expect(location()).toBe('/about');

    expect(clickLink(mainNav().getByRole('link', { name: 'Packages' }))).toBe('browser');
    expect(clickLink(mainNav().getByRole('link', { name: 'Products' }))).toBe('browser');
    expect(clickLink(screen.getByRole('link', { name: 'Cart' }))).toBe('browser');
    expect(location()).toBe('/about');
  });

  it('shows a logged-in user the number of items in the cart, in the bar and the drawer', async () => {
    answerCart(twoLineCart);
    useSessionStore.getState().login('token', 'user');
    renderAt('/', <SiteHeader />);

    const cart = await screen.findByRole('link', { name: 'Cart (3 items)' });
    expect(cart.getAttribute('href')).toBe('/cart');
    expect(cart.textContent).toContain('3');

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawerNav = within(await screen.findByRole('dialog'));
    expect(drawerNav.getByRole('link', { name: 'Cart (3 items)' }).getAttribute('href')).toBe(
      '/cart',
    );
    expect(drawerNav.getByRole('link', { name: 'My Orders' })).toBeTruthy();
  });

  it('follows the cart as it changes, and forgets it on logout', async () => {
    answerCart({ items: [oilLine], totalPrice: 240 });
    onApi('PUT /user/logout', { message: 'Logged out successfully.' });
    useSessionStore.getState().login('token', 'user');
    renderAt('/', <SiteHeader />);
    await screen.findByRole('link', { name: 'Cart (2 items)' });

    answerCart(twoLineCart);
    await queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    await screen.findByRole('link', { name: 'Cart (3 items)' });

    fireEvent.click(accountNav().getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy();
    expect(cachedCarts()).toEqual([]);
  });

  it('shows no count for an empty cart, nor to a visitor, who is not looked up', async () => {
    renderAt('/', <SiteHeader />);
    expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy();
    expect(cartReads).toHaveLength(0);

    useSessionStore.getState().login('token', 'user');
    await waitFor(() => expect(cartReads).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy();
  });
});

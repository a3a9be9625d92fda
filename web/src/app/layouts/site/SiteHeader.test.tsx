import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerCart, oilLine, twoLineCart } from '@/test/fixtures/cart';
import { queryClient } from '@/lib/query-client';
import { CART_QUERY_KEY } from '@/lib/cart/cart-query';
import { useSessionStore } from '@/stores/session-store';
import { currentPath, renderAt } from '@/test/render';
import { onApi, type SentRequest } from '@/test/server';
import { SiteHeader } from './SiteHeader';

/** The header's account navigation (the slim bar), where the right-side links live. */
const accountNav = () => screen.getAllByRole('navigation', { name: 'Account' })[0]!;
const mainNav = () => screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;

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
    const nav = within(accountNav());
    expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(nav.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(nav.getByRole('link', { name: 'Add vehicle' })).toHaveAttribute('href', '/login');
    expect(nav.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'My Orders' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
    expect(nav.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('marks Login current on the login page, not the Add vehicle link that leads there', () => {
    renderAt('/login', <SiteHeader />);
    const nav = within(accountNav());
    expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Add vehicle' })).not.toHaveAttribute('aria-current');
  });

  it('shows a logged-in user Logout and sends Add vehicle to /addVehicle', () => {
    useSessionStore.getState().login('token', 'user');
    renderAt('/', <SiteHeader />);
    const nav = within(accountNav());
    expect(nav.getByRole('link', { name: 'Add vehicle' })).toHaveAttribute('href', '/addVehicle');
    expect(nav.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/myOrders');
    expect(nav.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/myAccount');
    expect(nav.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('shows Dashboard only to the stored admin role', () => {
    useSessionStore.getState().login('token', 'admin');
    renderAt('/', <SiteHeader />);
    expect(within(accountNav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('Logout ends the session and goes to /login', async () => {
    const logouts = onApi('PUT /user/logout', { message: 'Logged out successfully.' });
    useSessionStore.getState().login('token', 'user');
    renderAt('/about', <SiteHeader />);
    fireEvent.click(within(accountNav()).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(logouts).toHaveLength(1);
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
    expect(currentPath()).toBe('/login');
    expect(within(accountNav()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('links the top navigation to the documented routes', () => {
    renderAt('/', <SiteHeader />);
    const nav = within(mainNav());
    const hrefs = ['Packages', 'Products', 'About', 'Contact', 'How to Order'].map((name) =>
      nav.getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual(['/package', '/products', '/about', '/contact', '/howtoorder']);
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  });

  it('switches screens in place for About, but leaves Packages, Products and Cart to the browser', () => {
    renderAt('/', <SiteHeader />);
    expect(clickLink(within(mainNav()).getByRole('link', { name: 'About' }))).toBe('router');
    expect(currentPath()).toBe('/about');

    expect(clickLink(within(mainNav()).getByRole('link', { name: 'Packages' }))).toBe('browser');
    expect(clickLink(within(mainNav()).getByRole('link', { name: 'Products' }))).toBe('browser');
    expect(clickLink(screen.getByRole('link', { name: 'Cart' }))).toBe('browser');
    expect(currentPath()).toBe('/about');
  });

  it('shows a logged-in user the number of items in the cart, in the bar and the drawer', async () => {
    answerCart(twoLineCart);
    useSessionStore.getState().login('token', 'user');
    renderAt('/', <SiteHeader />);

    const cart = await screen.findByRole('link', { name: 'Cart (3 items)' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(cart).toHaveTextContent(/3/);

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawerNav = within(await screen.findByRole('dialog'));
    expect(drawerNav.getByRole('link', { name: 'Cart (3 items)' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(drawerNav.getByRole('link', { name: 'My Orders' })).toBeInTheDocument();
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

    fireEvent.click(within(accountNav()).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(cachedCarts()).toEqual([]);
  });

  it('shows no count for an empty cart, nor to a visitor, who is not looked up', async () => {
    renderAt('/', <SiteHeader />);
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(cartReads).toHaveLength(0);

    useSessionStore.getState().login('token', 'user');
    await waitFor(() => expect(cartReads).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
  });
});

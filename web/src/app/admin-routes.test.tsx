import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DashboardStatsAnswer, OrdersAnswer } from '@shop/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { useSessionStore } from '@/stores/session-store';
import { renderApp } from '@/test/render';
import { onApi } from '@/test/server';

describe('admin shell', () => {
  beforeEach(() => {
    useSessionStore.getState().login('token', 'admin');
    // The screens' own tests cover what they load; here they only have to open.
    onApi<DashboardStatsAnswer>('GET /dashboard/stats', {
      message: 'Stats',
      stats: {
        orders: 0,
        revenue: 0,
        paidOrders: 0,
        pendingOrders: 0,
        failedOrders: 0,
        users: 1,
        products: 0,
        days: [],
      },
    });
    onApi<OrdersAnswer>('GET /order/allOrders', { message: 'Orders', orders: [], total: 0 });
  });

  it('welcomes the admin and links back home', async () => {
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Welcome to the dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the shop/ })).toHaveAttribute('href', '/');
    // And the shop's figures (queried directly: role queries are slow on this big screen).
    expect(await screen.findByLabelText(/^Orders and revenue per day/)).toBeInTheDocument();
  });

  it('lists every admin screen in the side navigation, the documented ones in their order', async () => {
    renderApp('/dashboard');
    const menu = await screen.findByRole('menu');
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/dashboard'],
      ['Users', '/dashboard/users'],
      ['Cars', '/dashboard/cars'],
      ['Messages', '/dashboard/messages'],
      ['Products', '/dashboard/products'],
      ['Category', '/dashboard/category'],
      ['Package', '/dashboard/package'],
      ['Vehicles', '/dashboard/vehicles'],
      ['Order & Payment', '/dashboard/order'],
      // Issues 25, 27 and 26, after the documented screens.
      ['Shipping zones', '/dashboard/shipping-zones'],
      ['Coupons', '/dashboard/coupons'],
      ['Offers', '/dashboard/offers'],
      ['E-invoicing', '/dashboard/e-invoicing'],
    ]);
  });

  it('opens a screen from the side navigation', async () => {
    const router = renderApp('/dashboard');
    fireEvent.click(
      within(await screen.findByRole('menu')).getByRole('link', { name: 'Order & Payment' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order & Payment' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/order');
  });

  it('names the current screen in the top bar, in English and Arabic', async () => {
    renderApp('/dashboard/order');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order & Payment' }),
    ).toBeInTheDocument();
    const topBar = screen.getByRole('banner');
    expect(topBar).toHaveTextContent(/Order & Payment/);
    expect(topBar).not.toHaveTextContent(/Dashboard/);
    act(() => useLanguageStore.getState().setLanguage('ar'));
    await waitFor(() => expect(topBar).toHaveTextContent(/الطلبات والمدفوعات/));
    expect(topBar).not.toHaveTextContent(/لوحة التحكم/);
  });

  it('names the side navigation in the admin’s language only: its icons are drawn, not named', async () => {
    useLanguageStore.getState().setLanguage('ar');
    renderApp('/dashboard');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem')[1]).toHaveAccessibleName('المستخدمون');
    // @ant-design/icons names each icon in English ("team"); here none has a role or a name.
    expect(within(menu).queryAllByRole('img', { hidden: true })).toEqual([]);
    const toggle = screen.getByRole('button', { name: 'إظهار القائمة أو إخفاؤها' });
    expect(within(toggle).queryAllByRole('img', { hidden: true })).toEqual([]);
  });

  it('collapses and expands the side navigation from the top bar', async () => {
    renderApp('/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Show or hide the navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('complementary')).toHaveClass('ant-layout-sider-collapsed');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});

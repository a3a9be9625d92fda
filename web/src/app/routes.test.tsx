import { SHOP_NAME } from '@shop/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { setLoginRedirect } from '@/lib/login-redirect';
import { useSessionStore } from '@/stores/session-store';
import { answerCart } from '@/test/fixtures/cart';
import { renderApp } from '@/test/render';
import { apiError, onApi } from '@/test/server';
import { answerVehicleCatalog } from '@/test/vehicles';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('route table', () => {
  // The screens' own tests cover what they show; here an empty shop answers.
  beforeEach(() => {
    onApi('GET /category', { message: 'Categories', categories: [] });
    onApi('GET /product/getAllProducts', { message: 'Products', products: [], total: 0 });
    onApi('GET /package/allPackages', { message: 'Packages', packages: [], total: 0 });
    onApi('GET /product/getCarById/:id', apiError(404, 'Product not found'));
    onApi('GET /package/getpackageById/:id', apiError(404, 'Package not found'));
    answerVehicleCatalog();
  });
  it('shows the not-found page for unknown paths, with a way home', async () => {
    const router = renderApp('/no-such-page');
    expect(
      await screen.findByText("Oops! The page you're looking for doesn't exist."),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Go Back to Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(document.title).toBe(SHOP_NAME));
  });

  it.each([
    ['/products', 'Products', 'Products'],
    ['/cart', 'Cart', 'Carts'],
    ['/productDetails/abc', 'Product Details', 'Product Details'],
    ['/packageDetails/abc', 'Package Details', 'Package Details'],
    ['/package', 'Packages', 'Packages'],
    ['/about', 'About Us', 'About Us'],
    ['/contact', 'Contact Us', 'Contact Us'],
    ['/howtoorder', 'How to Order', 'How to Order'],
    ['/register', 'Register', 'Register'],
    ['/login', 'Login', 'Login'],
    ['/forgetPassword', 'Forget Password', 'Forget Password'],
    ['/resetPassword', 'Reset Password', 'Reset Password'],
  ])('%s shows "%s" with the tab title "%s"', async (path, title, documentTitle) => {
    renderApp(path);
    expect(await heading(title)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(documentTitle));
  });

  it.each(['/payment', '/addVehicle', '/payment/result?order=abc', '/myOrders', '/myAccount'])(
    '%s needs a stored token',
    async (path) => {
      const router = renderApp(path);
      expect(await heading('Login')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it.each(['en', 'ar'] as const)(
    "says on Login, once, in the reader's language, that the server ended the session (%s)",
    async (language) => {
      // A password changed on another device: the server refuses the token this tab keeps.
      const ended = apiError(401, 'Your session has ended. Please log in again.', {
        code: 'SESSION_ENDED',
      });
      onApi('GET /cart/getCartWithTotalPrice', ended);
      onApi('GET /order/myOrders', ended);
      useLanguageStore.getState().setLanguage(language);
      useSessionStore.getState().login('ended-elsewhere', 'user');
      const router = renderApp('/myOrders');
      setLoginRedirect(() => void router.navigate('/login'));
      const said = {
        en: 'Your session has ended. Please log in again.',
        ar: 'انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.',
      }[language];
      expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(said);
      expect(router.state.location.pathname).toBe('/login');

      // Once: coming back to Login later says nothing.
      await router.navigate('/about');
      expect(await heading(language === 'en' ? 'About Us' : 'من نحن')).toBeTruthy();
      await router.navigate('/login');
      expect(await heading(language === 'en' ? 'Login' : 'تسجيل الدخول')).toBeTruthy();
      expect(screen.queryByText(said)).not.toBeInTheDocument();
    },
  );

  it.each([
    ['/myOrders', 'My Orders'],
    ['/payment/result', 'Payment result'],
  ])('%s opens "%s" for a logged-in user', async (path, title) => {
    answerCart({ items: [], totalPrice: 0 });
    onApi('GET /order/myOrders', { message: 'Orders fetched successfully.', orders: [] });
    useSessionStore.getState().login('token', 'user');
    const router = renderApp(path);
    expect(await heading(title)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(title));
    expect(router.state.location.pathname).toBe(path);
  });

  it.each([
    '/dashboard/users',
    '/dashboard/cars',
    '/dashboard/messages',
    '/dashboard/products',
    '/dashboard/category',
    '/dashboard/package',
    '/dashboard/vehicles',
    '/dashboard/vehicles/m1',
    '/dashboard/order',
  ])('%s is behind the admin guard', async (path) => {
    const router = renderApp(path);
    expect(await screen.findByRole('alertdialog', { name: 'Error!' })).toHaveTextContent(
      /You can't access to this page/,
    );
    expect(router.state.location.pathname).toBe('/');
  });
});

import { Suspense } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '@/components/PageSpinner';
import type { TextSection } from '@/i18n';
import { paths } from '@/config/paths';
import { prefetchProductsScreen, productQuery } from '@/features/products/api/product-queries';
// The Home page is plain elements and the most visited: it comes with the app's own code, so it
// shows without a further request, and without waiting for Ant Design.
import { HomePage } from '@/features/home/components/HomePage';
import { queryClient } from '@/lib/query-client';
import { RequireLogin } from './guards/RequireLogin';
import { lazyScreen, type LazyScreen } from './lazy-screen';
import { SiteLayout } from './layouts/site/SiteLayout';

/** The screens that show orders and their delivery come with their texts (i18n/sections.ts). */
const WITH_ORDER_TEXTS: { texts: TextSection[] } = { texts: ['orders'] };

// The catalog's screens (products and packages) and the cart are plain elements: they show
// without waiting for Ant Design.
const ProductsPage = lazyScreen(
  () => import('@/features/products/components/ProductsPage'),
  'ProductsPage',
  { antd: false },
);
const ProductDetailsPage = lazyScreen(
  () => import('@/features/products/components/ProductDetailsPage'),
  'ProductDetailsPage',
  { antd: false },
);
const PackagesPage = lazyScreen(
  () => import('@/features/packages/components/PackagesPage'),
  'PackagesPage',
  { antd: false },
);
const PackageDetailsPage = lazyScreen(
  () => import('@/features/packages/components/PackageDetailsPage'),
  'PackageDetailsPage',
  { antd: false },
);
const CartPage = lazyScreen(() => import('@/features/cart/components/CartPage'), 'CartPage', {
  antd: false,
});
const AboutPage = lazyScreen(() => import('@/features/about/components/AboutPage'), 'AboutPage');
const ContactPage = lazyScreen(
  () => import('@/features/contact/components/ContactPage'),
  'ContactPage',
);
const HowToOrderPage = lazyScreen(
  () => import('@/features/how-to-order/components/HowToOrderPage'),
  'HowToOrderPage',
);
const RegisterPage = lazyScreen(
  () => import('@/features/auth/components/RegisterPage'),
  'RegisterPage',
);
const LoginPage = lazyScreen(() => import('@/features/auth/components/LoginPage'), 'LoginPage');
const ForgetPasswordPage = lazyScreen(
  () => import('@/features/auth/components/ForgetPasswordPage'),
  'ForgetPasswordPage',
);
const ResetPasswordPage = lazyScreen(
  () => import('@/features/auth/components/ResetPasswordPage'),
  'ResetPasswordPage',
);
const PaymentPage = lazyScreen(
  () => import('@/features/payment/components/PaymentPage'),
  'PaymentPage',
  WITH_ORDER_TEXTS,
);
const PaymentResultPage = lazyScreen(
  () => import('@/features/orders/components/PaymentResultPage'),
  'PaymentResultPage',
  WITH_ORDER_TEXTS,
);
const MyOrdersPage = lazyScreen(
  () => import('@/features/orders/components/MyOrdersPage'),
  'MyOrdersPage',
  WITH_ORDER_TEXTS,
);
const MyAccountPage = lazyScreen(
  () => import('@/features/auth/components/MyAccountPage'),
  'MyAccountPage',
  { texts: ['account'] },
);
const AddVehiclePage = lazyScreen(
  () => import('@/features/garage/components/AddVehiclePage'),
  'AddVehiclePage',
);
const AddressBookPage = lazyScreen(
  () => import('@/features/addresses/components/AddressBookPage'),
  'AddressBookPage',
  WITH_ORDER_TEXTS,
);
const NotFoundPage = lazyScreen(() => import('./NotFoundPage'), 'NotFoundPage');

// The admin guard (its dialog is the app's own, components/dialogs) loads with the back office's
// layout. The back office's texts come with it, whose screens render inside it; the admin menu
// names the shipping zones, whose texts are the orders section's.
const AdminLayout = lazyScreen(
  () => import('./layouts/admin/GuardedAdminLayout'),
  'GuardedAdminLayout',
  { texts: ['admin', 'orders'] },
);
const DashboardHomePage = lazyScreen(
  () => import('@/features/admin/components/DashboardHomePage'),
  'DashboardHomePage',
);
const UsersAdminPage = lazyScreen(
  () => import('@/features/admin/components/UsersAdminPage'),
  'UsersAdminPage',
);
const CarsAdminPage = lazyScreen(
  () => import('@/features/admin/components/CarsAdminPage'),
  'CarsAdminPage',
);
const MessagesAdminPage = lazyScreen(
  () => import('@/features/admin/components/MessagesAdminPage'),
  'MessagesAdminPage',
);
const ProductsAdminPage = lazyScreen(
  () => import('@/features/admin/components/ProductsAdminPage'),
  'ProductsAdminPage',
);
const CategoriesAdminPage = lazyScreen(
  () => import('@/features/admin/components/CategoriesAdminPage'),
  'CategoriesAdminPage',
);
const PackagesAdminPage = lazyScreen(
  () => import('@/features/admin/components/PackagesAdminPage'),
  'PackagesAdminPage',
);
const CouponsAdminPage = lazyScreen(
  () => import('@/features/admin/components/CouponsAdminPage'),
  'CouponsAdminPage',
);
const OffersAdminPage = lazyScreen(
  () => import('@/features/admin/components/OffersAdminPage'),
  'OffersAdminPage',
);
const VehiclesAdminPage = lazyScreen(
  () => import('@/features/admin/components/VehiclesAdminPage'),
  'VehiclesAdminPage',
);
const VehicleModelsAdminPage = lazyScreen(
  () => import('@/features/admin/components/VehicleModelsAdminPage'),
  'VehicleModelsAdminPage',
);
const ShippingZonesAdminPage = lazyScreen(
  () => import('@/features/admin/components/ShippingZonesAdminPage'),
  'ShippingZonesAdminPage',
  WITH_ORDER_TEXTS,
);
const EInvoicingAdminPage = lazyScreen(
  () => import('@/features/admin/components/EInvoicingAdminPage'),
  'EInvoicingAdminPage',
);
const OrdersAdminPage = lazyScreen(
  () => import('@/features/admin/components/OrdersAdminPage'),
  'OrdersAdminPage',
  WITH_ORDER_TEXTS,
);

/** React Router 7's behaviour, opted into now so that the upgrade changes nothing. */
export const routerFuture = {
  v7_relativeSplatPath: true,
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_skipActionErrorRevalidation: true,
} as const;
export const routerProviderFuture = { v7_startTransition: true } as const;

/** The route table (docs/behaviour.md), with the order pages (payment result, My Orders). */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      // The catalog's loaders start fetching the screen's data beside its code, not after it;
      // they wait for nothing, and the screen reads the data from the query cache.
      {
        path: paths.products,
        element: <ProductsPage />,
        handle: {
          screen: ProductsPage,
          source: 'src/features/products/components/ProductsPage.tsx',
        } satisfies ScreenHandle,
        loader: ({ request }) => {
          prefetchProductsScreen(queryClient, new URL(request.url));
          return null;
        },
      },
      { path: paths.cart, element: <CartPage /> },
      {
        path: paths.productDetails.pattern,
        element: <ProductDetailsPage />,
        handle: {
          screen: ProductDetailsPage,
          source: 'src/features/products/components/ProductDetailsPage.tsx',
        } satisfies ScreenHandle,
        loader: ({ params }) => {
          void queryClient.prefetchQuery(productQuery(params.id ?? ''));
          return null;
        },
      },
      { path: paths.packageDetails.pattern, element: <PackageDetailsPage /> },
      { path: paths.packages, element: <PackagesPage /> },
      { path: paths.about, element: <AboutPage /> },
      { path: paths.contact, element: <ContactPage /> },
      { path: paths.howToOrder, element: <HowToOrderPage /> },
      { path: paths.register, element: <RegisterPage /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.forgetPassword, element: <ForgetPasswordPage /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      {
        element: <RequireLogin />,
        children: [
          { path: paths.payment, element: <PaymentPage /> },
          { path: paths.paymentResult.pattern, element: <PaymentResultPage /> },
          { path: paths.myOrders.pattern, element: <MyOrdersPage /> },
          { path: paths.addVehicle, element: <AddVehiclePage /> },
          { path: paths.addresses, element: <AddressBookPage /> },
          { path: paths.myAccount, element: <MyAccountPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: paths.dashboard.index,
    element: (
      <Suspense fallback={<PageSpinner />}>
        <AdminLayout />
      </Suspense>
    ),
    children: [
      { index: true, element: <DashboardHomePage /> },
      { path: paths.dashboard.users, element: <UsersAdminPage /> },
      { path: paths.dashboard.cars, element: <CarsAdminPage /> },
      { path: paths.dashboard.messages, element: <MessagesAdminPage /> },
      { path: paths.dashboard.products, element: <ProductsAdminPage /> },
      { path: paths.dashboard.category, element: <CategoriesAdminPage /> },
      { path: paths.dashboard.package, element: <PackagesAdminPage /> },
      { path: paths.dashboard.coupons, element: <CouponsAdminPage /> },
      { path: paths.dashboard.offers, element: <OffersAdminPage /> },
      { path: paths.dashboard.vehicles, element: <VehiclesAdminPage /> },
      { path: paths.dashboard.vehicleModels.pattern, element: <VehicleModelsAdminPage /> },
      { path: paths.dashboard.order, element: <OrdersAdminPage /> },
      { path: paths.dashboard.shippingZones, element: <ShippingZonesAdminPage /> },
      { path: paths.dashboard.einvoicing, element: <EInvoicingAdminPage /> },
    ],
  },
];

/**
 * A route's handle naming the lazy screen it shows, for a page the server draws with that
 * screen in it (src/drawn-page.ts): the app fetches the screen before it draws over the page
 * (src/main.tsx), and the page carries the screen's styles (its module, as the build's manifest
 * names it).
 */
export interface ScreenHandle {
  screen: LazyScreen;
  source: string;
}

/** The screens a path shows whose routes name them (ScreenHandle). */
export function screensAt(pathname: string): ScreenHandle[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
    route.handle ? [route.handle as ScreenHandle] : [],
  );
}

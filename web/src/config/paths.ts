import { PAYMENT_RESULT_PATH } from '@shop/shared';

/** Names the order a page is about, in the query string. */
const withOrder = (path: string, orderId: string) =>
  `${path}?${new URLSearchParams({ order: orderId }).toString()}`;

/**
 * Every route of the shop (docs/behaviour.md), and the order pages added to it (payment
 * result, My Orders), so links and the router agree.
 */
export const paths = {
  home: '/',
  products: '/products',
  cart: '/cart',
  productDetails: { pattern: '/productDetails/:id', to: (id: string) => `/productDetails/${id}` },
  packageDetails: { pattern: '/packageDetails/:id', to: (id: string) => `/packageDetails/${id}` },
  packages: '/package',
  about: '/about',
  contact: '/contact',
  howToOrder: '/howtoorder',
  register: '/register',
  login: '/login',
  forgetPassword: '/forgetPassword',
  resetPassword: '/resetPassword',
  payment: '/payment',
  /** Where the payment provider sends the browser back: `?order=<id>`. */
  paymentResult: {
    pattern: PAYMENT_RESULT_PATH,
    to: (orderId: string) => withOrder(PAYMENT_RESULT_PATH, orderId),
  },
  /** The user's orders; `?order=<id>` opens one of them. */
  myOrders: {
    pattern: '/myOrders',
    to: (orderId: string) => withOrder('/myOrders', orderId),
  },
  addVehicle: '/addVehicle',
  /** The shopper's own account: profile, password, consents, their data (issue 28). */
  myAccount: '/myAccount',
  /** The shopper's address book (issue 25). */
  addresses: '/addresses',
  dashboard: {
    index: '/dashboard',
    users: '/dashboard/users',
    cars: '/dashboard/cars',
    messages: '/dashboard/messages',
    products: '/dashboard/products',
    category: '/dashboard/category',
    package: '/dashboard/package',
    coupons: '/dashboard/coupons',
    offers: '/dashboard/offers',
    vehicles: '/dashboard/vehicles',
    /** A make's models in the vehicle catalog; `search` narrows them. */
    vehicleModels: {
      pattern: '/dashboard/vehicles/:makeId',
      to: (makeId: string, search = '') =>
        `/dashboard/vehicles/${encodeURIComponent(makeId)}${search ? `?${new URLSearchParams({ search }).toString()}` : ''}`,
    },
    order: '/dashboard/order',
    shippingZones: '/dashboard/shipping-zones',
    einvoicing: '/dashboard/e-invoicing',
  },
} as const;

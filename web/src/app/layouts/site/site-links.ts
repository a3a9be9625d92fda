import { paths } from '@/config/paths';
import type { MessageKey } from '@/i18n';

/** A link of the site shell, named once and shown in the header, the drawer and the footer. */
export interface SiteLink {
  key: string;
  labelKey: MessageKey;
  to: string;
  /**
   * The page the link stands for, where it differs from where it leads (Add vehicle sends a
   * visitor to log in first): the link is marked current there only, never on the way.
   */
  page?: string;
  /**
   * Load the page from the server instead of switching screens in place. docs/behaviour.md asks it
   * of Packages, Products and Cart, so that their data is always fetched fresh.
   */
  fullReload?: boolean;
  /** The list narrows to the shopper's chosen car, which the link carries (`?brand=…`). */
  carriesCar?: boolean;
}

const packagesLink: SiteLink = {
  key: 'packages',
  labelKey: 'nav.packages',
  to: paths.packages,
  fullReload: true,
  carriesCar: true,
};
const productsLink: SiteLink = {
  key: 'products',
  labelKey: 'nav.products',
  to: paths.products,
  fullReload: true,
  carriesCar: true,
};
const aboutLink: SiteLink = { key: 'about', labelKey: 'nav.about', to: paths.about };
const contactLink: SiteLink = { key: 'contact', labelKey: 'nav.contact', to: paths.contact };
const howToOrderLink: SiteLink = {
  key: 'howToOrder',
  labelKey: 'nav.howToOrder',
  to: paths.howToOrder,
};

export const cartLink: SiteLink = {
  key: 'cart',
  labelKey: 'nav.cart',
  to: paths.cart,
  fullReload: true,
};

/** The top navigation. */
export const primaryLinks: readonly SiteLink[] = [
  packagesLink,
  productsLink,
  aboutLink,
  contactLink,
  howToOrderLink,
];

/** Adding a vehicle needs an account, so visitors are sent to log in first. */
const addVehicleLink = (isLoggedIn: boolean): SiteLink => ({
  key: 'addVehicle',
  labelKey: 'nav.addVehicle',
  to: isLoggedIn ? paths.addVehicle : paths.login,
  page: paths.addVehicle,
});

const dashboardLink: SiteLink = {
  key: 'dashboard',
  labelKey: 'nav.dashboard',
  to: paths.dashboard.index,
};
const myOrdersLink: SiteLink = {
  key: 'myOrders',
  labelKey: 'nav.myOrders',
  to: paths.myOrders.pattern,
};
const myAccountLink: SiteLink = {
  key: 'myAccount',
  labelKey: 'nav.myAccount',
  to: paths.myAccount,
};
const loginLink: SiteLink = { key: 'login', labelKey: 'nav.login', to: paths.login };
const registerLink: SiteLink = { key: 'register', labelKey: 'nav.register', to: paths.register };

export interface SessionView {
  isLoggedIn: boolean;
  isAdmin: boolean;
}

/** The right side of the header, without Cart and Logout (placed apart). */
export function accountLinks({ isLoggedIn, isAdmin }: SessionView): SiteLink[] {
  const links: SiteLink[] = [];
  if (isAdmin) links.push(dashboardLink);
  links.push(addVehicleLink(isLoggedIn));
  if (isLoggedIn) links.push(myOrdersLink, myAccountLink);
  else links.push(loginLink, registerLink);
  return links;
}

/** The footer's quick links (docs/behaviour.md, "The site"). */
export const footerLinks = (isLoggedIn: boolean): SiteLink[] => [
  addVehicleLink(isLoggedIn),
  productsLink,
  aboutLink,
  contactLink,
  howToOrderLink,
];

import {
  ApartmentOutlined,
  AppstoreOutlined,
  CarOutlined,
  DashboardOutlined,
  DollarOutlined,
  FileProtectOutlined,
  PercentageOutlined,
  TagsOutlined,
  GiftOutlined,
  MessageOutlined,
  ShoppingOutlined,
  TeamOutlined,
  TruckOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import type { MessageKey } from '@/i18n';

/**
 * A side navigation icon, drawn only: hidden from screen readers, and without the name
 * @ant-design/icons gives each icon (role img, aria-label "dashboard", "team"… in English), as
 * the item's text names it in the admin's language.
 */
export const drawnIcon = (Icon: typeof DashboardOutlined) => (
  <Icon aria-hidden role={undefined} aria-label={undefined} />
);

/** The admin side navigation, in the documented order (docs/behaviour.md). */
export const adminLinks: ReadonlyArray<{ to: string; labelKey: MessageKey; icon: ReactNode }> = [
  {
    to: paths.dashboard.index,
    labelKey: 'admin.nav.dashboard',
    icon: drawnIcon(DashboardOutlined),
  },
  { to: paths.dashboard.users, labelKey: 'admin.nav.users', icon: drawnIcon(TeamOutlined) },
  { to: paths.dashboard.cars, labelKey: 'admin.nav.cars', icon: drawnIcon(CarOutlined) },
  {
    to: paths.dashboard.messages,
    labelKey: 'admin.nav.messages',
    icon: drawnIcon(MessageOutlined),
  },
  {
    to: paths.dashboard.products,
    labelKey: 'admin.nav.products',
    icon: drawnIcon(ShoppingOutlined),
  },
  {
    to: paths.dashboard.category,
    labelKey: 'admin.nav.category',
    icon: drawnIcon(AppstoreOutlined),
  },
  {
    to: paths.dashboard.package,
    labelKey: 'admin.nav.package',
    icon: drawnIcon(GiftOutlined),
  },
  {
    to: paths.dashboard.vehicles,
    labelKey: 'admin.nav.vehicles',
    icon: drawnIcon(ApartmentOutlined),
  },
  { to: paths.dashboard.order, labelKey: 'admin.nav.order', icon: drawnIcon(DollarOutlined) },
  // Issues 25, 27 and 26, after the documented entries.
  {
    to: paths.dashboard.shippingZones,
    labelKey: 'admin.nav.shippingZones',
    icon: drawnIcon(TruckOutlined),
  },
  {
    to: paths.dashboard.coupons,
    labelKey: 'admin.nav.coupons',
    icon: drawnIcon(PercentageOutlined),
  },
  {
    to: paths.dashboard.offers,
    labelKey: 'admin.nav.offers',
    icon: drawnIcon(TagsOutlined),
  },
  {
    to: paths.dashboard.einvoicing,
    labelKey: 'admin.nav.einvoicing',
    icon: drawnIcon(FileProtectOutlined),
  },
];

/** The side navigation entry of the screen at `pathname`: the longest link it is at or under. */
export function currentAdminLink(pathname: string) {
  const path = pathname.replace(/\/+$/, '') || '/';
  const matches = adminLinks.filter(({ to }) => path === to || path.startsWith(`${to}/`));
  return matches.reduce(
    (best, link) => (link.to.length > best.to.length ? link : best),
    adminLinks[0],
  );
}

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

/** The admin side navigation, in the documented order (docs/behaviour.md). */
export const adminLinks: ReadonlyArray<{ to: string; labelKey: MessageKey; icon: ReactNode }> = [
  {
    to: paths.dashboard.index,
    labelKey: 'admin.nav.dashboard',
    icon: <DashboardOutlined aria-hidden />,
  },
  { to: paths.dashboard.users, labelKey: 'admin.nav.users', icon: <TeamOutlined aria-hidden /> },
  { to: paths.dashboard.cars, labelKey: 'admin.nav.cars', icon: <CarOutlined aria-hidden /> },
  {
    to: paths.dashboard.messages,
    labelKey: 'admin.nav.messages',
    icon: <MessageOutlined aria-hidden />,
  },
  {
    to: paths.dashboard.products,
    labelKey: 'admin.nav.products',
    icon: <ShoppingOutlined aria-hidden />,
  },
  {
    to: paths.dashboard.category,
    labelKey: 'admin.nav.category',
    icon: <AppstoreOutlined aria-hidden />,
  },
  {
    to: paths.dashboard.package,
    labelKey: 'admin.nav.package',
    icon: <GiftOutlined aria-hidden />,
  },
  {
    to: paths.dashboard.vehicles,
    labelKey: 'admin.nav.vehicles',
    icon: <ApartmentOutlined aria-hidden />,
  },
  { to: paths.dashboard.order, labelKey: 'admin.nav.order', icon: <DollarOutlined aria-hidden /> },
  // Issues 25, 27 and 26, after the documented entries.
  {
    to: paths.dashboard.shippingZones,
    labelKey: 'admin.nav.shippingZones',
    icon: <TruckOutlined aria-hidden />,
  },
  {
    to: paths.dashboard.coupons,
    labelKey: 'admin.nav.coupons',
    icon: <PercentageOutlined aria-hidden />,
  },
  {
    to: paths.dashboard.offers,
    labelKey: 'admin.nav.offers',
    icon: <TagsOutlined aria-hidden />,
  },
  {
    to: paths.dashboard.einvoicing,
    labelKey: 'admin.nav.einvoicing',
    icon: <FileProtectOutlined aria-hidden />,
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

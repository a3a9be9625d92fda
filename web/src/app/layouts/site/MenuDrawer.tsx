import { Drawer, type DrawerProps } from 'antd';
import { AntdConfig } from '@/app/antd-providers';

/**
 * The menu of narrow screens, Ant Design's drawer in the shop's theme and direction. Fetched
 * when the menu is first opened: the header of every page does not carry it.
 */
export function MenuDrawer(props: DrawerProps) {
  return (
    <AntdConfig>
      <Drawer {...props} />
    </AntdConfig>
  );
}

import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, Menu } from 'antd';
import { SIDEBAR_WIDTH_PX } from '@/config/shop';
import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { PageSpinner } from '@/components/PageSpinner';
import { useI18n } from '@/i18n';
import { Brand } from '../Brand';
import { adminLinks, currentAdminLink, drawnIcon } from './admin-links';
import styles from './AdminLayout.module.css';

/** The back office: a collapsible side navigation, a top bar with its toggle, the screen. */
export function AdminLayout() {
  const { t, direction } = useI18n();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const currentLink = currentAdminLink(pathname);

  // The toggle's arrow points the way the navigation will move, and that side flips in Arabic.
  const pointsToUnfold = collapsed !== (direction === 'rtl');
  const ToggleIcon = pointsToUnfold ? MenuUnfoldOutlined : MenuFoldOutlined;

  return (
    <Layout hasSider className={styles.layout}>
      <Layout.Sider
        id="admin-navigation"
        width={SIDEBAR_WIDTH_PX}
        collapsible
        collapsed={collapsed}
        trigger={null}
        breakpoint="md"
        onBreakpoint={setCollapsed}
        className={styles.sider}
      >
        <div className={styles.brand}>
          <Brand inverted showName={!collapsed} className={styles.siderBrand} />
        </div>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={[currentLink.to]}
          items={adminLinks.map(({ to, labelKey, icon }) => ({
            key: to,
            icon,
            label: <Link to={to}>{t(labelKey)}</Link>,
          }))}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className={styles.topBar}>
          <Button
            type="text"
            icon={drawnIcon(ToggleIcon)}
            onClick={() => setCollapsed((value) => !value)}
            aria-label={t('admin.toggleNavigation')}
            aria-controls="admin-navigation"
            aria-expanded={!collapsed}
            className={styles.toggle}
          />
          <span className={styles.title}>{t(currentLink.labelKey)}</span>
          <LanguageSwitch />
        </Layout.Header>
        <Layout.Content className={styles.content}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

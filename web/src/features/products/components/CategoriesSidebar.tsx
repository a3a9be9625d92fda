import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { SIDEBAR_WIDTH_PX } from '@/config/shop';
import type { Category } from '@shop/shared';
import { Button, Layout, Menu } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useI18n } from '@/i18n';
import { catalogKeys, getCategories } from '@/lib/catalog';
import styles from './CategoriesSidebar.module.css';

const SIDEBAR_ID = 'categories-sidebar';
/** The menu key of "no category": back to the screen's default list. */
const ALL_KEY = '';

interface CategoriesSidebarProps {
  selectedId: string | undefined;
  onSelect: (category: Category | null) => void;
}

/** The collapsible Categories sidebar, 250 px wide when open (docs/behaviour.md). */
export function CategoriesSidebar({ selectedId, onSelect }: CategoriesSidebarProps) {
  const { t, direction, nameOf } = useI18n();
  const [open, setOpen] = useState(true);
  const { data: categories = [], error } = useQuery({
    queryKey: catalogKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
  });
  useEffect(() => {
    // Without categories the screen still lists products; nothing to tell the shopper.
    if (error) console.error('Could not load the categories', error);
  }, [error]);

  // The arrow points the way the sidebar will move; that side flips in Arabic.
  const ToggleIcon = open === (direction === 'rtl') ? MenuUnfoldOutlined : MenuFoldOutlined;

  return (
    <>
      <Button
        className={styles.toggle}
        icon={<ToggleIcon aria-hidden />}
        aria-controls={SIDEBAR_ID}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {t('products.categories')}
      </Button>
      <Layout.Sider
        id={SIDEBAR_ID}
        theme="light"
        width={SIDEBAR_WIDTH_PX}
        collapsedWidth={0}
        collapsed={!open}
        trigger={null}
        breakpoint="md"
        onBreakpoint={(narrow) => setOpen(!narrow)}
        className={styles.sider}
      >
        <nav aria-label={t('products.categories')} className={styles.nav}>
          <Menu
            mode="inline"
            selectedKeys={[selectedId ?? ALL_KEY]}
            onClick={({ key }) =>
              onSelect(categories.find((category) => category._id === key) ?? null)
            }
            items={[
              { key: ALL_KEY, label: t('products.allCategories') },
              ...categories.map((category) => ({
                key: category._id,
                label: <bdi>{nameOf(category)}</bdi>,
              })),
            ]}
          />
        </nav>
      </Layout.Sider>
    </>
  );
}

import MenuFoldOutlined from '@ant-design/icons-svg/es/asn/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons-svg/es/asn/MenuUnfoldOutlined';
import type { Category } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { SIDEBAR_WIDTH_PX } from '@/config/shop';
import { useI18n } from '@/i18n';
import { categoriesQuery } from '@/lib/catalog';
import styles from './CategoriesSidebar.module.css';

const SIDEBAR_ID = 'categories-sidebar';
/** Below this width the sidebar starts closed, above the list (as Ant Design's `md`). */
const WIDE_SCREEN = '(min-width: 768px)';

interface CategoriesSidebarProps {
  /** The chosen category, none for the screen's default list. */
  selectedId: string | undefined;
  /** Where choosing a category (null: all of them) leads. */
  linkTo: (category: Category | null) => string;
}

/** Open on a wide screen, closed on a phone; it follows the screen across that width. */
function useOpenOnWideScreen() {
  const [open, setOpen] = useState(() => window.matchMedia(WIDE_SCREEN).matches);
  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN);
    const follow = () => setOpen(wide.matches);
    wide.addEventListener('change', follow);
    return () => wide.removeEventListener('change', follow);
  }, []);
  return [open, setOpen] as const;
}

/** The collapsible Categories sidebar, 250 px wide when open (docs/behaviour.md). */
export function CategoriesSidebar({ selectedId, linkTo }: CategoriesSidebarProps) {
  const { t, direction, nameOf } = useI18n();
  const [open, setOpen] = useOpenOnWideScreen();
  const { data: categories = [], error } = useQuery(categoriesQuery());
  useEffect(() => {
    // Without categories the screen still lists products; nothing to tell the shopper.
    if (error) console.error('Could not load the categories', error);
  }, [error]);

  // The arrow points the way the sidebar will move; that side flips in Arabic.
  const toggleIcon = open === (direction === 'rtl') ? MenuUnfoldOutlined : MenuFoldOutlined;
  const entry = (key: string, category: Category | null, label: string) => (
    <li key={key}>
      <Link
        to={linkTo(category)}
        className={styles.entry}
        aria-current={(category?._id ?? '') === (selectedId ?? '') ? 'page' : undefined}
      >
        <bdi>{label}</bdi>
      </Link>
    </li>
  );

  return (
    <>
      <Button
        className={styles.toggle}
        icon={toggleIcon}
        aria-controls={SIDEBAR_ID}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {t('products.categories')}
      </Button>
      <nav
        id={SIDEBAR_ID}
        aria-label={t('products.categories')}
        className={styles.sidebar}
        style={{ '--sidebar-width': `${SIDEBAR_WIDTH_PX}px` } as CSSProperties}
        hidden={!open}
      >
        <ul className={styles.entries}>
          {entry('all', null, t('products.allCategories'))}
          {categories.map((category) => entry(category._id, category, nameOf(category)))}
        </ul>
      </nav>
    </>
  );
}

import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import { CONTACT_PHONE } from '@/config/contact';
import { lazy, Suspense, useState } from 'react';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { LightIcon } from '@/components/LightIcon';
import { LtrText } from '@/components/LtrText';
import { contactPhoneHref } from '@/config/contact';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useCartCount } from '@/hooks/use-cart-count';
import { useI18n } from '@/i18n';
import { selectIsAdmin, selectIsLoggedIn, useSessionStore } from '@/stores/session-store';
import { Brand } from '../Brand';
import { HeaderSearch } from './HeaderSearch';
import { NavList } from './NavList';
import { SiteLinkAnchor } from './SiteLinkAnchor';
import { accountLinks, cartLink, primaryLinks } from './site-links';
import styles from './SiteHeader.module.css';

// The menu of narrow screens: its code is fetched when it is first opened, not with every page.
const MenuDrawer = lazy(async () => ({ default: (await import('./MenuDrawer')).MenuDrawer }));

/**
 * The site's header: a slim bar with the account links and the language switch, then the brand,
 * the top navigation and the cart. Narrow screens get the same links in a drawer.
 */
export function SiteHeader() {
  const { t, direction } = useI18n();
  const isLoggedIn = useSessionStore(selectIsLoggedIn);
  const isAdmin = useSessionStore(selectIsAdmin);
  const logout = useLogout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);
  const cartCount = useCartCount();
  const cartBadge = cartCount > 0 && <CartCount count={cartCount} />;

  const account = accountLinks({ isLoggedIn, isAdmin });
  const logoutButton = (onDone?: () => void) =>
    isLoggedIn && (
      <button
        type="button"
        className={styles.textButton}
        onClick={() => {
          onDone?.();
          void logout();
        }}
      >
        {t('nav.logout')}
      </button>
    );

  return (
    <header className={styles.header}>
      <div className={styles.utilityBar}>
        <div className={styles.inner}>
          <a className={styles.phone} href={contactPhoneHref}>
            <LightIcon icon={PhoneOutlined} />
            <LtrText>{CONTACT_PHONE}</LtrText>
          </a>
          <nav aria-label={t('nav.accountLabel')} className={styles.accountNav}>
            <NavList
              links={account}
              className={styles.accountList}
              linkClassName={styles.utilityLink}
              activeClassName={styles.utilityLinkActive}
              extra={logoutButton()}
            />
            <LanguageSwitch />
          </nav>
        </div>
      </div>

      <div className={styles.mainBar}>
        <div className={styles.inner}>
          <Brand className={styles.brand} />
          <nav aria-label={t('nav.mainLabel')} className={styles.primaryNav}>
            <NavList
              links={primaryLinks}
              className={styles.primaryList}
              linkClassName={styles.primaryLink}
              activeClassName={styles.primaryLinkActive}
            />
          </nav>
          <HeaderSearch />
          <SiteLinkAnchor
            link={cartLink}
            className={styles.cartLink}
            activeClassName={styles.cartLinkActive}
            icon={<LightIcon icon={ShoppingCartOutlined} />}
            labelClassName={styles.cartLabel}
            badge={cartBadge}
          />
          <button
            type="button"
            className={styles.menuButton}
            aria-label={t('nav.openMenu')}
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
          >
            <LightIcon icon={MenuOutlined} />
          </button>
        </div>
      </div>

      {drawerUsed && (
        <Suspense fallback={null}>
          <MenuDrawer
            open={drawerOpen}
            onClose={closeDrawer}
            placement={direction === 'rtl' ? 'left' : 'right'}
            width={300}
            title={t('shop.name')}
          >
            <nav aria-label={t('nav.mainLabel')}>
              <NavList
                links={[...primaryLinks, cartLink]}
                className={styles.drawerList}
                linkClassName={styles.drawerLink}
                activeClassName={styles.drawerLinkActive}
                onNavigate={closeDrawer}
                badges={{ [cartLink.key]: cartBadge }}
              />
            </nav>
            <nav aria-label={t('nav.accountLabel')}>
              <NavList
                links={account}
                className={styles.drawerList}
                linkClassName={styles.drawerLink}
                activeClassName={styles.drawerLinkActive}
                onNavigate={closeDrawer}
                extra={logoutButton(closeDrawer)}
              />
            </nav>
            <LanguageSwitch />
          </MenuDrawer>
        </Suspense>
      )}
    </header>
  );
}

/** The cart's item count next to its link: a number to see, '(3 items)' to hear. */
function CartCount({ count }: { count: number }) {
  const { tCount, formatNumber } = useI18n();
  return (
    <span className={styles.cartCount}>
      <span aria-hidden>{formatNumber(count)}</span>
      <span className="visually-hidden"> {tCount('nav.cartCount', count)}</span>
    </span>
  );
}

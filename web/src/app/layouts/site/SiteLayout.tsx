import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PageSpinner } from '@/components/PageSpinner';
import { useRememberCarOfAddress } from '@/lib/vehicles';
import { BackToTopButton } from './BackToTopButton';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import styles from './SiteLayout.module.css';

/** The shop's pages: header, the screen of the route, footer. */
export function SiteLayout() {
  // The car a page's address names goes on with the site's links to the other pages.
  useRememberCarOfAddress();
  return (
    <div className={styles.layout}>
      <SiteHeader />
      <main className={styles.main}>
        {/* Only the screen waits for its code; header and footer stay in place. */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <BackToTopButton />
      <ScrollRestoration />
    </div>
  );
}

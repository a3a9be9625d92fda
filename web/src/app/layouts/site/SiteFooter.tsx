import { socialLinks } from '@/config/social';
import { useI18n } from '@/i18n';
import { selectIsLoggedIn, useSessionStore } from '@/stores/session-store';
import { Brand } from '../Brand';
import { NavList } from './NavList';
import { footerLinks } from './site-links';
import { SocialIcon } from './SocialIcon';
import styles from './SiteFooter.module.css';

/** The site's footer: who we are, the quick links, our social pages and the copyright. */
export function SiteFooter() {
  const { t } = useI18n();
  const isLoggedIn = useSessionStore(selectIsLoggedIn);

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section className={styles.about}>
          <Brand inverted />
          <p className={styles.blurb}>{t('footer.blurb')}</p>
        </section>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.heading}>
            {t('footer.quickLinks')}
          </h2>
          <NavList
            links={footerLinks(isLoggedIn)}
            className={styles.linkList}
            linkClassName={styles.link}
          />
        </nav>

        <section aria-labelledby="footer-follow-us">
          <h2 id="footer-follow-us" className={styles.heading}>
            {t('footer.followUs')}
          </h2>
          <ul className={styles.socialList}>
            {socialLinks.map(({ network, name, url }) => (
              <li key={network}>
                <a
                  className={styles.socialLink}
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={name}
                  title={name}
                >
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>{t('shop.copyright')}</p>
    </footer>
  );
}

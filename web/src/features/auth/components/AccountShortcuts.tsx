import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useI18n, type MessageKey } from '@/i18n';
import { AccountSection } from './AccountSection';
import styles from './MyAccountPage.module.css';

const shortcuts: readonly { to: string; title: MessageKey }[] = [
  { to: paths.addVehicle, title: 'account.garage' },
  { to: paths.myOrders.pattern, title: 'nav.myOrders' },
  { to: paths.addresses, title: 'account.addresses' },
];

/** The ways from My Account to the shopper's garage, orders and address book. */
export function AccountShortcuts() {
  const { t } = useI18n();
  return (
    <AccountSection title={t('account.shortcutsTitle')} plain>
      <ul className={styles.shortcuts}>
        {shortcuts.map(({ to, title }) => (
          <li key={to}>
            <Link to={to} className={styles.shortcut}>
              {t(title)}
            </Link>
          </li>
        ))}
      </ul>
    </AccountSection>
  );
}

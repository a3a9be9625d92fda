import type { ReactNode } from 'react';
import { LightIcon } from '@/components/LightIcon';
import { STATUS_ICONS, type Status } from './status-icons';
import styles from './Alert.module.css';

/**
 * A line that tells the state of a screen's content (a failed fetch, no results), as Ant
 * Design's Alert draws it.
 */
export function Alert({ kind, children }: { kind: Status; children: ReactNode }) {
  return (
    <div role="alert" className={`${styles.alert} ${styles[kind]}`}>
      <LightIcon icon={STATUS_ICONS[kind]} className={styles.icon} />
      <span>{children}</span>
    </div>
  );
}

import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import type { ReactNode } from 'react';
import { LightIcon } from '@/components/LightIcon';
import styles from './Alert.module.css';

type AlertKind = 'success' | 'info' | 'warning' | 'error';

const ICONS = {
  success: CheckCircleFilled,
  info: InfoCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
} as const;

/** A line that tells the state of a screen's content (a failed fetch, no results), as Ant Design's Alert draws it. */
export function Alert({ kind, children }: { kind: AlertKind; children: ReactNode }) {
  return (
    <div role="alert" className={`${styles.alert} ${styles[kind]}`}>
      <LightIcon icon={ICONS[kind]} className={styles.icon} />
      <span>{children}</span>
    </div>
  );
}

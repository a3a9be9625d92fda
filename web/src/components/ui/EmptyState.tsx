import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import type { ReactNode } from 'react';
import { LightIcon } from '@/components/LightIcon';
import styles from './EmptyState.module.css';

interface EmptyStateProps {
  icon: IconDefinition;
  /** 'error' draws the icon in red. */
  tone?: 'neutral' | 'error';
  title: string;
  /** A line under the title. */
  hint?: string;
  /** The ways on: links or buttons. */
  actions?: ReactNode;
}

/** Nothing to show, and why: an empty cart, no products, a record that is not there. */
export function EmptyState({ icon, tone = 'neutral', title, hint, actions }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <LightIcon icon={icon} className={`${styles.icon} ${styles[tone]}`} />
      <p className={styles.title}>{title}</p>
      {hint && <p className={styles.hint}>{hint}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}

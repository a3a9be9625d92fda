import { Alert, Card } from 'antd';
import type { ReactNode } from 'react';
import { useI18n, type MessageKey } from '@/i18n';
import styles from './AdminFormCard.module.css';

interface AdminFormCardProps {
  title: string;
  /** The form's current warning (docs/behaviour.md), shown above its fields. */
  warning: MessageKey | null;
  children: ReactNode;
}

/** The frame of an admin add or update form: its title and its warning. */
export function AdminFormCard({ title, warning, children }: AdminFormCardProps) {
  const { t } = useI18n();
  return (
    <Card title={<h2 className={styles.title}>{title}</h2>} className={styles.card}>
      {warning && <Alert className={styles.warning} type="warning" showIcon message={t(warning)} />}
      {children}
    </Card>
  );
}

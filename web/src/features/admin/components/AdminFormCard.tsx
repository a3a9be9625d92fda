import { Alert, Card } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useI18n, type MessageKey } from '@/i18n';
import styles from './AdminFormCard.module.css';

interface AdminFormCardProps {
  title: string;
  /** The form's current warning (docs/behaviour.md), shown above its fields. */
  warning: MessageKey | null;
  /**
   * Counts the times the form was sent: after each, a warning is brought into view and focused,
   * even the same one again (the button that sent it may be a screen's height below it).
   */
  submits?: number;
  children: ReactNode;
}

/** The frame of an admin add or update form: its title and its warning. */
export function AdminFormCard({ title, warning, submits = 0, children }: AdminFormCardProps) {
  const { t } = useI18n();
  const warningBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = warningBox.current;
    if (!box || submits === 0) return;
    // jsdom has no scrollIntoView.
    box.scrollIntoView?.({ block: 'center' });
    box.focus({ preventScroll: true });
  }, [warning, submits]);

  return (
    <Card title={<h2 className={styles.title}>{title}</h2>} className={styles.card}>
      {warning && (
        // Focusable, so that the keyboard and a screen reader go on from the warning.
        <div ref={warningBox} tabIndex={-1} className={styles.warning}>
          <Alert type="warning" showIcon message={t(warning)} />
        </div>
      )}
      {children}
    </Card>
  );
}

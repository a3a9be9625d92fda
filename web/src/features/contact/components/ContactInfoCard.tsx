import { Card } from 'antd';
import type { ReactNode } from 'react';
import styles from './ContactInfoCard.module.css';

interface ContactInfoCardProps {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}

/** One way to reach the shop: an icon, what it is, and the detail itself. */
export function ContactInfoCard({ icon, label, children }: ContactInfoCardProps) {
  return (
    <Card className={styles.card} variant="borderless">
      <span className={styles.icon} aria-hidden>
        {icon}
      </span>
      <h2 className={styles.label}>{label}</h2>
      <p className={styles.value}>{children}</p>
    </Card>
  );
}

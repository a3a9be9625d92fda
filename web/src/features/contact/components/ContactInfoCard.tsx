import { Card } from 'antd';
import type { ReactNode } from 'react';
import { RoundIcon } from '@/components/RoundIcon';
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
      <RoundIcon className={styles.icon}>{icon}</RoundIcon>
      <h2 className={styles.label}>{label}</h2>
      <p className={styles.value}>{children}</p>
    </Card>
  );
}

import type { ReactNode } from 'react';
import styles from './RoundIcon.module.css';

interface RoundIconProps {
  /** The icon's own size and placing, beside the badge's look. */
  className: string;
  children: ReactNode;
}

/** An icon in a pale round badge, for the eye only (screen readers skip it). */
export function RoundIcon({ className, children }: RoundIconProps) {
  return (
    <span className={`${styles.icon} ${className}`} aria-hidden>
      {children}
    </span>
  );
}

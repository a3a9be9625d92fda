import type { ReactNode } from 'react';

/**
 * Keeps phone numbers, VINs, card numbers and times left-to-right inside Arabic text, where the
 * bidirectional algorithm would otherwise reorder their digits and signs.
 */
export function LtrText({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

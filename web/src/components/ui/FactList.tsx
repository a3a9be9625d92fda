import type { ReactNode } from 'react';
import styles from './FactList.module.css';

export interface Fact {
  key: string;
  label: string;
  value: ReactNode;
}

/** Labelled facts, a row each, in a bordered box as Ant Design's small bordered Descriptions. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(({ key, label, value }) => (
        <div key={key} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

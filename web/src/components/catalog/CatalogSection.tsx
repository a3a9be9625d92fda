import InboxOutlined from '@ant-design/icons-svg/es/asn/InboxOutlined';
import { Children, isValidElement, type ReactNode } from 'react';
import { PageSpinner } from '@/components/PageSpinner';
import { EmptyState } from '@/components/ui/EmptyState';
import styles from './CatalogSection.module.css';

interface CatalogSectionProps {
  title: string;
  loading: boolean;
  /** Shown instead of the cards, e.g. a failed search's warning. */
  alert?: ReactNode;
  /** Shown when there are no cards and no alert. */
  emptyText: string;
  /** The cards. */
  children?: ReactNode;
}

/** A titled list of product or package cards, with its loading, alert and empty states. */
export function CatalogSection({
  title,
  loading,
  alert,
  emptyText,
  children,
}: CatalogSectionProps) {
  const cards = Children.toArray(children);
  const body = loading ? (
    <PageSpinner />
  ) : alert ? (
    alert
  ) : cards.length === 0 ? (
    <EmptyState icon={InboxOutlined} title={emptyText} />
  ) : (
    <ul className={styles.grid}>
      {cards.map((card, index) => (
        <li key={isValidElement(card) ? card.key : index}>{card}</li>
      ))}
    </ul>
  );
  return (
    <section aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      {body}
    </section>
  );
}

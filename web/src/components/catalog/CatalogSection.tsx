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
  /** Beside the title: what changes the list (a switch to every product). */
  actions?: ReactNode;
  /** The cards. */
  children?: ReactNode;
}

/** A titled list of product or package cards, with its loading, alert and empty states. */
export function CatalogSection({
  title,
  loading,
  alert,
  emptyText,
  actions,
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
    <CatalogGrid>{children}</CatalogGrid>
  );
  return (
    <section aria-label={title}>
      <div className={styles.heading}>
        <h2 className={styles.title}>{title}</h2>
        {actions}
      </div>
      {body}
    </section>
  );
}

/** Cards in a grid: as many a row as fit, two on a phone. */
export function CatalogGrid({ children }: { children: ReactNode }) {
  return (
    <ul className={styles.grid}>
      {Children.toArray(children).map((card, index) => (
        <li key={isValidElement(card) ? card.key : index}>{card}</li>
      ))}
    </ul>
  );
}

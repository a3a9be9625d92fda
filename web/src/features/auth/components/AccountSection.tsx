import { Alert, Card } from 'antd';
import { useId, type ReactNode } from 'react';
import styles from './MyAccountPage.module.css';

interface AccountSectionProps {
  title: string;
  /** A line under the heading. */
  lead?: string;
  /** Without a card around: a section of links. */
  plain?: boolean;
  children: ReactNode;
}

/** One section of My Account: a heading the page's outline lists, then its card. */
export function AccountSection({ title, lead, plain, children }: AccountSectionProps) {
  const headingId = useId();
  const body = (
    <>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </>
  );
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {plain ? body : <Card>{body}</Card>}
    </section>
  );
}

/** What a section's form just did, said at its top ("Your details were saved."). */
export function AccountNotice({ text }: { text: string }) {
  return <Alert type="success" showIcon role="status" className={styles.notice} message={text} />;
}

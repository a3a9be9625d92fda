import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './Page.module.css';

interface PageProps {
  /** The screen's heading. */
  title: string;
  /** The browser tab's title, when it differs from the heading. */
  documentTitle?: string;
  /** A line under the heading. */
  intro?: ReactNode;
  /** A column for one short form, such as login, instead of the full width. */
  narrow?: boolean;
  children?: ReactNode;
}

/** The frame of a screen: its heading, the tab title and a width that reads well. */
export function Page({ title, documentTitle, intro, narrow, children }: PageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <section className={narrow ? `${styles.page} ${styles.narrow}` : styles.page}>
      {/* Plain elements, styled as Ant Design's: the frame of every screen stays light. */}
      <h1 className={styles.title}>
        {/* Isolated, so a title from the catalog reads right whatever its language. */}
        <bdi>{title}</bdi>
      </h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </section>
  );
}

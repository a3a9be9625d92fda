import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useI18n } from '@/i18n';
import styles from './Tabs.module.css';

export interface TabItem<Key extends string> {
  key: Key;
  label: string;
  content: ReactNode;
}

interface TabsProps<Key extends string> {
  items: TabItem<Key>[];
  /** The open tab. */
  active: Key;
  onChange: (key: Key) => void;
}

/**
 * Tabs as WAI-ARIA describes them: a tab list whose arrow keys move between the tabs (towards the
 * reading direction's end or start), each tab controlling its panel; the closed panels stay in
 * the page, hidden, keeping what was typed in them. The tabs share the width and wrap their words
 * on a phone, so that every tab stays in view in either language.
 */
export function Tabs<Key extends string>({ items, active, onChange }: TabsProps<Key>) {
  const { direction } = useI18n();
  const id = useId();
  const tabId = (key: Key) => `${id}-${key}-tab`;
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    const move = direction === 'rtl' ? -step : step;
    const index = items.findIndex((item) => item.key === active);
    const next = items[(index + move + items.length) % items.length]!.key;
    onChange(next);
    document.getElementById(tabId(next))?.focus();
  };
  return (
    <>
      <div role="tablist" className={styles.tabs} onKeyDown={onKeyDown}>
        {items.map(({ key, label }) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={tabId(key)}
            aria-selected={active === key}
            aria-controls={`${id}-${key}-panel`}
            tabIndex={active === key ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(key)}
          >
            {label}
          </button>
        ))}
      </div>
      {items.map(({ key, content }) => (
        <div
          key={key}
          role="tabpanel"
          id={`${id}-${key}-panel`}
          aria-labelledby={tabId(key)}
          hidden={active !== key}
        >
          {content}
        </div>
      ))}
    </>
  );
}

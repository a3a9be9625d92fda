import type { Language } from '@shop/shared';
import { useId } from 'react';
import { LANGUAGES, useI18n } from '@/i18n';
import { saveAccountLanguage } from '@/lib/account-language';
import styles from './LanguageSwitch.module.css';

const languages = Object.keys(LANGUAGES) as Language[];

/**
 * English / العربية; the choice turns the whole layout and is remembered, and a logged-in
 * shopper's mails follow it. Two radio buttons, drawn as a segmented control: it is in the
 * header of every page, so it is plain elements rather than Ant Design's Segmented.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { language, setLanguage, t } = useI18n();
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={t('language.label')}
      className={[styles.switch, className].filter(Boolean).join(' ')}
    >
      {languages.map((option) => (
        <label
          key={option}
          className={option === language ? `${styles.option} ${styles.selected}` : styles.option}
        >
          <input
            type="radio"
            className={styles.input}
            name={name}
            value={option}
            checked={option === language}
            onChange={() => {
              setLanguage(option);
              void saveAccountLanguage(option);
            }}
          />
          {/* Each language is named in itself, so a reader of either can find theirs. */}
          <span lang={option} dir={LANGUAGES[option].direction}>
            {LANGUAGES[option].nativeName}
          </span>
        </label>
      ))}
    </div>
  );
}

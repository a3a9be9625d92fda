import type { Language } from '@shop/shared';
import { Segmented } from 'antd';
import { LANGUAGES, useI18n } from '@/i18n';
import { saveAccountLanguage } from '@/lib/account-language';

const options = (Object.keys(LANGUAGES) as Language[]).map((language) => ({
  value: language,
  // Each language is named in itself, so a reader of either can find theirs.
  label: (
    <span lang={language} dir={LANGUAGES[language].direction}>
      {LANGUAGES[language].nativeName}
    </span>
  ),
}));

/**
 * English / العربية; the choice turns the whole layout and is remembered, and a logged-in
 * shopper's mails follow it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { language, setLanguage, t } = useI18n();
  return (
    <Segmented<Language>
      className={className}
      size="small"
      aria-label={t('language.label')}
      options={options}
      value={language}
      onChange={(language) => {
        setLanguage(language);
        void saveAccountLanguage(language);
      }}
    />
  );
}

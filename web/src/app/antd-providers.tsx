import type { Language } from '@shop/shared';
import { ConfigProvider, theme as antdTheme, type FormProps } from 'antd';
import type { Locale } from 'antd/es/locale';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import type { ReactNode } from 'react';
import { RequiredMark } from '@/components/ui/RequiredMark';
import { useI18n } from '@/i18n';
import { theme } from './theme';

const antdLocales: Record<Language, Locale> = { en: enUS, ar: arEG };

/** The required mark in the theme's error colour, as Ant Design colours its own. */
function ThemedRequiredMark() {
  const { token } = antdTheme.useToken();
  return <RequiredMark color={token.colorError} />;
}

/**
 * Every form's required mark. Ant Design draws its own as the label's CSS content, which browsers
 * read into the field's name ("star Email"); ours is hidden from assistive technology. Given a
 * mark of its own, Ant Design draws none.
 */
const requiredMark: FormProps['requiredMark'] = (label, { required }) =>
  required ? (
    <>
      <ThemedRequiredMark />
      {label}
    </>
  ) : (
    label
  );

/**
 * Ant Design in the shop's theme and the chosen language and direction: what the screens built
 * with it rely on. Loaded with the first such screen (see antd-host.tsx), never with the Home
 * page; dialogs and toasts are the app's own (app/providers.tsx).
 */
export function AntdConfig({ children }: { children: ReactNode }) {
  const { language, direction } = useI18n();
  return (
    <ConfigProvider
      direction={direction}
      locale={antdLocales[language]}
      theme={theme}
      form={{ requiredMark }}
    >
      {children}
    </ConfigProvider>
  );
}

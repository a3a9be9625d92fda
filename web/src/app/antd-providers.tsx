import type { Language } from '@shop/shared';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import type { ReactNode } from 'react';
import { useI18n } from '@/i18n';
import { theme } from './theme';

const antdLocales: Record<Language, Locale> = { en: enUS, ar: arEG };

/**
 * Ant Design in the shop's theme and the chosen language and direction: what the screens built
 * with it rely on. Loaded with the first such screen (see antd-host.tsx), never with the Home
 * page; dialogs and toasts are the app's own (app/providers.tsx).
 */
export function AntdConfig({ children }: { children: ReactNode }) {
  const { language, direction } = useI18n();
  return (
    <ConfigProvider direction={direction} locale={antdLocales[language]} theme={theme}>
      {children}
    </ConfigProvider>
  );
}

import type { Language } from '@shop/shared';
import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import type { ReactNode } from 'react';
import { TOAST_DEFAULT_MS, TOAST_MAX_COUNT } from '@/config/shop';
import { useI18n } from '@/i18n';
import { theme } from './theme';

const antdLocales: Record<Language, Locale> = { en: enUS, ar: arEG };

/** Ant Design in the shop's theme and the chosen language and direction. */
export function AntdConfig({ children }: { children: ReactNode }) {
  const { language, direction } = useI18n();
  return (
    <ConfigProvider direction={direction} locale={antdLocales[language]} theme={theme}>
      {children}
    </ConfigProvider>
  );
}

/**
 * What the screens built with Ant Design rely on: its configuration, and the context-aware
 * `App` that gives toasts the same language and direction. Loaded with the first such screen
 * (see antd-host.tsx), never with the Home page.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <AntdConfig>
      <AntApp message={{ maxCount: TOAST_MAX_COUNT, duration: TOAST_DEFAULT_MS / 1000 }}>
        {children}
      </AntApp>
    </AntdConfig>
  );
}

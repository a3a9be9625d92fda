import { TOAST_DEFAULT_MS, TOAST_MAX_COUNT } from '@/config/shop';
import type { Language } from '@shop/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import type { ReactNode } from 'react';
import { useI18n } from '@/i18n';
import { queryClient } from '@/lib/query-client';
import { theme } from './theme';

const antdLocales: Record<Language, Locale> = { en: enUS, ar: arEG };

/**
 * What every screen relies on: the cache of server data, Ant Design in the chosen language and
 * direction, and the context-aware `App` that gives dialogs and toasts that language and
 * direction too.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const { language, direction } = useI18n();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider direction={direction} locale={antdLocales[language]} theme={theme}>
        <AntApp message={{ maxCount: TOAST_MAX_COUNT, duration: TOAST_DEFAULT_MS / 1000 }}>
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

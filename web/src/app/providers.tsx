import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';
import { AntdHost } from './antd-host';

/**
 * What every screen relies on: the cache of server data, and Ant Design's providers once the
 * first screen that uses it has loaded them (see antd-host.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AntdHost>{children}</AntdHost>
    </QueryClientProvider>
  );
}

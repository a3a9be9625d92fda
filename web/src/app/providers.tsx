import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, type ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';
import { AntdHost } from './antd-host';

// Fetched after the first paint: no toast is due before the shopper has done something.
const ShopToaster = lazy(() =>
  import('./ShopToaster').then(({ ShopToaster }) => ({ default: ShopToaster })),
);

/**
 * What every screen relies on: the cache of server data, the toasts, and Ant Design's providers
 * once the first screen that uses it has loaded them (see antd-host.tsx). The toasts sit beside
 * Ant Design's host, which mounts its screens anew when it loads, so that none is lost then.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AntdHost>{children}</AntdHost>
      <Suspense fallback={null}>
        <ShopToaster />
      </Suspense>
    </QueryClientProvider>
  );
}

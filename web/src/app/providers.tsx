import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, type ReactNode } from 'react';
import { DialogHost } from '@/components/dialogs/DialogHost';
import { queryClient } from '@/lib/query-client';
import { AntdHost } from './antd-host';

// Fetched after the first paint: no toast is due before the shopper has done something.
const ShopToaster = lazy(() =>
  import('./ShopToaster').then(({ ShopToaster }) => ({ default: ShopToaster })),
);

/**
 * What every screen relies on: the cache of server data, the dialogs and toasts, and Ant
 * Design's providers once the first screen that uses it has loaded them (see antd-host.tsx).
 * Dialogs and toasts sit beside AntdHost, not in it: it mounts the app anew when Ant Design
 * arrives, which would drop them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AntdHost>{children}</AntdHost>
      <DialogHost />
      <Suspense fallback={null}>
        <ShopToaster />
      </Suspense>
    </QueryClientProvider>
  );
}

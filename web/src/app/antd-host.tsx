import type { ComponentType, ReactNode } from 'react';
import { create } from 'zustand';

type Providers = ComponentType<{ children: ReactNode }>;

/** Ant Design's providers, once their code is loaded. */
const useAntdStore = create<{ providers: Providers | undefined }>(() => ({
  providers: undefined,
}));

let loading: Promise<void> | undefined;

/**
 * Fetches Ant Design's providers (and with them its theme engine), once.
 * Every screen built with Ant Design waits for it before it shows (see lazy-screen.tsx); the
 * Home page's shell is plain elements and does not.
 */
export function loadAntd(): Promise<void> {
  loading ??= import('./antd-providers').then(({ AntdConfig }) =>
    useAntdStore.setState({ providers: AntdConfig }),
  );
  return loading;
}

/**
 * Wraps the app in Ant Design's providers once they are loaded. The app below is mounted anew
 * at that moment, once per page load: it happens while the first Ant Design screen is on its
 * way, when only the header and footer are shown, and the router keeps its place.
 */
export function AntdHost({ children }: { children: ReactNode }) {
  const AntdProviders = useAntdStore((state) => state.providers);
  return AntdProviders ? <AntdProviders>{children}</AntdProviders> : children;
}

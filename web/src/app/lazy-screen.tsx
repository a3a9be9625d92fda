import { lazy, useState, type ComponentType } from 'react';
import { loadTextSection, useLanguageStore, type TextSection } from '@/i18n';
import { loadAntd } from './antd-host';

/** A screen (it takes no props: routes draw it) fetched on first use, and what starts fetching it ahead. */
export type LazyScreen = ComponentType & {
  /** Fetches the screen (once); from then on it draws at once, without a loading state. */
  preload: () => Promise<void>;
};

/**
 * A screen whose code is fetched the first time its route is visited, so the first page does
 * not wait for every screen. Screens are named exports; React.lazy wants a default one. A screen
 * built with Ant Design also waits for its providers (see antd-host.tsx); pass `{ antd: false }`
 * for the few screens of plain elements. A screen that shows a text section (i18n/sections.ts)
 * names it in `texts`, and waits for it in the reader's language too.
 */
export function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  { antd = true, texts = [] }: { antd?: boolean; texts?: TextSection[] } = {},
): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const fetchScreen = () =>
    (loading ??= (async () => {
      const language = useLanguageStore.getState().language;
      const [module] = await Promise.all([
        load(),
        antd ? loadAntd() : undefined,
        ...texts.map((section) => loadTextSection(section, language)),
      ]);
      loaded = module[name];
      return { default: loaded };
    })());
  const Lazy = lazy(fetchScreen);
  // React.lazy shows its fallback once even for code already here; a screen fetched ahead (a
  // page drawn by the server, src/main.tsx) draws straight away instead. Chosen once per use,
  // so that the screen is never drawn anew (losing its state) when its code arrives.
  const Screen = () => {
    const [Chosen] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Chosen />;
  };
  return Object.assign(Screen, {
    preload: async () => {
      await fetchScreen();
    },
  });
}

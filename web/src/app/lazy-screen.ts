import { lazy, type ComponentType } from 'react';
import { loadTextSection, useLanguageStore, type TextSection } from '@/i18n';
import { loadAntd } from './antd-host';

/**
 * A screen whose code is fetched the first time its route is visited, so the first page does
 * not wait for every screen. Screens are named exports; React.lazy wants a default one. A screen
 * built with Ant Design also waits for its providers (see antd-host.tsx); pass `{ antd: false }`
 * for the few screens of plain elements. A screen that shows a text section (i18n/sections.ts)
 * names it in `texts`, and waits for it in the reader's language too.
 */
export function lazyScreen<Name extends string, Props extends object = object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  { antd = true, texts = [] }: { antd?: boolean; texts?: TextSection[] } = {},
) {
  return lazy(async () => {
    const language = useLanguageStore.getState().language;
    const [module] = await Promise.all([
      load(),
      antd ? loadAntd() : undefined,
      ...texts.map((section) => loadTextSection(section, language)),
    ]);
    return { default: module[name] };
  });
}

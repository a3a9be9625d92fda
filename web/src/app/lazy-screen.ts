import { lazy, type ComponentType } from 'react';
import { loadAntd } from './antd-host';

/**
 * A screen whose code is fetched the first time its route is visited, so the first page does
 * not wait for every screen. Screens are named exports; React.lazy wants a default one. A screen
 * built with Ant Design also waits for its providers (see antd-host.tsx); pass `{ antd: false }`
 * for the few screens of plain elements.
 */
export function lazyScreen<Name extends string, Props extends object = object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  { antd = true }: { antd?: boolean } = {},
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), antd ? loadAntd() : undefined]);
    return { default: module[name] };
  });
}

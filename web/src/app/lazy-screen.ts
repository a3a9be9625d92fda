import { lazy, type ComponentType } from 'react';

/**
 * A screen whose code is fetched the first time its route is visited, so the first page does
 * not wait for every screen. Screens are named exports; React.lazy wants a default one.
 */
export function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

// Screens drawn ahead of the app, run in a jsdom window by src/draw-worker.ts: Home at build
// time in each language (scripts/prerender-home.mjs), the catalog's screens per request by the
// server (server/src/drawn-pages.ts). The page then holds the first screen, so a phone paints it
// before the app's code has arrived; the app draws the same screen over it when it starts
// (src/main.tsx), from the data the page carries.
import type { Language } from '@shop/shared';
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
} from 'react-router-dom/server';
import { env } from '@/config/env';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { AppProviders } from './app/providers';
import { routerFuture, routes, screensAt } from './app/routes';
import { LANGUAGES, loadDictionary, translate, useLanguageStore } from './i18n';

/** A screen as drawn: its markup, the page's title and direction, and the data it shows. */
export interface DrawnScreen {
  html: string;
  title: string;
  direction: string;
  /** The queries the screen read, dehydrated (TanStack Query), as JSON; none for Home. */
  queries?: string;
  /** The modules of the lazy screens it shows (ScreenHandle), whose styles the page carries. */
  sources: string[];
}

/** Resolves once no query of the cache is fetching. */
function queriesSettled(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => queryClient.isFetching() === 0;
    if (done()) return resolve();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (!done()) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The screen at `address` (path and query) as a visitor reading `language` first sees it. With
 * `origin`, the screen's data is fetched from the API there and drawn; without, nothing is
 * fetched (Home shows none). Undefined when the screen's data could not be fetched (a product
 * that is not there): the app tells that itself.
 */
export async function drawScreen(
  address: string,
  language: Language,
  origin?: string,
): Promise<DrawnScreen | undefined> {
  // The language comes from the address, as in a browser (src/draw-worker.ts).
  if (useLanguageStore.getState().language !== language) {
    throw new Error(`A screen in ${language} is drawn at an address in another language`);
  }
  await loadDictionary(language);
  const url = new URL(address, origin ?? 'http://shop');
  if (origin) {
    apiClient.defaults.baseURL = new URL(env.apiBaseUrl, origin).href;
    // Data that cannot be fetched makes the page the plain one at once (the app tells why), and
    // the next page is not kept waiting behind a retry.
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    });
  }
  try {
    const handler = createStaticHandler(routes, { future: routerFuture });
    // The routes' loaders start fetching the screen's data (src/app/routes.tsx).
    const context = await handler.query(new Request(url));
    if (context instanceof Response) return undefined;
    const screens = screensAt(url.pathname);
    await Promise.all(screens.map(({ screen }) => screen.preload()));
    if (origin) await queriesSettled();
    const queries = queryClient.getQueryCache().getAll();
    if (queries.some((query) => query.state.status === 'error')) return undefined;
    const router = createStaticRouter(handler.dataRoutes, context, { future: routerFuture });
    const html = renderToString(
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
    return {
      html,
      title: translate(language, 'shop.name'),
      direction: LANGUAGES[language].direction,
      queries: origin ? JSON.stringify(dehydrate(queryClient)) : undefined,
      sources: screens.map(({ source }) => source),
    };
  } finally {
    // The next screen starts from nothing: forget this one's queries, and their timers.
    queryClient.clear();
  }
}

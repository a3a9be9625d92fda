// The Home page drawn at build time, in each language, by scripts/prerender-home.mjs: index.html
// then holds the first screen, so a phone paints it before the app's code has arrived (the app
// draws the same screen over it when it starts, src/main.tsx).
import type { Language } from '@shop/shared';
import { renderToString } from 'react-dom/server';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
} from 'react-router-dom/server';
import { paths } from '@/config/paths';
import { queryClient } from '@/lib/query-client';
import { AppProviders } from './app/providers';
import { routerFuture, routes } from './app/routes';
import { LANGUAGES, loadDictionary, translate, useLanguageStore } from './i18n';

/** Home as a visitor first sees it in `language`: its markup, the page's title and direction. */
export async function renderHome(
  language: Language,
): Promise<{ html: string; title: string; direction: string }> {
  // The language comes from the address, as in a browser (scripts/prerender-home.mjs).
  if (useLanguageStore.getState().language !== language) {
    throw new Error(`Home in ${language} is drawn at an address in another language`);
  }
  await loadDictionary(language);
  const handler = createStaticHandler(routes, { future: routerFuture });
  const context = await handler.query(new Request(new URL(paths.home, 'http://shop')));
  if (context instanceof Response) throw new Error(`Home answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context, { future: routerFuture });
  const html = renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  // Nothing is fetched at build time: forget the queries the screen started, and their timers.
  queryClient.clear();
  return {
    html,
    title: translate(language, 'shop.name'),
    direction: LANGUAGES[language].direction,
  };
}

// A worker thread that draws the app's screens in one language (src/prerender.tsx) and answers
// the pages holding them (src/drawn-page.ts): started by the build for Home
// (scripts/prerender-home.mjs) and by the server for the catalog's screens
// (server/src/drawn-pages.ts). The app's modules are written for a browser and read the language
// from the address when first loaded, so they run in a jsdom window at an address in the
// worker's language, and each language has a worker of its own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { DrawAnswer, DrawRequest, DrawWorkerData } from '@shop/shared';
import { JSDOM } from 'jsdom';
import type { BuiltApp } from './drawn-page';

/** Screen widths the screens are drawn for, as a phone's and a computer's. */
const WIDTH = { narrow: 390, wide: 1280 } as const;

/**
 * window.matchMedia, which jsdom lacks, for a screen `width` px wide: a query of min-width and
 * max-width conditions in px holds when each does; any other query does not.
 */
function matchMediaAt(width: number) {
  return (query: string) => {
    const conditions = [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)];
    const matches =
      conditions.length > 0 &&
      conditions.every(([, kind, px]) =>
        kind === 'min' ? width >= Number(px) : width <= Number(px),
      );
    const list = new EventTarget();
    return Object.assign(list, {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
    });
  };
}

const { language, distDir } = workerData as DrawWorkerData;
const dom = new JSDOM('<!doctype html><html><body></body></html>', {
  url: `http://shop.localhost/?lang=${language}`,
});
const { window } = dom;
for (const name of ['window', 'document', 'localStorage', 'navigator', 'location'] as const) {
  Object.defineProperty(globalThis, name, { value: window[name], configurable: true });
}

const app: BuiltApp = {
  indexHtml: readFileSync(join(distDir, 'index.html'), 'utf8'),
  manifest: JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')),
  readFile: (path) => readFileSync(join(distDir, path), 'utf8'),
};
// Loaded once the window is in place: the app's modules read it when loaded.
const { drawScreen } = await import('./prerender');
const { composePage } = await import('./drawn-page');

async function draw({ id, address, origin, wide }: DrawRequest): Promise<DrawAnswer> {
  try {
    window.matchMedia = matchMediaAt(wide ? WIDTH.wide : WIDTH.narrow);
    const screen = await drawScreen(address, language, origin);
    return screen ? { id, page: composePage(app, screen, language) } : { id };
  } catch (error) {
    return { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

// One screen at a time: the app's query cache and window are the worker's, one per screen.
let queue = Promise.resolve();
parentPort?.on('message', (request: DrawRequest) => {
  queue = queue.then(async () => parentPort?.postMessage(await draw(request)));
});
parentPort?.postMessage('ready' satisfies DrawAnswer);

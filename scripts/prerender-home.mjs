#!/usr/bin/env node
// @ts-check
/**
 * Builds the worker that draws the app's screens (web/src/draw-worker.ts) for Node into
 * web/dist-ssr, where the server starts it to draw the catalog's screens per request
 * (server/src/drawn-pages.ts), and draws Home with it in each language: web/dist/home-en.html and
 * home-ar.html are index.html with the first screen already in it, which the server
 * (server/src/static-files.ts) and nginx (deploy/nginx.conf) answer at `/`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { LANGUAGE_CODES } from '@shop/shared';
import { build } from 'vite';

const WEB_DIR = fileURLToPath(new URL('../web', import.meta.url));
const DIST_DIR = join(WEB_DIR, 'dist');
/** Where the drawing worker is built: beside the web app, not inside what is served. */
const DRAW_WORKER = join(WEB_DIR, 'dist-ssr', 'draw-worker.js');

/**
 * Home in one language, as the worker composes it.
 * @param {import('@shop/shared').Language} language
 * @returns {Promise<string>}
 */
const drawHome = (language) =>
  new Promise((resolve, reject) => {
    /** @type {import('@shop/shared').DrawWorkerData} */
    const workerData = { language, distDir: DIST_DIR };
    /** @type {import('@shop/shared').DrawRequest} */
    const home = { id: 1, address: '/', wide: false };
    const worker = new Worker(DRAW_WORKER, { workerData });
    worker.on('message', (/** @type {import('@shop/shared').DrawAnswer} */ answer) => {
      if (answer === 'ready') return worker.postMessage(home);
      if (answer.page) resolve(answer.page);
      else reject(new Error(`Drawing Home (${language}) failed: ${answer.error ?? 'no page'}`));
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`Drawing Home (${language}) stopped: ${code}`)));
  });

await build({
  root: WEB_DIR,
  logLevel: 'warn',
  // The app's modules are bundled (they import CSS modules, pictures and aliases Node cannot
  // read); jsdom is Node's own and stays a package.
  ssr: { noExternal: true, external: ['jsdom'] },
  // React's production build, whatever the server's NODE_ENV: the server draws pages with it.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/draw-worker.ts',
    target: 'node20',
    outDir: join(WEB_DIR, 'dist-ssr'),
    emptyOutDir: true,
    manifest: false,
    sourcemap: false,
    copyPublicDir: false,
  },
});
for (const language of LANGUAGE_CODES) {
  const page = await drawHome(language);
  // Home's first picture is inside the page (src/drawn-page.ts).
  if (!page.includes('src="data:image/svg+xml,'))
    throw new Error(`Home (${language}) lacks its picture`);
  writeFileSync(join(DIST_DIR, `home-${language}.html`), page);
}

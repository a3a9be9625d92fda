#!/usr/bin/env node
// @ts-check
/**
 * Writes the Home page drawn in each language beside the built web app: web/dist/home-en.html
 * and home-ar.html are index.html with the first screen already in it (web/src/prerender.tsx),
 * which the server (server/src/static-files.ts) and nginx (deploy/nginx.conf) answer at `/`.
 * The app's modules are written for a browser, so they run here in a jsdom window at the shop's
 * address; they are built for Node by Vite first, into a folder that is removed afterwards.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { LANGUAGE_CODES } from '@shop/shared';
import { JSDOM } from 'jsdom';
import { build } from 'vite';

const WEB_DIR = fileURLToPath(new URL('../web', import.meta.url));
const DIST_DIR = join(WEB_DIR, 'dist');

/** @typedef {{ html: string, title: string, direction: string }} DrawnHome Home, as prerender.tsx draws it */

/**
 * Draws Home in one language, in a worker of its own: the app's stores take the language from
 * the address when their module is first loaded, as in a browser, so each language needs a fresh
 * set of modules.
 * @param {{ serverBuild: string, language: string }} job
 */
async function renderInThisWorker({ serverBuild, language }) {
  const { window } = new JSDOM('<!doctype html><html><body></body></html>', {
    url: `http://shop.localhost/?lang=${language}`,
  });
  for (const name of ['window', 'document', 'localStorage', 'navigator', 'location']) {
    Object.defineProperty(globalThis, name, { value: window[name], configurable: true });
  }
  /** @type {{ renderHome: (language: string) => Promise<DrawnHome> }} */
  const prerender = await import(pathToFileURL(join(serverBuild, 'prerender.js')).href);
  parentPort?.postMessage(await prerender.renderHome(language));
  window.close();
}

/**
 * @param {string} serverBuild
 * @param {string} language
 * @returns {Promise<DrawnHome>}
 */
const renderInWorker = (serverBuild, language) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(fileURLToPath(import.meta.url), {
      workerData: { serverBuild, language },
    });
    worker.once('message', (page) => {
      resolve(page);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`Drawing Home (${language}) stopped: ${code}`)));
  });

async function main() {
  const serverBuild = mkdtempSync(join(tmpdir(), 'shop-prerender-'));
  try {
    await build({
      root: WEB_DIR,
      logLevel: 'warn',
      ssr: { noExternal: true },
      build: {
        ssr: 'src/prerender.tsx',
        outDir: serverBuild,
        emptyOutDir: true,
        manifest: false,
        sourcemap: false,
        copyPublicDir: false,
      },
    });
    const index = readFileSync(join(DIST_DIR, 'index.html'), 'utf8');
    /** @type {Record<string, { file: string, css?: string[] }>} */
    const manifest = JSON.parse(readFileSync(join(DIST_DIR, '.vite', 'manifest.json'), 'utf8'));
    /** index.html's hint to fetch a language's texts early (see vite.config.ts). */
    const textsHint = (/** @type {string} */ language) => {
      const chunk = manifest[`src/i18n/${language}.ts`];
      if (!chunk) throw new Error(`The build has no ${language} texts`);
      return `<link rel="modulepreload" crossorigin href="/${chunk.file}">`;
    };
    // The app's own styles go inside the page: it is drawn as soon as it has arrived, rather than
    // after a stylesheet that arrives with the app's code, which would then run first.
    const [entryCss] = manifest['index.html']?.css ?? [];
    if (!entryCss) throw new Error("The build's index.html has no stylesheet");
    const stylesheet = `<link rel="stylesheet" crossorigin href="/${entryCss}">`;
    if (!index.includes(stylesheet)) throw new Error(`index.html does not link ${entryCss}`);
    const inlineStyles = `<style>${readFileSync(join(DIST_DIR, entryCss), 'utf8')}</style>`;
    // So does the picture index.html fetches first (the first advertisement, the largest thing on
    // the screen): drawn with the page, not after a download that shares the line with the app's.
    const [, firstPicture] =
      /<link rel="preload" as="image" href="\/([^"]+\.svg)"/.exec(index) ?? [];
    if (!firstPicture) throw new Error('index.html fetches no picture first');
    const pictureSource = `src="/${firstPicture}"`;
    const inlinePicture = `src="data:image/svg+xml,${encodeURIComponent(
      readFileSync(join(DIST_DIR, firstPicture), 'utf8'),
    )}"`;
    for (const language of LANGUAGE_CODES) {
      const { html, title, direction } = await renderInWorker(serverBuild, language);
      if (!html.includes(pictureSource)) throw new Error(`Home does not show ${firstPicture}`);
      const screen = html.replace(pictureSource, inlinePicture);
      // Home in one language is read in that one: the other's texts come only if switched to.
      const otherTexts = LANGUAGE_CODES.filter((other) => other !== language).map(textsHint);
      const page = index
        .split('\n')
        .filter((line) => !otherTexts.includes(line.trim()))
        .join('\n')
        .replace(stylesheet, inlineStyles)
        .replace(/<html [^>]*>/, `<html lang="${language}" dir="${direction}">`)
        .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
        // Drawn, not yet live: inert until the app draws over it, so that nothing is typed or
        // picked into fields about to be replaced (screen readers wait for the live page too).
        .replace(
          '<div id="root"></div>',
          `<div id="root"><div inert style="display: contents">${screen}</div></div>`,
        );
      if (!page.includes(screen)) throw new Error('index.html has no empty #root to fill');
      writeFileSync(join(DIST_DIR, `home-${language}.html`), page);
    }
  } finally {
    rmSync(serverBuild, { recursive: true, force: true });
  }
}

if (isMainThread) await main();
else await renderInThisWorker(workerData);

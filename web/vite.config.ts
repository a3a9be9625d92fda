import { STATUS_CODES } from 'node:http';
import { fileURLToPath } from 'node:url';
import {
  ERROR_CODES,
  ERRORS,
  englishTemplate,
  LANGUAGE_CODES,
  SHOP_NAME,
  statusErrorCode,
  type ErrorCode,
  type Language,
} from '@shop/shared';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

/** Where `npm run dev` sends API and upload requests: the server started with `npm start`. */
const API_ORIGIN = process.env.SHOP_API_ORIGIN ?? 'http://localhost:3000';

/** Puts the shop's name (from @shop/shared) into index.html, so it is written in one place. */
function shopNameInHtml(): Plugin {
  return {
    name: 'shop-name-in-html',
    transformIndexHtml: (html) => html.replaceAll('%SHOP_NAME%', SHOP_NAME),
  };
}

const ERROR_TEXTS_MODULE = 'virtual:error-texts/';

/**
 * `virtual:error-texts/en` and `/ar`: the API's error texts in one language, written at build
 * time from their one declaration (@shop/shared errors.ts) — each code's, and under `status:<n>`
 * the generic one of each HTTP error status. Each language's dictionary chunk brings its own
 * (src/i18n/en.ts, ar.ts), so the app's first load carries neither the table nor the other
 * language's texts.
 */
export function errorTextTables(): Plugin {
  const textOf = (code: ErrorCode, language: Language) =>
    language === 'en' ? englishTemplate(code) : ERRORS[code].ar;
  return {
    name: 'error-text-tables',
    resolveId: (id) => (id.startsWith(ERROR_TEXTS_MODULE) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${ERROR_TEXTS_MODULE}`)) return undefined;
      const language = id.slice(ERROR_TEXTS_MODULE.length + 1) as Language;
      if (!LANGUAGE_CODES.includes(language)) throw new Error(`No error texts for ${id}`);
      const statuses = Object.keys(STATUS_CODES).filter((status) => Number(status) >= 400);
      const texts = Object.fromEntries([
        ...ERROR_CODES.map((code) => [code, textOf(code, language)]),
        ...statuses.map((status) => [
          `status:${status}`,
          textOf(statusErrorCode(Number(status)), language),
        ]),
      ]);
      return `export default ${JSON.stringify(texts)};`;
    },
  };
}

/**
 * Hints in index.html for what the first screen waits on beyond the entry's own code (issue 29,
 * Largest Contentful Paint): the dictionaries, which the entry would otherwise ask for only once
 * it has run (src/main.tsx). Both, as the page cannot know the reader's language before its
 * script runs; together about 17 KB. Home's first picture is asked for by the drawn Home alone
 * (src/drawn-page.ts): every other screen would fetch it for nothing.
 */
function firstScreenHints(): Plugin {
  return {
    name: 'first-screen-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        const tags: HtmlTagDescriptor[] = [];
        for (const output of Object.values(bundle ?? {})) {
          const source = output.type === 'chunk' ? output.facadeModuleId : null;
          if (!source || !/src\/i18n\/(en|ar)\.ts$/.test(source)) continue;
          tags.push({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${output.fileName}` },
            injectTo: 'head',
          });
        }
        return tags;
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), shopNameInHtml(), firstScreenHints(), errorTextTables()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    // The manifest lets `npm run size` follow what a page loads first; the source maps let
    // browsers' tools (and Lighthouse) show the shop's own code.
    manifest: true,
    sourcemap: true,
    emptyOutDir: true,
    // The advertisements are pictures of their own, not text inside the Home page's script:
    // the page's code stays small, and the Arabic ones are not sent to English readers.
    assetsInlineLimit: (file) => (file.includes('/assets/ads/') ? false : undefined),
    rollupOptions: {
      // The app (index.html), and the entry of pages that hold a drawn screen (src/drawn-page.ts).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        'drawn-start': fileURLToPath(new URL('./src/drawn-start.ts', import.meta.url)),
      },
      output: {
        // React changes rarely; kept apart, browsers cache it across releases of the shop.
        // Ant Design is left to the bundler, so each lazy screen brings only its components.
        manualChunks: {
          react: ['react', 'react-dom', 'react-router-dom'],
          // A text section (src/i18n/sections.ts) stays a chunk of its own per language: merged
          // into another as a small chunk, it would be fetched with the first page.
          'texts-orders-en': ['src/i18n/sections/orders-en.ts'],
          'texts-orders-ar': ['src/i18n/sections/orders-ar.ts'],
          'texts-admin-en': ['src/i18n/sections/admin-en.ts'],
          'texts-admin-ar': ['src/i18n/sections/admin-ar.ts'],
          'texts-account-en': ['src/i18n/sections/account-en.ts'],
          'texts-account-ar': ['src/i18n/sections/account-ar.ts'],
        },
        // Small chunks are merged into others, saving requests; a lazy screen's chunk may be merged
        // into Home's, which every visit loads. Below 10 kB the cart screen was (with issue 23's
        // catalog code); at 8 kB, helpers only lazy screens use (downloads, delete confirmations)
        // were merged into Home's 1.4 KB gzip: `npm run build -w web` prints Home's size.
        experimentalMinChunkSize: 6_000,
      },
    },
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/uploads': API_ORIGIN,
    },
  },
});

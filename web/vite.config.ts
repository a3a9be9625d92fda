import { fileURLToPath } from 'node:url';
import { SHOP_NAME } from '@shop/shared';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Where `npm run dev` sends API and upload requests: the server started with `npm start`. */
const API_ORIGIN = process.env.SHOP_API_ORIGIN ?? 'http://localhost:3000';

/** Puts the shop's name (from @shop/shared) into index.html, so it is written in one place. */
function shopNameInHtml(): Plugin {
  return {
    name: 'shop-name-in-html',
    transformIndexHtml: (html) => html.replaceAll('%SHOP_NAME%', SHOP_NAME),
  };
}

export default defineConfig({
  plugins: [react(), shopNameInHtml()],
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
      output: {
        // React changes rarely; kept apart, browsers cache it across releases of the shop.
        // Ant Design is left to the bundler, so each lazy screen brings only its components.
        manualChunks: {
          react: ['react', 'react-dom', 'react-router-dom'],
          // A text section (src/i18n/sections.ts) stays a chunk of its own per language: merged
          // into another as a small chunk, it would be fetched with the first page.
          'texts-orders-en': ['src/i18n/sections/orders-en.ts'],
          'texts-orders-ar': ['src/i18n/sections/orders-ar.ts'],
        },
        // Small chunks are merged into others, saving requests; a lazy screen's chunk may be merged
        // into Home's, which every visit loads. Below 10 kB the cart screen was (with issue 23's
        // catalog code), so the threshold is lower: `npm run build -w web` prints Home's size.
        experimentalMinChunkSize: 8_000,
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

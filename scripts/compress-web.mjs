#!/usr/bin/env node
// @ts-check
/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside each text file of the built web app
 * (web/dist), at the highest levels: the server (and nginx's gzip_static) answers them as they
 * are, so no request pays for compression. Another folder may be given: `node compress-web.mjs DIR`.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const distDir = process.argv[2] ?? fileURLToPath(new URL('../web/dist', import.meta.url));
const COMPRESSIBLE = new Set([
  '.js',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

/**
 * @param {string} dir
 * @returns {Generator<string>}
 */
function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let before = 0;
let afterBrotli = 0;
for (const path of files(distDir)) {
  if (!COMPRESSIBLE.has(extname(path)) || relative(distDir, path).startsWith('.vite')) continue;
  const content = readFileSync(path);
  if (content.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  count++;
  before += content.length;
  afterBrotli += brotli.length;
}
console.log(
  `Compressed ${count} files of ${distDir}: ${(before / 1024).toFixed(0)} KB, ` +
    `${(afterBrotli / 1024).toFixed(0)} KB as Brotli.`,
);

#!/usr/bin/env node
// @ts-check
/**
 * The web app's first-load budget: reads Vite's manifest of the build (web/dist/.vite), follows
 * the JavaScript that the Home page needs before it can show (the entry with its static imports,
 * which hold the Home screen — or, were its route made lazy, that screen's chunk with its own),
 * with the texts of one language, which web/src/main.tsx fetches before the first screen (the
 * larger of the two: a reader downloads only their own), and prints each file's gzip size. Exits 1 when the total is over the budget (SIZE_BUDGET_KB,
 * default 150 KB gzip).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'web', 'dist');
const budgetKb = Number(process.env.SIZE_BUDGET_KB ?? 150);
/** The Home screen, a chunk of its own only if its route is lazy. */
const HOME_SCREEN = 'src/features/home/components/HomePage.tsx';
/** Each language's texts, a chunk of their own (web/src/i18n/languages.ts). */
const DICTIONARIES = ['src/i18n/en.ts', 'src/i18n/ar.ts'];

/** @type {import('vite').Manifest} */
let manifest;
try {
  manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
} catch {
  console.error(`No Vite manifest in ${distDir}/.vite: run \`npm run build -w web\` first.`);
  process.exit(1);
}

/** The app as a first visit loads it (a drawn page's own entry loads it only later). */
const entryKey = 'index.html';
if (!manifest[entryKey]) {
  console.error(`The manifest has no ${entryKey}.`);
  process.exit(1);
}

/**
 * The chunk and every chunk it imports statically, each once.
 * @param {string} key
 * @param {Set<string>} [seen]
 * @returns {Set<string>}
 */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}

const keys = manifest[HOME_SCREEN] ? closure(HOME_SCREEN, closure(entryKey)) : closure(entryKey);
/** @param {string} key */
const sizeOf = (key) => {
  const bytes = readFileSync(join(distDir, manifest[key].file));
  return {
    file: manifest[key].file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
  };
};
const rows = [...keys].map(sizeOf);
const dictionaries = DICTIONARIES.filter((key) => manifest[key] && !keys.has(key)).map(sizeOf);
if (dictionaries.length) rows.push(dictionaries.reduce((a, b) => (b.gzip > a.gzip ? b : a)));
rows.sort((a, b) => b.gzip - a.gzip);
const css = [...keys].flatMap((key) => manifest[key].css ?? []);
const cssGzip = [...new Set(css)].reduce(
  (sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
  0,
);

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1).padStart(7);
console.log('Home page, initial JavaScript (KB):');
console.log(`${'raw'.padStart(7)} ${'gzip'.padStart(7)}  file`);
for (const row of rows) console.log(`${kb(row.raw)} ${kb(row.gzip)}  ${row.file}`);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const rawTotal = rows.reduce((sum, row) => sum + row.raw, 0);
console.log(`${kb(rawTotal)} ${kb(total)}  total JavaScript (budget ${budgetKb} KB gzip)`);
console.log(`        ${kb(cssGzip)}  CSS`);
if (total > budgetKb * 1024) {
  console.error(`Over budget: ${(total / 1024).toFixed(1)} KB gzip > ${budgetKb} KB.`);
  process.exit(1);
}

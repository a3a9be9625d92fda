#!/usr/bin/env node
// @ts-check
// `npm run lighthouse`: Lighthouse (mobile settings) over the storefront as `npm start` serves
// it, with a catalog of 10,000 products. It builds nothing: run `npm run build` first. It
//   1. seeds 10,000 products and 500 packages (scripts/bench-catalog.mjs) into a database of its
//      own, `shop_lighthouse` on MONGODB_URI's server, with pictures in a temporary upload folder;
//   2. starts the built server (server/dist/main.js) on a free port, registers a shopper and puts
//      two products in their cart;
//   3. audits Home, Products, a product's page and the Cart (logged in), in English and Arabic,
//      with Chromium (found by scripts/with-services.mjs --chromium) driven by Lighthouse;
//   4. prints a table of the four category scores (and LCP, CLS), stops the server and drops the
//      database. LIGHTHOUSE_JSON=file also writes every figure as JSON; LIGHTHOUSE_PAGES=Cart,Home
//      audits only those pages; LIGHTHOUSE_REPORTS=folder keeps each page's full Lighthouse
//      report there (`<page>-<lang>.json`, for the Lighthouse viewer), to see why a score is low.
// Targets: performance 90, accessibility 95, best practices 95, SEO 95.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { MongoClient } from 'mongodb';
import puppeteer from 'puppeteer-core';
import { dropDatabase, seed } from './bench-catalog.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_ENTRY = join(ROOT, 'server', 'dist', 'main.js');
const WEB_INDEX = join(ROOT, 'web', 'dist', 'index.html');
const DB_NAME = 'shop_lighthouse';
const TARGETS = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 95 };
const CHROMIUM = process.env.CHROMIUM_PATH;

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(message);
  process.exit(1);
}
if (!process.env.MONGODB_URI) {
  fail('Run it as `npm run lighthouse`, which provides a database (or set MONGODB_URI).');
}
for (const [file, what] of [
  [SERVER_ENTRY, 'the built server'],
  [WEB_INDEX, 'the built web app'],
]) {
  if (!existsSync(file)) fail(`No ${what} (${file}): run \`npm run build\` first.`);
}
if (!CHROMIUM || !existsSync(CHROMIUM))
  fail('No Chromium: set CHROMIUM_PATH, or install Chromium.');

const databaseUri = (() => {
  const url = new URL(/** @type {string} */ (process.env.MONGODB_URI));
  url.pathname = `/${DB_NAME}`;
  return url.toString();
})();

/** @type {() => Promise<number>} */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });

/**
 * A product picture of the shop's own drawing, one per category, in place of the bench's.
 * @type {(hue: number, label: string) => string}
 */
const pictureSvg = (hue, label) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">` +
  `<rect width="400" height="300" fill="hsl(${hue} 45% 92%)"/>` +
  `<circle cx="200" cy="140" r="80" fill="hsl(${hue} 55% 40%)"/>` +
  `<text x="200" y="270" font-family="sans-serif" font-size="28" text-anchor="middle" ` +
  `fill="#0f2a44">${label}</text></svg>`;

/** @param {string} uploadDir */
async function seedCatalog(uploadDir) {
  const client = await MongoClient.connect(databaseUri);
  const db = client.db(DB_NAME);
  const { categories, products } = await seed(db, 10_000);
  mkdirSync(join(uploadDir, 'products'), { recursive: true });
  for (const [index, category] of categories.entries()) {
    const key = `products/lighthouse-${index}.svg`;
    writeFileSync(join(uploadDir, key), pictureSvg(index * 45, category.name.split(' ')[0]));
    await db
      .collection('products')
      .updateMany({ category: category._id }, { $set: { image: [{ key }] } });
    await db.collection('packages').updateMany({}, { $set: { images: [{ key }] } });
  }
  await client.close();
  return products[products.length - 1]._id.toHexString();
}

async function dropLighthouseDatabase() {
  const client = await MongoClient.connect(databaseUri);
  await dropDatabase(client.db(DB_NAME));
  await client.close();
}

/**
 * @param {number} port
 * @param {string} uploadDir
 */
async function startServer(port, uploadDir) {
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      MONGODB_URI: databaseUri,
      JWT_SECRET: randomBytes(32).toString('hex'),
      UPLOAD_DIR: uploadDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // The API's first start runs its migrations (server/src/migrations/) over the freshly seeded
  // catalog, once, which a slow stand-in database can take minutes for.
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) fail(`The server exited with code ${server.exitCode}.`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  server.kill();
  fail('The server did not become healthy within 10 minutes.');
}

/**
 * @param {string} baseUrl
 * @param {string} path
 * @param {object} body
 * @param {string} [token]
 */
async function api(baseUrl, path, body, token) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { token }) },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/**
 * A shopper with two products in the cart; their token, for the Cart's audit.
 * @param {string} baseUrl
 * @param {string} productId
 * @returns {Promise<string>}
 */
async function shopperWithCart(baseUrl, productId) {
  const email = `lighthouse-${randomBytes(4).toString('hex')}@shop.test`;
  const password = 'lighthouse-1234';
  await api(baseUrl, '/user/register', {
    name: 'Lighthouse shopper',
    mobile: `+9665${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    email,
    password,
  });
  const { token } = await api(baseUrl, '/user/login', { email, password });
  await api(baseUrl, '/cart/addToCart', { productId, quantity: 2 }, token);
  return token;
}

/** @type {(category: { score: number | null } | undefined) => number} */
const score = (category) => Math.round((category?.score ?? 0) * 100);

/**
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url
 * @param {{ name: string, language: string, token?: string }} audited the page, its language and the session
 */
async function audit(browser, url, { name, language, token }) {
  // A context of its own, as a new visitor's: no cookie or session left by the page before.
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  // The language and the session, as the app keeps them, before its first script runs: the
  // language in its cookie too, which the server answers Home in.
  await page.setCookie({ name: 'lang', value: language, url });
  await page.evaluateOnNewDocument(
    (/** @type {string} */ lang, /** @type {string} */ userToken) => {
      localStorage.setItem('lang', lang);
      if (userToken) {
        localStorage.setItem('userToken', userToken);
        localStorage.setItem('role', 'user');
      }
    },
    language,
    token ?? '',
  );
  // A run with a URL always has a result; its report is one JSON text (output: 'json').
  const result = /** @type {import('lighthouse').RunnerResult} */ (
    await lighthouse(url, { logLevel: 'error', output: 'json' }, undefined, page)
  );
  await context.close();
  if (process.env.LIGHTHOUSE_REPORTS) {
    mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    writeFileSync(
      join(process.env.LIGHTHOUSE_REPORTS, `${name}-${language}.json`),
      /** @type {string} */ (result.report),
    );
  }
  const { categories, audits } = result.lhr;
  return {
    performance: score(categories.performance),
    accessibility: score(categories.accessibility),
    'best-practices': score(categories['best-practices']),
    seo: score(categories.seo),
    lcp: audits['largest-contentful-paint']?.displayValue ?? '',
    cls: audits['cumulative-layout-shift']?.displayValue ?? '',
    // Why Lighthouse could not measure the page at all, when it could not (scores then read 0).
    error: result.lhr.runtimeError?.message ?? '',
    failing: Object.values(audits)
      .filter(
        (entry) =>
          entry.score !== null &&
          entry.score < 0.9 &&
          entry.scoreDisplayMode !== 'informative' &&
          entry.scoreDisplayMode !== 'manual' &&
          entry.scoreDisplayMode !== 'notApplicable',
      )
      .map((entry) => entry.id),
  };
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const uploadDir = mkdtempSync(join(os.tmpdir(), 'shop-lighthouse-'));
console.log('Seeding 10,000 products and 500 packages…');
const productId = await seedCatalog(uploadDir);
const server = await startServer(port, uploadDir);
const browser = await puppeteer.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), '--disable-dev-shm-usage'],
});

const rows = [];
try {
  const token = await shopperWithCart(baseUrl, productId);
  // LIGHTHOUSE_PAGES=Cart,Home audits only those pages.
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  const pages = [
    { name: 'Home', path: '/' },
    { name: 'Products', path: '/products' },
    { name: 'Product', path: `/productDetails/${productId}` },
    { name: 'Cart', path: '/cart', loggedIn: true },
  ].filter(({ name }) => !only || only.includes(name));
  for (const language of ['en', 'ar']) {
    for (const { name, path, loggedIn } of pages) {
      process.stdout.write(`Auditing ${name} (${language})…\n`);
      const figures = await audit(browser, `${baseUrl}${path}`, {
        name,
        language,
        token: loggedIn ? token : undefined,
      });
      rows.push({ page: name, language, ...figures });
    }
  }
} finally {
  await browser.close();
  server.kill();
  await dropLighthouseDatabase().catch((error) =>
    console.error('Could not drop the database:', error),
  );
  rmSync(uploadDir, { recursive: true, force: true });
}

/** @type {(keyof typeof TARGETS)[]} */
const columns = ['performance', 'accessibility', 'best-practices', 'seo'];
console.log('\n| Page | Lang | Performance | Accessibility | Best practices | SEO | LCP | CLS |');
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  const cells = columns.map((column) =>
    row[column] >= TARGETS[column] ? `${row[column]}` : `**${row[column]}**`,
  );
  console.log(`| ${row.page} | ${row.language} | ${cells.join(' | ')} | ${row.lcp} | ${row.cls} |`);
}
console.log(
  `\nTargets: ${columns.map((column) => `${column} ${TARGETS[column]}`).join(', ')}; below target in bold.`,
);
const below = rows.filter((row) => columns.some((column) => row[column] < TARGETS[column]));
for (const row of below)
  console.log(`${row.page} (${row.language}) audits below 0.9: ${row.failing.join(', ')}`);
for (const row of rows.filter((row) => row.error))
  console.log(`${row.page} (${row.language}) could not be measured: ${row.error}`);
if (process.env.LIGHTHOUSE_JSON)
  writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(rows, null, 2));

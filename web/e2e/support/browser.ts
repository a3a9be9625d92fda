import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Request,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import './provided-context';

/** Screenshots of failed journeys land here (ignored by git). */
const ARTIFACTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

export const baseUrl = inject('baseUrl');

/** The absolute URL of a path of the shop under test. */
export const urlOf = (pathname: string) => new URL(pathname, baseUrl).toString();

/**
 * The open dialog that says `text` (web/src/components/dialogs): confirmations, warnings and
 * errors are alert dialogs, successes plain dialogs.
 */
export const dialogSaying = (page: Page, text: string) =>
  page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: text });

/**
 * A browser context beside `page`'s that runs no script: pages as the server answers them, before
 * the app runs (web/src/drawn-page.ts). The caller closes it.
 */
export const scriptlessContext = (page: Page, options: BrowserContextOptions = {}) =>
  page
    .context()
    .browser()!
    .newContext({ baseURL: baseUrl, javaScriptEnabled: false, ...options });

/**
 * Resolves once the app has drawn over the screen the server drew into the page
 * (web/src/drawn-page.ts), which is shown inert until then; at once on a page without one.
 */
export const liveScreen = (page: Page) =>
  page.waitForFunction(() => document.querySelector('#root > [inert]') === null);

/**
 * One Chromium per journey file and a fresh context (empty storage, no cookies) per test.
 * Call at the top of a file; use `page()` inside tests. A test also fails if the page threw.
 */
export function setupBrowser(): { page: () => Page } {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let pageErrors: string[] = [];
  /** The context's requests sent and not yet answered, to name on failure. */
  let unanswered = new Set<string>();

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: inject('chromiumPath'),
      headless: true,
      // Chromium's sandbox refuses to start as root, as in CI containers.
      args: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    if (!browser) throw new Error('Chromium did not start');
    context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1280, height: 900 },
    });
    unanswered = new Set();
    context.on('request', (sent) => unanswered.add(`${sent.method()} ${sent.url()}`));
    const settle = (sent: Request) => unanswered.delete(`${sent.method()} ${sent.url()}`);
    context.on('requestfinished', settle);
    context.on('requestfailed', settle);
    page = await context.newPage();
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page) {
      mkdirSync(ARTIFACTS_DIR, { recursive: true });
      const name = task.name.replace(/[^\w-]+/g, '-').slice(0, 80);
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
      // CI keeps only its log: what the page showed when the test failed goes there too.
      const dialogs = await page.locator('dialog[open]').allInnerTexts();
      const screen = await page.locator('body').ariaSnapshot();
      console.error(
        `The page at ${page.url()} when "${task.name}" failed` +
          (dialogs.length > 0 ? `, with the dialogs ${JSON.stringify(dialogs)} open` : '') +
          (unanswered.size > 0 ? `, waiting for ${JSON.stringify([...unanswered])}` : '') +
          `:\n${screen.slice(0, 4000)}`,
      );
    }
    await context?.close();
    if (pageErrors.length > 0) throw new Error(`The page threw:\n${pageErrors.join('\n')}`);
  });

  return {
    page: () => {
      if (!page) throw new Error('page() is for use inside a test');
      return page;
    },
  };
}

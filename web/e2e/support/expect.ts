import { expect as playwrightExpect } from '@playwright/test';

/**
 * Playwright's assertions, for every journey: on a locator or a page they retry until they hold
 * (`await expect(locator).toHaveText(...)`), `expect.poll` retries any other reading of the page,
 * and on plain values they are the usual matchers. The shop on a small, busy machine can take
 * longer than Playwright's 5 s to show a screen.
 */
export const expect = playwrightExpect.configure({ timeout: 15_000 });

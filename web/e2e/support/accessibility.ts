import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** What the journeys refuse: axe-core's two highest impacts. */
const FAILING_IMPACTS: readonly string[] = ['serious', 'critical'];
/** The elements named per rule in a failure; the rest are counted. */
const SHOWN_TARGETS = 5;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; summary: string }[];
}

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** axe-core in the page, once per document (a full load brings a new one). */
async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => window.axe !== undefined)) return;
  // Evaluated through the browser's debugging protocol, so the shop's Content Security Policy
  // (which forbids inline scripts) does not stand in the way.
  await page.evaluate(axe.source);
}

const describeViolation = ({ id, impact, help, helpUrl, nodes }: Violation) =>
  [
    `${impact}: ${id} — ${help} (${helpUrl})`,
    ...nodes.slice(0, SHOWN_TARGETS).map(({ target, summary }) => {
      const why = summary.replace(/\s+/g, ' ').trim();
      return `    ${target.join(' ')}: ${why}`;
    }),
    ...(nodes.length > SHOWN_TARGETS ? [`    … and ${nodes.length - SHOWN_TARGETS} more`] : []),
  ].join('\n');

/**
 * Waits (at most two seconds) for the screen's finite animations and transitions to end: a button
 * fading in is measured by axe-core at the colour it has mid-way, not the one it settles on.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finishing = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([
      Promise.all(finishing),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
  });
}

/**
 * Runs axe-core (every rule it runs by default) on the screen `page` shows now, and fails when it
 * finds a serious or critical violation, naming each rule and the elements it found. Call it once
 * a screen has settled (its content shown, no animation running): the journeys run it on every
 * screen they visit. `screen` names the screen in the failure.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await settled(page);
  await injectAxe(page);
  const violations = await page.evaluate(async () => {
    const results = await window.axe!.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation): Violation => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String),
        summary: node.failureSummary ?? '',
      })),
    }));
  });
  const failing = violations.filter((violation) =>
    FAILING_IMPACTS.includes(violation.impact ?? ''),
  );
  if (failing.length > 0) {
    throw new Error(
      `axe-core found ${failing.length} serious or critical violation(s) on ${screen} ` +
        `(${page.url()}):\n${failing.map(describeViolation).join('\n')}`,
    );
  }
}

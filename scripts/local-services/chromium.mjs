// @ts-check
// The Chromium of the browser journeys and Lighthouse: CHROMIUM_PATH, else the system's, else the
// one the npm registry ships inside a package (@sparticuz/chromium: a headless Chromium with its
// libraries, unpacked into the temporary folder on first use).
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/**
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<{ path: string, source: string } | { missing: string }>}
 */
export async function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) {
    if (!existsSync(env.CHROMIUM_PATH)) {
      return { missing: `CHROMIUM_PATH is set to ${env.CHROMIUM_PATH}, which does not exist` };
    }
    return { path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' };
  }
  const system = SYSTEM_CHROMIUMS.find((candidate) => existsSync(candidate));
  if (system) return { path: system, source: "the system's" };
  try {
    const { default: packaged } = await import('@sparticuz/chromium');
    return { path: await packaged.executablePath(), source: '@sparticuz/chromium (npm)' };
  } catch (error) {
    return {
      missing: `no system Chromium and @sparticuz/chromium cannot run here (${/** @type {Error} */ (error).message.split('\n')[0]}); install Chromium (apt-get install chromium) or set CHROMIUM_PATH`,
    };
  }
}

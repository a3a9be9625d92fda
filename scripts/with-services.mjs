#!/usr/bin/env node
// @ts-check
// Runs a command with the services it names, and stops them all when the command ends (or
// fails, or is interrupted). `npm test` asks for all three; the bench and Lighthouse for fewer.
//   --database      MONGODB_URI, else one of local-services/database.mjs (Docker, an embedded
//                   mongod, or the stand-in), in memory; each test file then works in a database
//                   of its own;
//   --object-store  S3_TEST_ENDPOINT, else the S3 stand-in (S3Proxy), for the storage tests;
//   --chromium      CHROMIUM_PATH, the system's, or @sparticuz/chromium. Without one, the
//                   browser journeys are skipped with one loud line, except in CI (CI=true),
//                   where that is a failure.
// Usage: node scripts/with-services.mjs [--database] [--object-store] [--chromium] -- <command> [args...]
import { provideDatabase } from './local-services/database.mjs';
import { findChromium } from './local-services/chromium.mjs';
import { provideObjectStore } from './local-services/object-store.mjs';
import { runWithServices } from './local-services/run-with-services.mjs';

const SERVICES = ['--database', '--object-store', '--chromium'];
const separator = process.argv.indexOf('--');
const wanted = process.argv.slice(2, separator === -1 ? 2 : separator);
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
if (command.length === 0 || wanted.some((flag) => !SERVICES.includes(flag))) {
  console.error(`usage: with-services.mjs [${SERVICES.join('] [')}] -- <command> [args...]`);
  process.exit(2);
}
/** @param {string} line */
const say = (line) => console.log(line);

await runWithServices({
  say,
  command,
  async start(started) {
    /** @type {Record<string, string>} */
    const env = {};
    if (wanted.includes('--chromium')) {
      const chromium = await findChromium();
      if ('missing' in chromium) {
        if (process.env.CI)
          throw new Error(`No Chromium for the browser journeys: ${chromium.missing}.`);
        say(`!!! THE BROWSER JOURNEYS ARE SKIPPED: ${chromium.missing}. !!!`);
        env.SKIP_BROWSER_JOURNEYS = chromium.missing;
      } else {
        say(`Chromium: ${chromium.source} (${chromium.path})`);
        env.CHROMIUM_PATH = chromium.path;
      }
    }
    if (wanted.includes('--database')) {
      const database = await provideDatabase({ say });
      started.push(database);
      say(database.line);
      env.MONGODB_URI = database.uri;
    }
    if (wanted.includes('--object-store')) {
      const objectStore = await provideObjectStore({ say });
      started.push(objectStore);
      say(objectStore.line);
      Object.assign(env, objectStore.env);
    }
    return env;
  },
});

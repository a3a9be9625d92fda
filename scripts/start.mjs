#!/usr/bin/env node
// @ts-check
// `npm start` (after the build): the built shop (server/dist/main.js) on the database of
// MONGODB_URI, else on one of its own (local-services/database.mjs: Docker, an embedded mongod,
// or the stand-in), keeping its data under LOCAL_DATA_DIR (default .data/). Stopping the shop
// stops that database too.
import { resolve } from 'node:path';
import { provideDatabase } from './local-services/database.mjs';
import { REPO_ROOT } from './local-services/paths.mjs';
import { runWithServices } from './local-services/run-with-services.mjs';

/** @param {string} line */
const say = (line) => console.log(line);

await runWithServices({
  say,
  command: [process.execPath, resolve(REPO_ROOT, 'server/dist/main.js')],
  async start(started) {
    const database = await provideDatabase({
      dataDir: resolve(REPO_ROOT, process.env.LOCAL_DATA_DIR || '.data'),
      say,
    });
    started.push(database);
    say(database.line);
    return { MONGODB_URI: database.uri };
  },
});

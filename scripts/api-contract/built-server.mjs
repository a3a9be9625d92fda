// @ts-check
// The built server (server/dist/main.js) as an operator runs it, on a free port and a database of
// its own on the server MONGODB_URI names, for the checks of the API contract in this folder.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import { freePort } from '../local-services/ports.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SERVER_ENTRY = join(ROOT, 'server', 'dist', 'main.js');

/** The admin the server creates at its first start. */
export const ADMIN = {
  email: 'contract-admin@shop.test',
  password: randomBytes(12).toString('hex'),
};

/**
 * Starts the built server over a fresh database `name` and waits until it is healthy; `stop`
 * ends it and drops the database.
 * @param {string} name
 */
export async function startBuiltServer(name) {
  if (!process.env.MONGODB_URI) throw new Error('No MONGODB_URI: run it through with-services.');
  if (!existsSync(SERVER_ENTRY)) throw new Error(`No built server (${SERVER_ENTRY}): build first.`);
  const database = new URL(process.env.MONGODB_URI);
  database.pathname = `/${name}`;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const uploadDir = mkdtempSync(join(tmpdir(), 'shop-contract-'));
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      PUBLIC_URL: url,
      MONGODB_URI: database.toString(),
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      UPLOAD_DIR: uploadDir,
      WEB_DIST_DIR: join(uploadDir, 'no-web'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    server.kill();
    const client = await MongoClient.connect(database.toString());
    await client.db(name).dropDatabase();
    await client.close();
    rmSync(uploadDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode}).`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error('The built server did not become healthy within 2 minutes.');
}

/**
 * Starts the real shop for the browser journeys: the built server (server/dist/main.js) serving
 * the built web app (web/dist), on a free port, with its own database that is dropped afterwards,
 * a known admin, and a real SMTP server of the test's own catching the mails it sends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mongoose from 'mongoose';
import type { TestProject } from 'vitest/node';
import { MailInbox } from './mail-inbox';
import './provided-context';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SERVER_ENTRY = path.join(REPO_ROOT, 'server/dist/main.js');
const WEB_INDEX = path.join(REPO_ROOT, 'web/dist/index.html');
const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const HEALTH_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;
/** How much of the server's output to keep for error messages. */
const OUTPUT_TAIL_CHARS = 4_000;

function findChromium(): string {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured))
      throw new Error(`CHROMIUM_PATH is set to ${configured}, which does not exist`);
    return configured;
  }
  const found = CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      "No Chromium found: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH",
    );
  }
  return found;
}

function requireDatabaseUri(): string {
  const uri = process.env.MONGODB_URI;
  if (!uri) {
    throw new Error(
      'MONGODB_URI is not set: run `npm test` from the repository root, which provides a database, or set MONGODB_URI',
    );
  }
  return uri;
}

/** The same server and options, another database (its name replaces any in the URI). */
function withDatabaseName(uri: string, databaseName: string): string {
  const url = new URL(uri);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

function requireBuilt(file: string, what: string): void {
  if (!existsSync(file)) {
    throw new Error(
      `${what} is missing (${path.relative(REPO_ROOT, file)}): run \`npm run build\` at the repository root first`,
    );
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Keeps the last few thousand characters a stream wrote. */
function tailOf(stream: NodeJS.ReadableStream | null): () => string {
  let tail = '';
  stream?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
  });
  return () => tail.trim();
}

async function waitForHealth(
  baseUrl: string,
  server: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(
        `The server exited with code ${server.exitCode} before it was healthy:\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      const body = (await response.json()) as { status?: string; db?: string };
      if (response.status === 200 && body.status === 'ok' && body.db === 'up') return;
      lastProblem = `GET /api/health answered ${response.status} ${JSON.stringify(body)}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The server was not healthy within ${HEALTH_TIMEOUT_MS / 1000} s (${lastProblem}). Its output:\n${output()}`,
  );
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
    server.once('exit', () => {
      clearTimeout(forceKill);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

async function dropDatabase(uri: string): Promise<void> {
  const connection = await mongoose
    .createConnection(uri, { serverSelectionTimeoutMS: 10_000 })
    .asPromise();
  try {
    await connection.dropDatabase();
  } finally {
    await connection.close();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chromiumPath = findChromium();
  const databaseUri = withDatabaseName(
    requireDatabaseUri(),
    `shop_e2e_${randomBytes(4).toString('hex')}`,
  );
  requireBuilt(SERVER_ENTRY, 'The built server');
  requireBuilt(WEB_INDEX, 'The built web app');

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-uploads-'));
  const admin = { email: 'admin@journeys.test', password: randomBytes(12).toString('hex') };
  const inbox = new MailInbox();
  const mail = await inbox.start();
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      MONGODB_URI: databaseUri,
      JWT_SECRET: randomBytes(32).toString('hex'),
      UPLOAD_DIR: uploadDir,
      SEED_DEMO: 'false',
      SMTP_URL: mail.smtpUrl,
      MAIL_FROM: 'Shop journeys <shop@journeys.test>',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout = tailOf(server.stdout);
  const stderr = tailOf(server.stderr);
  // stderr says why a start failed; stdout helps when stderr is silent.
  const output = () => stderr() || stdout() || '(no output)';

  const teardown = async () => {
    await stopServer(server);
    await inbox.stop();
    await dropDatabase(databaseUri);
    rmSync(uploadDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, server, output);
  } catch (error) {
    await teardown().catch(() => {});
    throw error;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('chromiumPath', chromiumPath);
  project.provide('mailInboxUrl', mail.readUrl);
  project.provide('admin', admin);
  project.provide('databaseUri', databaseUri);
  return teardown;
}

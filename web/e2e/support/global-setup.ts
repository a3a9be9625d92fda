/**
 * Starts the real shop for the browser journeys: the built server (server/dist/main.js) serving
 * the built web app (web/dist), on a free port, with its own database that is dropped afterwards,
 * a known admin, and a real SMTP server of the test's own catching the mails it sends.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import type { TestProject } from 'vitest/node';
import { MailInbox } from './mail-inbox';
import './provided-context';
import { REPO_ROOT, SERVER_ENTRY, startShop } from './shop-server';

const WEB_INDEX = path.join(REPO_ROOT, 'web/dist/index.html');
/** Found by `npm test` (scripts/local-services/chromium.mjs), which hands it over. */
function requireChromium(): string {
  const configured = process.env.CHROMIUM_PATH;
  if (!configured) {
    throw new Error(
      'CHROMIUM_PATH is not set: run `npm test` from the repository root, which finds Chromium, or set CHROMIUM_PATH',
    );
  }
  if (!existsSync(configured)) {
    throw new Error(`CHROMIUM_PATH is set to ${configured}, which does not exist`);
  }
  return configured;
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
  const chromiumPath = requireChromium();
  const databaseUri = withDatabaseName(
    requireDatabaseUri(),
    `shop_e2e_${randomBytes(4).toString('hex')}`,
  );
  requireBuilt(SERVER_ENTRY, 'The built server');
  requireBuilt(WEB_INDEX, 'The built web app');

  const uploadDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-uploads-'));
  const admin = { email: 'admin@journeys.test', password: randomBytes(12).toString('hex') };
  const inbox = new MailInbox();
  const mail = await inbox.start();
  const shopEnv = {
    ...process.env,
    NODE_ENV: 'test',
    MONGODB_URI: databaseUri,
    JWT_SECRET: randomBytes(32).toString('hex'),
    UPLOAD_DIR: uploadDir,
    SEED_DEMO: 'false',
    SMTP_URL: mail.smtpUrl,
    MAIL_FROM: 'Shop journeys <shop@journeys.test>',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // Every journey's shoppers register from this one address, more than a person would in an
    // hour; the limit itself is the server tests' (server/test/register-cost.e2e-spec.ts).
    AUTH_MAX_REGISTRATIONS_PER_HOUR: '1000',
  };

  const cleanUp = async () => {
    await inbox.stop();
    await dropDatabase(databaseUri);
    rmSync(uploadDir, { recursive: true, force: true });
  };
  let shop;
  try {
    shop = await startShop(shopEnv);
  } catch (error) {
    await cleanUp().catch(() => {});
    throw error;
  }
  const baseUrl = shop.url;
  const teardown = async () => {
    await shop.stop();
    await cleanUp();
  };

  project.provide('baseUrl', baseUrl);
  project.provide('chromiumPath', chromiumPath);
  project.provide('mailInboxUrl', mail.readUrl);
  project.provide('admin', admin);
  project.provide('databaseUri', databaseUri);
  project.provide('shopEnv', shopEnv);
  return teardown;
}

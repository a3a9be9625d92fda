import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { createApp } from '../../src/app.factory';
import { MIGRATIONS } from '../../src/migrations/migrations';
import { migrationClaim } from '../../src/migrations/migrations.module';

export interface TestApp {
  app: NestFastifyApplication;
  api: ReturnType<typeof request>;
  connection: Connection;
  uploadDir: string;
  close(): Promise<void>;
}

/**
 * The real application over the test file's own database, with a private upload folder.
 * `close` drops that database and removes the folder, so files leave nothing behind. A test may
 * give a module of its own that imports AppModule and adds to it.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  rootModule?: Type,
): Promise<TestApp> {
  const uploadDir = mkdtempSync(join(tmpdir(), 'shop-uploads-'));
  const restoreEnv = setEnv({
    UPLOAD_DIR: uploadDir,
    WEB_DIST_DIR: join(uploadDir, 'no-web'),
    ...env,
  });
  try {
    const app = await createApp(rootModule);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    const connection = app.get<Connection>(getConnectionToken());
    return {
      app,
      api: request(app.getHttpServer()),
      connection,
      uploadDir,
      async close() {
        await connection.dropDatabase().catch(() => undefined);
        await app.close();
        rmSync(uploadDir, { recursive: true, force: true });
      },
    };
  } finally {
    restoreEnv();
  }
}

/**
 * Makes the database look as an earlier version of the shop left it, as far as migrations go:
 * none has run on it, so the next start runs them all (each is idempotent).
 */
export async function forgetMigrations(connection: Connection): Promise<void> {
  const claims = MIGRATIONS.map((migration) => migrationClaim(migration.name));
  await connection.collection('seeds').deleteMany({ _id: { $in: claims as never[] } });
}

/** Sets variables for the app being built (config is read then) and gives back a restorer. */
function setEnv(values: Record<string, string>): () => void {
  const previous = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  Object.assign(process.env, values);
  return () => {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
}

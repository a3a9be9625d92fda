// @ts-check
// The S3-compatible object store of the storage tests: S3_TEST_ENDPOINT when set, else the S3
// stand-in (S3Proxy, in memory, scripts/s3-stand-in), which needs Java.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findJava, JAVA_HINT, STAND_INS, startStandIn } from './java.mjs';
import { freePort } from './ports.mjs';

const ACCESS_KEY = 'shop-test-key';
const SECRET_KEY = 'shop-test-secret';

/**
 * @param {{ say: (line: string) => void, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<{ env: Record<string, string>, line: string, stop: () => Promise<void> }>}
 */
export async function provideObjectStore({ say, env = process.env }) {
  if (env.S3_TEST_ENDPOINT) {
    return {
      env: {},
      line: `Object store: S3_TEST_ENDPOINT (${env.S3_TEST_ENDPOINT})`,
      stop: async () => {},
    };
  }
  const java = findJava(env.JAVA_HOME);
  if ('missing' in java) {
    throw new Error(
      `No object store for the storage tests: set S3_TEST_ENDPOINT to an S3-compatible server, or install ${JAVA_HINT} for the S3 stand-in.`,
    );
  }
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), 'shop-s3-stand-in-'));
  const properties = join(folder, 's3proxy.properties');
  writeFileSync(
    properties,
    [
      `s3proxy.endpoint=http://127.0.0.1:${port}`,
      's3proxy.authorization=aws-v2-or-v4',
      `s3proxy.identity=${ACCESS_KEY}`,
      `s3proxy.credential=${SECRET_KEY}`,
      'jclouds.provider=transient',
      'jclouds.identity=unused',
      'jclouds.credential=unused',
    ].join('\n'),
  );
  const standIn = await startStandIn(
    STAND_INS.s3,
    java.command,
    [properties],
    /S3 stand-in ready/,
    say,
  );
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: {
      S3_TEST_ENDPOINT: endpoint,
      S3_TEST_ACCESS_KEY_ID: ACCESS_KEY,
      S3_TEST_SECRET_ACCESS_KEY: SECRET_KEY,
    },
    line: `Object store: the S3 stand-in (S3Proxy, in memory) on ${endpoint}`,
    stop: async () => {
      await standIn.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

// @ts-check
// The two commands of the README on a machine without Docker or mongod: `npm start` keeps its
// shoppers between runs, and the services of `npm start` and `npm test` end with them, however
// they end. Needs the build (npm test builds first) and Java.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { findJava } from './java.mjs';
import { accepts, freePort } from './ports.mjs';
import { REPO_ROOT } from './paths.mjs';

const java = findJava();
const empty = mkdtempSync(join(tmpdir(), 'shop-no-mongod-'));
/** No Docker, no mongod cached or downloadable: the stand-in path, whatever this machine has. */
const BARE = {
  ...withoutServices(process.env),
  DOCKER_HOST: 'unix:///nonexistent/docker.sock',
  MONGOMS_DOWNLOAD_DIR: empty,
  MONGOMS_DOWNLOAD_MIRROR: 'http://127.0.0.1:9',
};

/** This machine's environment, less what names a database, an object store or a browser. */
function withoutServices(/** @type {NodeJS.ProcessEnv} */ env) {
  const rest = { ...env };
  for (const name of ['MONGODB_URI', 'S3_TEST_ENDPOINT', 'CHROMIUM_PATH']) delete rest[name];
  return rest;
}

/**
 * Runs a script of the repository; `until` resolves once its output matches.
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
function run(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  /** @type {Array<() => void>} */
  const listeners = [];
  const onData = (/** @type {Buffer} */ chunk) => {
    output += chunk;
    listeners.forEach((listener) => listener());
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exit = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    exit,
    output: () => output,
    /** @param {RegExp} pattern @returns {Promise<RegExpExecArray>} */
    until: (pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(output);
          if (match) resolve(match);
        };
        listeners.push(check);
        exit.then(() => reject(new Error(`exited before ${pattern}:\n${output}`)));
        check();
      }),
  };
}

/** Resolves once the shop answers its health check; rejects if it exits first. */
async function healthy(/** @type {string} */ baseUrl, /** @type {ReturnType<typeof run>} */ shop) {
  let exited = false;
  shop.exit.then(() => (exited = true));
  while (!exited) {
    const answer = await fetch(`${baseUrl}/api/health`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the shop exited before it answered:\n${shop.output()}`);
}

/** @param {string} baseUrl @param {string} path @param {object} body */
async function post(baseUrl, path, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe(
  'the launchers',
  { skip: 'missing' in java ? `needs Java: ${java.missing}` : false },
  () => {
    it('npm start keeps a registered shopper across a restart, and stops its database with it', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'shop-start-'));
      const port = await freePort();
      const env = {
        ...BARE,
        PORT: String(port),
        LOCAL_DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      };
      const baseUrl = `http://127.0.0.1:${port}`;
      const shopper = {
        name: 'Sara Ali',
        mobile: '+966512345678',
        email: 'sara@example.com',
        password: 'secret123',
      };
      try {
        const first = run(['scripts/start.mjs'], env);
        await healthy(baseUrl, first);
        assert.match(
          first.output(),
          /^Database: the MongoDB-wire stand-in \(mongo-java-server on H2\), data in .* — for trying the shop, not for production$/m,
        );
        assert.equal((await post(baseUrl, '/api/user/register', shopper)).status, 201);
        first.child.kill('SIGTERM');
        assert.equal(await first.exit, 143);
        assert.equal(await accepts(port), false);

        const second = run(['scripts/start.mjs'], env);
        await healthy(baseUrl, second);
        const login = await post(baseUrl, '/api/user/login', {
          email: shopper.email,
          password: shopper.password,
        });
        second.child.kill('SIGINT');
        assert.equal(login.status, 200);
        assert.equal(login.body.message, 'you logged in successfully');
        assert.equal(await second.exit, 130);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it("npm test's services end with its command: with its exit code, or when interrupted", async () => {
      const printUri =
        "console.log('URI=' + process.env.MONGODB_URI + ' S3=' + process.env.S3_TEST_ENDPOINT)";
      const failing = run(
        [
          'scripts/with-services.mjs',
          '--database',
          '--object-store',
          '--',
          process.execPath,
          '-e',
          `${printUri}; process.exit(3)`,
        ],
        BARE,
      );
      const [, uri, s3] = await failing.until(/URI=(\S+) S3=(\S+)/);
      assert.equal(await failing.exit, 3);
      assert.equal(await accepts(Number(new URL(uri).port)), false, 'the database stopped');
      assert.equal(await accepts(Number(new URL(s3).port)), false, 'the object store stopped');

      const waiting = run(
        [
          'scripts/with-services.mjs',
          '--database',
          '--',
          process.execPath,
          '-e',
          `${printUri}; setInterval(() => {}, 1000)`,
        ],
        BARE,
      );
      const [, waitingUri] = await waiting.until(/URI=(\S+)/);
      waiting.child.kill('SIGINT');
      assert.equal(await waiting.exit, 130);
      assert.equal(await accepts(Number(new URL(waitingUri).port)), false, 'the database stopped');
    });
  },
);

describe('Chromium for the journeys', () => {
  const printSkip = "console.log('SKIP=' + process.env.SKIP_BROWSER_JOURNEYS)";
  const without = { ...BARE, CHROMIUM_PATH: '/nowhere/chromium' };

  it('skips the journeys with one loud line when none can be had', async () => {
    const run1 = run(
      ['scripts/with-services.mjs', '--chromium', '--', process.execPath, '-e', printSkip],
      {
        ...without,
        CI: '',
      },
    );
    assert.equal(await run1.exit, 0);
    assert.match(
      run1.output(),
      /^!!! THE BROWSER JOURNEYS ARE SKIPPED: CHROMIUM_PATH is set to \/nowhere\/chromium, which does not exist\. !!!$/m,
    );
    assert.match(
      run1.output(),
      /^SKIP=CHROMIUM_PATH is set to \/nowhere\/chromium, which does not exist$/m,
    );
  });

  it('fails in CI instead', async () => {
    const run2 = run(
      ['scripts/with-services.mjs', '--chromium', '--', process.execPath, '-e', printSkip],
      {
        ...without,
        CI: 'true',
      },
    );
    assert.equal(await run2.exit, 1);
    assert.match(run2.output(), /^No Chromium for the browser journeys: CHROMIUM_PATH is set to/m);
    assert.doesNotMatch(run2.output(), /SKIP=/);
  });
});

process.on('exit', () => rmSync(empty, { recursive: true, force: true }));

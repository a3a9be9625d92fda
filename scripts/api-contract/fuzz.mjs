// @ts-check
// Fuzzes the built server against its own OpenAPI document with Schemathesis (PyPI), three
// times: anonymous, as a shopper and as an admin, each with every check Schemathesis has (no
// 500, every status, content type, header and body as documented, schema-valid requests taken
// and invalid ones refused, undeclared methods answered 405). .ci/run installs Schemathesis and
// runs it with a database; SCHEMATHESIS names the program (else `schemathesis` on the PATH),
// FUZZ_EXAMPLES the cases per operation and FUZZ_SEED the seed (fixed, so a run can be repeated).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN, ROOT, startBuiltServer } from './built-server.mjs';

const SCHEMATHESIS = process.env.SCHEMATHESIS ?? 'schemathesis';
const EXAMPLES = process.env.FUZZ_EXAMPLES ?? '20';
const SEED = process.env.FUZZ_SEED ?? '24';

/**
 * @param {string} url
 * @param {string} path
 * @param {object} body
 */
async function post(url, path, body) {
  const response = await fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return /** @type {{ token?: string }} */ (await response.json());
}

/**
 * A token of the account, logged in before any fuzzing (which soon meets the login limits).
 * @param {string} url
 * @param {{ email: string, password: string }} account
 */
async function tokenOf(url, account) {
  const { token } = await post(url, '/user/login', account);
  if (!token) throw new Error('The login answered no token.');
  return token;
}

const server = await startBuiltServer('shop_openapi_fuzz');
const workDir = mkdtempSync(join(tmpdir(), 'shop-fuzz-'));
const failed = [];
try {
  const shopper = { email: 'contract-shopper@shop.test', password: 'shopper-password-1' };
  await post(server.url, '/user/register', {
    name: 'Contract Shopper',
    mobile: '+966501234567',
    ...shopper,
  });
  const callers = {
    anonymous: undefined,
    shopper: await tokenOf(server.url, shopper),
    admin: await tokenOf(server.url, ADMIN),
  };
  for (const [caller, token] of Object.entries(callers)) {
    console.log(`\n== Schemathesis, ${caller}`);
    const run = spawnSync(
      SCHEMATHESIS,
      [
        '--config-file',
        join(ROOT, 'scripts', 'api-contract', 'schemathesis.toml'),
        'run',
        `${server.url}/api/openapi.json`,
        ...['--checks', 'all', '--phases', 'examples,coverage,fuzzing'],
        ...['--max-examples', EXAMPLES, '--seed', SEED, '--workers', '2'],
        ...['--generation-database', 'none', '--no-color'],
        // A caller's session must last the run: logging out is fuzzed anonymously only.
        ...(token ? ['--header', `token: ${token}`, '--exclude-path', '/api/user/logout'] : []),
      ],
      // In a folder of its own: Schemathesis keeps the failures it found in ./.schemathesis.
      { cwd: workDir, stdio: 'inherit', env: { ...process.env, SCHEMATHESIS_TELEMETRY: 'false' } },
    );
    if (run.error) throw run.error;
    if (run.status !== 0) failed.push(caller);
  }
} finally {
  await server.stop();
  rmSync(workDir, { recursive: true, force: true });
}
if (failed.length) {
  console.error(`\nSchemathesis found failures: ${failed.join(', ')}.`);
  process.exit(1);
}

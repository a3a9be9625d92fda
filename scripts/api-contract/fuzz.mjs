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
import { SANDBOX_CARDS } from '@shop/shared';
import { ADMIN, ROOT, startBuiltServer } from './built-server.mjs';

const SCHEMATHESIS = process.env.SCHEMATHESIS ?? 'schemathesis';
const EXAMPLES = process.env.FUZZ_EXAMPLES ?? '20';
const SEED = process.env.FUZZ_SEED ?? '24';

/**
 * A call made to set the scene, which must succeed: JSON, or a multipart form.
 * @param {string} url
 * @param {string} path
 * @param {object | FormData} body
 * @param {string} [token]
 */
async function post(url, path, body, token) {
  const json = !(body instanceof FormData);
  const response = await fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: { ...(json && { 'content-type': 'application/json' }), ...(token && { token }) },
    body: json ? JSON.stringify(body) : body,
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return /** @type {Record<string, any>} */ (await response.json());
}

/** A 1×1 PNG, for the catalog's images. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A multipart form of text fields, as the back office sends it.
 * @param {Record<string, string>} fields
 */
function multipart(fields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/**
 * Records of every kind, so that the lists the fuzzer reads answer some and their schemas are
 * checked on real answers: a category, a product and a package (admin), a cart line and an
 * order waiting for its payment (shopper).
 * @param {string} url
 * @param {string} admin
 * @param {string} shopper
 */
async function setTheScene(url, admin, shopper) {
  const { category } = await post(
    url,
    '/category/createCategory',
    { name: 'Brake systems', description: 'Pads, discs and fluids' },
    admin,
  );
  const product = multipart({
    name: 'Front brake pads',
    description: 'Ceramic pads for quiet braking',
    nameAr: 'فحمات فرامل أمامية',
    price: '250',
    category: category._id,
    stock: '40',
    manufacturer: 'Denso',
    partNumber: '04465-33471',
  });
  product.append('productImage', new Blob([PNG], { type: 'image/png' }), 'pads.png');
  const { product: pads } = await post(url, '/product/addProduct', product, admin);
  const servicePackage = multipart({
    name: '40,000 km service',
    description: 'Brakes checked and renewed',
    price: '450',
    mileage: '40000',
    productIds: pads._id,
  });
  await post(url, '/package/createPackage', servicePackage, admin);
  await post(url, '/cart/addToCart', { productId: pads._id, quantity: 2 }, shopper);
  await post(
    url,
    '/order/addOrder',
    {
      fullname: 'Contract Shopper',
      phone: '+966501234567',
      shippingAddress: 'King Abdulaziz Rd 12, Jeddah',
      paymentMethod: 'creditcard',
      cardDetails: {
        name: 'CONTRACT SHOPPER',
        number: SANDBOX_CARDS.approved,
        cvc: '123',
        month: 12,
        year: new Date().getFullYear() + 2,
      },
    },
    shopper,
  );
}

/**
 * A token of the account, logged in before any fuzzing (which soon meets the login limits).
 * @param {string} url
 * @param {{ email: string, password: string }} account
 */
async function tokenOf(url, account) {
  const { token } = await post(url, '/user/login', account);
  if (typeof token !== 'string') throw new Error('The login answered no token.');
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
  await setTheScene(server.url, callers.admin, callers.shopper);
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
        // One worker: Hypothesis's reading of its own lambdas is not thread-safe (with two, a run
        // now and then ends in its "AST constructor recursion depth mismatch").
        ...['--max-examples', EXAMPLES, '--seed', SEED, '--workers', '1'],
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

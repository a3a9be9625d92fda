#!/usr/bin/env node
// @ts-check
// `npm run bench`: the catalog's speed, measured against a baseline (issue 4, "Demo data and
// speed"). It
//   1. seeds BENCH_PRODUCTS products (100,000 unless set; parts of 15 car brands fitting their
//      models over ranges of years, 20 fitments each on average, with part numbers; a few
//      universal ones) and 500 service packages into a database of their own, `shop_bench` on
//      the configured MongoDB server (scripts/bench-catalog.mjs);
//   2. starts the built shop (server/dist/main.js) and the baseline (scripts/bench-baseline.mjs:
//      the same queries with the plain MongoDB driver on a bare Node http server), both on the
//      shop's Node (scripts/shop-node.mjs), checks that both answer each call with the same
//      JSON, and times one request to each alone;
//   3. loads each endpoint with autocannon, the API and the baseline in turn, 20 connections for
//      BENCH_DURATION seconds each after a short warm-up, waiting after each run until the server
//      has answered what was still in flight; it prints req/s, p50 and p99 of both, their ratio,
//      and each server process's CPU time per request;
//   4. stops both servers and drops the bench database.
// Target: every endpoint at 0.8 or more of its baseline's req/s, the API's CPU per request at
// most 1.3 times the baseline's, and a p99 under 50 ms.
// With MongoDB the whole run takes about two minutes; a much slower database (the stand-in,
// which scans without indexes) stretches it, since each run waits for the requests left in flight.
//
// Environment: MONGODB_URI (set by `npm run bench` when not given; only its host and options are
// used), BENCH_MONGODB_URI (a database to use instead, dropped at the end), BENCH_PRODUCTS
// (default 100,000), BENCH_DURATION (seconds per run, default 10), BENCH_CONNECTIONS (default 20).
// Everything listens on 127.0.0.1.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { MongoClient } from 'mongodb';
import { dropDatabase, randomSource, seed } from './bench-catalog.mjs';
import { SHOP_NODE_MAJOR, shopNode } from './shop-node.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BENCH_DB_NAME = 'shop_bench';
const TARGET_RATIO = 0.8;
/** The most CPU per request the API may spend, as a multiple of the baseline's. */
const TARGET_CPU_RATIO = 1.3;
const TARGET_P99_MS = 50;

// ---------------------------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------------------------

if (!process.env.MONGODB_URI && !process.env.BENCH_MONGODB_URI) {
  console.error(
    'Run it as `npm run bench`, which provides a database (or set MONGODB_URI): it seeds and ' +
      `measures a "${BENCH_DB_NAME}" database on that server.`,
  );
  process.exit(1);
}

/**
 * The Node the API and the baseline run on: the shop's, fetched from npm when the bench's own is
 * older (Node 20 carries the request log's context, AsyncLocalStorage, at a far higher cost).
 */
const SERVER_NODE = shopNode();

/**
 * @param {string} name
 * @param {number} fallback
 */
function positiveInt(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a whole number of at least 1; got "${raw}".`);
    process.exit(1);
  }
  return value;
}
const DURATION_S = positiveInt('BENCH_DURATION', 10);
const PRODUCTS = positiveInt('BENCH_PRODUCTS', 100_000);
const CONNECTIONS = positiveInt('BENCH_CONNECTIONS', 20);
const WARMUP_S = Math.min(2, DURATION_S);

/**
 * A MongoDB URI split into the part up to the hosts, the database name and the options.
 * @param {string} uri
 */
function splitUri(uri) {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]+)\/?([^?]*)(\?.*)?$/.exec(uri.trim());
  if (!match) throw new Error(`Not a MongoDB URI: ${uri.replace(/\/\/[^@/]*@/, '//***@')}`);
  return { servers: match[1], dbName: decodeURIComponent(match[2]), options: match[3] ?? '' };
}

/** The bench's own database: BENCH_MONGODB_URI, or MONGODB_URI's server with `shop_bench`. */
function benchDatabase() {
  const configured = process.env.MONGODB_URI ? splitUri(process.env.MONGODB_URI) : undefined;
  const chosen = process.env.BENCH_MONGODB_URI
    ? splitUri(process.env.BENCH_MONGODB_URI)
    : // MONGODB_URI is set when BENCH_MONGODB_URI is not (checked above).
      { .../** @type {ReturnType<typeof splitUri>} */ (configured), dbName: '' };
  const dbName = chosen.dbName || BENCH_DB_NAME;
  // The bench drops its database: never let that be the shop's own.
  const shopDbName = configured?.dbName || 'test';
  if (configured && chosen.servers === configured.servers && dbName === shopDbName) {
    throw new Error(
      `The bench would use, and drop, the shop's own database "${dbName}"; ` +
        'set BENCH_MONGODB_URI to another database.',
    );
  }
  return {
    uri: `${chosen.servers}/${encodeURIComponent(dbName)}${chosen.options}`,
    servers: chosen.servers,
    // For the report: no user name or password.
    label: `${chosen.servers.replace(/\/\/[^@/]*@/, '//')}/${dbName}`,
    dbName,
  };
}

// ---------------------------------------------------------------------------------------------
// The two servers
// ---------------------------------------------------------------------------------------------

/**
 * A port nobody listens on right now.
 * @returns {Promise<number>}
 */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node script` listening on `port`; its output is kept to explain a failed start.
 * @param {string} name
 * @param {string} script
 * @param {number} port
 * @param {Record<string, string>} env
 */
function startNode(name, script, port, env) {
  const child = spawn(SERVER_NODE, [script], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  /** @type {(chunk: Buffer) => void} */
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, child, exited, url: `http://127.0.0.1:${port}`, output: () => output.trim() };
}
/** @typedef {ReturnType<typeof startNode>} Server */

/** How long a server may take to start: a slow stand-in database answers the first reads slowly. */
const START_TIMEOUT_S = 120;

/**
 * Waits until GET `path` answers 200, or fails when the process exits or START_TIMEOUT_S pass.
 * @param {Server} server
 * @param {string} path
 */
async function waitUntilUp(server, path) {
  const deadline = Date.now() + START_TIMEOUT_S * 1000;
  let gone = false;
  server.exited.then(() => (gone = true));
  while (Date.now() < deadline && !gone) {
    try {
      const response = await fetch(server.url + path, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The ${server.name} did not start ` +
      `(${gone ? 'it exited' : `no answer in ${START_TIMEOUT_S} s`}):\n` +
      server.output(),
  );
}

/** @param {Server | undefined} server */
async function stop(server) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 5000);
  await server.exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------------

/** @typedef {{ name: string, paths: string[] }} Endpoint */

/**
 * The calls measured; `paths` are taken in turn, the same sequence for the API and baseline.
 * @param {Awaited<ReturnType<typeof seed>>} catalog
 * @returns {Endpoint[]}
 */
function endpoints(catalog) {
  // getCarById over 200 products picked across the catalog, not one hot document.
  const random = randomSource(7);
  const ids = Array.from({ length: 200 }, () => random.pick(catalog.products)._id.toHexString());
  // The storefront's own calls (web/src/lib/catalog/pages.ts): pages of 24.
  const page = (/** @type {number} */ number) => `page=${number}&limit=24`;
  // One of the catalog's fixed categories (scripts/bench-catalog.mjs).
  const brakes = /** @type {(typeof catalog.categories)[number]} */ (
    catalog.categories.find((category) => category.name === 'Brake systems')
  );
  // A part number as a shopper types it: dashes where the maker has none, lower case.
  const { partNumber } = random.pick(catalog.products.filter((product) => product.oemNumbers));
  const compact = partNumber.replace(/-/g, '');
  const typed = `${compact.slice(0, 3)}-${compact.slice(3, 7)}-${compact.slice(7)}`.toLowerCase();
  return [
    { name: 'Products, first page', paths: [`/api/product/getAllProducts?${page(1)}`] },
    { name: 'Products, next page', paths: [`/api/product/getAllProducts?${page(2)}`] },
    {
      name: 'category page',
      paths: [`/api/product/prouctsByCategory/${brakes._id.toHexString()}?${page(1)}`],
    },
    { name: 'keyword search page', paths: [`/api/product?keywords=spark%20plugs&${page(1)}`] },
    {
      name: 'Arabic keyword search page',
      paths: [`/api/product?keywords=${encodeURIComponent('تويوتا كامري')}&${page(1)}`],
    },
    {
      name: 'car search page',
      paths: [`/api/product?brand=Toyota&model=Camry&year=2020&${page(1)}`],
    },
    // The documented unpaged search, as integrators call it.
    { name: 'car search, unpaged', paths: ['/api/product?brand=Toyota&model=Camry&year=2020'] },
    // The storefront's list for a chosen car: the parts that fit it, a page at a time.
    {
      name: 'Products for a car, page',
      paths: [`/api/product/getAllProducts?brand=Toyota&model=Camry&year=2020&${page(1)}`],
    },
    {
      name: 'part number with dashes',
      paths: [`/api/product?partNumber=${encodeURIComponent(typed)}`],
    },
    { name: 'getCarById', paths: ids.map((id) => `/api/product/getCarById/${id}`) },
  ];
}

/**
 * Where two parsed JSON values first differ, as a path such as `products[3].category`.
 * @param {any} a
 * @param {any} b
 * @returns {string | undefined}
 */
function firstDifference(a, b, path = '') {
  if (isDeepStrictEqual(a, b)) return undefined;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return path;
  if (Array.isArray(a) && Array.isArray(b) && a.length !== b.length) return `${path}.length`;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const at = Array.isArray(a) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    const found = firstDifference(a[key], b[key], at);
    if (found !== undefined) return found;
  }
  return path;
}

/**
 * One GET, its status, text and parsed body, and how long it took in ms.
 * @param {Server} server
 * @param {string} path
 */
async function get(server, path) {
  const started = performance.now();
  const response = await fetch(server.url + path, { signal: AbortSignal.timeout(180_000) });
  const text = await response.text();
  const ms = performance.now() - started;
  return { status: response.status, text, body: JSON.parse(text), ms };
}

/**
 * Both servers must answer the same JSON, or the comparison means nothing. Also times one more
 * request to each, alone: the latency floor that no load can go under.
 * @param {Endpoint} endpoint
 * @param {Server} api
 * @param {Server} baseline
 */
async function sameAnswers(endpoint, api, baseline) {
  const path = endpoint.paths[0];
  const answers = [];
  for (const server of [api, baseline]) {
    const answer = await get(server, path);
    answers.push({ ...answer, aloneMs: (await get(server, path)).ms });
  }
  const [fromApi, fromBaseline] = answers;
  const difference = firstDifference(fromApi.body, fromBaseline.body);
  if (fromApi.status !== 200 || fromBaseline.status !== 200 || difference !== undefined) {
    throw new Error(
      `The API and the baseline answer ${path} differently ` +
        `(status ${fromApi.status} / ${fromBaseline.status}, first difference at ` +
        `"${difference}"):\nAPI:      ${fromApi.text.slice(0, 300)}\n` +
        `baseline: ${fromBaseline.text.slice(0, 300)}`,
    );
  }
  const body = fromApi.body;
  return {
    products: body.products?.length ?? (body.product ? 1 : 0),
    packages: body.packages?.length,
    bytes: Buffer.byteLength(fromApi.text),
    aloneMs: { api: fromApi.aloneMs, baseline: fromBaseline.aloneMs },
  };
}

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const CLOCK_TICKS_PER_S = 100;

/**
 * CPU time (user + system, ms) a process has used so far; Linux only, else undefined.
 * @param {number | undefined} pid
 */
function cpuMs(pid) {
  try {
    // Fields 14 and 15 of /proc/PID/stat, after the command name in parentheses, in clock ticks.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
  } catch {
    return undefined;
  }
}
/** CPU time (ms) the whole machine has spent busy so far, all cores together; Linux only. */
function machineBusyMs() {
  try {
    // The first line of /proc/stat: user nice system idle iowait irq softirq steal ..., in ticks.
    const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1);
    const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
    return ((user + nice + system + irq + softirq + steal) * 1000) / CLOCK_TICKS_PER_S;
  } catch {
    return undefined;
  }
}

/**
 * The process listening on this loopback TCP port (the database server, when it runs on this
 * machine), found through /proc; undefined when it cannot be seen.
 * @param {number} port
 */
function listenerPid(port) {
  try {
    const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
    const inodes = new Set();
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
      for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
        const fields = line.trim().split(/\s+/);
        // local address, state 0A = LISTEN, inode
        if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(fields[9]);
      }
    }
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      let fds;
      try {
        fds = readdirSync(`/proc/${pid}/fd`);
      } catch {
        continue;
      }
      for (const fd of fds) {
        try {
          const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
          if (inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1])) return Number(pid);
        } catch {
          // Closed meanwhile.
        }
      }
    }
  } catch {
    // Not Linux, or not allowed to look.
  }
  return undefined;
}

/**
 * What the machine's and the bench's processes have spent so far (ms): one snapshot.
 * @param {(number | undefined)[]} pids
 */
function cpuSnapshot(pids) {
  return {
    at: performance.now(),
    machine: machineBusyMs(),
    bench: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
    servers: pids.map((pid) => (pid === undefined ? 0 : (cpuMs(pid) ?? 0))),
  };
}
/**
 * Where the machine's CPU went between two snapshots, as shares of all its cores.
 * @param {ReturnType<typeof cpuSnapshot>} before
 * @param {ReturnType<typeof cpuSnapshot>} after
 */
function cpuShares(before, after) {
  const capacity = (after.at - before.at) * os.cpus().length;
  if (before.machine === undefined || after.machine === undefined || capacity <= 0)
    return undefined;
  const ours =
    after.bench -
    before.bench +
    after.servers.reduce((sum, ms, index) => sum + ms - before.servers[index], 0);
  const busy = after.machine - before.machine;
  return { busy: busy / capacity, others: Math.max(0, busy - ours) / capacity };
}

/**
 * One autocannon run against `server`: req/s, latency percentiles, requests that failed or were
 * not 200, the server's CPU time per request (counted until it has answered them all), and how
 * busy the machine was meanwhile with work other than the bench's.
 * @param {Server} server
 * @param {string[]} paths
 * @param {number} seconds
 */
async function load(server, paths, seconds) {
  let next = 0;
  const cpuBefore = cpuMs(server.child.pid);
  const machineBefore = cpuSnapshot(benchPids());
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: seconds,
    // Longer than the run, so it never fires: a slow answer is waited for, not abandoned and
    // asked again (which would pile up work on the server that outlives the run).
    timeout: seconds + 1,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
      },
    ],
  });
  await settle(server, paths[0]);
  const cpuAfter = cpuMs(server.child.pid);
  const machine = cpuShares(machineBefore, cpuSnapshot(benchPids()));
  return {
    othersShare: machine?.others,
    rps: result.requests.average,
    answered: result['2xx'],
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.non2xx,
    // Every request sent, and the settling one, has been answered by now.
    cpuPerRequest:
      cpuBefore === undefined || cpuAfter === undefined
        ? undefined
        : (cpuAfter - cpuBefore) / (result.requests.sent + 1),
  };
}

/**
 * Waits until `server` has worked off the requests autocannon left in flight when it stopped, so
 * they do not slow down the next run: one more request, answered after (or along with) them.
 * With MongoDB that takes milliseconds; with a slow database it can take many seconds.
 * @param {Server} server
 * @param {string} path
 */
async function settle(server, path) {
  try {
    const response = await fetch(server.url + path, { signal: AbortSignal.timeout(180_000) });
    await response.arrayBuffer();
  } catch {
    // The next run reports a server that still does not answer.
  }
}

// ---------------------------------------------------------------------------------------------
// What ran, and where
// ---------------------------------------------------------------------------------------------

/**
 * The database server, as exactly as it tells: mongod's buildInfo carries its gitVersion; a server
 * that only speaks the wire protocol (such as the stand-in) has none.
 * @param {import('mongodb').Db} db
 */
async function describeDatabase(db) {
  const build = await db.admin().command({ buildInfo: 1 });
  if (build.gitVersion) return `MongoDB ${build.version} (mongod, git ${build.gitVersion})`;
  return (
    `a server answering as MongoDB ${build.version} that is not mongod ` +
    '(its buildInfo has no gitVersion)'
  );
}

/**
 * The port of a MongoDB server on this machine, from the bench database's URI.
 * @param {string} servers
 */
function localPort(servers) {
  const match = /^mongodb:\/\/(?:[^@/]*@)?(127\.0\.0\.1|localhost|\[::1\])(?::(\d+))?$/.exec(
    servers,
  );
  return match ? Number(match[2] ?? 27017) : undefined;
}

/** @type {(share: number | undefined) => string} */
const percent = (share) => (share === undefined ? 'n/a' : `${(share * 100).toFixed(0)}%`);
const loadNow = () => os.loadavg()[0].toFixed(2);

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

/** @typedef {Awaited<ReturnType<typeof load>>} Run */
/**
 * @typedef {{
 *   endpoint: Endpoint, api: Run, baseline: Run, ratio?: number, cpuRatio?: number, met: boolean,
 * }} Row
 */

/** @type {(bytes: number) => string} */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** Below this many answers a run says more about the database than about the server. */
const FEW_ANSWERS = 100;
/** @type {(rps: number) => string} */
const rate = (rps) => (rps >= 10 ? rps.toFixed(0) : rps.toFixed(1));
/** @type {(ms: number | undefined) => string} */
const cpu = (ms) => (ms === undefined ? 'n/a' : ms.toFixed(2));
/**
 * req/s, marked with * when the run had few answers.
 * @type {(run: Run) => string}
 */
const rateOf = (run) => `${rate(run.rps)}${run.answered < FEW_ANSWERS ? '*' : ''}`;
/**
 * A latency percentile, or - when nothing was answered.
 * @type {(run: Run, percentile: 'p50' | 'p99') => string}
 */
const latency = (run, percentile) => (run.answered ? String(run[percentile]) : '-');

/**
 * One row per endpoint: the API, the baseline, their ratio and whether the target is met.
 * @param {Row[]} rows
 */
function printTable(rows) {
  const header = [
    [
      'endpoint',
      'API req/s',
      'p50',
      'p99',
      'CPU',
      'base req/s',
      'p50',
      'p99',
      'CPU',
      'ratio',
      'CPU',
      '',
    ],
    ['', '', 'ms', 'ms', 'ms/req', '', 'ms', 'ms', 'ms/req', '', 'ratio', 'target'],
  ];
  const lines = rows.map(({ endpoint, api, baseline, ratio, cpuRatio, met }) => [
    endpoint.name,
    rateOf(api),
    latency(api, 'p50'),
    latency(api, 'p99'),
    cpu(api.cpuPerRequest),
    rateOf(baseline),
    latency(baseline, 'p50'),
    latency(baseline, 'p99'),
    cpu(baseline.cpuPerRequest),
    ratio === undefined ? 'n/a' : ratio.toFixed(2),
    cpuRatio === undefined ? 'n/a' : cpuRatio.toFixed(2),
    met ? 'met' : 'MISSED',
  ]);
  const all = [...header, ...lines];
  const widths = header[0].map((_, column) => Math.max(...all.map((line) => line[column].length)));
  // The API's columns, then the baseline's, then the comparison, set apart by bars.
  /** @type {(line: string[]) => string} */
  const format = (line) =>
    line
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column]),
      )
      .map((cell, column) => ([1, 5, 9].includes(column) ? `| ${cell}` : cell))
      .join('  ');
  for (const line of header) console.log(format(line));
  console.log(format(widths.map((width) => '-'.repeat(width))));
  for (const line of lines) console.log(format(line));
  console.log(
    "CPU: the server process's own CPU time (user + system) per request, whatever the " +
      "database's speed; it includes the process's idle work, so it reads best with many answers.",
  );
  if (rows.some(({ api, baseline }) => Math.min(api.answered, baseline.answered) === 0)) {
    console.log(
      'No answer within a run: each request took longer than the run itself (BENCH_DURATION); ' +
        'a longer one gives figures, if the database allows.',
    );
  }
  if (rows.some(({ api, baseline }) => Math.min(api.answered, baseline.answered) < FEW_ANSWERS)) {
    console.log(
      `*: fewer than ${FEW_ANSWERS} answers in the run; the database, not the server, set the ` +
        'pace, and the figures are rough.',
    );
  }
}

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------

/** @type {ReturnType<typeof benchDatabase>} */
let database;
try {
  database = benchDatabase();
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}
const client = new MongoClient(database.uri, { serverSelectionTimeoutMS: 5000 });
const uploadDir = mkdtempSync(join(os.tmpdir(), 'shop-bench-uploads-'));
/** @type {Server | undefined} */
let api;
/** @type {Server | undefined} */
let baseline;
/**
 * The database server's process, when it runs on this machine and can be seen.
 * @type {number | undefined}
 */
let databasePid;
/** The processes whose CPU is the bench's own: the two servers and the database. */
function benchPids() {
  return [api?.child.pid, baseline?.child.pid, databasePid];
}

/** Stops what this run started and drops its database, whatever happened. */
async function cleanUp() {
  await Promise.all([stop(api), stop(baseline)]);
  try {
    await dropDatabase(client.db(database.dbName));
  } catch (error) {
    const { message } = /** @type {Error} */ (error);
    console.error(`Could not drop the bench database ${database.label}: ${message}`);
  }
  await client.close();
  rmSync(uploadDir, { recursive: true, force: true });
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\nInterrupted; cleaning up.`);
    cleanUp().finally(() => process.exit(130));
  });
}

try {
  await client.connect();
  const db = client.db(database.dbName);
  const cpus = os.cpus();
  const loadAtStart = loadNow();
  console.log(
    `Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ` +
      `load average ${loadAtStart} at the start, Node ${process.version}`,
  );
  console.log(
    `The API and the baseline run on Node ${execFileSync(SERVER_NODE, ['--version'], { encoding: 'utf8' }).trim()}, ` +
      `the shop's (package.json's engines, the Docker images: ${SHOP_NODE_MAJOR}).`,
  );
  const started = Date.now();
  const catalog = await seed(db, PRODUCTS);
  console.log(
    `Seeded ${catalog.categories.length} categories, ${catalog.products.length} products and ` +
      `${catalog.packages.length} packages in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  const port = localPort(database.servers);
  databasePid = port === undefined ? undefined : listenerPid(port);
  console.log(
    `Database: ${await describeDatabase(db)} at ${database.label}` +
      (databasePid === undefined
        ? ' (not seen on this machine: its CPU counts as other work)'
        : ` (process ${databasePid} on this machine)`),
  );
  console.log(
    `Load: ${CONNECTIONS} connections, ${DURATION_S} s per run after a ${WARMUP_S} s warm-up, ` +
      'API and baseline in turn, who goes first alternating.\n',
  );

  const apiPort = await freePort();
  const publicUrl = `http://127.0.0.1:${apiPort}`;
  api = startNode('API', 'server/dist/main.js', apiPort, {
    MONGODB_URI: database.uri,
    PUBLIC_URL: publicUrl,
    JWT_SECRET: 'bench-only-secret-of-at-least-32-characters',
    UNSUBSCRIBE_SECRET: 'bench-only-unsubscribe-secret-of-32-chars',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    // Required in production; the bench sends no mail and issues no invoice.
    SMTP_URL: 'smtp://127.0.0.1:1',
    SELLER_NAME: 'متجر قياس الأداء',
    SELLER_VAT_NUMBER: '300000000000003',
    SELLER_ADDRESS: 'Jeddah',
    SELLER_ID: '4030000000',
    SELLER_STREET: 'King Abdulaziz Road',
    SELLER_BUILDING_NUMBER: '1234',
    SELLER_DISTRICT: 'Al Baghdadiyah',
    SELLER_CITY: 'Jeddah',
    SELLER_POSTAL_CODE: '21577',
    // Onboarding never starts, so nothing is reported to this address (docs/e-invoicing.md).
    ZATCA_API_URL: 'http://127.0.0.1:1/e-invoicing/simulation',
    ZATCA_KEY_ENCRYPTION_KEY: 'bench-only-key-encryption-secret-of-32+',
    UPLOAD_DIR: uploadDir,
    // Wait for the database as long as the baseline's driver does: a slow database (the
    // stand-in scanning 100,000 products) holds requests for seconds under load, which is its
    // speed to measure, not an outage to answer 503.
    DB_TIMEOUT_MS: '60000',
  });
  baseline = startNode('baseline', 'scripts/bench-baseline.mjs', await freePort(), {
    BENCH_DB_URI: database.uri,
    BENCH_UPLOADS_URL: `${publicUrl}/uploads`,
  });
  await Promise.all([waitUntilUp(api, '/api/health'), waitUntilUp(baseline, '/health')]);
  console.log('API and baseline are up; both answer the same JSON to every call below.\n');

  const rows = [];
  for (const [index, endpoint] of endpoints(catalog).entries()) {
    const size = await sameAnswers(endpoint, api, baseline);
    const found =
      `${size.products} product${size.products === 1 ? '' : 's'}` +
      (size.packages === undefined ? '' : `, ${size.packages} packages`);
    console.log(`${endpoint.name}: GET ${endpoint.paths[0]} (${found}, ${kb(size.bytes)})`);
    console.log(
      `  one request alone: API ${size.aloneMs.api.toFixed(1)} ms, ` +
        `baseline ${size.aloneMs.baseline.toFixed(1)} ms`,
    );
    // Who goes first alternates, so a machine getting busier or quieter favours neither.
    const order = index % 2 === 0 ? [api, baseline] : [baseline, api];
    // A short warm-up for each, so both are measured with their code compiled and pools filled.
    for (const server of order) await load(server, endpoint.paths, WARMUP_S);
    const runs = new Map();
    for (const server of order) runs.set(server, await load(server, endpoint.paths, DURATION_S));
    const [apiRun, baselineRun] = [runs.get(api), runs.get(baseline)];
    for (const [name, run] of [
      ['API', apiRun],
      ['baseline', baselineRun],
    ]) {
      console.log(
        `  ${name.padEnd(8)} ${rate(run.rps)} req/s (${run.answered} answered), ` +
          `p50 ${latency(run, 'p50')} ms, p99 ${latency(run, 'p99')} ms, ` +
          `CPU ${cpu(run.cpuPerRequest)} ms/req` +
          (run.failed ? `; ${run.failed} failed, timed out or not 200` : ''),
      );
    }
    console.log(
      `  other work on the machine meanwhile: ${percent(apiRun.othersShare)} of its CPU during ` +
        `the API's run, ${percent(baselineRun.othersShare)} during the baseline's`,
    );
    const ratio = baselineRun.rps ? apiRun.rps / baselineRun.rps : undefined;
    const cpuRatio =
      apiRun.cpuPerRequest !== undefined && baselineRun.cpuPerRequest
        ? apiRun.cpuPerRequest / baselineRun.cpuPerRequest
        : undefined;
    const met =
      apiRun.answered > 0 &&
      apiRun.failed === 0 &&
      (ratio === undefined || ratio >= TARGET_RATIO) &&
      (cpuRatio === undefined || cpuRatio <= TARGET_CPU_RATIO) &&
      apiRun.p99 < TARGET_P99_MS;
    rows.push({ endpoint, api: apiRun, baseline: baselineRun, ratio, cpuRatio, met });
  }

  console.log('');
  printTable(rows);
  const othersShares = rows
    .flatMap((row) => [row.api.othersShare, row.baseline.othersShare])
    .filter((share) => share !== undefined);
  const busiest = othersShares.length ? Math.max(...othersShares) : undefined;
  console.log(
    `\nConditions: load average ${loadAtStart} at the start and ${loadNow()} at the end; ` +
      (busiest === undefined
        ? "other work's share of the CPU could not be measured."
        : "work other than the bench's own (its two servers, the database and the load " +
          `generator) used ` +
          `${percent(Math.min(...othersShares))} to ${percent(busiest)} of the machine's CPU ` +
          'during the runs.' +
          (busiest > 0.25
            ? ' The machine was shared: rerun when it is quieter for firmer figures.'
            : '')),
  );
  const missed = rows.filter((row) => !row.met);
  console.log(
    `\nTarget (>= ${TARGET_RATIO} of baseline req/s, CPU per request <= ${TARGET_CPU_RATIO}x ` +
      `the baseline's, p99 < ${TARGET_P99_MS} ms at ${CONNECTIONS} connections): ${
        missed.length === 0
          ? `met by all ${rows.length} endpoints.`
          : `met by ${rows.length - missed.length} of ${rows.length}; missed by ` +
            missed
              .map(
                (row) =>
                  `${row.endpoint.name} (ratio ${row.ratio?.toFixed(2) ?? 'n/a'}, ` +
                  `CPU ${row.cpuRatio?.toFixed(2) ?? 'n/a'}x, p99 ${latency(row.api, 'p99')} ms)`,
              )
              .join(', ') +
            '.'
      }`,
  );
} catch (error) {
  console.error(`The bench failed: ${/** @type {Error} */ (error).message}`);
  process.exitCode = 1;
} finally {
  if (!interrupted) await cleanUp();
}

#!/usr/bin/env node
// `npm run bench`: the catalog's speed, measured against a baseline (issue 4, "Demo data and
// speed"). It
//   1. seeds 10,000 products (spread over 15 car brands, their models and years) and 500 service
//      packages into a database of their own, `shop_bench` on the configured MongoDB server;
//   2. starts the built shop (server/dist/main.js) and the baseline (scripts/bench-baseline.mjs:
//      the same queries with the plain MongoDB driver on a bare Node http server), checks that
//      both answer each call with the same JSON, and times one request to each alone;
//   3. loads each endpoint with autocannon, the API and the baseline in turn, 20 connections for
//      BENCH_DURATION seconds each after a short warm-up, waiting after each run until the server
//      has answered what was still in flight; it prints req/s, p50 and p99 of both, their ratio,
//      and each server process's CPU time per request;
//   4. stops both servers and drops the bench database.
// Target: every endpoint at 0.6 or more of its baseline's req/s, with a p99 under 50 ms.
// With MongoDB the whole run takes about two minutes; a much slower database (FerretDB over
// SQLite, say) stretches it, since each run waits for the requests left in flight.
//
// Environment: MONGODB_URI (required; only its host and options are used), BENCH_MONGODB_URI (a
// database to use instead, dropped at the end), BENCH_DURATION (seconds per run, default 10),
// BENCH_CONNECTIONS (default 20). Everything listens on 127.0.0.1.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { MongoClient, ObjectId } from 'mongodb';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BENCH_DB_NAME = 'shop_bench';
const PRODUCT_COUNT = 10_000;
const PACKAGE_COUNT = 500;
const TARGET_RATIO = 0.6;
const TARGET_P99_MS = 50;

// ---------------------------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------------------------

if (!process.env.MONGODB_URI && !process.env.BENCH_MONGODB_URI) {
  console.error(
    'npm run bench needs MONGODB_URI (e.g. mongodb://127.0.0.1:27017/): it seeds and measures ' +
      `a "${BENCH_DB_NAME}" database on that server.`,
  );
  process.exit(1);
}

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
const CONNECTIONS = positiveInt('BENCH_CONNECTIONS', 20);
const WARMUP_S = Math.min(2, DURATION_S);

/** A MongoDB URI split into the part up to the hosts, the database name and the options. */
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
    : { ...configured, dbName: '' };
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
    // For the report: no user name or password.
    label: `${chosen.servers.replace(/\/\/[^@/]*@/, '//')}/${dbName}`,
    dbName,
  };
}

// ---------------------------------------------------------------------------------------------
// The demo catalog: deterministic, so every run measures the same data
// ---------------------------------------------------------------------------------------------

/** A small seeded pseudo-random generator (mulberry32). */
function randomSource(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (items) => items[Math.floor(next() * items.length)];
  const between = (min, max) => min + Math.floor(next() * (max - min + 1));
  return { next, pick, between };
}

// The brands most sold in Saudi Arabia, weighted by how common they are on its roads.
const CARS = [
  { brand: 'Toyota', weight: 6, models: ['Camry', 'Corolla', 'Land Cruiser', 'Hilux', 'Yaris'] },
  { brand: 'Hyundai', weight: 4, models: ['Elantra', 'Sonata', 'Accent', 'Tucson'] },
  { brand: 'Nissan', weight: 3, models: ['Patrol', 'Sunny', 'Altima'] },
  { brand: 'Kia', weight: 3, models: ['Cerato', 'Sportage', 'K5'] },
  { brand: 'Chevrolet', weight: 2, models: ['Tahoe', 'Malibu', 'Silverado'] },
  { brand: 'Ford', weight: 2, models: ['Taurus', 'Explorer', 'F-150'] },
  { brand: 'Honda', weight: 2, models: ['Accord', 'Civic'] },
  { brand: 'GMC', weight: 2, models: ['Yukon', 'Sierra'] },
  { brand: 'Lexus', weight: 2, models: ['LX', 'ES'] },
  { brand: 'Mitsubishi', weight: 1, models: ['Pajero', 'Lancer', 'Attrage'] },
  { brand: 'Mazda', weight: 1, models: ['CX-9', 'Mazda 6'] },
  { brand: 'Isuzu', weight: 1, models: ['D-Max'] },
  { brand: 'Mercedes-Benz', weight: 1, models: ['E-Class', 'S-Class'] },
  { brand: 'Changan', weight: 1, models: ['CS35', 'Eado'] },
  { brand: 'Geely', weight: 1, models: ['Coolray', 'Emgrand'] },
];
const WEIGHTED_CARS = CARS.flatMap((car) => Array(car.weight).fill(car));
const YEARS = { from: 2012, to: 2024 };

const CATEGORIES = [
  { key: 'engine', name: 'Engine parts', description: 'Spark plugs, belts, gaskets and mounts' },
  { key: 'brakes', name: 'Brake systems', description: 'Pads, discs, shoes and brake fluid' },
  { key: 'tires', name: 'Tires and wheels', description: 'Tires, rims and wheel accessories' },
  { key: 'filters', name: 'Filters and fluids', description: 'Filters, engine oils and coolants' },
  { key: 'electrical', name: 'Electrical', description: 'Batteries, bulbs and alternators' },
  { key: 'suspension', name: 'Suspension', description: 'Shocks, arms, joints and bearings' },
  { key: 'cooling', name: 'Cooling and A/C', description: 'Radiators, pumps and compressors' },
  { key: 'accessories', name: 'Accessories', description: 'Wipers, mats, covers and car care' },
];

// Part kinds: [category, name, description, price range in SAR]. Four of the 36 are filters.
const PARTS = [
  ['filters', 'Oil filter', 'Full-flow spin-on filter that traps engine wear', 25, 90],
  ['filters', 'Air filter', 'Pleated element for clean intake air', 40, 160],
  ['filters', 'Cabin air filter', 'Activated-carbon element against dust and odours', 35, 140],
  ['filters', 'Fuel filter', 'Keeps rust and dirt away from the injectors', 45, 220],
  ['filters', 'Engine oil 5W-30 (5 L)', 'Fully synthetic oil for hot climates', 120, 290],
  ['filters', 'Coolant (4 L)', 'Long-life coolant, pre-mixed 50/50', 45, 110],
  ['filters', 'Automatic transmission fluid (4 L)', 'ATF for smooth shifts', 95, 260],
  ['engine', 'Spark plugs (set of 4)', 'Long-life iridium plugs for smooth starts', 90, 320],
  ['engine', 'Timing belt kit', 'Belt, tensioner and idler pulley', 380, 1450],
  ['engine', 'Serpentine belt', 'Reinforced ribbed belt for quiet running', 70, 240],
  ['engine', 'Engine mount', 'Hydraulic mount that cuts vibration', 180, 720],
  ['engine', 'Valve cover gasket', 'Heat-resistant rubber gasket set', 60, 210],
  ['engine', 'Ignition coil', 'High-output coil pack', 150, 480],
  ['engine', 'Oxygen sensor', 'Upstream lambda sensor', 190, 650],
  ['brakes', 'Front brake pads', 'Ceramic pads for quiet, dust-free braking', 140, 520],
  ['brakes', 'Rear brake pads', 'Semi-metallic pads with wear indicator', 120, 430],
  ['brakes', 'Front brake discs (pair)', 'Vented discs, coated against rust', 320, 1200],
  ['brakes', 'Brake fluid DOT 4 (1 L)', 'High boiling point fluid', 35, 80],
  ['tires', 'All-season tire 225/45 R17', 'Low-noise tread for highways', 310, 720],
  ['tires', 'Desert tire 265/70 R16', 'Sand-ready tread with reinforced walls', 420, 980],
  ['tires', 'Alloy wheel 17"', 'Cast aluminium rim, silver finish', 450, 1300],
  ['electrical', 'Battery 70 Ah', 'Heat-resistant maintenance-free battery', 330, 780],
  ['electrical', 'Alternator', 'Remanufactured, tested at full load', 650, 2100],
  ['electrical', 'Starter motor', 'High-torque starter for hot starts', 520, 1800],
  ['electrical', 'LED headlight bulbs (pair)', 'Bright white light, plug and play', 110, 390],
  ['suspension', 'Front shock absorbers (pair)', 'Gas-charged for a firm, quiet ride', 480, 1600],
  ['suspension', 'Lower control arm', 'Forged arm with bushings fitted', 260, 880],
  ['suspension', 'Wheel bearing', 'Sealed hub bearing assembly', 190, 640],
  ['suspension', 'Tie rod end', 'Greased-for-life steering joint', 70, 230],
  ['cooling', 'Radiator', 'Aluminium core for desert heat', 520, 1900],
  ['cooling', 'Water pump', 'Cast impeller and new gasket', 230, 790],
  ['cooling', 'A/C compressor', 'Remanufactured compressor with clutch', 1100, 3400],
  ['cooling', 'Thermostat', 'Opens at the factory temperature', 60, 190],
  ['accessories', 'Wiper blades (pair)', 'Frameless blades that resist the sun', 45, 150],
  ['accessories', 'Floor mats (set)', 'Tailored rubber mats with raised edges', 120, 380],
  ['accessories', 'Sunshade', 'Foldable reflective windshield shade', 35, 95],
];
const GENERIC_MAKERS = ['Bosch', 'Denso', 'NGK', 'Mann', 'Mahle', 'Valeo', 'ACDelco', 'Aisin'];
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const MILEAGES = [5_000, 10_000, 20_000, 40_000, 80_000];
// What each service contains, by part name: the oil service and more as the mileage grows.
const SERVICE_PARTS = {
  5_000: ['Engine oil 5W-30 (5 L)', 'Oil filter'],
  10_000: ['Engine oil 5W-30 (5 L)', 'Oil filter', 'Cabin air filter'],
  20_000: ['Engine oil 5W-30 (5 L)', 'Oil filter', 'Air filter', 'Cabin air filter'],
  40_000: [
    'Engine oil 5W-30 (5 L)',
    'Oil filter',
    'Air filter',
    'Spark plugs (set of 4)',
    'Front brake pads',
    'Brake fluid DOT 4 (1 L)',
  ],
  80_000: [
    'Engine oil 5W-30 (5 L)',
    'Oil filter',
    'Air filter',
    'Fuel filter',
    'Spark plugs (set of 4)',
    'Timing belt kit',
    'Coolant (4 L)',
    'Automatic transmission fluid (4 L)',
  ],
};

/** Categories, products and packages as the shop's schemas store them. */
function buildCatalog() {
  const random = randomSource(20240604);
  const start = Date.UTC(2024, 0, 1);
  const categoryIds = {};
  const categories = CATEGORIES.map(({ key, name, description }, index) => {
    categoryIds[key] = new ObjectId();
    const at = new Date(start + index * 1000);
    return { _id: categoryIds[key], name, description, createdAt: at, updatedAt: at, __v: 0 };
  });

  const products = [];
  // Product ids by car and part ("Toyota|Camry|2020|Oil filter"), and generic ones by part, to
  // fill the service packages below.
  const forCar = new Map();
  const generic = new Map();
  const remember = (index, key, id) => {
    if (!index.has(key)) index.set(key, []);
    index.get(key).push(id);
  };
  for (let index = 0; index < PRODUCT_COUNT; index += 1) {
    const [category, part, about, minPrice, maxPrice] = random.pick(PARTS);
    // Four in five parts are made for one car; the rest fit any.
    const car = random.next() < 0.8 ? random.pick(WEIGHTED_CARS) : undefined;
    const model = car && random.pick(car.models);
    const year = car && random.between(YEARS.from, YEARS.to);
    const _id = new ObjectId();
    const images = Array.from({ length: random.between(1, 2) }, (_, n) => ({
      secure_url: `http://localhost:3000/uploads/products/${_id}-${n}.webp`,
      key: `products/${_id}-${n}.webp`,
    }));
    // The listing is newest first: one product a minute, the first one oldest.
    const at = new Date(start + 60_000 * (index + 1));
    const product = {
      _id,
      name: car ? `${model} ${part.toLowerCase()}` : `${random.pick(GENERIC_MAKERS)} ${part}`,
      description: car ? `${about}. Fits the ${car.brand} ${model} ${year}.` : `${about}.`,
      price: random.between(minPrice * 100, maxPrice * 100) / 100,
      category: categoryIds[category],
      image: images,
      isForSpecificCar: Boolean(car),
      createdAt: at,
      updatedAt: at,
      __v: 0,
    };
    if (car) {
      product.carDetails = { model, year, agency: car.brand, warranty: random.next() < 0.7 };
      // Some parts are matched to one car by its VIN.
      if (random.next() < 0.1) {
        product.carEngine = Array.from({ length: 17 }, () => random.pick(VIN_CHARS)).join('');
      }
      remember(forCar, `${car.brand}|${model}|${year}|${part}`, _id);
    } else {
      remember(generic, part, _id);
    }
    products.push(product);
  }

  // Service packages for the 20 models with the most parts, for each of their 5 latest years and
  // each mileage: each holds the car's own parts for the service, or generic ones when it has
  // none of a kind.
  const partsPerModel = new Map();
  for (const { carDetails } of products) {
    if (!carDetails) continue;
    const model = `${carDetails.agency}|${carDetails.model}`;
    partsPerModel.set(model, (partsPerModel.get(model) ?? 0) + 1);
  }
  const packagedYears = Array.from({ length: 5 }, (_, n) => YEARS.to - n);
  const popularCars = [...partsPerModel.keys()]
    .sort((a, b) => partsPerModel.get(b) - partsPerModel.get(a) || a.localeCompare(b))
    .flatMap((model) => packagedYears.map((year) => `${model}|${year}`))
    .slice(0, PACKAGE_COUNT / MILEAGES.length);
  const packages = [];
  for (let index = 0; index < PACKAGE_COUNT; index += 1) {
    const car = popularCars[Math.floor(index / MILEAGES.length)];
    const mileage = MILEAGES[index % MILEAGES.length];
    const [brand, model, year] = car.split('|');
    const contents = SERVICE_PARTS[mileage].map((part) =>
      random.pick(forCar.get(`${car}|${part}`) ?? generic.get(part)),
    );
    const at = new Date(start + 60_000 * (PRODUCT_COUNT + index + 1));
    const hex = new ObjectId().toHexString();
    packages.push({
      _id: new ObjectId(),
      name: `${brand} ${model} ${year} — ${mileage.toLocaleString('en-US')} km service`,
      description: `Everything the ${mileage.toLocaleString('en-US')} km service of the ${brand} ${model} ${year} needs.`,
      price: random.between(200, 2500),
      mileage,
      images: [
        { url: `http://localhost:3000/uploads/packages/${hex}.webp`, key: `packages/${hex}.webp` },
      ],
      products: contents,
      createdAt: at,
      updatedAt: at,
      __v: 0,
    });
  }
  return { categories, products, packages };
}

/** Drops whatever a previous run left, creates the schemas' indexes, then inserts the catalog. */
async function seed(db) {
  await db.dropDatabase();
  // The indexes server/src/*/schemas/*.schema.ts declare, created before the data so the first
  // request already has them (mongoose's autoIndex would create them too, but in its own time).
  await db.collection('categories').createIndex({ name: 1 });
  const products = db.collection('products');
  await products.createIndex({ category: 1, createdAt: -1 });
  await products.createIndex({ carEngine: 1 });
  await products.createIndex({
    'carDetails.agency': 1,
    'carDetails.model': 1,
    'carDetails.year': 1,
  });
  await products.createIndex({ createdAt: -1 });
  const packages = db.collection('packages');
  await packages.createIndex({ mileage: -1 });
  await packages.createIndex({ products: 1 });

  const catalog = buildCatalog();
  const insert = async (collection, docs) => {
    for (let at = 0; at < docs.length; at += 1000) {
      await db.collection(collection).insertMany(docs.slice(at, at + 1000), { ordered: false });
    }
  };
  await insert('categories', catalog.categories);
  await insert('products', catalog.products);
  await insert('packages', catalog.packages);
  return catalog;
}

// ---------------------------------------------------------------------------------------------
// The two servers
// ---------------------------------------------------------------------------------------------

/** A port nobody listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `node script` listening on `port`; its output is kept to explain a failed start. */
function startNode(name, script, port, env) {
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, child, exited, url: `http://127.0.0.1:${port}`, output: () => output.trim() };
}

/** Waits until GET `path` answers 200, or fails when the process exits or 60 s pass. */
async function waitUntilUp(server, path) {
  const deadline = Date.now() + 60_000;
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
    `The ${server.name} did not start (${gone ? 'it exited' : 'no answer in 60 s'}):\n` +
      server.output(),
  );
}

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

/** The calls measured; `paths` are taken in turn, the same sequence for the API and baseline. */
function endpoints(catalog) {
  // getCarById over 200 products picked across the catalog, not one hot document.
  const random = randomSource(7);
  const ids = Array.from({ length: 200 }, () => random.pick(catalog.products)._id.toHexString());
  return [
    {
      name: 'getAllProducts (page of 50)',
      paths: ['/api/product/getAllProducts?page=1&limit=50'],
    },
    { name: 'search by car data', paths: ['/api/product?brand=Toyota&model=Camry&year=2020'] },
    { name: 'keyword search', paths: ['/api/product?keywords=filter'] },
    { name: 'getCarById', paths: ids.map((id) => `/api/product/getCarById/${id}`) },
  ];
}

/** Where two parsed JSON values first differ, as a path such as `products[3].category`. */
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

/** One GET, its status, text and parsed body, and how long it took in ms. */
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

/** CPU time (user + system, ms) a process has used so far; Linux only, else undefined. */
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
/**
 * One autocannon run against `server`: req/s, latency percentiles, requests that failed or were
 * not 200, and the server's CPU time per request (counted until it has answered them all).
 */
async function load(server, paths, seconds) {
  let next = 0;
  const cpuBefore = cpuMs(server.child.pid);
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
  return {
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
// Report
// ---------------------------------------------------------------------------------------------

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** Below this many answers a run says more about the database than about the server. */
const FEW_ANSWERS = 100;
const rate = (rps) => (rps >= 10 ? rps.toFixed(0) : rps.toFixed(1));
const cpu = (ms) => (ms === undefined ? 'n/a' : ms.toFixed(2));
/** req/s, marked with * when the run had few answers. */
const rateOf = (run) => `${rate(run.rps)}${run.answered < FEW_ANSWERS ? '*' : ''}`;
/** A latency percentile, or - when nothing was answered. */
const latency = (run, percentile) => (run.answered ? String(run[percentile]) : '-');

/** One row per endpoint: the API, the baseline, their ratio and whether the target is met. */
function printTable(rows) {
  const header = [
    ['endpoint', 'API req/s', 'p50', 'p99', 'CPU', 'base req/s', 'p50', 'p99', 'CPU', 'ratio', ''],
    ['', '', 'ms', 'ms', 'ms/req', '', 'ms', 'ms', 'ms/req', '', 'target'],
  ];
  const lines = rows.map(({ endpoint, api, baseline, ratio, met }) => [
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
    met ? 'met' : 'MISSED',
  ]);
  const all = [...header, ...lines];
  const widths = header[0].map((_, column) => Math.max(...all.map((line) => line[column].length)));
  // The API's columns, then the baseline's, then the comparison, set apart by bars.
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

let database;
try {
  database = benchDatabase();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const client = new MongoClient(database.uri, { serverSelectionTimeoutMS: 5000 });
const uploadDir = mkdtempSync(join(os.tmpdir(), 'shop-bench-uploads-'));
let api;
let baseline;

/** Stops what this run started and drops its database, whatever happened. */
async function cleanUp() {
  await Promise.all([stop(api), stop(baseline)]);
  try {
    await client.db(database.dbName).dropDatabase();
  } catch (error) {
    console.error(`Could not drop the bench database ${database.label}: ${error.message}`);
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
  const build = await db.admin().command({ buildInfo: 1 });
  const engine = build.ferretdbVersion
    ? `FerretDB ${build.ferretdbVersion} (MongoDB ${build.version} wire protocol)`
    : `MongoDB ${build.version}`;
  const cpus = os.cpus();
  console.log(
    `Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ` +
      `load ${os.loadavg()[0].toFixed(2)}, Node ${process.version}`,
  );
  console.log(`Database: ${engine} at ${database.label}`);
  console.log(
    `Load: ${CONNECTIONS} connections, ${DURATION_S} s per run after a ${WARMUP_S} s warm-up, ` +
      'API and baseline in turn, who goes first alternating.\n',
  );

  const started = Date.now();
  const catalog = await seed(db);
  console.log(
    `Seeded ${catalog.categories.length} categories, ${catalog.products.length} products and ` +
      `${catalog.packages.length} packages in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );

  api = startNode('API', 'server/dist/main.js', await freePort(), {
    MONGODB_URI: database.uri,
    JWT_SECRET: 'bench-only-secret-of-at-least-32-characters',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    // Required in production; the bench sends no mail.
    SMTP_URL: 'smtp://127.0.0.1:1',
    UPLOAD_DIR: uploadDir,
  });
  baseline = startNode('baseline', 'scripts/bench-baseline.mjs', await freePort(), {
    BENCH_DB_URI: database.uri,
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
    const ratio = baselineRun.rps ? apiRun.rps / baselineRun.rps : undefined;
    const met =
      apiRun.answered > 0 &&
      apiRun.failed === 0 &&
      (ratio === undefined || ratio >= TARGET_RATIO) &&
      apiRun.p99 < TARGET_P99_MS;
    rows.push({ endpoint, api: apiRun, baseline: baselineRun, ratio, met });
  }

  console.log('');
  printTable(rows);
  const missed = rows.filter((row) => !row.met);
  console.log(
    `\nTarget (>= ${TARGET_RATIO} of baseline req/s, p99 < ${TARGET_P99_MS} ms at ${CONNECTIONS} ` +
      `connections): ${
        missed.length === 0
          ? `met by all ${rows.length} endpoints.`
          : `met by ${rows.length - missed.length} of ${rows.length}; missed by ` +
            missed
              .map(
                (row) =>
                  `${row.endpoint.name} (ratio ${row.ratio?.toFixed(2) ?? 'n/a'}, ` +
                  `p99 ${latency(row.api, 'p99')} ms)`,
              )
              .join(', ') +
            '.'
      }`,
  );
} catch (error) {
  console.error(`The bench failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  if (!interrupted) await cleanUp();
}

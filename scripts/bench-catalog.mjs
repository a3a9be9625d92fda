// @ts-check
// The catalog `npm run bench` (scripts/bench.mjs, 100,000 products) and `npm run lighthouse`
// (scripts/lighthouse.mjs, 10,000) measure: parts of 15 car brands, each fitting one to three
// models of the vehicle catalog over ranges of years (20 fitments a part on average, one a year,
// by engine where the model lists engines), with makers, part numbers and OEM numbers; a few
// universal fluids; and 500 service packages. Built deterministically so every run measures the
// same data, and stored as the shop's schemas store them (images as storage keys, never URLs;
// the keys searches match, set as the schemas set them on every save).
import { ObjectId } from 'mongodb';
// The API's own keys, tokens and package fitments (built by `npm run build`, which the bench
// needs anyway), and the vehicle catalog it seeds at start.
import { derivedFitments } from '../server/dist/packages/package-fitments.js';
import { nameKey, partKey } from '../server/dist/text/normalise.js';
import { productSearchTokens } from '../server/dist/text/search-tokens.js';
import { VEHICLE_CATALOG } from '../server/dist/vehicles/vehicle-catalog.data.js';

export const PACKAGE_COUNT = 500;

/**
 * A small seeded pseudo-random generator (mulberry32).
 * @param {number} seed
 */
export function randomSource(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** @type {<T>(items: ArrayLike<T>) => T} */
  const pick = (items) => items[Math.floor(next() * items.length)];
  /** @type {(min: number, max: number) => number} */
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
/**
 * The models a part is made for, weighted: a brand's weight shared among its models of the
 * vehicle catalog, the popular ones (above) twice as likely as the rest.
 */
const WEIGHTED_MODELS = CARS.flatMap((car) => {
  const make = /** @type {(typeof VEHICLE_CATALOG)[number]} */ (
    VEHICLE_CATALOG.find((entry) => entry.name === car.brand)
  );
  const weighted = make.models.flatMap((model) =>
    Array(car.models.includes(model.name) ? 2 : 1).fill({ make, model }),
  );
  // Each brand weighs `weight` times 60 entries, whatever its number of models.
  return Array.from({ length: car.weight * 60 }, (_, n) => weighted[n % weighted.length]);
});
/** The model years parts are made for. */
const YEARS = { from: 1995, to: 2026 };

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
/** @type {[category: string, name: string, description: string, min: number, max: number][]} */
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
/** The parts that fit every car, which a few products are. */
const UNIVERSAL_PARTS = PARTS.filter(([, part]) =>
  [
    'Engine oil 5W-30 (5 L)',
    'Coolant (4 L)',
    'Automatic transmission fluid (4 L)',
    'Brake fluid DOT 4 (1 L)',
    'Sunshade',
  ].includes(part),
);
const CAR_PARTS = PARTS.filter((kind) => !UNIVERSAL_PARTS.includes(kind));
/** The share of products that fit every car. */
const UNIVERSAL_SHARE = 0.003;
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const ALNUM = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';
const MILEAGES = [5_000, 10_000, 20_000, 40_000, 80_000];
// What each service contains, by part name: the oil service and more as the mileage grows.
/** @type {Record<number, string[]>} */
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

/**
 * @typedef {{ key: string, thumbKey: string, detailKey: string }} StoredImage
 * @typedef {{
 *   _id: ObjectId, name: string, description: string, price: number, category: ObjectId,
 *   image: StoredImage[], isForSpecificCar: boolean, createdAt: Date, updatedAt: Date, __v: number,
 *   carDetails?: { model: string, year: number, agency: string, warranty: boolean },
 *   carEngine?: string, searchTokens?: string[], manufacturer: string, manufacturerKey?: string,
 *   partNumber: string, oemNumbers?: string[], partKeys?: string[], universal?: boolean,
 *   fitments?: StoredFitment[],
 * }} StoredProduct
 * @typedef {{
 *   make: string, model: string, makeKey: string, modelKey: string, yearFrom: number,
 *   yearTo: number, engine?: string, engineKey?: string, fromCarDetails?: boolean,
 * }} StoredFitment
 * @typedef {{ universal?: boolean, fitments: StoredFitment[] }} PartFitments
 */

/**
 * Categories, `productCount` products and packages as the shop's schemas store them.
 * @param {number} productCount
 */
export function buildCatalog(productCount) {
  const random = randomSource(20240604);
  const start = Date.UTC(2024, 0, 1);
  /** @type {Record<string, ObjectId>} */
  const categoryIds = {};
  const categories = CATEGORIES.map(({ key, name, description }, index) => {
    categoryIds[key] = new ObjectId();
    const at = new Date(start + index * 1000);
    return { _id: categoryIds[key], name, description, createdAt: at, updatedAt: at, __v: 0 };
  });

  /** @type {StoredProduct[]} */
  const products = [];
  // Service packages are made for the popular models' five latest years and each mileage; the
  // parts that fit those cars, by car and part ("toyota|camry|2024|Oil filter"), fill them, and
  // universal ones where a car has none of a kind.
  const packagedCars = CARS.flatMap((car) =>
    car.models.flatMap((model) =>
      Array.from(
        { length: 5 },
        (_, n) => `${nameKey(car.brand)}|${nameKey(model)}|${YEARS.to - 2 - n}`,
      ),
    ),
  ).slice(0, PACKAGE_COUNT / MILEAGES.length);
  const packaged = new Set(packagedCars);
  /** @type {Map<string, ObjectId[]>} */
  const forCar = new Map();
  /** @type {Map<string, ObjectId[]>} */
  const universal = new Map();
  /** @type {(index: Map<string, ObjectId[]>, key: string, id: ObjectId) => void} */
  const remember = (index, key, id) => {
    const ids = index.get(key) ?? [];
    ids.push(id);
    index.set(key, ids);
  };
  /** A part number as makers print them ("04465-33471"). */
  const partNumber = () =>
    `${random.between(10000, 99999)}-${Array.from({ length: 5 }, () => random.pick(ALNUM)).join('')}`;
  /** @type {string[]} */
  const oemNumbers = [];
  for (let index = 0; index < productCount; index += 1) {
    const isUniversal = random.next() < UNIVERSAL_SHARE;
    const [category, part, about, minPrice, maxPrice] = random.pick(
      isUniversal ? UNIVERSAL_PARTS : CAR_PARTS,
    );
    const _id = new ObjectId();
    const images = Array.from({ length: random.between(1, 2) }, (_, n) => ({
      key: `products/${_id}-${n}.jpg`,
      thumbKey: `products/${_id}-${n}-thumb.webp`,
      detailKey: `products/${_id}-${n}-detail.webp`,
    }));
    // The listing is newest first: one product a minute, the first one oldest.
    const at = new Date(start + 60_000 * (index + 1));
    const first = isUniversal ? undefined : random.pick(WEIGHTED_MODELS);
    const maker =
      first && random.next() < 0.3 ? `${first.make.name} Genuine` : random.pick(GENERIC_MAKERS);
    /** @type {StoredProduct} */
    const product = {
      _id,
      name: first ? `${first.model.name} ${part.toLowerCase()}` : `${maker} ${part}`,
      description: first
        ? `${about}. Fits the ${first.make.name} ${first.model.name}.`
        : `${about}. Fits every car.`,
      price: random.between(minPrice * 100, maxPrice * 100) / 100,
      category: categoryIds[category],
      image: images,
      isForSpecificCar: false,
      manufacturer: maker,
      partNumber: partNumber(),
      createdAt: at,
      updatedAt: at,
      __v: 0,
    };
    // Some parts replace car makers' numbers that others carry too (interchange).
    const oem = Array.from({ length: random.between(0, 3) }, () =>
      oemNumbers.length && random.next() < 0.3 ? random.pick(oemNumbers) : partNumber(),
    );
    oemNumbers.push(...oem.slice(0, 1));
    if (oem.length) product.oemNumbers = [...new Set(oem)];
    if (isUniversal) {
      product.universal = true;
      remember(universal, part, _id);
    } else if (random.next() < 0.05) {
      // A few parts are still listed the documented way: one car by its details, whose fitment
      // the shop stores among the fitments, marked.
      const year = random.between(
        Math.max(first.model.yearFrom, YEARS.from),
        Math.min(first.model.yearTo ?? YEARS.to, YEARS.to),
      );
      product.isForSpecificCar = true;
      product.carDetails = {
        model: first.model.name,
        year,
        agency: first.make.name,
        warranty: random.next() < 0.7,
      };
      product.fitments = [
        {
          make: first.make.name,
          model: first.model.name,
          makeKey: nameKey(first.make.name),
          modelKey: nameKey(first.model.name),
          yearFrom: year,
          yearTo: year,
          fromCarDetails: true,
        },
      ];
      // Some parts are matched to one car by its VIN.
      if (random.next() < 0.3) {
        product.carEngine = Array.from({ length: 17 }, () => random.pick(VIN_CHARS)).join('');
      }
    } else {
      // One to three models of the make, each over three to eight model years it was sold in,
      // one fitment a year, by engine for most models that list engines.
      const models = [first];
      const siblings = first.make.models;
      for (let more = random.pick([0, 1, 1, 2]); more > 0; more -= 1) {
        models.push({ make: first.make, model: random.pick(siblings) });
      }
      product.fitments = [];
      for (const { make, model } of new Map(
        models.map((entry) => [entry.model.name, entry]),
      ).values()) {
        const from = Math.max(model.yearFrom, YEARS.from);
        const to = Math.min(model.yearTo ?? YEARS.to, YEARS.to);
        if (from > to) continue;
        const span = Math.min(random.between(5, 11), to - from + 1);
        const yearFrom = random.between(from, to - span + 1);
        const engines = (model.engines ?? []).map(
          (/** @type {{ code: string }} */ engine) => engine.code,
        );
        const byEngine = engines.length >= 2 && random.next() < 0.8;
        const chosen = byEngine
          ? engines.slice(0, random.between(2, Math.min(4, engines.length)))
          : [undefined];
        for (let year = yearFrom; year < yearFrom + span; year += 1) {
          for (const engine of chosen) {
            product.fitments.push({
              make: make.name,
              model: model.name,
              makeKey: nameKey(make.name),
              modelKey: nameKey(model.name),
              yearFrom: year,
              yearTo: year,
              ...(engine && { engine, engineKey: nameKey(engine) }),
            });
            const car = `${nameKey(make.name)}|${nameKey(model.name)}|${year}`;
            if (packaged.has(car)) remember(forCar, `${car}|${part}`, _id);
          }
        }
      }
    }
    // What the schema sets on every save: the keys of the part numbers and maker, and the words
    // keyword searches match.
    product.partKeys = [
      ...new Set([product.partNumber, ...(product.oemNumbers ?? [])].map(partKey)),
    ];
    product.manufacturerKey = nameKey(product.manufacturer);
    product.searchTokens = productSearchTokens(product);
    products.push(product);
  }
  const fitmentsOf = new Map(
    products.map((product) => [
      product._id.toHexString(),
      { universal: product.universal, fitments: product.fitments ?? [] },
    ]),
  );

  const packages = [];
  for (let index = 0; index < PACKAGE_COUNT; index += 1) {
    const car = packagedCars[Math.floor(index / MILEAGES.length)];
    const mileage = MILEAGES[index % MILEAGES.length];
    const [brand, model, year] = car.split('|');
    const contents = SERVICE_PARTS[mileage]
      .map((part) => forCar.get(`${car}|${part}`) ?? universal.get(part))
      .filter((ids) => ids !== undefined)
      .map((ids) => random.pick(ids));
    // The fitments a package without its own derives from its parts, as the shop stores them.
    const derived = derivedFitments(
      contents.map((id) => /** @type {PartFitments} */ (fitmentsOf.get(id.toHexString()))),
    );
    const at = new Date(start + 60_000 * (productCount + index + 1));
    const hex = new ObjectId().toHexString();
    packages.push({
      _id: new ObjectId(),
      name: `${brand} ${model} ${year} — ${mileage.toLocaleString('en-US')} km service`,
      description: `Everything the ${mileage.toLocaleString('en-US')} km service of the ${brand} ${model} ${year} needs.`,
      price: random.between(200, 2500),
      mileage,
      images: [
        {
          key: `packages/${hex}.jpg`,
          thumbKey: `packages/${hex}-thumb.webp`,
          detailKey: `packages/${hex}-detail.webp`,
        },
      ],
      products: contents,
      ownFitments: false,
      ...(derived.universal && { universal: true }),
      ...(derived.fitments.length && { fitments: derived.fitments }),
      createdAt: at,
      updatedAt: at,
      __v: 0,
    });
  }
  return { categories, products, packages };
}

/**
 * Drops a measuring database, whatever is in it.
 * @param {import('mongodb').Db} db
 */
export async function dropDatabase(db) {
  // mongo-java-server fails dropDatabase over an index; dropping each collection works.
  await db.dropDatabase().catch(async () => {
    for (const collection of await db.collections()) await collection.drop();
  });
}

/**
 * Drops whatever a previous run left, creates the schemas' indexes, then inserts a catalog of
 * `productCount` products.
 * @param {import('mongodb').Db} db
 * @param {number} productCount
 */
export async function seed(db, productCount) {
  await dropDatabase(db);
  // The indexes server/src/*/schemas/*.schema.ts declare, created before the data so the first
  // request already has them (mongoose's autoIndex would create them too, but in its own time).
  await db.collection('categories').createIndex({ name: 1 });
  const products = db.collection('products');
  await products.createIndex({ category: 1, createdAt: -1, _id: -1 });
  await products.createIndex({ carEngine: 1 });
  await products.createIndex({
    'fitments.makeKey': 1,
    'fitments.modelKey': 1,
    'fitments.yearFrom': 1,
    'fitments.yearTo': 1,
  });
  await products.createIndex({ universal: 1, createdAt: -1, _id: -1 });
  await products.createIndex({ partKeys: 1 });
  await products.createIndex({ createdAt: -1, _id: -1 });
  await products.createIndex({ searchTokens: 1 });
  const packages = db.collection('packages');
  await packages.createIndex({ mileage: -1 });
  await packages.createIndex({ products: 1 });

  const catalog = buildCatalog(productCount);
  /** @type {(collection: string, docs: object[]) => Promise<void>} */
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

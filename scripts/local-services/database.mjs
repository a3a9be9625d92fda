// @ts-check
// The database of `npm start` and `npm test` when MONGODB_URI is not set, in this order: a
// mongo:7 container when a Docker engine answers; an embedded mongod (mongodb-memory-server),
// when one is cached or can be downloaded; the MongoDB-wire stand-in (mongo-java-server, which
// needs Java). `npm start` keeps the data in a folder (LOCAL_DATA_DIR, .data/); the tests keep none.
import { existsSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import { join, relative } from 'node:path';
import { findJava, JAVA_HINT, STAND_INS, startStandIn } from './java.mjs';
import { REPO_ROOT } from './paths.mjs';

/**
 * @typedef {{ uri: string, line: string, stop: () => Promise<void> }} Database
 * @typedef {{ ok: true, cached: boolean, version: string, url: string } | { ok: false, why: string }} MongodAvailability
 * @typedef {{
 *   dockerAnswers: (env: NodeJS.ProcessEnv) => Promise<boolean>,
 *   startContainer: (dataDir: string | undefined) => Promise<Database>,
 *   mongodAvailability: () => Promise<MongodAvailability>,
 *   startMongod: (dataDir: string | undefined, mongod: MongodAvailability & { ok: true }, say: (line: string) => void) => Promise<Database>,
 *   findJava: typeof findJava,
 *   startStandIn: (dataDir: string | undefined, java: string, say: (line: string) => void) => Promise<Database>,
 * }} Chain
 */

export const STAND_IN_WARNING = 'for trying the shop, not for production';

/**
 * The database to use, started if need be, with one line that says which it is. Throws with one
 * line saying what to install or set when there is none. With `dataDir` the database it starts
 * keeps its data there between runs; without, it keeps none.
 * @param {{ dataDir?: string, say: (line: string) => void, env?: NodeJS.ProcessEnv, chain?: Chain }} options
 * @returns {Promise<Database>}
 */
export async function provideDatabase({ dataDir, say, env = process.env, chain = LOCAL_CHAIN }) {
  if (env.MONGODB_URI) {
    return {
      uri: env.MONGODB_URI,
      line: `Database: MONGODB_URI (${hostOf(env.MONGODB_URI)})`,
      stop: async () => {},
    };
  }
  if (await chain.dockerAnswers(env)) return chain.startContainer(dataDir);
  const mongod = await chain.mongodAvailability();
  if (mongod.ok) return chain.startMongod(dataDir, mongod, say);
  const java = chain.findJava(env.JAVA_HOME);
  if ('missing' in java) {
    throw new Error(
      `No database: set MONGODB_URI to a MongoDB, start a Docker engine, let mongod download (${mongod.why}), or install ${JAVA_HINT} for the stand-in.`,
    );
  }
  say(`No Docker engine answers, and ${mongod.why}: starting the MongoDB-wire stand-in.`);
  return chain.startStandIn(dataDir, java.command, say);
}

/** A connection string's host, without its credentials. @param {string} uri */
export function hostOf(uri) {
  try {
    return new URL(uri).host;
  } catch {
    return 'a connection string';
  }
}

/** @param {string} dir */
function shown(dir) {
  return relative(REPO_ROOT, dir) || '.';
}

/** @type {Chain} */
export const LOCAL_CHAIN = {
  dockerAnswers,

  async startContainer(dataDir) {
    if (!dataDir) {
      const { MongoDBContainer } = await import('@testcontainers/mongodb');
      const container = await new MongoDBContainer('mongo:7').start();
      return {
        uri: `${container.getConnectionString()}/?directConnection=true`,
        line: 'Database: a mongo:7 container (Docker)',
        stop: async () => void (await container.stop()),
      };
    }
    const { GenericContainer, Wait } = await import('testcontainers');
    const folder = join(dataDir, 'docker-mongodb');
    mkdirSync(folder, { recursive: true });
    const container = await new GenericContainer('mongo:7')
      .withExposedPorts(27017)
      .withBindMounts([{ source: folder, target: '/data/db' }])
      .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))
      .start();
    return {
      uri: `mongodb://${container.getHost()}:${container.getMappedPort(27017)}/shop`,
      line: `Database: a mongo:7 container (Docker), data in ${shown(folder)}`,
      stop: async () => void (await container.stop()),
    };
  },

  async mongodAvailability() {
    const { DryMongoBinary } = await import('mongodb-memory-server-core');
    const { MongoBinaryDownloadUrl } =
      await import('mongodb-memory-server-core/lib/util/MongoBinaryDownloadUrl.js');
    const options = await DryMongoBinary.generateOptions();
    const url = await new MongoBinaryDownloadUrl(options).getDownloadUrl();
    if (await DryMongoBinary.locateBinary(options)) {
      return { ok: true, cached: true, version: options.version, url };
    }
    const host = new URL(url).host;
    try {
      await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(5000) });
      return { ok: true, cached: false, version: options.version, url };
    } catch {
      return { ok: false, why: `no mongod is cached and ${host} cannot be reached` };
    }
  },

  async startMongod(dataDir, mongod, say) {
    const { MongoMemoryServer } = await import('mongodb-memory-server-core');
    if (!mongod.cached) say(`Fetching mongod ${mongod.version}, once: ${mongod.url}`);
    if (!dataDir) {
      const server = await MongoMemoryServer.create();
      return {
        uri: server.getUri(),
        line: `Database: an embedded mongod ${mongod.version} (mongodb-memory-server), in memory`,
        stop: async () => void (await server.stop()),
      };
    }
    const folder = join(dataDir, 'mongodb');
    mkdirSync(folder, { recursive: true });
    const server = await MongoMemoryServer.create({
      instance: { dbPath: folder, storageEngine: 'wiredTiger' },
    });
    return {
      uri: server.getUri('shop'),
      line: `Database: an embedded mongod ${mongod.version} (mongodb-memory-server), data in ${shown(folder)}`,
      // Keep the data folder: it persists between runs.
      stop: async () => void (await server.stop({ doCleanup: false })),
    };
  },

  findJava,

  async startStandIn(dataDir, java, say) {
    const file = dataDir ? join(dataDir, 'mongo-stand-in.mv') : undefined;
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    const standIn = await startStandIn(
      STAND_INS.mongo,
      java,
      file ? ['0', file] : ['0'],
      /listening on 127\.0\.0\.1:(\d+)/,
      say,
    ).catch((error) => {
      if (file && /file is locked/.test(error.message)) {
        throw new Error(`${shown(file)} is in use: is the shop already running (npm start)?`);
      }
      throw error;
    });
    const port = standIn.ready[1];
    return {
      uri: `mongodb://127.0.0.1:${port}/${file ? 'shop' : ''}`,
      line: file
        ? `Database: the MongoDB-wire stand-in (mongo-java-server on H2), data in ${shown(file)} — ${STAND_IN_WARNING}`
        : `Database: the MongoDB-wire stand-in (mongo-java-server, in memory) on 127.0.0.1:${port}`,
      stop: standIn.stop,
    };
  },
};

/**
 * Whether a Docker engine answers its ping (DOCKER_HOST, else the default socket).
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<boolean>}
 */
export function dockerAnswers(env) {
  const host = env.DOCKER_HOST;
  /** @type {http.RequestOptions} */
  let target;
  if (host?.startsWith('tcp://')) {
    const url = new URL(host.replace('tcp://', 'http://'));
    target = { host: url.hostname, port: url.port };
  } else {
    const socketPath = host?.replace('unix://', '') || '/var/run/docker.sock';
    if (!existsSync(socketPath)) return Promise.resolve(false);
    target = { socketPath };
  }
  return new Promise((resolve) => {
    const request = http.get({ ...target, path: '/_ping', timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
    request.on('timeout', () => request.destroy());
  });
}

// @ts-check
// The database chain of `npm start` and `npm test` (database.mjs): which database it picks, what
// it says, and the stand-in path for real (Java, jars from Maven Central, data kept between runs).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { MongoClient } from 'mongodb';
import { LOCAL_CHAIN, provideDatabase } from './database.mjs';
import { findJava } from './java.mjs';
import { accepts } from './ports.mjs';

/** @type {import('./database.mjs').MongodAvailability} */
const NO_MONGOD = {
  ok: false,
  why: 'no mongod is cached and fastdl.mongodb.org cannot be reached',
};
const java = findJava();
const needsJava = 'missing' in java ? `needs Java: ${java.missing}` : false;

/** A chain whose every step fails the test unless the test replaces it. */
const untouchable = {
  ...LOCAL_CHAIN,
  dockerAnswers: async () => assert.fail('Docker was asked'),
  startContainer: async () => assert.fail('a container was started'),
  mongodAvailability: async () => assert.fail('mongod was looked for'),
  startMongod: async () => assert.fail('mongod was started'),
  startStandIn: async () => assert.fail('the stand-in was started'),
};
const started = (/** @type {string} */ line) => ({
  uri: 'mongodb://picked/',
  line,
  stop: async () => {},
});

/** @returns {{ lines: string[], say: (line: string) => void }} */
function recorder() {
  /** @type {string[]} */
  const lines = [];
  return { lines, say: (line) => lines.push(line) };
}

/** @param {string} uri */
function portOf(uri) {
  return Number(new URL(uri).port);
}

describe('the database of npm start and npm test', () => {
  it('is MONGODB_URI when set, named without its credentials', async () => {
    const { lines, say } = recorder();
    const database = await provideDatabase({
      env: { MONGODB_URI: 'mongodb://shop:s3cret@db.example:27017/shop' },
      say,
      chain: untouchable,
    });
    assert.equal(database.uri, 'mongodb://shop:s3cret@db.example:27017/shop');
    assert.equal(database.line, 'Database: MONGODB_URI (db.example:27017)');
    assert.deepEqual(lines, []);
  });

  it('is a mongo container first when a Docker engine answers', async () => {
    /** @type {unknown[]} */
    const calls = [];
    const database = await provideDatabase({
      dataDir: '/data/shop',
      env: {},
      say: () => {},
      chain: {
        ...untouchable,
        dockerAnswers: async () => true,
        startContainer: async (dataDir) => {
          calls.push(dataDir);
          return started('Database: a mongo:7 container (Docker)');
        },
      },
    });
    assert.deepEqual(calls, ['/data/shop']);
    assert.equal(database.line, 'Database: a mongo:7 container (Docker)');
  });

  it('is an embedded mongod next, when one is cached or can be downloaded', async () => {
    /** @type {unknown[]} */
    const calls = [];
    /** @type {import('./database.mjs').MongodAvailability} */
    const mongod = {
      ok: true,
      cached: false,
      version: '7.0.24',
      url: 'https://fastdl.mongodb.org/x.tgz',
    };
    await provideDatabase({
      env: {},
      say: () => {},
      chain: {
        ...untouchable,
        dockerAnswers: async () => false,
        mongodAvailability: async () => mongod,
        startMongod: async (dataDir, found) => {
          calls.push([dataDir, found]);
          return started('Database: an embedded mongod');
        },
      },
    });
    assert.deepEqual(calls, [[undefined, mongod]]);
  });

  it('says in one line what to install or set when there is no Java either', async () => {
    const attempt = provideDatabase({
      env: {},
      say: () => assert.fail('nothing is said before the refusal'),
      chain: {
        ...untouchable,
        dockerAnswers: async () => false,
        mongodAvailability: async () => NO_MONGOD,
        findJava: () => ({ missing: 'no Java (java cannot run)' }),
      },
    });
    await assert.rejects(attempt, (error) => {
      assert.equal(
        /** @type {Error} */ (error).message,
        'No database: set MONGODB_URI to a MongoDB, start a Docker engine, let mongod download ' +
          '(no mongod is cached and fastdl.mongodb.org cannot be reached), or install Java 17 or ' +
          'newer (Debian/Ubuntu: apt-get install default-jdk-headless; or set JAVA_HOME) for the stand-in.',
      );
      assert.doesNotMatch(/** @type {Error} */ (error).message, /\n/);
      return true;
    });
  });

  it('finds no Java where JAVA_HOME points at none', () => {
    assert.deepEqual(findJava('/nowhere/jdk'), {
      missing: 'no Java (/nowhere/jdk/bin/java cannot run)',
    });
  });

  describe('the stand-in, when there is neither Docker nor mongod', { skip: needsJava }, () => {
    const standInChain = {
      ...LOCAL_CHAIN,
      dockerAnswers: async () => false,
      mongodAvailability: async () => NO_MONGOD,
    };

    it('keeps the data of npm start in its folder between runs, and says it is not for production', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'shop-chain-'));
      try {
        const first = recorder();
        const database = await provideDatabase({
          dataDir,
          env: {},
          say: first.say,
          chain: standInChain,
        });
        assert.equal(
          first.lines[0],
          'No Docker engine answers, and no mongod is cached and fastdl.mongodb.org cannot be reached: starting the MongoDB-wire stand-in.',
        );
        assert.match(
          database.line,
          /^Database: the MongoDB-wire stand-in \(mongo-java-server on H2\), data in .*mongo-stand-in\.mv — for trying the shop, not for production$/,
        );
        let client = await new MongoClient(database.uri).connect();
        await client.db().collection('users').insertOne({ email: 'sara@example.com' });
        await client.close();
        await database.stop();
        assert.equal(await accepts(portOf(database.uri)), false, 'the stand-in stopped');

        const again = await provideDatabase({
          dataDir,
          env: {},
          say: () => {},
          chain: standInChain,
        });
        client = await new MongoClient(again.uri).connect();
        const kept = await client.db().collection('users').findOne({ email: 'sara@example.com' });
        await client.close();
        await again.stop();
        assert.equal(kept?.email, 'sara@example.com');
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it('keeps nothing for the tests', async () => {
      const database = await provideDatabase({ env: {}, say: () => {}, chain: standInChain });
      try {
        assert.match(
          database.line,
          /^Database: the MongoDB-wire stand-in \(mongo-java-server, in memory\) on 127\.0\.0\.1:\d+$/,
        );
        assert.equal(await accepts(portOf(database.uri)), true);
      } finally {
        await database.stop();
      }
    });
  });
});

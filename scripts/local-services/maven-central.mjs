// @ts-check
// The stand-ins' jars, fetched straight from Maven Central and checked against the SHA-256 sums
// pinned in each stand-in's jars.lock.json (written by lock-jars.mjs from its pom.xml), so that
// only Java is needed to run them: no Maven, no other download.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from './paths.mjs';

export const MAVEN_CENTRAL = 'https://repo1.maven.org/maven2';

/**
 * @typedef {{ group: string, artifact: string, version: string, classifier?: string }} JarCoordinates
 * @typedef {JarCoordinates & { size: number, sha256: string }} LockedJar
 * @typedef {{ name: string, jars: LockedJar[] }} JarLock
 */

/** @param {JarCoordinates} jar */
export function jarFileName(jar) {
  return `${jar.artifact}-${jar.version}${jar.classifier ? `-${jar.classifier}` : ''}.jar`;
}

/** @param {JarCoordinates} jar */
export function jarUrl(jar) {
  return `${MAVEN_CENTRAL}/${jar.group.replaceAll('.', '/')}/${jar.artifact}/${jar.version}/${jarFileName(jar)}`;
}

/** @param {number} bytes */
export function megabytes(bytes) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** @param {string} lockFile @returns {JarLock} */
export function readJarLock(lockFile) {
  return JSON.parse(readFileSync(lockFile, 'utf8'));
}

/**
 * Makes sure every jar of the lock is in `dir` (fetching the missing ones, saying what it fetches
 * as it goes) and answers the class path.
 * @param {JarLock} lock
 * @param {string} dir
 * @param {(line: string) => void} say
 * @returns {Promise<string>}
 */
export async function provideJars(lock, dir, say) {
  mkdirSync(dir, { recursive: true });
  const missing = lock.jars.filter((jar) => !existsSync(join(dir, jarFileName(jar))));
  if (missing.length > 0) {
    const total = missing.reduce((sum, jar) => sum + jar.size, 0);
    say(
      `Fetching ${lock.name} from Maven Central, once: ${missing.length} files, ${megabytes(total)}, into ${relative(REPO_ROOT, dir)}/`,
    );
    let fetched = 0;
    for (const [index, jar] of missing.entries()) {
      const body = await download(jarUrl(jar));
      const sum = createHash('sha256').update(body).digest('hex');
      if (sum !== jar.sha256) {
        throw new Error(`${jarUrl(jar)} does not match its pinned SHA-256 (got ${sum})`);
      }
      const target = join(dir, jarFileName(jar));
      // A file of its own per process: two runs fetching at once must not rename each other's.
      const part = `${target}.${process.pid}.part`;
      writeFileSync(part, body);
      renameSync(part, target);
      fetched += body.length;
      say(
        `  [${index + 1}/${missing.length}] ${jarFileName(jar)} (${megabytes(fetched)} of ${megabytes(total)})`,
      );
    }
  }
  return lock.jars.map((jar) => join(dir, jarFileName(jar))).join(':');
}

/** @param {string} url @returns {Promise<Buffer>} */
export async function download(url) {
  let response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(120_000) });
  } catch (error) {
    throw new Error(`Maven Central cannot be reached (${url}): ${causeOf(error)}`);
  }
  if (!response.ok) throw new Error(`Maven Central answered ${response.status} for ${url}`);
  return Buffer.from(await response.arrayBuffer());
}

/** @param {unknown} error */
function causeOf(error) {
  const cause = /** @type {{ cause?: { code?: string, message?: string } }} */ (error).cause;
  return cause?.code ?? cause?.message ?? String(error);
}

// @ts-check
// The Java stand-ins (scripts/mongo-stand-in, scripts/s3-stand-in): found Java, fetched jars,
// started as children that end with the command (they stop when their standard input closes,
// which happens however this process ends). Also the one-shot Java tools
// (scripts/zatca-verifier), run to the end with the same fetched, pinned jars.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { provideJars, readJarLock } from './maven-central.mjs';
import { REPO_ROOT, TOOL_CACHE } from './paths.mjs';

export const MIN_JAVA = 17;

/** What to install when there is no Java, in one line's worth. */
export const JAVA_HINT = `Java ${MIN_JAVA} or newer (Debian/Ubuntu: apt-get install default-jdk-headless; or set JAVA_HOME)`;

/**
 * The `java` to run, with its major version, or why there is none.
 * @param {string} [javaHome]
 * @returns {{ command: string, version: number } | { missing: string }}
 */
export function findJava(javaHome = process.env.JAVA_HOME) {
  const command = javaHome ? join(javaHome, 'bin', 'java') : 'java';
  const probe = spawnSync(command, ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return { missing: `no Java (${command} cannot run)` };
  const match = /version "(\d+)(?:\.(\d+))?/.exec(probe.stderr);
  const major = match ? Number(match[1] === '1' ? match[2] : match[1]) : 0;
  if (major < MIN_JAVA) return { missing: `Java ${major || '?'} is too old` };
  return { command, version: major };
}

/**
 * @typedef {{ name: string, folder: string, source: string, javaOptions: string[] }} StandInKind
 * @typedef {{ process: import('node:child_process').ChildProcess, output: () => string, stop: () => Promise<void> }} RunningStandIn
 */

/** @type {Record<'mongo' | 's3' | 'zatcaVerifier', StandInKind>} */
export const STAND_INS = {
  mongo: {
    name: 'mongo-stand-in',
    folder: 'scripts/mongo-stand-in',
    source: 'MongoStandIn.java',
    // Deeply nested queries recurse in its query matcher.
    javaOptions: ['-Xss4m', '-Dorg.slf4j.simpleLogger.defaultLogLevel=warn'],
  },
  s3: {
    name: 's3-stand-in',
    folder: 'scripts/s3-stand-in',
    source: 'S3StandIn.java',
    javaOptions: ['-Dlogback.configurationFile=logback.xml'],
  },
  zatcaVerifier: {
    name: 'zatca-verifier',
    folder: 'scripts/zatca-verifier',
    source: 'ZatcaVerifier.java',
    javaOptions: [],
  },
};

/**
 * The class path of a stand-in or tool: its pinned jars, fetched into the tool cache if need be.
 * @param {StandInKind} kind
 * @param {(line: string) => void} say
 */
function classPathOf(kind, say) {
  return provideJars(
    readJarLock(join(REPO_ROOT, kind.folder, 'jars.lock.json')),
    join(TOOL_CACHE, kind.name),
    say,
  );
}

/**
 * Runs a one-shot tool to its end (`java <source> ...args`, in its folder) and answers its exit
 * code and what it printed.
 * @param {StandInKind} kind
 * @param {string} java
 * @param {string[]} args
 * @param {(line: string) => void} say
 * @returns {Promise<{ code: number | null, stdout: string, stderr: string }>}
 */
export async function runJavaTool(kind, java, args, say) {
  const classPath = await classPathOf(kind, say);
  const child = spawn(java, [...kind.javaOptions, '-cp', classPath, kind.source, ...args], {
    cwd: join(REPO_ROOT, kind.folder),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  return { code, stdout, stderr };
}

/**
 * Starts a stand-in: its jars fetched if need be, then `java <source> ...args`. Resolves once
 * `ready` matches a line it printed (answering the match), or rejects with what it printed.
 * @param {StandInKind} kind
 * @param {string} java
 * @param {string[]} args
 * @param {RegExp} ready
 * @param {(line: string) => void} say
 * @returns {Promise<RunningStandIn & { ready: RegExpExecArray }>}
 */
export async function startStandIn(kind, java, args, ready, say) {
  const classPath = await classPathOf(kind, say);
  const child = spawn(java, [...kind.javaOptions, '-cp', classPath, kind.source, ...args], {
    cwd: join(REPO_ROOT, kind.folder),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const OUTPUT_KEPT = 64 * 1024;
  const running = {
    process: child,
    output: () => output,
    stop: () => stopChild(child),
  };
  const match = await new Promise((resolve, reject) => {
    /** @param {Buffer} chunk */
    const onOutput = (chunk) => {
      output = (output + chunk).slice(-OUTPUT_KEPT);
      const found = ready.exec(output);
      if (found) resolve(found);
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    child.once('error', reject);
    child.once('exit', (code) =>
      reject(new Error(`${kind.name} stopped (exit ${code}) before it was ready:\n${output}`)),
    );
  });
  return { ...running, ready: match };
}

/**
 * Ends a child and waits for it: closing its input is enough for the stand-ins, a signal
 * follows for anything that does not listen.
 * @param {import('node:child_process').ChildProcess} child
 */
export function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.stdin?.end();
  const kill = setTimeout(() => child.kill('SIGTERM'), 3000);
  return exited.then(() => clearTimeout(kill));
}

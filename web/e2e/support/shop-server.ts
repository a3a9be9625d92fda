/**
 * Starts the built server (server/dist/main.js, serving the built web app) on a free port and
 * waits until it is healthy: the global setup's shop, and a journey's own twin of it with other
 * settings (such as paying through the Moyasar fake).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'server/dist/main.js');
const HEALTH_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;
/** How much of the server's output to keep for error messages. */
const OUTPUT_TAIL_CHARS = 4_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Keeps the last few thousand characters a stream wrote. */
function tailOf(stream: NodeJS.ReadableStream | null): () => string {
  let tail = '';
  stream?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
  });
  return () => tail.trim();
}

async function waitForHealth(
  baseUrl: string,
  server: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(
        `The server exited with code ${server.exitCode} before it was healthy:\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      const body = (await response.json()) as { status?: string; db?: string };
      if (response.status === 200 && body.status === 'ok' && body.db === 'up') return;
      lastProblem = `GET /api/health answered ${response.status} ${JSON.stringify(body)}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The server was not healthy within ${HEALTH_TIMEOUT_MS / 1000} s (${lastProblem}). Its output:\n${output()}`,
  );
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
    server.once('exit', () => {
      clearTimeout(forceKill);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

export interface RunningShop {
  url: string;
  stop: () => Promise<void>;
}

/** Starts the server with `env` (PORT and PUBLIC_URL are its own) and waits for its health. */
export async function startShop(env: Record<string, string | undefined>): Promise<RunningShop> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: { ...env, PORT: String(port), PUBLIC_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout = tailOf(server.stdout);
  const stderr = tailOf(server.stderr);
  // stderr says why a start failed; stdout helps when stderr is silent.
  const output = () => stderr() || stdout() || '(no output)';
  const stop = () => stopServer(server);
  try {
    await waitForHealth(url, server, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

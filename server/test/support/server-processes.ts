import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The built server as operators run it: `node server/dist/main.js`. */
const MAIN = join(__dirname, '..', '..', 'dist', 'main.js');

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  /** The exit code, or the signal that ended the process. */
  exited: Promise<number | string | null>;
}

/**
 * Starts the built server — or another of its commands, `script` under server/dist with `args` —
 * with only these variables (and PATH) in its environment.
 */
export function runServer(
  env: Record<string, string | undefined>,
  { script, args = [] }: { script?: string; args?: string[] } = {},
): ServerProcess {
  const entry = script ? join(__dirname, '..', '..', 'dist', script) : MAIN;
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first.`);
  const child = spawn(process.execPath, [entry, ...args], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | string | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal)),
  );
  return { child, output: () => output, exited };
}

export async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The port a server started with LOG_LEVEL=log and PORT=0 says it listens on. */
export const listeningPort = (server: ServerProcess): number | undefined => {
  const port = /"Listening on port (\d+)"/.exec(server.output())?.[1];
  return port ? Number(port) : undefined;
};

// @ts-check
// Runs one command beside the services it needs (a database, an object store) and ends them with
// it: when the command exits, fails, or is interrupted (Ctrl-C, SIGTERM), the services stop
// before this process exits with the command's code.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

/**
 * @typedef {{ stop: () => Promise<void> }} Service
 * @param {{ start: (started: Service[]) => Promise<Record<string, string>>, command: string[], say: (line: string) => void }} options
 *   `start` starts the services (pushing each onto `started` as soon as it runs, so that a later
 *   failure still stops it) and answers the environment the command gets.
 * @returns {Promise<never>}
 */
export async function runWithServices({ start, command, say }) {
  /** @type {Service[]} */
  const started = [];
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let child;
  let interrupted = false;
  const stopAll = async () => {
    for (const service of started.reverse()) await service.stop().catch(() => {});
  };
  /** @param {NodeJS.Signals} signal */
  const onSignal = (signal) => {
    interrupted = true;
    // The terminal sends Ctrl-C to the whole process group; a signal sent to this process alone
    // is passed on, so the command ends before its services do.
    if (child && child.exitCode === null) child.kill(signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);

  let code = 1;
  try {
    const env = await start(started);
    if (interrupted) throw new Error('Interrupted.');
    const [file, ...args] = command;
    child = spawn(file, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    const running = child;
    code = await new Promise((resolve) => {
      running.once('error', (error) => {
        say(`${file} could not start: ${error.message}`);
        resolve(1);
      });
      running.once('exit', (exitCode, signal) =>
        resolve(exitCode ?? 128 + (signal ? constants.signals[signal] : 0)),
      );
    });
  } catch (error) {
    say(/** @type {Error} */ (error).message);
  } finally {
    await stopAll();
  }
  process.exit(interrupted && code === 0 ? 130 : code);
}

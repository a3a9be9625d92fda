import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Logger } from '@nestjs/common';
import type { Connection } from 'mongoose';
import { isDuplicateKey } from './database-errors';

/**
 * A start-up task's claim, one document per task in `seeds`: `at` once it is done (the demo
 * catalog's mark of earlier versions is such a document), else who runs it and until when.
 */
interface TaskClaim {
  _id: string;
  at?: Date;
  owner?: string;
  leaseUntil?: Date;
}

const LEASE_MS = 30_000;
const POLL_MS = 250;

/** Who this process is, in the claims it takes. */
const SELF = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

/**
 * Runs `task` once for the whole database, however many server instances start at the same
 * moment: the first to claim it runs it while the others wait until it is done. A claim is a
 * lease kept alive while the task runs, so if its owner dies another instance takes over.
 * A task that fails releases its claim and fails the start of the instance that ran it.
 */
export async function runOnce(
  connection: Connection,
  name: string,
  task: () => Promise<void>,
): Promise<void> {
  const claims = connection.collection<TaskClaim>('seeds');
  const logger = new Logger('Startup');
  for (;;) {
    if (await claim(connection, name)) break;
    const current = await claims.findOne({ _id: name });
    if (current?.at) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const renew = setInterval(() => {
    claims
      .updateOne(
        { _id: name, owner: SELF },
        { $set: { leaseUntil: new Date(Date.now() + LEASE_MS) } },
      )
      .catch(() => undefined);
  }, LEASE_MS / 3);
  try {
    await task();
    await claims.updateOne(
      { _id: name, owner: SELF },
      { $set: { at: new Date() }, $unset: { leaseUntil: '' } },
    );
  } catch (error) {
    logger.error(`Start-up task ${name} failed: ${(error as Error).message}`);
    await claims
      .updateOne({ _id: name, owner: SELF }, { $set: { leaseUntil: new Date(0) } })
      .catch(() => undefined);
    throw error;
  } finally {
    clearInterval(renew);
  }
}

/**
 * Takes the task if it is not done and nobody holds a live lease on it: one atomic upsert. When
 * the claim exists but is done or held, the upsert's insert meets the _id and fails with 11000:
 * someone else has it.
 */
async function claim(connection: Connection, name: string): Promise<boolean> {
  const now = new Date();
  try {
    await connection
      .collection<TaskClaim>('seeds')
      .updateOne(
        { _id: name, at: { $exists: false }, leaseUntil: { $lt: now } },
        { $set: { owner: SELF, leaseUntil: new Date(now.getTime() + LEASE_MS) } },
        { upsert: true },
      );
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

import mongoose, { type Connection } from 'mongoose';
import { runOnce } from '../src/database/run-once';

/** Start-up tasks claimed through the database, as several instances starting together do. */
describe('runOnce', () => {
  let connection: Connection;

  beforeAll(async () => {
    connection = await mongoose.createConnection(process.env.MONGODB_URI!).asPromise();
  });

  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('runs a task once however many start it at the same moment; the others wait for it', async () => {
    let runs = 0;
    let finishedAt = 0;
    const task = async () => {
      runs += 1;
      await pause(600);
      finishedAt = Date.now();
    };
    const returnedAt = await Promise.all(
      Array.from({ length: 5 }, async () => {
        await runOnce(connection, 'together', task);
        return Date.now();
      }),
    );
    expect(runs).toBe(1);
    for (const at of returnedAt) expect(at).toBeGreaterThanOrEqual(finishedAt);
    await runOnce(connection, 'together', task);
    expect(runs).toBe(1);
    expect(await connection.collection('seeds').findOne({ _id: 'together' as never })).toEqual(
      expect.objectContaining({ at: expect.any(Date) }),
    );
  });

  it('lets another instance run a task whose run failed', async () => {
    await expect(
      runOnce(connection, 'flaky', async () => {
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    let runs = 0;
    await runOnce(connection, 'flaky', async () => {
      runs += 1;
    });
    expect(runs).toBe(1);
  });

  it('takes over a task whose owner died (its lease ran out), and treats the old seed mark as done', async () => {
    await connection.collection('seeds').insertMany([
      { _id: 'orphaned' as never, owner: 'gone:1', leaseUntil: new Date(Date.now() - 1000) },
      { _id: 'demo-catalog-of-before' as never, at: new Date() },
    ]);
    let runs = 0;
    const task = async () => {
      runs += 1;
    };
    await runOnce(connection, 'orphaned', task);
    await runOnce(connection, 'demo-catalog-of-before', task);
    expect(runs).toBe(1);
  });
});

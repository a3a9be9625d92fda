import { ConcurrencyLimit } from './concurrency-limit';
import { ShopError } from './shop-error';

/** A task that runs until the test ends it. */
function heldTask() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  return {
    run: async () => {
      started = true;
      await done;
    },
    finish,
    started: () => started,
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('ConcurrencyLimit', () => {
  it('runs at most `running` at once, queues `waiting` more and refuses the rest with 503', async () => {
    const limit = new ConcurrencyLimit(1, 1, 2);
    const first = heldTask();
    const second = heldTask();
    const firstRun = limit.run(first.run);
    const secondRun = limit.run(second.run);
    await tick();
    expect(first.started()).toBe(true);
    expect(second.started()).toBe(false);

    const refusal = await limit.run(async () => 'never').catch((error: unknown) => error);
    expect(ShopError.is(refusal, 'SERVER_BUSY')).toBe(true);
    expect((refusal as ShopError).getStatus()).toBe(503);
    expect((refusal as ShopError).details.headers).toEqual({ 'Retry-After': '2' });

    first.finish();
    await firstRun;
    await tick();
    expect(second.started()).toBe(true);
    second.finish();
    await secondRun;
    await expect(limit.run(async () => 'free again')).resolves.toBe('free again');
  });

  it('gives the slot back when a task fails', async () => {
    const limit = new ConcurrencyLimit(1, 0);
    await expect(
      limit.run(async () => {
        throw new Error('broken');
      }),
    ).rejects.toThrow('broken');
    await expect(limit.run(async () => 'next')).resolves.toBe('next');
  });

  it('never has more than `running` tasks at once under a burst', async () => {
    const limit = new ConcurrencyLimit(2, 100);
    let now = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 20 }, () =>
        limit.run(async () => {
          now += 1;
          most = Math.max(most, now);
          await tick();
          now -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
  });
});

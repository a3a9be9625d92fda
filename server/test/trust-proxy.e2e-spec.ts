import { startTestApp, type TestApp } from './support/app';

const MESSAGE = { name: 'Visitor', email: 'visitor@example.com', description: 'Hello there' };

/** Sends contact messages (10 per client per hour) claiming to come from `forwardedFor`. */
async function sendMessages(shop: TestApp, forwardedFor: (i: number) => string, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await shop.api
      .post('/api/message/addMessage')
      .set('X-Forwarded-For', forwardedFor(i))
      .send(MESSAGE);
    statuses.push(response.status);
  }
  return statuses;
}

describe('client addresses and proxies', () => {
  it('ignores X-Forwarded-For by default: rotating it does not escape the per-client limit', async () => {
    const shop = await startTestApp();
    try {
      const statuses = await sendMessages(shop, (i) => `203.0.113.${i + 1}`, 11);
      expect(statuses.slice(0, 10)).toEqual(new Array(10).fill(201));
      expect(statuses[10]).toBe(429);
    } finally {
      await shop.close();
    }
  });

  it('believes X-Forwarded-For from the proxies TRUST_PROXY names', async () => {
    const shop = await startTestApp({ TRUST_PROXY: '127.0.0.1/8, ::1' });
    try {
      // Eleven different clients behind the proxy: each within its limit.
      const rotating = await sendMessages(shop, (i) => `203.0.113.${i + 1}`, 11);
      expect(rotating).toEqual(new Array(11).fill(201));
      // One client behind the proxy: limited as itself.
      const same = await sendMessages(shop, () => '198.51.100.7', 11);
      expect(same.slice(0, 10)).toEqual(new Array(10).fill(201));
      expect(same[10]).toBe(429);
    } finally {
      await shop.close();
    }
  });

  it('does not believe a proxy it was not told about', async () => {
    const shop = await startTestApp({ TRUST_PROXY: '10.0.0.2' });
    try {
      const statuses = await sendMessages(shop, (i) => `203.0.113.${i + 1}`, 11);
      expect(statuses[10]).toBe(429);
    } finally {
      await shop.close();
    }
  });
});

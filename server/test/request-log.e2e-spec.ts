import { connect } from 'node:net';
import { startTestApp, type TestApp } from './support/app';

interface LogLine {
  level: string;
  context?: string;
  message: unknown;
}

describe('the request log', () => {
  let shop: TestApp;
  let port: number;
  const lines: LogLine[] = [];
  const spies: jest.SpyInstance[] = [];

  beforeAll(async () => {
    // The log's JSON lines are kept here instead of being printed; anything else goes through.
    for (const stream of [process.stdout, process.stderr]) {
      const original = stream.write.bind(stream);
      spies.push(
        jest.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array, ...rest) => {
          const text = String(chunk);
          if (!text.startsWith('{"level"')) return original(chunk, ...(rest as []));
          for (const line of text.split('\n')) {
            if (line.startsWith('{')) lines.push(JSON.parse(line) as LogLine);
          }
          return true;
        }),
      );
    }
    shop = await startTestApp({ LOG_LEVEL: 'log' });
    await shop.app.listen(0, '127.0.0.1');
    port = Number(new URL(await shop.app.getUrl()).port);
  });
  afterAll(async () => {
    for (const spy of spies) spy.mockRestore();
    await shop.close();
  });

  /** Starts a JSON request announcing more body than it sends, then hangs up. */
  async function abortMidBody(path: string): Promise<void> {
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: 1000\r\n\r\n{"email": "sa`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  it('logs a client that hangs up mid-request as information, not as an error', async () => {
    lines.length = 0;
    await abortMidBody('/api/user/login');
    await abortMidBody('/api/message/addMessage');
    expect(lines.filter((line) => line.level === 'error' || line.level === 'fatal')).toEqual([]);
    expect(lines.filter((line) => line.level === 'warn')).toEqual([]);
    const disconnects = lines.filter((line) =>
      JSON.stringify(line.message).includes('client went away'),
    );
    expect(disconnects).toHaveLength(2);
    expect(disconnects[0].level).toBe('log');
    expect(JSON.stringify(disconnects)).not.toMatch(/\bat .+\.(js|ts):\d+/);
  });

  it('still logs one line per answered request', async () => {
    lines.length = 0;
    await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { Connection: 'close' } });
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'log',
        message: expect.objectContaining({ method: 'GET', path: '/api/health', status: 200 }),
      }),
    );
  });
});

import { connect } from 'node:net';
import { Body, Controller, Logger, Module, Post } from '@nestjs/common';
import { AppModule } from '../src/app.module';
import { startTestApp, type TestApp } from './support/app';

interface LogLine {
  level: string;
  msg: string;
  reqId?: string;
  context?: string;
  req?: { id: string; method: string; path: string; headers: Record<string, string> };
  res?: { statusCode: number };
  err?: { message: string; stack: string };
}

/**
 * A route that fails the way a bug would: it logs what it was sent (as careless code might) and
 * throws an error the API does not know, so the error filter logs its stack.
 */
@Controller('log-test')
class FailingController {
  private readonly logger = new Logger('FailingController');

  @Post('fail')
  fail(@Body() body: unknown): never {
    this.logger.log({ received: body });
    throw new Error('The disk is full');
  }
}

@Module({ imports: [AppModule], controllers: [FailingController] })
class AppWithFailingRoute {}

const PASSWORD = 'secret-password-1234';
const CARD_NUMBER = '4111111111111111';

describe('the request log', () => {
  let shop: TestApp;
  let port: number;
  let output = '';
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
          output += text;
          for (const line of text.split('\n')) {
            if (line.startsWith('{')) lines.push(JSON.parse(line) as LogLine);
          }
          return true;
        }),
      );
    }
    shop = await startTestApp({ LOG_LEVEL: 'log' }, AppWithFailingRoute);
    await shop.app.listen(0, '127.0.0.1');
    port = Number(new URL(await shop.app.getUrl()).port);
  });
  afterAll(async () => {
    for (const spy of spies) spy.mockRestore();
    await shop.close();
  });
  beforeEach(() => {
    lines.length = 0;
    output = '';
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

  const linesOf = (requestId: string) => lines.filter((line) => line.reqId === requestId);

  it('logs a client that hangs up mid-request as information, not as an error', async () => {
    await abortMidBody('/api/user/login');
    await abortMidBody('/api/message/addMessage');
    expect(lines.filter((line) => line.level === 'error' || line.level === 'fatal')).toEqual([]);
    expect(lines.filter((line) => line.level === 'warn')).toEqual([]);
    const disconnects = lines.filter((line) => line.msg === 'client went away before the answer');
    expect(disconnects).toHaveLength(2);
    expect(disconnects[0].level).toBe('info');
    expect(JSON.stringify(disconnects)).not.toMatch(/\bat .+\.(js|ts):\d+/);
  });

  it('logs one line per answered request, with its id, which the answer carries too', async () => {
    const response = await shop.api.get('/api/health?token=secret-query-token').expect(200);
    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesOf(requestId)).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'request completed',
        req: expect.objectContaining({ id: requestId, method: 'GET', path: '/api/health' }),
        res: { statusCode: 200 },
      }),
    ]);
    expect(output).not.toContain('secret-query-token');

    // An unsubscribe link's token is a key: anyone holding it may use it.
    const unsubscribe = await shop.api.get('/api/unsubscribe/secret-path-token');
    expect(linesOf(unsubscribe.headers['x-request-id'])).toEqual([
      expect.objectContaining({
        req: expect.objectContaining({ path: '/api/unsubscribe/[redacted]' }),
      }),
    ]);
    expect(output).not.toContain('secret-path-token');
  });

  it("keeps the client's own X-Request-Id, and replaces one that is not a plain token", async () => {
    const kept = await shop.api.get('/api/health').set('X-Request-Id', 'edge-7f3a.42').expect(200);
    expect(kept.headers['x-request-id']).toBe('edge-7f3a.42');
    expect(linesOf('edge-7f3a.42')).toHaveLength(1);

    const forged = '"} {"level":"info","msg":"forged';
    const replaced = await shop.api.get('/api/health').set('X-Request-Id', forged).expect(200);
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesOf(replaced.headers['x-request-id'])).toHaveLength(1);
    expect(lines.filter((line) => line.msg === 'forged' || line.reqId === forged)).toEqual([]);
  });

  it("writes every line of a failing request, the error's stack too, under one request id", async () => {
    const response = await shop.api.post('/api/log-test/fail').send({ note: 'hello' }).expect(500);
    expect(response.body).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Internal server error.',
    });
    const requestId = response.headers['x-request-id'];
    const own = linesOf(requestId);
    expect(own.map((line) => [line.level, line.context ?? line.msg])).toEqual([
      ['info', 'FailingController'],
      ['error', 'Error'],
      ['error', 'request errored'],
    ]);
    expect(own[1].err?.message).toBe('The disk is full');
    expect(own[1].err?.stack).toMatch(/at FailingController\.fail/);
    // Every line the app wrote while handling it carries the id, and no other line does.
    expect(lines.filter((line) => line.reqId !== requestId)).toEqual([]);
  });

  it('never writes a password, a card or a secret header, even where code logs a body', async () => {
    const secrets = {
      authorization: 'Bearer secret-bearer',
      token: 'secret-header-token',
      password: 'secret-header-password',
    };
    await shop.api
      .post('/api/log-test/fail')
      .set(secrets)
      .set('Cookie', 'session=secret-cookie')
      .send({
        email: 'sara@example.com',
        password: PASSWORD,
        cardDetails: { name: 'Sara', number: CARD_NUMBER, cvc: '123', month: 1, year: 2030 },
      })
      .expect(500);
    await shop.api
      .post('/api/user/login')
      .set(secrets)
      .send({ email: 'sara@example.com', password: PASSWORD });

    for (const secret of [
      PASSWORD,
      CARD_NUMBER,
      'secret-bearer',
      'secret-header-token',
      'secret-header-password',
    ]) {
      expect(output).not.toContain(secret);
    }
    expect(output).not.toContain('secret-cookie');
    expect(output).not.toContain('"cvc"');
    // The log was read: it holds both requests, the body logged with its secrets censored.
    const logged = lines.find((line) => line.context === 'FailingController') as unknown as {
      received: Record<string, unknown>;
    };
    expect(logged.received).toEqual({
      email: 'sara@example.com',
      password: '[redacted]',
      cardDetails: '[redacted]',
    });
    const login = lines.find((line) => line.req?.path === '/api/user/login');
    expect(login?.req?.headers).toMatchObject({
      authorization: '[redacted]',
      token: '[redacted]',
      password: '[redacted]',
    });
  });
});

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Params, PinoLogger } from 'nestjs-pino';
import type { LogLevel } from '../config/app.config';

/** The header that carries a request's id, in from the client (optional) and out in the answer. */
const REQUEST_ID_HEADER = 'x-request-id';

/** A client's own request id is kept only when it is a short plain token (no forged lines). */
const CLIENT_REQUEST_ID = /^[\w.:-]{1,128}$/;

const PINO_LEVELS: Record<LogLevel, string> = {
  silent: 'silent',
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};

/** Headers that carry a session or a key: never written to the log. */
const SECRET_HEADERS = ['authorization', 'cookie', 'token'];

/** Fields that hold a password, a session or key, or a card, wherever a logged object has them. */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'token',
  'accessToken',
  'secret_token',
  'cardDetails',
  'card',
  'cardNumber',
  'cvc',
];

/** Each secret header, and each secret field sent as a header (header names are lower case). */
const SECRET_HEADER_PATHS = [
  ...new Set([...SECRET_HEADERS, ...SECRET_FIELDS.map((field) => field.toLowerCase())]),
].map((header) => `req.headers["${header}"]`);

/**
 * What every line is censored of: the secret headers, and each secret field at the top of a
 * logged object and up to three levels down.
 */
const REDACTED_PATHS = [
  ...SECRET_HEADER_PATHS,
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]),
];

const CENSOR = '[redacted]';

/** Paths whose last part is itself a key (an unsubscribe link's token): logged without it. */
const KEY_IN_PATH = /^(\/api\/unsubscribe\/)[^/]+/;

/**
 * The request's id (fastify's `genReqId`): the client's X-Request-Id when it sent a usable one,
 * else a new one. Every log line of the request carries it, and so does the answer.
 */
export function requestId(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && CLIENT_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** Sends the request's id back in X-Request-Id, so a client can quote it in a report. */
export function answerWithRequestId(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
}

/**
 * Whether the client hung up before its answer: what fails then (reading the rest of the body,
 * writing the answer) is the client's doing, logged once as an aborted request, not an error.
 */
export function clientHasGone(request: FastifyRequest): boolean {
  return request.raw.destroyed && !request.raw.complete;
}

/**
 * The log: JSON lines through pino, each line written while a request is handled carrying its
 * `reqId`, and one line per request closing it with method, path, status and time (logRequests).
 * The query string is left out, so is a key in the path, and the redaction paths above censor
 * secret headers and fields wherever a logged object holds them (docs/decisions.md, "Security").
 * nestjs-pino makes the logger (through pino-http's options, its root logger), and the
 * application's logger (Nest's Logger, the error filter's lines) writes through it. Its
 * per-request middleware, pino-http through Nest's middleware engine, is applied to no route: on
 * every request it cost about a third of the API's CPU time, and the fastify hooks of
 * logRequests do its work for little.
 */
export function requestLogging(logLevel: LogLevel): Params {
  return {
    pinoHttp: [
      {
        level: PINO_LEVELS[logLevel],
        formatters: { level: (label) => ({ level: label }) },
        redact: { paths: REDACTED_PATHS, censor: CENSOR },
        serializers: {
          req: (request: { id: string; method: string; url: string; headers: unknown }) => ({
            id: request.id,
            method: request.method,
            path: request.url.split('?')[0].replace(KEY_IN_PATH, `$1${CENSOR}`),
            headers: request.headers,
          }),
          res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
        },
      },
      // Through process.stdout (not a file descriptor of pino's own), where tests can read it.
      process.stdout,
    ],
    forRoutes: [],
  };
}

/**
 * Closes each request with one line: "request completed" with its status and time (at the error
 * level, "request errored", for a 5xx), or "client went away before the answer" when the client
 * hung up first; and runs each request in a logging context of its own (nestjs-pino's, through
 * `runInContext`), so that every line written while it is handled carries its `reqId`.
 */
export function logRequests(fastify: FastifyInstance, context: PinoLogger): void {
  // The closing line holds only what the req and res serializers keep, so its headers are all it
  // can have to censor: searching it for secret fields three levels deep, as every other line is,
  // took about a tenth of the CPU of a lookup by id (docs/decisions.md, "Speed").
  const logger = PinoLogger.root.child(
    {},
    { redact: { paths: SECRET_HEADER_PATHS, censor: CENSOR } },
  );
  fastify.addHook('onRequest', (request, reply, done) => {
    const started = performance.now();
    reply.raw.once('close', () => {
      const line = {
        reqId: request.id,
        req: request,
        res: reply.raw,
        responseTime: Math.round(performance.now() - started),
      };
      if (!reply.raw.writableFinished || request.raw.readableAborted) {
        logger.info(line, 'client went away before the answer');
      } else if (reply.raw.statusCode >= 500) {
        // The error filter has logged the error itself, with its stack, under the same reqId.
        logger.error({ ...line, req: undefined }, 'request errored');
      } else {
        logger.info(line, 'request completed');
      }
    });
    context.runInContext(() => done(), { bindings: { reqId: request.id } });
  });
}

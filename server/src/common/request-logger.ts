import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Params } from 'nestjs-pino';
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

/** Each secret field at the top of a logged object and up to three levels down. */
const REDACTED_PATHS = [
  ...SECRET_HEADERS.map((header) => `req.headers["${header}"]`),
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]),
];

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
 * The log (nestjs-pino over pino-http): JSON lines, each line written while a request is handled
 * carries its `reqId`, and one line per request closes it with method, path, status and time.
 * The query string is left out, and the redaction paths above censor secret headers and fields
 * wherever a logged object holds them (docs/decisions.md, "Security").
 */
export function requestLogging(logLevel: LogLevel): Params {
  return {
    pinoHttp: [
      {
        level: PINO_LEVELS[logLevel],
        formatters: { level: (label) => ({ level: label }) },
        quietReqLogger: true,
        redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
        serializers: {
          req: (request: { id: string; method: string; url: string; headers: unknown }) => ({
            id: request.id,
            method: request.method,
            path: request.url.split('?')[0],
            headers: request.headers,
          }),
          res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
        },
        customLogLevel: (_request, response, error) =>
          error || response.statusCode >= 500 ? 'error' : 'info',
        customSuccessMessage: (request, response) =>
          !request.readableAborted && response.writableEnded
            ? 'request completed'
            : 'client went away before the answer',
        // The error filter has logged the error itself, with its stack, under the same reqId.
        customErrorObject: (_request, _response, _error, { res, responseTime }) => ({
          res,
          responseTime,
        }),
      },
      // Through process.stdout (not a file descriptor of pino's own), where tests can read it.
      process.stdout,
    ],
  };
}

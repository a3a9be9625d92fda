import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { parse as parseForm } from 'node:querystring';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import { type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { getConnectionToken } from '@nestjs/mongoose';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { Connection } from 'mongoose';
import { Logger, PinoLogger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { AllowedMethods } from './common/allowed-methods';
import { apiDocument } from './common/api-document';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { toErrorBody } from './common/error-body';
import { assertWithinBodyLimits, BODY_LIMITS } from './common/body-limits';
import { RateLimiter } from './common/rate-limiter';
import { answerWithRequestId, logRequests, requestId } from './common/request-logger';
import { ShopError, shopError } from './common/shop-error';
import { serveSpa, serveUploads } from './static-files';
import { validationPipe } from './common/validation';
import { appConfig, httpConfig, paymentConfig, storageConfig } from './config';
import { capConnections, httpServerOptions } from './http-server';
import { MULTIPART_OPTIONS, refuseFormsWhereNotTaken } from './storage/image-upload';

/** The largest JSON or form body the API reads; fastify answers 413 beyond it. */
const BODY_LIMIT_BYTES = 1024 * 1024;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A body's text, or the refusal of bytes that are not UTF-8 (JSON and forms are UTF-8 text). */
function textOf(body: Buffer): string | ShopError {
  try {
    return utf8.decode(body);
  } catch {
    return shopError('BODY_NOT_UTF8');
  }
}

/**
 * Refusals of a path fastify's router cannot read (a malformed percent-escape, a part longer
 * than `maxParamLength`), in the API's envelope rather than fastify's own.
 */
function answerBadPath(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const refusal = shopError(
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'PATH_PART_TOO_LONG' : 'BAD_REQUEST',
  );
  void reply.status(refusal.declared.status).send(toErrorBody(refusal));
}

/** Runs `check` on a parsed value, handing its refusal to fastify instead of throwing. */
function checked<T>(value: T, check: (value: T) => void): [Error | null, T | undefined] {
  try {
    check(value);
    return [null, value];
  } catch (error) {
    return [error as Error, undefined];
  }
}

/**
 * The bodies the API reads: JSON, and the plain HTML forms of the sandbox's 3-D Secure page
 * (multipart uploads are read by the upload interceptor). An empty body is no body; a malformed
 * one, or one of another type, is the client's fault. Every body is held to BODY_LIMITS as soon
 * as it is parsed, before any validation spends time on it (and the validation pipe holds queries
 * and multipart forms to them too).
 */
function parseBodies(fastify: FastifyInstance): void {
  // Keys that would poison prototypes (__proto__, constructor.prototype) are dropped, as any
  // field no request declares is: the rest of the body is read as usual.
  const parseJson = fastify.getDefaultJsonParser('remove', 'remove');
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const text = textOf(body as Buffer);
    if (text instanceof ShopError) return done(text);
    if (text === '') return done(null, undefined);
    // Called with a callback, the parser answers through it (its promise form is not used).
    void parseJson(request, text, (error, value: unknown) => {
      if (error) return done(shopError('JSON_INVALID'));
      const [tooLarge] = checked(value, assertWithinBodyLimits);
      if (tooLarge) return done(tooLarge);
      // Every call takes an object of fields; `null`, a list or a bare value is none.
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return done(shopError('JSON_OBJECT_REQUIRED'));
      }
      done(null, value);
    });
  });
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer' },
    (_request, body, done) => {
      const text = textOf(body as Buffer);
      if (text instanceof ShopError) return done(text);
      // One more key than allowed is enough to tell a form that is too large.
      const form = parseForm(text, '&', '=', {
        maxKeys: BODY_LIMITS.maxKeysPerObject + 1,
      });
      done(...checked(form, assertWithinBodyLimits));
    },
  );
  fastify.addContentTypeParser('*', (_request, _payload, done) => done(shopError('JSON_REQUIRED')));
}

/**
 * helmet's headers. With this configuration they are the same for every response (no nonces), so
 * they are worked out once here, on a response that is never sent, and then set in one call per
 * request.
 */
function sendSecurityHeaders(
  fastify: FastifyInstance,
  payment: ReturnType<typeof paymentConfig>,
): void {
  const request = new IncomingMessage(new Socket());
  const collector = new ServerResponse(request);
  helmet({
    contentSecurityPolicy: {
      // Operators may serve the shop over plain HTTP on a LAN; do not force https sub-requests.
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        // With Moyasar the payment form sends the card from the browser to Moyasar's tokens API.
        'connect-src': [
          "'self'",
          ...(payment.provider === 'moyasar' ? [new URL(payment.moyasarApiUrl).origin] : []),
        ],
        'upgrade-insecure-requests': null,
      },
    },
  })(request, collector, () => undefined);
  const headers = collector.getHeaders();
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * The shop's HTTP application, configured the same way for `npm start`, containers and tests
 * (which may wrap AppModule in a module of their own).
 */
export async function createApp(rootModule: Type = AppModule): Promise<NestFastifyApplication> {
  const { trustProxy } = appConfig();
  const http = httpConfig();
  const adapter = new FastifyAdapter({
    ...httpServerOptions(http),
    // Only the proxies the operator names may say who the client is (TRUST_PROXY): anyone else
    // could rotate X-Forwarded-For to escape the per-client limits.
    trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: requestId,
    // A trailing slash changes nothing: /api/category/ is /api/category. A part of a path
    // (an id, a token) up to a thousand characters reaches its route, which says what is wrong
    // with it; the shop's routes have no pattern that a long part could make slow.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    frameworkErrors: answerBadPath,
  });
  const app = await NestFactory.create<NestFastifyApplication>(rootModule, adapter, {
    bodyParser: false,
    abortOnError: false,
    // Held until the app's own logger (nestjs-pino, configured in AppModule) takes over.
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  capConnections(app.getHttpServer(), http, trustProxy);
  // The limits of every instance of the shop are counted in its database.
  await RateLimiter.bindAll(app.get<Connection>(getConnectionToken()));
  const config = app.get<ReturnType<typeof appConfig>>(appConfig.KEY);
  const storage = app.get<ReturnType<typeof storageConfig>>(storageConfig.KEY);
  const payment = app.get<ReturnType<typeof paymentConfig>>(paymentConfig.KEY);
  const fastify = app.getHttpAdapter().getInstance();

  answerWithRequestId(fastify);
  logRequests(fastify, await app.resolve(PinoLogger));
  sendSecurityHeaders(fastify, payment);
  // Without origins to allow there is nothing for CORS to do on any request.
  if (config.corsOrigins.length) app.enableCors({ origin: config.corsOrigins });
  parseBodies(fastify);
  // Answers of 1 KB and more go compressed to a browser that takes it: a page of products is
  // 73 KB of JSON, 7 KB in Brotli. Brotli at quality 4 (the plugin's default) costs about what
  // gzip does; the web app's built files are compressed ahead (static-files.ts) and not again.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  await app.register(fastifyMultipart, MULTIPART_OPTIONS);
  refuseFormsWhereNotTaken(fastify);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(validationPipe);
  app.useGlobalFilters(new ApiExceptionFilter(new AllowedMethods(fastify)));
  await serveUploads(app, storage);
  await serveSpa(app, config.webDistDir);
  SwaggerModule.setup('api/docs', app, apiDocument(app, config.publicUrl), {
    jsonDocumentUrl: 'api/openapi.json',
  });
  app.enableShutdownHooks();
  return app;
}

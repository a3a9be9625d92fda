import { ConsoleLogger, type LogLevel as NestLogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { AppModule } from './app.module';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { JSON_BODY_LIMIT, INTERNAL_ERROR, toErrorBody } from './common/error-body';
import { requestLogger } from './common/request-logger';
import { serveSpa, serveUploads } from './common/static-files';
import { validationPipe } from './common/validation';
import { appConfig, storageConfig } from './config';
import type { LogLevel } from './config/app.config';

const NEST_LOG_LEVELS: Record<LogLevel, NestLogLevel[]> = {
  silent: [],
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  log: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
  verbose: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

/**
 * JSON bodies, and the plain HTML forms of the sandbox's 3-D Secure page, up to 1 MB; a malformed
 * or oversized one is answered here in the error envelope.
 */
function parseBody(parse: ReturnType<typeof express.json>) {
  return (request: Request, response: Response, next: NextFunction) =>
    parse(request, response, (error?: unknown) => {
      if (!error) return next();
      const body = toErrorBody(error) ?? INTERNAL_ERROR;
      response.status(body.statusCode).json(body);
    });
}

function documentApi(app: NestExpressApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Qitaa Auto Parts API')
    .setDescription(
      "The shop's REST API. Authenticated calls send the JWT in the header `token` " +
        '(or `Authorization: Bearer`). Every error answers `{ statusCode, message, errors? }`.',
    )
    .setVersion('1.0')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'token' }, 'token')
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, config);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/openapi.json' });
}

/** The shop's HTTP application, configured the same way for `npm start`, containers and tests. */
export async function createApp(): Promise<NestExpressApplication> {
  const { logLevel } = appConfig();
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    bodyParser: false,
    abortOnError: false,
    logger: new ConsoleLogger({ json: true, logLevels: NEST_LOG_LEVELS[logLevel] }),
  });
  const config = app.get<ReturnType<typeof appConfig>>(appConfig.KEY);
  const storage = app.get<ReturnType<typeof storageConfig>>(storageConfig.KEY);

  // Behind the nginx of docker compose, the client's address comes from X-Forwarded-For.
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.use(requestLogger);
  app.use(
    helmet({
      contentSecurityPolicy: {
        // Operators may serve the shop over plain HTTP on a LAN; do not force https sub-requests.
        directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'upgrade-insecure-requests': null },
      },
    }),
  );
  app.enableCors({ origin: config.corsOrigins.length ? config.corsOrigins : false });
  app.use(parseBody(express.json({ limit: JSON_BODY_LIMIT })));
  app.use(parseBody(express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT })));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(validationPipe);
  app.useGlobalFilters(new ApiExceptionFilter());
  serveUploads(app, storage.uploadDir);
  serveSpa(app, config.webDistDir);
  documentApi(app);
  app.enableShutdownHooks();
  return app;
}

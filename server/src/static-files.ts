import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { isIP, type Socket } from 'node:net';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  LANGUAGE_CODES,
  SIGNED_IN_COOKIE,
  cookieIn,
  errorMessage,
  type Language,
} from '@shop/shared';
import type { StorageConfig } from './config/storage.config';
import { UPLOADS_PATH } from './storage/object-store';
import { DrawnPages, type Reader } from './drawn-pages';
import { StorageService } from './storage/storage.service';
import { homeLanguage } from './users/language';

const API_PREFIX = '/api';

/** Stored images never change under their key (a new image gets a new key). */
const UPLOAD_CACHE = 'public, max-age=604800';

/**
 * Stored files at /uploads; a missing one falls through to the API's 404 envelope. Local files
 * are served from UPLOAD_DIR; objects in S3 are streamed from the bucket, so every instance
 * serves every image whichever instance stored it.
 */
export async function serveUploads(
  app: NestFastifyApplication,
  storage: StorageConfig,
): Promise<void> {
  if (storage.kind === 'local') {
    mkdirSync(storage.uploadDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.uploadDir,
      prefix: `${UPLOADS_PATH}/`,
      index: false,
      // A dotfile is answered as missing.
      dotfiles: 'ignore',
      maxAge: '7d',
    });
    return;
  }
  const store = app.get(StorageService);
  app
    .getHttpAdapter()
    .getInstance()
    .get(`${UPLOADS_PATH}/*`, async (request, reply) => {
      let key: string;
      try {
        key = decodeURIComponent(request.url.split('?')[0].slice(UPLOADS_PATH.length + 1));
      } catch {
        return reply.callNotFound();
      }
      const object = await store.open(key).catch((error: Error) => {
        new Logger('Storage').error(`Could not read ${key}: ${error.message}`);
        return undefined;
      });
      if (object === undefined) {
        // As server/test/storage-s3.e2e-spec.ts pins it: without the envelope's code.
        return reply
          .code(503)
          .send({ statusCode: 503, message: errorMessage('IMAGE_STORE_UNAVAILABLE') });
      }
      if (!object) return reply.callNotFound();
      if (object.etag && request.headers['if-none-match'] === object.etag) {
        object.body.destroy();
        return reply.code(304).header('ETag', object.etag).send();
      }
      reply.header('Content-Type', object.contentType).header('Cache-Control', UPLOAD_CACHE);
      if (object.length !== undefined) reply.header('Content-Length', object.length);
      if (object.etag) reply.header('ETag', object.etag);
      if (object.lastModified) reply.header('Last-Modified', object.lastModified.toUTCString());
      return reply.send(object.body);
    });
}

/** Whether an Accept header takes HTML; no header takes anything. */
const acceptsHtml = (accept: string | undefined) =>
  !accept || /text\/html|text\/\*|\*\/\*/.test(accept);

/** The copies of a built file the build writes beside it, best first (scripts/compress-web.mjs). */
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

/**
 * The best of our encodings that an Accept-Encoding header takes: a listed one with a quality
 * above 0, or `*`. None for a missing header (identity).
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)).find(Boolean);
    if (name) quality.set(name.trim(), q ? Number(q[1]) : 1);
  }
  return ENCODINGS.find(({ name }) => (quality.get(name) ?? quality.get('*') ?? 0) > 0)?.name;
}

/** The file, and its compressed copies where the build wrote them. */
function readWithCopies(path: string): { identity: Buffer } & Partial<Record<Encoding, Buffer>> {
  const copies: { identity: Buffer } & Partial<Record<Encoding, Buffer>> = {
    identity: readFileSync(path),
  };
  for (const { name, extension } of ENCODINGS) {
    if (existsSync(path + extension)) copies[name] = readFileSync(path + extension);
  }
  return copies;
}

/** Whether a request comes from a phone: by its client hint, else by its user agent. */
const isPhone = (headers: IncomingHttpHeaders) =>
  headers['sec-ch-ua-mobile'] === '?1' ||
  (headers['sec-ch-ua-mobile'] === undefined &&
    /Mobi|Android|iPhone/.test(headers['user-agent'] ?? ''));

/** The address of the server as a request reached it, for the server's own calls to itself. */
function originOf(socket: Socket): string {
  const address = (socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  return `http://${isIP(address) === 6 ? `[${address}]` : address}:${socket.localPort}`;
}

/**
 * The built SPA at /, with history fallback: any other GET that accepts HTML loads index.html,
 * so deep links such as /productDetails/x open the app. API paths are never answered with it.
 * Files are answered in the build's Brotli or gzip copy when the browser takes it; the
 * fingerprinted files under /assets are cached for a year, index.html is checked every time.
 * Home itself is answered already drawn in the reader's language where the build drew it
 * (scripts/prerender-home.mjs), and the catalog's screens drawn per request (drawn-pages.ts), so
 * a phone shows them before the app's code has arrived.
 */
export async function serveSpa(app: NestFastifyApplication, webDistDir: string): Promise<void> {
  const indexPath = join(webDistDir, 'index.html');
  if (!existsSync(indexPath)) {
    new Logger('Static').warn(`No built web app in ${webDistDir}; serving the API only.`);
    return;
  }
  // The built files are fixed for the life of the process: a route each, found at start.
  const assetsDir = join(webDistDir, 'assets');
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    index: false,
    wildcard: false,
    decorateReply: false,
    // Answers file.js.br or file.js.gz for file.js when the browser takes that encoding.
    preCompressed: true,
    setHeaders: (reply, path) => {
      // Vite fingerprints everything under assets/, so those may be cached for good; the rest
      // (logo, robots.txt) keeps its name across releases and is checked again.
      reply.header(
        'Cache-Control',
        path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const indexHtml = readWithCopies(indexPath);
  const homeHtml = new Map<Language, ReturnType<typeof readWithCopies>>();
  for (const language of LANGUAGE_CODES) {
    const path = join(webDistDir, `home-${language}.html`);
    if (existsSync(path)) homeHtml.set(language, readWithCopies(path));
  }
  const drawnPages = DrawnPages.of(webDistDir);
  if (drawnPages)
    app
      .getHttpAdapter()
      .getInstance()
      .addHook('onClose', () => drawnPages.stop());
  const isAppPath = (path: string) =>
    !path.startsWith(API_PREFIX + '/') &&
    path !== API_PREFIX &&
    !path.startsWith(UPLOADS_PATH + '/');
  app
    .getHttpAdapter()
    .getInstance()
    .get('/*', async (request, reply) => {
      const path = request.url.split('?')[0];
      if (!isAppPath(path) || !acceptsHtml(request.headers.accept)) return reply.callNotFound();
      const language = homeLanguage(
        (request.query as { lang?: unknown }).lang,
        request.headers.cookie,
      );
      const isHome = path === '/' && homeHtml.size > 0;
      // A logged-in shopper's screen is the app's to draw (their cars, their list).
      const isDrawn =
        !isHome &&
        drawnPages !== undefined &&
        DrawnPages.draws(request.url) &&
        cookieIn(request.headers.cookie, SIGNED_IN_COOKIE) !== '1';
      const reader: Reader = { language, wide: !isPhone(request.headers) };
      const page =
        (isHome && homeHtml.get(language)) ||
        (isDrawn && (await drawnPages.page(request.url, reader, originOf(request.socket)))) ||
        indexHtml;
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const body = (encoding && page[encoding]) || page.identity;
      if (body !== page.identity) reply.header('Content-Encoding', encoding);
      const vary = isDrawn
        ? 'Accept-Encoding, Cookie, Sec-CH-UA-Mobile, User-Agent'
        : isHome
          ? 'Accept-Encoding, Cookie'
          : 'Accept-Encoding';
      return reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', vary)
        .type('text/html; charset=utf-8')
        .send(body);
    });
}

import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

const API_PREFIX = '/api';
export const UPLOADS_PATH = '/uploads';

/** Uploaded files at /uploads; a missing one falls through to the API's 404 envelope. */
export async function serveUploads(app: NestFastifyApplication, uploadDir: string): Promise<void> {
  mkdirSync(uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadDir,
    prefix: `${UPLOADS_PATH}/`,
    index: false,
    // A dotfile is answered as missing.
    dotfiles: 'ignore',
    maxAge: '7d',
  });
}

/** Whether an Accept header takes HTML; no header takes anything. */
const acceptsHtml = (accept: string | undefined) =>
  !accept || /text\/html|text\/\*|\*\/\*/.test(accept);

/**
 * The built SPA at /, with history fallback: any other GET that accepts HTML loads index.html,
 * so deep links such as /productDetails/x open the app. API paths are never answered with it.
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
    setHeaders: (reply, path) => {
      // Vite fingerprints everything under assets/, so those may be cached for good.
      if (path.startsWith(assetsDir)) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });
  const indexHtml = readFileSync(indexPath);
  const isAppPath = (path: string) =>
    !path.startsWith(API_PREFIX + '/') &&
    path !== API_PREFIX &&
    !path.startsWith(UPLOADS_PATH + '/');
  app
    .getHttpAdapter()
    .getInstance()
    .get('/*', (request, reply) => {
      const path = request.url.split('?')[0];
      if (!isAppPath(path) || !acceptsHtml(request.headers.accept)) return reply.callNotFound();
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    });
}

import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';

const API_PREFIX = '/api';
export const UPLOADS_PATH = '/uploads';

/** Uploaded files at /uploads; a missing one falls through to the API's 404 envelope. */
export function serveUploads(app: NestExpressApplication, uploadDir: string): void {
  mkdirSync(uploadDir, { recursive: true });
  app.use(
    UPLOADS_PATH,
    express.static(uploadDir, { index: false, dotfiles: 'deny', maxAge: '7d' }),
  );
}

/**
 * The built SPA at /, with history fallback: any other GET that accepts HTML loads index.html,
 * so deep links such as /productDetails/x open the app. API paths are never answered with it.
 */
export function serveSpa(app: NestExpressApplication, webDistDir: string): void {
  const indexHtml = join(webDistDir, 'index.html');
  if (!existsSync(indexHtml)) {
    new Logger('Static').warn(`No built web app in ${webDistDir}; serving the API only.`);
    return;
  }
  const assets = express.static(webDistDir, {
    index: false,
    setHeaders: (response, path) => {
      // Vite fingerprints everything under assets/, so those may be cached for good.
      if (path.includes(`${join(webDistDir, 'assets')}`)) {
        response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });
  const isAppPath = (path: string) =>
    !path.startsWith(API_PREFIX + '/') &&
    path !== API_PREFIX &&
    !path.startsWith(UPLOADS_PATH + '/');
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (!['GET', 'HEAD'].includes(request.method) || !isAppPath(request.path)) return next();
    assets(request, response, () => {
      if (!request.accepts('html')) return next();
      response.setHeader('Cache-Control', 'no-cache');
      response.sendFile(indexHtml);
    });
  });
}

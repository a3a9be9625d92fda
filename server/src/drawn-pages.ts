import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { Logger } from '@nestjs/common';
import {
  LANGUAGE_CODES,
  type DrawAnswer,
  type DrawRequest,
  type DrawWorkerData,
  type Language,
} from '@shop/shared';

/** A page as answered: its bytes, and its compressed copies. */
export interface PageCopies {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** The reader a page is drawn for. */
export interface Reader {
  language: Language;
  /** A computer's screen rather than a phone's: the catalog's sidebars start open on it. */
  wide: boolean;
}

/**
 * The paths drawn per request: the catalog's screens, which every visitor sees first from a
 * search or a link and which depend on the catalog (Home is drawn at build time).
 */
const DRAWN_PATH = /^\/(products|productDetails\/[^/]+)$/;
/** The car a catalog screen is narrowed to (web/src/lib/vehicles/chosen-car.ts), and the language. */
const CAR_AND_LANGUAGE = ['brand', 'model', 'year', 'engine', 'lang'];
/**
 * The query parameters each drawn screen reads: the products list's search, category, page and
 * filters (web/src/lib/catalog/search.ts, web/src/features/products/api/product-queries.ts and
 * list-filters.ts, web/src/lib/paging.ts), a product's car. An address with any other is answered
 * the plain page, so that adding made-up parameters cannot have the same screen drawn afresh.
 */
const DRAWN_PARAMS = {
  products: new Set([
    ...CAR_AND_LANGUAGE,
    ...['warranty', 'carEngine', 'keywords', 'partNumber', 'category', 'all', 'page'],
    ...['manufacturer', 'minPrice', 'maxPrice', 'inStock'],
  ]),
  productDetails: new Set(CAR_AND_LANGUAGE),
} as const;
/** Longer addresses (a query string of filters and a car is far shorter) get the plain page. */
const MAX_ADDRESS_LENGTH = 512;
/**
 * A drawn page is answered for this long, as the app itself keeps catalog data fresh for a
 * minute (web/src/lib/query-client.ts): the app refreshes what has gone stale once it runs.
 */
const PAGE_LIFETIME_MS = 30_000;
/** How many drawn pages are kept, the least recently drawn dropped first. */
const MAX_PAGES = 200;
/** How many pages a worker may have waiting; more readers get the plain page meanwhile. */
const MAX_WAITING = 4;
/** How long a reader waits for a page being drawn before getting the plain one. */
const DRAW_TIMEOUT_MS = 2_000;
/**
 * How many pages may be drawn afresh in any one second, in all languages together; beyond it
 * readers get the plain page, so that addresses made up to miss the kept pages cannot keep the
 * workers, and the machine's processors, busy drawing.
 */
const MAX_DRAWS_PER_SECOND = 10;
/**
 * A worker that has not answered a page for this long is stopped (a draw waiting on a call that
 * never ends, a loop): the pages queued behind it would never come.
 */
const STUCK_MS = 10_000;
/** After a worker fails, how long the plain page is answered before another is started. */
const RESTART_DELAY_MS = 60_000;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** One language's drawing worker: started with the server, and after a failure when next asked. */
class DrawWorker {
  private worker?: Worker;
  private failedAt = -Infinity;
  private nextId = 1;
  private readonly waiting = new Map<number, (page: string | undefined) => void>();

  constructor(
    private readonly script: string,
    private readonly language: Language,
    private readonly distDir: string,
    private readonly logger: Logger,
  ) {}

  /** Starts the worker ahead of the first page, which would otherwise wait for its start. */
  start(): void {
    this.running();
  }

  /** The page at `address`, its data fetched from the API at `origin`; none if not drawn. */
  draw(address: string, origin: string, wide: boolean): Promise<string | undefined> {
    const worker = this.running();
    if (!worker || this.waiting.size >= MAX_WAITING) return Promise.resolve(undefined);
    const id = this.nextId++;
    const stuck = setTimeout(() => {
      this.logger.error(`Drawing ${address} took over ${STUCK_MS} ms: stopping its worker`);
      void worker.terminate();
    }, STUCK_MS);
    stuck.unref();
    return new Promise<string | undefined>((resolve) => {
      this.waiting.set(id, resolve);
      worker.postMessage({ id, address, origin, wide } satisfies DrawRequest);
    }).finally(() => clearTimeout(stuck));
  }

  async stop(): Promise<void> {
    await this.worker?.terminate();
  }

  private running(): Worker | undefined {
    if (this.worker) return this.worker;
    if (performance.now() - this.failedAt < RESTART_DELAY_MS) return undefined;
    const worker = new Worker(this.script, {
      workerData: { language: this.language, distDir: this.distDir } satisfies DrawWorkerData,
    });
    // A worker alone must not keep the process running.
    worker.unref();
    worker.on('message', (answer: DrawAnswer) => {
      if (answer === 'ready') return;
      if (answer.error) this.logger.error(`Could not draw a page: ${answer.error}`);
      this.waiting.get(answer.id)?.(answer.page);
      this.waiting.delete(answer.id);
    });
    worker.on('error', (error) => this.logger.error(`The drawing worker failed: ${error.stack}`));
    worker.on('exit', () => {
      this.failedAt = performance.now();
      this.worker = undefined;
      for (const resolve of this.waiting.values()) resolve(undefined);
      this.waiting.clear();
    });
    this.worker = worker;
    return worker;
  }
}

/**
 * The catalog's screens drawn per request, in the reader's language and kind of screen, by the
 * web app's drawing worker (web/src/draw-worker.ts, built by `npm run build -w web`), so that a
 * phone paints a list of parts or a part before the app's code has arrived. Each language has a
 * worker; a drawn page is kept for a short while, and a reader gets the plain page (the app
 * draws the screen itself) whenever drawing is slow, busy, fails or does not apply.
 */
export class DrawnPages {
  private readonly workers = new Map<Language, DrawWorker>();
  private readonly pages = new Map<string, { copies: PageCopies; expiresAt: number }>();
  private readonly drawing = new Map<string, Promise<PageCopies | undefined>>();
  /** When each of the pages drawn in the last second was started, the earliest first. */
  private readonly drawsStarted: number[] = [];

  private constructor(script: string, distDir: string) {
    const logger = new Logger('DrawnPages');
    for (const language of LANGUAGE_CODES) {
      const worker = new DrawWorker(script, language, distDir, logger);
      worker.start();
      this.workers.set(language, worker);
    }
  }

  /** The drawn pages of the web app built at `distDir`, if the build has its drawing worker. */
  static of(distDir: string): DrawnPages | undefined {
    const script = resolve(distDir, '..', 'dist-ssr', 'draw-worker.js');
    return existsSync(script) ? new DrawnPages(script, distDir) : undefined;
  }

  /** Whether the screen at `address` (path and query) is drawn per request. */
  static draws(address: string): boolean {
    if (address.length > MAX_ADDRESS_LENGTH) return false;
    const [path = '', query = ''] = address.split('?', 2);
    const screen = DRAWN_PATH.exec(path)?.[1]?.split('/')[0] as
      keyof typeof DRAWN_PARAMS | undefined;
    if (!screen) return false;
    const read = DRAWN_PARAMS[screen];
    return [...new URLSearchParams(query).keys()].every((name) => read.has(name));
  }

  /** The page for `reader` at `address`, drawn from the API at `origin`, if it could be. */
  async page(address: string, reader: Reader, origin: string): Promise<PageCopies | undefined> {
    const key = `${reader.language} ${reader.wide ? 'wide' : 'narrow'} ${address}`;
    const kept = this.pages.get(key);
    if (kept && kept.expiresAt > performance.now()) return kept.copies;
    this.pages.delete(key);
    let drawing = this.drawing.get(key);
    if (!drawing) {
      drawing = this.draw(key, address, reader, origin);
      this.drawing.set(key, drawing);
      void drawing.finally(() => this.drawing.delete(key));
    }
    const slow = new AbortController();
    const timeout = delay(DRAW_TIMEOUT_MS, undefined, { signal: slow.signal }).catch(
      () => undefined,
    );
    return Promise.race([drawing, timeout]).finally(() => slow.abort());
  }

  async stop(): Promise<void> {
    await Promise.all([...this.workers.values()].map((worker) => worker.stop()));
  }

  /** Whether a page may be drawn now (MAX_DRAWS_PER_SECOND); counts it if so. */
  private mayDraw(): boolean {
    const now = performance.now();
    while (this.drawsStarted.length > 0 && now - this.drawsStarted[0] >= 1000) {
      this.drawsStarted.shift();
    }
    if (this.drawsStarted.length >= MAX_DRAWS_PER_SECOND) return false;
    this.drawsStarted.push(now);
    return true;
  }

  private async draw(
    key: string,
    address: string,
    { language, wide }: Reader,
    origin: string,
  ): Promise<PageCopies | undefined> {
    if (!this.mayDraw()) return undefined;
    const page = await this.workers.get(language)?.draw(address, origin, wide);
    if (page === undefined) return undefined;
    const identity = Buffer.from(page);
    const copies: PageCopies = {
      identity,
      br: await compressBrotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: await compressGzip(identity),
    };
    if (this.pages.size >= MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, { copies, expiresAt: performance.now() + PAGE_LIFETIME_MS });
    return copies;
  }
}

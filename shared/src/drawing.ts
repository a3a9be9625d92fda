import type { Language } from './api/accounts.js';

/**
 * What the web app's drawing worker (web/src/draw-worker.ts) is started with, by the build for
 * Home (scripts/prerender-home.mjs) and by the server for the catalog's screens
 * (server/src/drawn-pages.ts).
 */
export interface DrawWorkerData {
  language: Language;
  /** The built web app (web/dist). */
  distDir: string;
}

/** A page asked of the worker: the screen at `address`, its data fetched from `origin`. */
export interface DrawRequest {
  id: number;
  address: string;
  /** The API's origin; without it nothing is fetched (Home shows no data). */
  origin?: string;
  /** Whether the reader's screen is wide (a computer's) or narrow (a phone's). */
  wide: boolean;
}

/**
 * What the worker says: 'ready' once it has loaded the app, then for each request its page, or
 * none when the screen could not be drawn (and why, if drawing failed).
 */
export type DrawAnswer = 'ready' | { id: number; page?: string; error?: string };

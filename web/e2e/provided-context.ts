/** What the global setup hands to every journey (vitest's provide/inject). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server under test serves the shop, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** The Chromium executable the journeys drive. */
    chromiumPath: string;
  }
}

export {};

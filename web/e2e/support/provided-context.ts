/** What the global setup hands to every journey (vitest's provide/inject). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server under test serves the shop, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** The Chromium executable the journeys drive. */
    chromiumPath: string;
    /** Where the test SMTP server's mails are read (see mail-inbox.ts). */
    mailInboxUrl: string;
    /** The admin account the shop under test was started with. */
    admin: { email: string; password: string };
    /** The database of the shop under test, for journeys that seed a large catalog directly. */
    databaseUri: string;
    /** The settings the shop under test runs with, for a journey starting a twin of it. */
    shopEnv: Record<string, string | undefined>;
  }
}

export {};

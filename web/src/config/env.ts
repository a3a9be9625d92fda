/**
 * Settings fixed at build time. The API lives on the same origin under /api (the server serves
 * the app; `npm run dev` proxies it), so nothing needs configuring for a normal build.
 */
export const env = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '/api',
} as const;

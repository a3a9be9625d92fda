/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API is, when not on the same origin under /api. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The API's error texts in one language, by code and by `status:<n>` (vite.config.ts). */
declare module 'virtual:error-texts/*' {
  const texts: Readonly<Record<string, string>>;
  export default texts;
}

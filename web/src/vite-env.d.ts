/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API is, when not on the same origin under /api. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * Vite dev server only: a page served by our server carries the server's own settings
   * (config.ts). Defaults to the contract's development secret.
   */
  readonly VITE_API_SIGNING_SECRET?: string;
  readonly VITE_FAQ_URL?: string;
  readonly VITE_TERMS_URL?: string;
  readonly VITE_PRIVACY_URL?: string;
  readonly VITE_SUPPORT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

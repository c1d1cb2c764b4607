/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Must equal the server's API_SIGNING_SECRET; defaults to the contract's development secret. */
  readonly VITE_API_SIGNING_SECRET?: string;
  readonly VITE_FAQ_URL?: string;
  readonly VITE_TERMS_URL?: string;
  readonly VITE_PRIVACY_URL?: string;
  readonly VITE_SUPPORT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address the premium-access request e-mail is drafted to. */
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

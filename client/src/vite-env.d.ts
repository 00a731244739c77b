/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_ASSETS_BASE_URL?: string;
  readonly VITE_ORDER_NEW_CUSTOMER_URL?: string;
  readonly VITE_ORDER_ACCOUNT_CHANGES_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

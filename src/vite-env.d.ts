/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_API_URL?: string;
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_BOARD_MANAGER_EMAILS?: string;
}

/** The build id written to dist/version.json ("dev" under the dev server). */
declare const __BUILD_ID__: string;

// Where the app finds its backend. One build serves any environment: the Supabase URL and
// anon key come from /config.json at run time, unless both were set at build time
// (VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY, for a build aimed at hosted Supabase).
import { environmentFromHost, type AppEnvironment } from "../lib/analytics/environment.ts";
import { DEFAULT_BOARD_MANAGER_EMAILS } from "./board-managers.ts";

export type RuntimeConfig = {
  supabaseUrl: string;
  supabaseAnonKey: string;
  apiUrl: string;
  sentryDsn?: string;
  boardManagerEmails: string[];
  environment: AppEnvironment;
  /** Google Maps Places browser key: address search through Google, else the local communes */
  googleMapsApiKey?: string;
};

export type BuildEnv = Partial<
  Record<
    | "VITE_SUPABASE_URL"
    | "VITE_SUPABASE_ANON_KEY"
    | "VITE_API_URL"
    | "VITE_SENTRY_DSN"
    | "VITE_BOARD_MANAGER_EMAILS"
    | "VITE_GOOGLE_MAPS_API_KEY",
    string
  >
>;

type Fetched = Partial<{
  supabaseUrl: string;
  supabaseAnonKey: string;
  apiUrl: string;
  sentryDsn: string;
  boardManagerEmails: string[];
  googleMapsApiKey: string;
}>;

export const needsConfigFile = (env: BuildEnv): boolean => !(env.VITE_SUPABASE_URL && env.VITE_SUPABASE_ANON_KEY);

const list = (value: string | undefined): string[] | undefined =>
  value
    ?.split(",")
    .map((item) => item.trim())
    .filter(Boolean);

export const resolveRuntimeConfig = (
  env: BuildEnv,
  fetched: Fetched | null,
  location: { origin: string; host: string },
): RuntimeConfig => {
  const fromBuild = !needsConfigFile(env);
  const supabaseUrl = fromBuild ? env.VITE_SUPABASE_URL : fetched?.supabaseUrl;
  const supabaseAnonKey = fromBuild ? env.VITE_SUPABASE_ANON_KEY : fetched?.supabaseAnonKey;
  if (!supabaseUrl || !supabaseAnonKey) throw new Error("Missing Supabase configuration");
  return {
    supabaseUrl: supabaseUrl.replace(/\/+$/, ""),
    supabaseAnonKey,
    apiUrl: env.VITE_API_URL || fetched?.apiUrl || `${location.origin}/api`,
    sentryDsn: env.VITE_SENTRY_DSN || fetched?.sentryDsn || undefined,
    boardManagerEmails: list(env.VITE_BOARD_MANAGER_EMAILS) ??
      fetched?.boardManagerEmails ?? [...DEFAULT_BOARD_MANAGER_EMAILS],
    environment: environmentFromHost(location.host),
    googleMapsApiKey: env.VITE_GOOGLE_MAPS_API_KEY || fetched?.googleMapsApiKey || undefined,
  };
};

/** The config the local server embeds in index.html (`<script id="renfort-config">`), if any. */
export const embeddedConfig = (doc: Pick<Document, "getElementById">): Fetched | null => {
  const text = doc.getElementById("renfort-config")?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as Fetched;
  } catch {
    return null;
  }
};

export const loadRuntimeConfig = async (env: BuildEnv = import.meta.env): Promise<RuntimeConfig> => {
  let fetched: Fetched | null = null;
  if (needsConfigFile(env)) fetched = embeddedConfig(document);
  if (needsConfigFile(env) && !fetched) {
    const response = await fetch("/config.json", { cache: "no-store", headers: { Accept: "application/json" } });
    if (response.ok) fetched = (await response.json()) as Fetched;
  }
  return resolveRuntimeConfig(env, fetched, window.location);
};

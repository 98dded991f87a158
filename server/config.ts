// Server configuration from the environment, with the local defaults: data in `.data/`,
// port 8080, a JWT secret generated on first run and kept (mode 600) in the data directory.
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export type ServerConfig = {
  port: number;
  host: string;
  /** where PGlite data, storage bytes, the JWT secret and the dev outbox live */
  dataDir: string;
  /** native PostgreSQL instead of PGlite when set */
  databaseUrl?: string;
  /** PGlite in memory (tests) instead of `<dataDir>/pglite` */
  inMemory: boolean;
  jwtSecret: string;
  /** seconds an access token lives (GoTrue's JWT_EXPIRY) */
  jwtExpiry: number;
  /** schemas exposed by REST, first = default */
  exposedSchemas: string[];
  /** PostgREST db-max-rows */
  maxRows: number;
  /** PostgREST db-tx-end: how request transactions end, and whether `Prefer: tx=` may override it */
  txEnd: TxEnd;
  /** PostgREST db-aggregates-enabled: `count()`, `sum()`… in `select` */
  aggregatesEnabled: boolean;
  /** PostgREST db-plan-enabled: `Accept: application/vnd.pgrst.plan` */
  planEnabled: boolean;
  /** public URL the server is reached at (links in e-mails, signed URLs) */
  publicUrl?: string;
  /** browser key of Google Maps Places, handed to the app by /config.json (else local commune search) */
  googleMapsApiKey?: string;
  /** directories of SQL migrations, applied in order (file names sorted within each) */
  migrationsDirs: string[];
  /** seed an empty database with this scale (false = no seed) */
  seed: "demo" | "large" | false;
  /** the built SPA to serve (absent = API only) */
  distDir?: string;
  /** GoTrue's mailer_autoconfirm */
  autoconfirm: boolean;
  /** local mode: dev outbox at /_dev/mail */
  devMode: boolean;
};

export type TxEnd = "commit" | "commit-allow-override" | "rollback" | "rollback-allow-override";

const TX_ENDS: readonly TxEnd[] = ["commit", "commit-allow-override", "rollback", "rollback-allow-override"];

/** PostgREST reads a missing or unknown db-tx-end as `commit`. */
const txEndOf = (value: string | undefined): TxEnd => TX_ENDS.find((t) => t === value) ?? "commit";

export const ROOT = path.resolve(import.meta.dirname, "..");

function loadSecret(dataDir: string, fromEnv?: string): string {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error("JWT_SECRET doit contenir au moins 32 caractères.");
    return fromEnv;
  }
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR ?? path.join(ROOT, ".data"));
  const seedEnv = env.SEED_SCALE;
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? "0.0.0.0",
    databaseUrl: env.DATABASE_URL || undefined,
    inMemory: false,
    jwtExpiry: Number(env.JWT_EXPIRY ?? 3600),
    exposedSchemas: (env.PGRST_DB_SCHEMAS ?? "public,storage,graphql_public").split(",").map((s) => s.trim()).filter(Boolean),
    maxRows: Number(env.PGRST_DB_MAX_ROWS ?? 1000),
    txEnd: txEndOf(env.PGRST_DB_TX_END),
    aggregatesEnabled: env.PGRST_DB_AGGREGATES_ENABLED === "true",
    planEnabled: env.PGRST_DB_PLAN_ENABLED === "true",
    publicUrl: env.PUBLIC_URL || undefined,
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY || undefined,
    migrationsDirs: [path.join(ROOT, "supabase", "migrations")],
    seed: seedEnv === "none" ? false : seedEnv === "large" ? "large" : "demo",
    distDir: path.join(ROOT, "dist"),
    autoconfirm: env.GOTRUE_MAILER_AUTOCONFIRM !== "false",
    devMode: env.NODE_ENV !== "production",
    ...overrides,
    dataDir,
    jwtSecret: overrides.jwtSecret ?? loadSecret(dataDir, env.JWT_SECRET),
  };
}

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
  /** schemas exposed by REST, first = default (Supabase's default: public, graphql_public) */
  exposedSchemas: string[];
  /** largest request body read before authentication, in bytes (storage uploads: the bucket's limit) */
  bodyLimit: number;
  /** longest lifetime of a signed URL, in seconds (7 days by default) */
  signedUrlMaxExpiresIn: number;
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
  /** local mode: dev outbox at /_dev/mail (served to loopback clients only) */
  devMode: boolean;
  /** period of the time-driven status moves (`run_time_based_transitions`), in ms; 0 = never */
  scheduledJobsIntervalMs: number;
  /** the document queue's worker (server/platform/document-worker.ts): woken when a job is recorded and every this many ms; 0 = never */
  documentWorkerIntervalMs: number;
  /** how long a navigation waits for its first reads (server/http/first-read.ts's budget if unset) */
  firstReadBudgetMs?: number;
  /** end-to-end runs: keep the database's state at start and restore it on POST /_dev/reset (loopback only) */
  devReset: boolean;
  /** GoTrue's DISABLE_SIGNUP: members join by invitation only (default true) */
  disableSignup: boolean;
  /** GoTrue's EXTERNAL_ANONYMOUS_USERS_ENABLED: `/signup` with no e-mail or phone creates an anonymous user (default false) */
  anonymousUsersEnabled: boolean;
  /** the password policy: minimum length (GoTrue's PASSWORD_MIN_LENGTH) and refusal of common passwords */
  passwordMinLength: number;
  rejectCommonPasswords: boolean;
  /** sign-in and e-mail brakes (see server/auth/ratelimit.ts) */
  rateLimits: RateLimits;
  /** the reverse proxy whose X-Forwarded-For is believed (its socket address), else none */
  trustProxy?: string;
};

export type RateLimits = {
  /** failed password sign-ins per client IP per 5 minutes */
  signInFailuresPerIp: number;
  /** failed password sign-ins per address (any IP) per 5 minutes */
  signInFailuresPerAddress: number;
  /** e-mails (/otp, /magiclink, /recover, /resend) per client IP per hour (GoTrue's RATE_LIMIT_EMAIL_SENT) */
  emailsPerIpPerHour: number;
  /** seconds between two e-mails to one address (GoTrue's SMTP_MAX_FREQUENCY) */
  emailMinIntervalSeconds: number;
};

const positive = (raw: string | undefined, fallback: number, zeroAllowed = false): number => {
  const n = Number(raw);
  return raw && Number.isFinite(n) && (n > 0 || (zeroAllowed && n === 0)) ? n : fallback;
};

/** 1 MiB: every JSON body the app sends (REST, RPC, auth, functions) is far smaller. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** 7 days, the longest lifetime of an S3 presigned URL. */
export const DEFAULT_SIGNED_URL_MAX_EXPIRES_IN = 7 * 24 * 60 * 60;

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`${name} doit être un entier positif (reçu : ${value}).`);
  return n;
}

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
    // Loopback unless told otherwise: the local server is not meant for the network as it is.
    host: env.HOST || "127.0.0.1",
    databaseUrl: env.DATABASE_URL || undefined,
    inMemory: false,
    jwtExpiry: Number(env.JWT_EXPIRY ?? 3600),
    // storage.objects changes only through /storage/v1, as on Supabase: `storage` is not exposed
    exposedSchemas: (env.PGRST_DB_SCHEMAS ?? "public,graphql_public")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    bodyLimit: positiveInt(env.REQUEST_BODY_LIMIT, DEFAULT_BODY_LIMIT, "REQUEST_BODY_LIMIT"),
    signedUrlMaxExpiresIn: positiveInt(
      env.SIGNED_URL_MAX_EXPIRES_IN,
      DEFAULT_SIGNED_URL_MAX_EXPIRES_IN,
      "SIGNED_URL_MAX_EXPIRES_IN",
    ),
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
    devReset: env.NODE_ENV !== "production" && env.DEV_RESET === "1",
    scheduledJobsIntervalMs: Math.max(Number(env.SCHEDULED_JOBS_INTERVAL ?? 900) || 0, 0) * 1000,
    documentWorkerIntervalMs: Math.max(Number(env.DOCUMENT_WORKER_INTERVAL ?? 60) || 0, 0) * 1000,
    disableSignup: (env.GOTRUE_DISABLE_SIGNUP ?? "true") !== "false",
    anonymousUsersEnabled: env.GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED === "true",
    passwordMinLength: Math.max(Number(env.GOTRUE_PASSWORD_MIN_LENGTH || 10), 6),
    rejectCommonPasswords: env.GOTRUE_PASSWORD_REJECT_COMMON !== "false",
    rateLimits: {
      signInFailuresPerIp: positive(env.GOTRUE_RATE_LIMIT_SIGN_IN_FAILURES_IP, 30),
      signInFailuresPerAddress: positive(env.GOTRUE_RATE_LIMIT_SIGN_IN_FAILURES_ADDRESS, 10),
      emailsPerIpPerHour: positive(env.GOTRUE_RATE_LIMIT_EMAIL_SENT, 30),
      emailMinIntervalSeconds: positive(env.GOTRUE_SMTP_MAX_FREQUENCY, 60, true),
    },
    trustProxy: env.TRUST_PROXY || undefined,
    ...overrides,
    dataDir,
    jwtSecret: overrides.jwtSecret ?? loadSecret(dataDir, env.JWT_SECRET),
  };
}

// The page's calls, with fetch only (no supabase-js: the page must stay small): the public RPCs
// over PostgREST with the anonymous key, and the `timesheet-pdf` function (which reads the signed
// PDF the server's queue made). The signer's IP and user agent are recorded by the database from
// the REST request itself. The functions' names and arguments are typed by the generated schema
// (providers/rpc.ts's types, imported as types only: nothing of Refine reaches this page); this is
// the one place outside providers/rpc.ts that names a function's REST path (eslint.config.js).
import type { RpcArgs, RpcName } from "../../providers/rpc.ts";

export type Config = { supabaseUrl: string; supabaseAnonKey: string };

export type Day = {
  date: string;
  start_time: string | null;
  end_time: string | null;
  break_minutes: number;
  worked_hours: number;
  /** computed from the times by the database (docs/rules/timesheets.md#night-hours) */
  night_hours?: number;
  absence_type: string;
  comment: string | null;
};

export type Week = {
  week_start: string;
  week_end: string;
  iso_week: number;
  iso_year: number;
  expires_at: string;
  talent: { first_name: string; last_name: string } | null;
  company: { name: string } | null;
  job_name: string | null;
  contract_key: string;
  signer: { first_name: string | null; last_name: string | null; email: string | null } | null;
  total_hours: number;
  hours_normal: number;
  hours_ot25: number;
  hours_ot50: number;
  night_hours?: number;
  days: Day[];
  /** The days the client contested in the previous round, which this one answers (empty on a first round). */
  corrected_days?: Array<{ date: string; reason: string }>;
};

/** Why a link cannot be used: the page shows one French explanation per kind. */
export type LinkProblem = "unknown" | "used" | "expired" | "network";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly problem: LinkProblem | null,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The config the server embeds in the page, else the build's, else /config.json. */
export async function loadConfig(): Promise<Config> {
  const embedded = document.getElementById("renfort-config")?.textContent;
  if (embedded) return JSON.parse(embedded) as Config;
  const { VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: key } = import.meta.env;
  if (url && key) return { supabaseUrl: url, supabaseAnonKey: key };
  const res = await fetch("/config.json");
  if (!res.ok) throw new ApiError("config", "network");
  return (await res.json()) as Config;
}

/** PT404 / PT410 (used or expired) from the database, as the page's kinds of problem. */
export const problemOf = (code: string | undefined, message: string | undefined): LinkProblem | null => {
  if (code === "PT404") return "unknown";
  if (code === "PT410") return /expir/i.test(message ?? "") ? "expired" : "used";
  return null;
};

async function post<T>(config: Config, path: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${config.supabaseUrl}${path}`, {
      method: "POST",
      headers: {
        apikey: config.supabaseAnonKey,
        Authorization: `Bearer ${config.supabaseAnonKey}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError("network", "network");
  }
  const json = (await res.json().catch(() => null)) as (T & { code?: string; message?: string }) | null;
  if (!res.ok)
    throw new ApiError(json?.message ?? `HTTP ${res.status}`, problemOf(json?.code, json?.message), res.status);
  return json as T;
}

/** A public function over PostgREST, its name and arguments the schema's; its JSON answer read as `T`. */
const call = <T, F extends RpcName>(config: Config, name: F, args: RpcArgs<F>): Promise<T> =>
  post<T>(config, `/rest/v1/rpc/${name}`, args);

export const getWeek = (config: Config, token: string) =>
  call<Week, "get_timesheet_for_signature">(config, "get_timesheet_for_signature", { p_token: token });

export const signWeek = (config: Config, token: string, name: string, email: string, signature: string) =>
  call<{ status: string }, "sign_timesheet">(config, "sign_timesheet", {
    p_token: token,
    p_signer_name: name,
    p_signer_email: email,
    p_signature_image: signature,
  });

export type ContestedDay = { date: string; reason: string };

export const contestWeek = (config: Config, token: string, name: string, days: ContestedDay[]) =>
  call<{ status: string; days: number }, "contest_timesheet">(config, "contest_timesheet", {
    p_token: token,
    p_days: days,
    p_signer_name: name,
  });

const PDF_WAIT_MS = 2000;
const PDF_TRIES = 60;

/**
 * The signed PDF's link, once the server made it: the signature's own transaction queued it
 * (docs/rules/documents.md); until the file exists the function answers 409, asked again every
 * 2 s for two minutes. The page never makes the document.
 */
export async function signedPdf(
  config: Config,
  token: string,
  wait = PDF_WAIT_MS,
): Promise<{ url: string; sha256: string }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await post<{ url: string; sha256: string }>(config, "/functions/v1/timesheet-pdf", { token });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409) || attempt >= PDF_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

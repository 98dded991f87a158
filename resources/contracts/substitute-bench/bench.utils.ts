// The substitute bench's pure rules: the URL's criteria ⇄ the function's arguments, the rows
// grouped by need, and each candidate's score explained part by part (docs/rules/talents-documents.md#substitute-bench).
import type { RpcArgs } from "../../../providers/rpc.ts";
import { enumLabel } from "../../../src/lib/enums/labels.ts";
import type { MessageVars } from "../../../src/i18n/index.ts";
import type { ReasonKey } from "./text.ts";
import type { BenchCandidate, BenchNeed, BenchRow } from "./types.ts";

export const RADIUS_CHOICES = [10, 20, 30, 50, 100] as const;
export const DEFAULT_RADIUS = 30;
/** Needs shown at once: the absences and the nearest starts first; the filters narrow the rest. */
export const NEEDS_SHOWN = 20;

export type BenchCriteria = {
  contract?: string;
  agency?: string;
  job?: string;
  radius: number;
  benchedOnly: boolean;
};

const text = (params: URLSearchParams, key: string) => params.get(key)?.trim() || undefined;

export const parseCriteria = (params: URLSearchParams): BenchCriteria => {
  const radius = Number(params.get("radius"));
  return {
    contract: text(params, "contract"),
    agency: text(params, "agency"),
    job: text(params, "job"),
    radius: RADIUS_CHOICES.includes(radius as (typeof RADIUS_CHOICES)[number]) ? radius : DEFAULT_RADIUS,
    benchedOnly: params.get("benched") === "1",
  };
};

export const criteriaToParams = (c: BenchCriteria): Record<string, string> => ({
  ...(c.contract ? { contract: c.contract } : {}),
  ...(c.agency ? { agency: c.agency } : {}),
  ...(c.job ? { job: c.job } : {}),
  ...(c.radius !== DEFAULT_RADIUS ? { radius: String(c.radius) } : {}),
  ...(c.benchedOnly ? { benched: "1" } : {}),
});

/** public.substitute_bench's arguments (today in Paris is the database's default day). */
export const toRpcArgs = (c: BenchCriteria): RpcArgs<"substitute_bench"> => ({
  p_radius_km: c.radius,
  p_benched_only: c.benchedOnly,
  p_needs: NEEDS_SHOWN,
  // undefined: not sent (each name still checked against the function's)
  p_contract_id: c.contract || undefined,
  p_agency_id: c.agency || undefined,
  p_job_id: c.job || undefined,
});

const needKey = (r: BenchRow) => `${r.need_kind}:${r.contract_id ?? r.mission_id}`;

/** The function's rows (need × candidate, in its order) as needs with their candidates. */
export const groupByNeed = (rows: readonly BenchRow[]): BenchNeed[] => {
  const needs = new Map<string, BenchNeed>();
  for (const row of rows) {
    const key = needKey(row);
    let need = needs.get(key);
    if (!need) {
      need = { key, kind: row.need_kind === "contract" ? "contract" : "mission", row, candidates: [] };
      needs.set(key, need);
    }
    if (row.talent_id && row.rank != null && row.score != null) need.candidates.push(row as BenchCandidate);
  }
  return [...needs.values()];
};

const num = (value: number | string | null | undefined) => (value == null ? null : Number(value));
const decimal = (value: number) => value.toLocaleString("fr-FR", { maximumFractionDigits: 1 });

export type Reason = { key: string; tone: "good" | "neutral" | "bad"; text: string };

/**
 * The score's parts in words, in the formula's order: qualifications, distance, worked here
 * before, availability, reliability. `say` is the catalog (t) bound to `resources.substituteBench.reasons`.
 */
export const explain = (c: BenchRow, say: (key: ReasonKey, vars?: MessageVars) => string): Reason[] => {
  const match = num(c.qualification_match) ?? 0;
  const missing = c.missing_qualifications ?? [];
  const km = num(c.distance_km);
  const noShows = c.no_shows ?? 0;
  const disputes = c.disputes ?? 0;
  return [
    {
      key: "qualification",
      tone: match >= 1 ? "good" : "neutral",
      text: say("qualification", { percent: Math.round(match * 100) }),
    },
    ...(missing.length
      ? [
          {
            key: "missing",
            tone: "bad" as const,
            text: say("missing", { list: missing.map((d) => enumLabel("document_type", d)).join(", ") }),
          },
        ]
      : []),
    km == null
      ? { key: "distance", tone: "neutral", text: say("distanceUnknown") }
      : { key: "distance", tone: "neutral", text: say("distance", { km: decimal(km) }) },
    c.worked_here_before
      ? { key: "worked", tone: "good", text: say("workedHere") }
      : { key: "worked", tone: "neutral", text: say("neverHere") },
    (num(c.availability_certainty) ?? 0) >= 1
      ? { key: "availability", tone: "good", text: say("available") }
      : { key: "availability", tone: "neutral", text: say("toConfirm") },
    noShows + disputes === 0
      ? { key: "reliability", tone: "good", text: say("reliable") }
      : { key: "reliability", tone: "bad", text: say("unreliable", { noShows, disputes }) },
    ...(c.is_benched ? [{ key: "benched", tone: "neutral" as const, text: say("benched") }] : []),
  ];
};

/** Today in Paris, YYYY-MM-DD (the replacement starts today). */
export const parisToday = (now = new Date()) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);

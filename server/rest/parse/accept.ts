// `Accept` → MediaType: wai-extra `parseHttpAccept` (split on `,`, spaces removed, sorted by
// q-value then specificity), PostgREST v12.2 `MediaType.decodeMediaType` (case-insensitive
// type, `nulls=stripped`, the plan's `for`/`options`) and the first-acceptable pick of
// `Plan.negotiateContent`, with the built-in handlers only (no custom media-type handlers).

import type { MediaType } from "../ast";
import { ApiError } from "../ast";

export type PlanOption = "analyze" | "verbose" | "settings" | "buffers" | "wal";

export type AcceptedMedia = {
  mediaType: MediaType;
  /** `application/vnd.pgrst.object+json;nulls=stripped`, `…array+json;nulls=stripped` */
  stripNulls: boolean;
  /** For `plan`: EXPLAIN output format, the media type explained and the EXPLAIN options. */
  plan?: {
    format: "text" | "json";
    for: { mediaType: Exclude<MediaType, "plan">; stripNulls: boolean };
    options: PlanOption[];
  };
};

/** A decoded Accept entry: what we can serve, or only how PostgREST would print it. */
type Decoded = { media: AcceptedMedia | null; mime: string };

const PLAN_OPTIONS: readonly PlanOption[] = ["analyze", "verbose", "settings", "buffers", "wal"];

/** Types PostgREST knows but serves only through custom handlers, which this server has not. */
const KNOWN_UNSERVED: Record<string, string> = {
  "text/plain": "text/plain",
  "text/xml": "text/xml",
  "application/openapi+json": "application/openapi+json",
  "application/x-www-form-urlencoded": "application/x-www-form-urlencoded",
  "application/octet-stream": "application/octet-stream",
};

/** `T.dropAround (== '"')` (a loop: an anchored regex would backtrack quadratically). */
function dropQuotes(v: string): string {
  let a = 0;
  let b = v.length;
  while (a < b && v[a] === '"') a += 1;
  while (b > a && v[b - 1] === '"') b -= 1;
  return v.slice(a, b);
}

/** `tokenizeMediaType`: type, subtype and `;k=v` params (names lower-cased, values unquoted). */
function tokenize(text: string): { type: string; params: Map<string, string> } {
  const slash = text.indexOf("/");
  const main = slash < 0 ? text : text.slice(0, slash);
  const rest = slash < 0 ? "" : text.slice(slash + 1);
  const semi = rest.indexOf(";");
  const sub = semi < 0 ? rest : rest.slice(0, semi);
  const params = new Map<string, string>();
  const rawParams = semi < 0 ? "" : rest.slice(semi + 1);
  if (rawParams !== "") {
    for (const p of rawParams.split(";")) {
      const eq = p.indexOf("=");
      const k = eq < 0 ? p : p.slice(0, eq);
      const v = eq < 0 ? "" : p.slice(eq + 1);
      params.set(k.toLowerCase(), dropQuotes(v));
    }
  }
  return { type: `${main.toLowerCase()}/${sub.toLowerCase()}`, params };
}

function decode(text: string, allowPlan = true): Decoded {
  const { type, params } = tokenize(text);
  const stripNulls = params.get("nulls") === "stripped";
  switch (type) {
    case "application/json":
      return { media: { mediaType: "json", stripNulls: false }, mime: "application/json" };
    // not PostgREST (which answers 406): treated like */*, as the brief for this server asks
    case "application/*":
    case "*/*":
      return { media: { mediaType: "json", stripNulls: false }, mime: type === "*/*" ? "*/*" : text };
    case "application/geo+json":
      return { media: { mediaType: "geojson", stripNulls: false }, mime: "application/geo+json" };
    case "text/csv":
      return { media: { mediaType: "csv", stripNulls: false }, mime: "text/csv" };
    case "application/vnd.pgrst.object+json":
    case "application/vnd.pgrst.object":
      return {
        media: { mediaType: "object", stripNulls },
        mime: `application/vnd.pgrst.object+json${stripNulls ? ";nulls=stripped" : ""}`,
      };
    case "application/vnd.pgrst.array+json":
    case "application/vnd.pgrst.array":
      return {
        media: { mediaType: "json", stripNulls },
        mime: stripNulls ? "application/vnd.pgrst.array+json;nulls=stripped" : "application/json",
      };
    case "application/vnd.pgrst.plan":
    case "application/vnd.pgrst.plan+text":
    case "application/vnd.pgrst.plan+json":
      if (allowPlan) return decodePlan(type.endsWith("+json") ? "json" : "text", params);
  }
  return { media: null, mime: KNOWN_UNSERVED[type] ?? text };
}

function decodePlan(format: "text" | "json", params: Map<string, string>): Decoded {
  // a plan of a plan is not a thing: the inner one is an unknown type, as in PostgREST
  const inner = decode(params.get("for") ?? "application/json", false);
  const opts = (params.get("options") ?? "").split("|");
  const options = PLAN_OPTIONS.filter((o) => opts.includes(o));
  const optionsText = options.length > 0 ? `; options=${options.join("|")}` : "";
  const mime = `application/vnd.pgrst.plan+${format}; for="${inner.mime}"${optionsText}`;
  const forMedia = inner.media;
  if (forMedia === null || forMedia.mediaType === "plan") return { media: null, mime };
  return {
    media: {
      mediaType: "plan",
      stripNulls: false,
      plan: { format, for: { mediaType: forMedia.mediaType, stripNulls: forMedia.stripNulls }, options },
    },
    mime,
  };
}

/** Haskell `reads :: ReadS Double` as `parseHttpAccept` uses it (no parse → 1.0). */
function readQ(text: string): number {
  const m = /^\s*(-\s*)?(\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|NaN|Infinity)/.exec(text);
  if (m === null) return 1;
  const n = Number(m[2]);
  return m[1] === undefined ? n : -n;
}

/** Haskell `compare` on Double (NaN compares as greater). */
const compareDouble = (x: number, y: number): number => (x < y ? -1 : x === y ? 0 : 1);

/** wai-extra `parseHttpAccept`: entries best first, each without spaces and q-value. */
export function acceptEntries(accept: string): string[] {
  if (accept === "") return [];
  const entries = accept.split(",").map((raw) => {
    const s = raw.replaceAll(" ", "");
    const at = s.indexOf(";q=");
    const type = at < 0 ? s : s.slice(0, at);
    const q = at < 0 ? 1 : readQ(s.slice(at + 3).split(";")[0]);
    const specificity = (type.match(/;/g)?.length ?? 0) - (type.match(/\*/g)?.length ?? 0);
    return { type, q, specificity };
  });
  // stable sort, descending on (q, specificity)
  return entries.sort((a, b) => compareDouble(b.q, a.q) || b.specificity - a.specificity).map((e) => e.type);
}

/**
 * The media type to answer with, and its parameters. No header means JSON. Throws
 * `406 PGRST107` when no entry can be served. `plan` is returned whenever asked for; the
 * caller answers 406 the same way if EXPLAIN is not enabled (use `mediaTypeError`).
 */
export function negotiateAccept(accept: string | null | undefined): AcceptedMedia {
  if (accept === null || accept === undefined) return { mediaType: "json", stripNulls: false };
  const decoded = acceptEntries(accept).map((e) => decode(e));
  const pick = decoded.find((d) => d.media !== null);
  if (pick?.media) return pick.media;
  throw mediaTypeError(accept);
}

/** `Accept` → MediaType (see `negotiateAccept`). */
export function parseAccept(accept: string | null | undefined): MediaType {
  return negotiateAccept(accept).mediaType;
}

/** PostgREST's `406 PGRST107` for this Accept header (every entry, as PostgREST prints it). */
export function mediaTypeError(accept: string): ApiError {
  const mimes = acceptEntries(accept).map((e) => decode(e).mime);
  return new ApiError(406, "PGRST107", `None of these media types are available: ${mimes.join(", ")}`);
}

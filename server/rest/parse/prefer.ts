// `Prefer` headers → Prefer (PostgREST v12 `ApiRequest/Preferences.hs fromHeaders`).
//
// Every header value is split on `,` and trimmed; for each preference the first recognised
// token wins; tokens must match exactly (`count=exact`, not `count = exact`). Anything else is
// kept in `unknown`, which only matters with `handling=strict` (PGRST122).

import type { Prefer } from "../ast";
import { ApiError } from "../ast";
import { readInteger } from "./order";

type Known = Omit<Prefer, "unknown" | "maxAffected" | "timezone">;

/** Recognised tokens and what they set. */
const TOKENS: Record<string, Partial<Known>> = {
  "resolution=merge-duplicates": { resolution: "merge-duplicates" },
  "resolution=ignore-duplicates": { resolution: "ignore-duplicates" },
  "return=representation": { return: "representation" },
  "return=minimal": { return: "minimal" },
  "return=headers-only": { return: "headers-only" },
  "params=single-object": { params: "single-object" },
  "count=exact": { count: "exact" },
  "count=planned": { count: "planned" },
  "count=estimated": { count: "estimated" },
  "tx=commit": { tx: "commit" },
  "tx=rollback": { tx: "rollback" },
  "missing=default": { missing: "default" },
  "missing=null": { missing: "null" },
  "handling=strict": { handling: "strict" },
  "handling=lenient": { handling: "lenient" },
};

const STRIPPED = " \t\n\v\f\r\u00a0";

/** `Data.ByteString.Char8.strip`: ASCII white space and NBSP (a loop, not a backtracking regex). */
function strip(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && STRIPPED.includes(s[a])) a += 1;
  while (b > a && STRIPPED.includes(s[b - 1])) b -= 1;
  return s.slice(a, b);
}

/** The tokens of all `Prefer` headers, in order (an empty header value has none). */
function tokens(headers: string | readonly string[] | null | undefined): string[] {
  if (headers === null || headers === undefined) return [];
  const values = typeof headers === "string" ? [headers] : headers;
  return values.flatMap((v) => (v === "" ? [] : v.split(",").map(strip)));
}

/** `max-affected=n` as PostgREST reads it (`readMaybe :: Int64`, wrapping like `fromInteger`). */
function maxAffected(text: string): number | undefined {
  const n = readInteger(text);
  return n === undefined ? undefined : Number(BigInt.asIntN(64, n));
}

/**
 * Parses the `Prefer` header values of a request (one string, or one per header line).
 * `timezone` is the first `timezone=` token, not validated here: PostgREST ignores an unknown
 * zone and then counts that token as invalid for `handling=strict`, which needs the database's
 * zone list. `max-affected=` tokens are never invalid, even when not a number.
 */
export function parsePrefer(headers: string | readonly string[] | null | undefined): Prefer {
  const prefer: Prefer = { unknown: [] };
  let maxAffectedSeen = false;
  for (const token of tokens(headers)) {
    const known = Object.hasOwn(TOKENS, token) ? TOKENS[token] : undefined;
    if (known !== undefined) {
      for (const [k, v] of Object.entries(known) as Array<[keyof Known, string]>) {
        if (prefer[k] === undefined) Object.assign(prefer, { [k]: v });
      }
    } else if (token.startsWith("timezone=")) {
      prefer.timezone ??= token.slice("timezone=".length);
    } else if (token.startsWith("max-affected=")) {
      // only the first max-affected token is read, even when it is not a number
      if (!maxAffectedSeen) {
        maxAffectedSeen = true;
        const n = maxAffected(token.slice("max-affected=".length));
        if (n !== undefined) prefer.maxAffected = n;
      }
    } else {
      prefer.unknown.push(token);
    }
  }
  return prefer;
}

/**
 * The `400 PGRST122` PostgREST answers when `handling=strict` meets preferences it does not
 * know, or `null`. Pass `invalidTimezone` when the `timezone` preference names no known zone.
 */
export function strictPreferenceError(prefer: Prefer, invalidTimezone = false): ApiError | null {
  if (prefer.handling !== "strict") return null;
  const invalid =
    invalidTimezone && prefer.timezone !== undefined
      ? [...prefer.unknown, `timezone=${prefer.timezone}`]
      : prefer.unknown;
  if (invalid.length === 0) return null;
  const details = `Invalid preferences: ${invalid.join(", ")}`;
  return new ApiError(400, "PGRST122", "Invalid preferences given with handling=strict", details);
}

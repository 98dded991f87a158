// Statement result → HTTP status, headers and body, as PostgREST v12 `Response.hs` and
// `RangeQuery.hs` answer: Content-Range, 200/206/416, 201/200 for upserts, 204 for minimal
// writes and void functions, the media type and Content-Profile only with a body.
import type { Prefer } from "./ast.ts";
import type { Compiled } from "./compile.ts";
import { rangeError } from "./errors.ts";

export type StatementRow = {
  total: number | string | null;
  page: number | string;
  body: string;
  inserted?: number | string;
};

export type RestResponse = { status: number; headers: Record<string, string>; body: string | null };

const JSON_TYPE = "application/json; charset=utf-8";

/** The response media type (PostgREST `MediaType.toContentType`). */
function contentType(singular: boolean, stripNulls: boolean, csv = false): string {
  if (csv) return "text/csv; charset=utf-8";
  if (singular) return `application/vnd.pgrst.object+json${stripNulls ? ";nulls=stripped" : ""}; charset=utf-8`;
  return stripNulls ? "application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8" : JSON_TYPE;
}

/** `contentRangeH lower upper total`: `lower-upper/total`, `*` when no rows, total `*` when unknown. */
export function contentRange(lower: number, upper: number, total: number | null): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : "*";
  return `${range}/${total ?? "*"}`;
}

/**
 * `Preference-Applied` as PostgREST 12.2 writes it (`prefAppliedHeader` and, per action,
 * `actionResponse`): resolution, missing, return, count, tx, handling, then max-affected, which
 * only updates, deletes and calls report and only with `handling=strict`. (`timezone` is not
 * honoured by this server, so never reported.)
 */
function preferenceApplied(prefer: Prefer, action: Compiled["action"]): string | undefined {
  const write = action === "insert" || action === "update" || action === "delete";
  const limited = action === "update" || action === "delete" || action === "call";
  const parts = [
    action === "insert" && prefer.resolution ? `resolution=${prefer.resolution}` : undefined,
    (action === "insert" || action === "update") && prefer.missing ? `missing=${prefer.missing}` : undefined,
    write && prefer.return ? `return=${prefer.return}` : undefined,
    prefer.count ? `count=${prefer.count}` : undefined,
    prefer.tx ? `tx=${prefer.tx}` : undefined,
    prefer.handling ? `handling=${prefer.handling}` : undefined,
    limited && prefer.handling === "strict" && prefer.maxAffected !== undefined
      ? `max-affected=${prefer.maxAffected}`
      : undefined,
  ].filter((x): x is string => x !== undefined);
  return parts.length === 0 ? undefined : parts.join(", ");
}

export type RespondInput = {
  compiled: Compiled;
  row: StatementRow;
  prefer: Prefer;
  /** the negotiated schema, echoed as Content-Profile when several schemas are exposed */
  profile?: string;
  singular: boolean;
  stripNulls: boolean;
  /** the root offset the client asked for */
  offset: number;
};

export function respond({ compiled, row, prefer, profile, singular, stripNulls, offset }: RespondInput): RestResponse {
  const page = Number(row.page);
  const total = row.total === null ? null : Number(row.total);
  const counted = prefer.count !== undefined;
  const headers: Record<string, string> = {};
  const applied = preferenceApplied(prefer, compiled.action);
  if (applied) headers["Preference-Applied"] = applied;
  const withBody = (status: number, body: string): RestResponse => {
    headers["Content-Type"] = contentType(singular, stripNulls, compiled.body === "csv");
    if (profile !== undefined) headers["Content-Profile"] = profile;
    return { status, headers, body };
  };
  const empty = (status: number): RestResponse => ({ status, headers, body: null });

  switch (compiled.action) {
    case "read":
    case "call": {
      headers["Content-Range"] = contentRange(offset, offset + page - 1, total);
      if (compiled.voidCall) return empty(204);
      if (total !== null && offset > total) {
        const e = rangeError(offset, total);
        headers["Content-Type"] = JSON_TYPE;
        return { status: 416, headers, body: JSON.stringify(e) };
      }
      const status = total !== null && page < total ? 206 : 200;
      return withBody(status, compiled.body === "none" ? "" : row.body);
    }
    case "insert": {
      headers["Content-Range"] = contentRange(1, 0, counted ? page : null);
      const merged = compiled.countInserted && Number(row.inserted ?? 0) <= 0;
      const status = merged ? 200 : 201;
      return compiled.body === "none" ? empty(status) : withBody(status, row.body);
    }
    case "update":
      headers["Content-Range"] = contentRange(0, page - 1, counted ? page : null);
      return compiled.body === "none" ? empty(204) : withBody(200, row.body);
    case "delete":
      headers["Content-Range"] = contentRange(1, 0, counted ? page : null);
      return compiled.body === "none" ? empty(204) : withBody(200, row.body);
  }
}

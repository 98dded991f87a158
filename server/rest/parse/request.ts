// The whole query string → ReadRequest (PostgREST v12 `QueryParams.parse`, plus the range
// checks of `ApiRequest.getRanges`). Parameters are parsed in PostgREST's order — order,
// logic trees, columns, select, filters, on_conflict, then limit/offset — so the first error
// reported is the one PostgREST reports.

import type { NodeModifiers, ReadRequest } from "../ast";
import { parseFilterParam } from "./filter";
import { pColumns } from "./grammar";
import { parseLogic } from "./logic";
import { modifierPath, parseLimit, parseOffset, parseOrderParam } from "./order";
import { runParser } from "./parsec";
import { parseSelect } from "./select";

/** A decoded query parameter; `null` is a key without `=` (`?flag`), which PostgREST ignores. */
export type QueryParam = readonly [key: string, value: string | null];

export type ParseQueryOptions = {
  /** GET/HEAD on `/rpc/fn`: values without an operator are function arguments. */
  isRpcRead?: boolean;
};

const RESERVED = new Set(["select", "columns", "on_conflict"]);
const RESERVED_EMBEDDABLE = new Set(["order", "limit", "offset", "and", "or"]);

/** The last dot-separated word of a key, as PostgREST's `endingIn` splits it (quotes ignored). */
const lastWord = (key: string): string => key.slice(key.lastIndexOf(".") + 1);

/** `columns=` / `on_conflict=`: `"a","b"` or `a,b`. */
function parseColumnList(name: string, text: string): string[] {
  return runParser(pColumns, `failed to parse ${name} parameter (${text})`, text);
}

/**
 * Parses the query parameters of a REST request, in order, already split and decoded (`+` as
 * space, percent escapes). Repeated keys accumulate: filters and logic trees are ANDed, the
 * first `order` of a level wins, the last `limit`/`offset` wins, `select`/`columns`/
 * `on_conflict` take their first occurrence. Throws `ApiError` (400 PGRST100, 416 PGRST103).
 */
export function parseQuery(params: ReadonlyArray<QueryParam>, opts: ParseQueryOptions = {}): ReadRequest {
  // keys without a value never count; an empty key is dropped too (PostgREST would answer
  // "failed to parse tree path ()" for `?=x`, which no client sends)
  const valued = params.filter((p): p is readonly [string, string] => p[1] !== null && p[0] !== "");
  const first = (name: string): string | undefined => params.find(([k]) => k === name)?.[1] ?? undefined;

  const modifiers = new Map<string, NodeModifiers>();
  const at = (path: readonly string[]): NodeModifiers => {
    const key = path.join(".");
    let m = modifiers.get(key);
    if (m === undefined) {
      m = { filters: [], logic: [] };
      modifiers.set(key, m);
    }
    return m;
  };
  at([]);

  for (const [key, value] of valued) {
    if (lastWord(key) !== "order") continue;
    const { path, terms } = parseOrderParam(key, value);
    const m = at(path);
    m.order ??= terms;
  }

  for (const [key, value] of valued) {
    const word = lastWord(key);
    if (word !== "and" && word !== "or") continue;
    const { path, tree } = parseLogic(key, value);
    at(path).logic.push(tree);
  }

  const columnsText = first("columns");
  const columns = columnsText === undefined ? undefined : [...new Set(parseColumnList("columns", columnsText))];

  const select = parseSelect(first("select") ?? "*");

  const rpcArgs = new Map<string, string>();
  const rpcArgList: Array<[string, string]> = [];
  for (const [key, value] of valued) {
    if (RESERVED.has(key) || RESERVED_EMBEDDABLE.has(lastWord(key))) continue;
    const r = parseFilterParam(key, value, opts.isRpcRead === true);
    if ("arg" in r) {
      rpcArgs.set(r.arg[0], r.arg[1]);
      rpcArgList.push(r.arg);
    } else at(r.filter.path).filters.push(r.filter);
  }

  const onConflictText = first("on_conflict");
  const onConflict = onConflictText === undefined ? undefined : parseColumnList("on_conflict", onConflictText);

  for (const [key, value] of valued) {
    const word = lastWord(key);
    if (word === "limit") {
      const limit = parseLimit(value);
      const m = at(modifierPath(key));
      if (limit === undefined) delete m.limit;
      else m.limit = limit;
    } else if (word === "offset") {
      const offset = parseOffset(value);
      const m = at(modifierPath(key));
      if (offset === undefined) delete m.offset;
      else m.offset = offset;
    }
  }

  return {
    select,
    modifiers,
    ...(columns !== undefined && { columns }),
    ...(onConflict !== undefined && { onConflict }),
    rpcArgs,
    rpcArgList,
  };
}

/** Splits a raw query string like PostgREST (`&` and `;`, `+` as space, percent escapes). */
export function splitQueryString(query: string): QueryParam[] {
  const text = query.startsWith("?") ? query.slice(1) : query;
  const decode = (s: string): string => {
    const plus = s.replaceAll("+", " ");
    try {
      return decodeURIComponent(plus);
    } catch {
      // invalid escapes: keep each valid one, leave the rest as written
      return plus.replace(/%[0-9a-fA-F]{2}/g, (m) => {
        try {
          return decodeURIComponent(m);
        } catch {
          return m;
        }
      });
    }
  };
  return text
    .split(/[&;]/)
    .filter((piece) => piece !== "")
    .map((piece): QueryParam => {
      const eq = piece.indexOf("=");
      return eq < 0 ? [decode(piece), null] : [decode(piece.slice(0, eq)), decode(piece.slice(eq + 1))];
    });
}

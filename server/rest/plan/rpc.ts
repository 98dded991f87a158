// Function calls: overload resolution by argument names (PostgREST v12 `findProc`, with the
// single json/jsonb parameter fallback for POST), PGRST202/203 with v12 messages, and how the
// arguments reach the call (named from the JSON body, named from the query, or positional).
import { ApiError } from "../errors.ts";
import { fuzzyBest } from "../fuzzy.ts";
import { qualifiedKey, type Routine, type RoutineParam, type SchemaCache } from "../schema/types.ts";

export type CallArgs =
  /** POST: the body's keys, read by `json_to_record` with the parameters' types */
  | { kind: "body"; params: RoutineParam[]; slot: number }
  /** POST to a function of one json/jsonb parameter: the whole body, positionally */
  | { kind: "single"; param: RoutineParam; slot: number }
  /** GET/HEAD: one text value per parameter (a variadic one: an array literal) */
  | { kind: "query"; values: Array<{ param: RoutineParam; slot: number }> };

const isJsonParam = (p: RoutineParam) => p.type === "json" || p.type === "jsonb";

/** The body's media type as a function call reads it (PostgREST `MediaType`). */
export type CallContent = "json" | "text" | "xml" | "bytea" | "other";

/** `Content-Type` → CallContent; absent means JSON, as in PostgREST. */
export function callContentOf(contentType: string | undefined): CallContent {
  const type = (contentType ?? "application/json").split(";")[0].trim().toLowerCase();
  if (type === "application/json" || type === "") return "json";
  if (type === "text/plain") return "text";
  if (type === "text/xml") return "xml";
  if (type === "application/octet-stream") return "bytea";
  return "other";
}

/** The one parameter's type a raw body of this media type can fill (PostgREST `hasSingleUnnamedParam`). */
const RAW_PARAM_TYPES: Record<CallContent, readonly string[]> = {
  json: ["json", "jsonb"],
  text: ["text"],
  xml: ["xml"],
  bytea: ["bytea"],
  other: [],
};

function matchesParams(routine: Routine, keys: ReadonlySet<string>, rawBody: boolean): boolean {
  const params = routine.params;
  if (params.length === 0) return keys.size === 0 && !rawBody;
  const required = params.filter((p) => !p.hasDefault).map((p) => p.name);
  const optional = new Set(params.filter((p) => p.hasDefault).map((p) => p.name));
  const rest = [...keys].filter((k) => !optional.has(k));
  return rest.length === required.length && required.every((r) => keys.has(r));
}

/**
 * PostgREST keeps each name's overloads sorted (`Ord Routine`: after schema and name, the
 * parameters, each by name then type, a shorter list first), and lists PGRST203 candidates in
 * that order, whatever order the catalog gave them in. The comment that `Ord` compares before
 * the parameters is not read here: overloads differing only by it are not told apart.
 */
function byParams(a: Routine, b: Routine): number {
  const n = Math.min(a.params.length, b.params.length);
  for (let i = 0; i < n; i++) {
    const [x, y] = [a.params[i], b.params[i]];
    if (x.name !== y.name) return x.name < y.name ? -1 : 1;
    if (x.type !== y.type) return x.type < y.type ? -1 : 1;
  }
  return a.params.length - b.params.length;
}

function signature(r: Routine): string {
  return `${r.schema}.${r.name}(${r.params.map((p) => `${p.name} => ${p.type}`).join(", ")})`;
}

const RAW_SEARCH: Partial<Record<CallContent, string>> = {
  text: " with a single unnamed text parameter",
  xml: " with a single unnamed xml parameter",
  bytea: " with a single unnamed bytea parameter",
};

/** `(a, b)`: a parameter list as PostgREST's hints write it, names sorted. */
const listToText = (names: readonly string[]) => `(${[...names].sort().join(", ")})`;

/**
 * PostgREST's `noRpcHint`: without overloads of that name, the closest function name of the
 * schema (score ≥ 0.75); with overloads, the closest of their parameter lists.
 */
function noFunctionHint(cache: SchemaCache, schema: string, name: string, keys: readonly string[]): string | null {
  const overloads = cache.routines.get(qualifiedKey(schema, name)) ?? [];
  const prefix = `Perhaps you meant to call the function ${schema}.`;
  if (overloads.length === 0) {
    const names = [...cache.routines.values()].flatMap((rs) => (rs[0]?.schema === schema ? [rs[0].name] : []));
    const best = fuzzyBest(names, name, 0.75);
    return best === undefined ? null : `${prefix}${best}`;
  }
  const lists = overloads.map((r) => listToText(r.params.map((p) => p.name)));
  const best = fuzzyBest(lists, listToText(keys));
  return best === undefined ? null : `${prefix}${name}${best}`;
}

function noFunction(
  cache: SchemaCache,
  schema: string,
  name: string,
  keys: readonly string[],
  isPost: boolean,
  content: CallContent,
): ApiError {
  const fn = `${schema}.${name}`;
  const raw = isPost ? RAW_SEARCH[content] : undefined;
  const withParams =
    keys.length === 0 ? " without parameters" : ` with parameter${keys.length > 1 ? "s" : ""} ${keys.join(", ")}`;
  const searched =
    raw ?? `${withParams}${isPost && content === "json" ? " or with a single unnamed json/jsonb parameter" : ""}`;
  return new ApiError(
    404,
    "PGRST202",
    `Could not find the function ${fn}${raw !== undefined ? "" : keys.length === 0 ? " without parameters" : `(${keys.join(", ")})`} in the schema cache`,
    `Searched for the function ${fn}${searched}, but no matches were found in the schema cache.`,
    // no hint for a raw text, xml or bytea body (PostgREST's `onlySingleParams`)
    raw === undefined ? noFunctionHint(cache, schema, name, keys) : null,
  );
}

/**
 * The function `schema.name` called with argument names `keys`. `isPost`: the body may be
 * the single json parameter's value; `singleObject`: `Prefer: params=single-object`.
 */
export function findRoutine(
  cache: SchemaCache,
  schema: string,
  name: string,
  keys: readonly string[],
  opts: { isPost: boolean; singleObject: boolean; content?: CallContent },
): { routine: Routine; single: boolean } {
  const candidates = cache.routines.get(qualifiedKey(schema, name)) ?? [];
  const content = opts.content ?? "json";
  const rawBody = opts.isPost && (content === "text" || content === "xml" || content === "bytea");
  const keySet = new Set(keys);
  const named: Routine[] = [];
  const fallback: Routine[] = [];
  for (const r of candidates) {
    if (opts.singleObject) {
      if (r.params.length === 1 && isJsonParam(r.params[0])) named.push(r);
    } else if (matchesParams(r, keySet, rawBody)) named.push(r);
    else if (opts.isPost && r.params.length === 1 && RAW_PARAM_TYPES[content].includes(r.params[0].type))
      fallback.push(r);
  }
  const pick = named.length > 0 ? named : fallback;
  // one unnamed parameter always takes the whole body, positionally (PostgREST `OnePosParam`)
  const positional = (r: Routine) =>
    opts.singleObject || named.length === 0 || (r.params.length === 1 && r.params[0].name === "");
  if (pick.length === 1) return { routine: pick[0], single: positional(pick[0]) };
  if (pick.length === 0) throw noFunction(cache, schema, name, [...keySet].sort(), opts.isPost, content);
  throw new ApiError(
    300,
    "PGRST203",
    `Could not choose the best candidate function between: ${[...pick].sort(byParams).map(signature).join(", ")}`,
    null,
    "Try renaming the parameters or the function itself in the database so function overloading can be resolved",
  );
}

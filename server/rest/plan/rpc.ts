// Function calls: overload resolution by argument names (PostgREST v12 `findProc`, with the
// single json/jsonb parameter fallback for POST), PGRST202/203 with v12 messages, and how the
// arguments reach the call (named from the JSON body, named from the query, or positional).
import { ApiError } from "../errors.ts";
import { qualifiedKey, type Routine, type RoutineParam, type SchemaCache } from "../schema/types.ts";

export type CallArgs =
  /** POST: the body's keys, read by `json_to_record` with the parameters' types */
  | { kind: "body"; params: RoutineParam[]; slot: number }
  /** POST to a function of one json/jsonb parameter: the whole body, positionally */
  | { kind: "single"; param: RoutineParam; slot: number }
  /** GET/HEAD: one text value per parameter (a variadic one: an array literal) */
  | { kind: "query"; values: Array<{ param: RoutineParam; slot: number }> };

const isJsonParam = (p: RoutineParam) => p.type === "json" || p.type === "jsonb";

function matchesParams(routine: Routine, keys: ReadonlySet<string>): boolean {
  const params = routine.params;
  if (params.length === 0) return keys.size === 0;
  const required = params.filter((p) => !p.hasDefault).map((p) => p.name);
  const optional = new Set(params.filter((p) => p.hasDefault).map((p) => p.name));
  const rest = [...keys].filter((k) => !optional.has(k));
  return rest.length === required.length && required.every((r) => keys.has(r));
}

function signature(r: Routine): string {
  return `${r.schema}.${r.name}(${r.params.map((p) => `${p.name} => ${p.type}`).join(", ")})`;
}

function noFunction(schema: string, name: string, keys: readonly string[], isPost: boolean): ApiError {
  const fn = `${schema}.${name}`;
  const withParams = keys.length === 0 ? " without parameters" : ` with parameter${keys.length > 1 ? "s" : ""} ${keys.join(", ")}`;
  return new ApiError(
    404,
    "PGRST202",
    `Could not find the function ${fn}${keys.length === 0 ? " without parameters" : `(${keys.join(", ")})`} in the schema cache`,
    `Searched for the function ${fn}${withParams}${isPost ? " or with a single unnamed json/jsonb parameter" : ""}, but no matches were found in the schema cache.`,
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
  opts: { isPost: boolean; singleObject: boolean },
): { routine: Routine; single: boolean } {
  const candidates = cache.routines.get(qualifiedKey(schema, name)) ?? [];
  const keySet = new Set(keys);
  const named: Routine[] = [];
  const fallback: Routine[] = [];
  for (const r of candidates) {
    if (opts.singleObject) {
      if (r.params.length === 1 && isJsonParam(r.params[0])) named.push(r);
    } else if (matchesParams(r, keySet)) named.push(r);
    else if (opts.isPost && r.params.length === 1 && isJsonParam(r.params[0])) fallback.push(r);
  }
  const pick = named.length > 0 ? named : fallback;
  if (pick.length === 1) return { routine: pick[0], single: opts.singleObject || named.length === 0 };
  if (pick.length === 0) throw noFunction(schema, name, [...keySet].sort(), opts.isPost);
  throw new ApiError(
    300,
    "PGRST203",
    `Could not choose the best candidate function between: ${pick.map(signature).join(", ")}`,
    null,
    "Try renaming the parameters or the function itself in the database so function overloading can be resolved",
  );
}

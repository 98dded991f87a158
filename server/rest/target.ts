// What a REST request is about: its target (`/<relation>` or `/rpc/<function>`), its query
// string parsed and shaped (cached by query string), and its body.
import type { FastifyRequest } from "fastify";
import { ApiError, type ReadRequest } from "./ast.ts";
import type { Method } from "./compile.ts";
import type { LruCache } from "./lru.ts";
import { parseQuery, splitQueryString } from "./parse/index.ts";
import { readArguments, readPayload, type Payload } from "./plan/payload.ts";
import { callContentOf } from "./plan/rpc.ts";
import { arrayLiteral, shapeKey, shapeRequest, type Shaped } from "./plan/shape.ts";
import type { SchemaCacheHolder } from "./schema/cache.ts";
import { qualifiedKey } from "./schema/types.ts";

export type Target = { kind: "relation" | "rpc"; name: string };

/** A parsed and shaped query string; `key` is the shape's part of the statement cache key. */
export type ParsedQuery = { query: ReadRequest; shaped: Shaped; key: string };

/** Longer query strings (and their statements) are parsed and compiled every time rather than kept. */
export const CACHEABLE_QUERY = 4096;

function shape(query: ReadRequest): ParsedQuery {
  const shaped = shapeRequest(query);
  return { query, shaped, key: shapeKey([shaped.query]) };
}

export function parseAndShape(queries: LruCache<ParsedQuery | ApiError>, raw: string, isRpcRead: boolean): ParsedQuery {
  const cacheKey = `${isRpcRead ? "r" : "q"}${raw}`;
  const hit = raw.length <= CACHEABLE_QUERY ? queries.get(cacheKey) : undefined;
  if (hit instanceof ApiError) throw hit;
  if (hit) return hit;
  let parsed: ParsedQuery | ApiError;
  try {
    parsed = shape(parseQuery(splitQueryString(raw), { isRpcRead }));
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    parsed = e;
  }
  if (raw.length <= CACHEABLE_QUERY) queries.set(cacheKey, parsed);
  if (parsed instanceof ApiError) throw parsed;
  return parsed;
}

/** GET arguments of a variadic parameter may repeat (`?v=a&v=b`): they become one array. */
export function mergeVariadic(
  parsed: ParsedQuery,
  cache: SchemaCacheHolder["current"],
  schema: string,
  name: string,
): ParsedQuery {
  const routines = cache.routines.get(qualifiedKey(schema, name)) ?? [];
  const variadic = new Set(routines.flatMap((r) => r.params.filter((p) => p.variadic).map((p) => p.name)));
  if (variadic.size === 0) return parsed;
  const list = parsed.query.rpcArgList ?? [...parsed.query.rpcArgs];
  const merged: Array<[string, string]> = [];
  for (const [k, v] of list) {
    if (!variadic.has(k)) merged.push([k, v]);
    else if (!merged.some(([m]) => m === k))
      merged.push([k, arrayLiteral(list.filter(([x]) => x === k).map(([, x]) => x))]);
  }
  return shape({ ...parsed.query, rpcArgs: new Map(merged), rpcArgList: merged });
}

/** The request body: a mutation's payload, or a function call's arguments. */
export function readBody(req: FastifyRequest, target: Target, method: Method, query: ReadRequest) {
  const body = req.body as Buffer | undefined;
  if (target.kind === "relation" && (method === "POST" || method === "PATCH")) {
    const payload: Payload = readPayload(body, query.columns);
    return { payload, text: payload.text };
  }
  if (target.kind === "rpc" && method === "POST") {
    const content = callContentOf(req.headers["content-type"]);
    // a raw body has no argument names: it can only fill one unnamed text/xml/bytea parameter
    if (content === "text" || content === "xml") return { rpcKeys: [], content, text: body?.toString("utf8") ?? "" };
    if (content === "bytea") return { rpcKeys: [], content, text: `\\x${body?.toString("hex") ?? ""}` };
    const args = readArguments(body);
    const isObject = typeof args.json === "object" && args.json !== null && !Array.isArray(args.json);
    return { rpcKeys: isObject ? Object.keys(args.json as object).sort() : null, content, text: args.text };
  }
  return { text: "" };
}

const invalidPath = () => new ApiError(404, "PGRST125", "Invalid path specified in request URL");

/** `/<relation>` or `/rpc/<function>`, percent-decoded, from the path below the service prefix. */
export function targetOf(path: string): Target {
  const segments = path.split("/").filter((s, i) => i > 0 || s !== "");
  let decoded: string[];
  try {
    decoded = segments.map((s) => decodeURIComponent(s));
  } catch {
    throw invalidPath();
  }
  if (decoded.length === 1 && decoded[0] !== "") return { kind: "relation", name: decoded[0] };
  if (decoded.length === 2 && decoded[0] === "rpc" && decoded[1] !== "") return { kind: "rpc", name: decoded[1] };
  throw invalidPath();
}

/** The raw (still percent-encoded) path below `/rest/v1/`. */
export function rawPath(req: FastifyRequest): string {
  const url = req.raw.url ?? "";
  const q = url.indexOf("?");
  const path = q < 0 ? url : url.slice(0, q);
  return path.replace(/^\/rest\/v1\/?/, "");
}

// The REST routes: `/<relation>` and `/rpc/<function>`. Each request is authenticated,
// parsed and shaped (values apart; both cached by query string), compiled once per shape,
// run as one statement in one transaction with the caller's role and claims, and answered as
// PostgREST v12 answers.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerContext } from "../context.ts";
import { Rollback, type Query, type TxContext } from "../db/engine.ts";
import { ApiError, type ReadRequest } from "./ast.ts";
import { compile, type Compiled, type Method } from "./compile.ts";
import { dbErrorToApi, singularityError, unsupportedMethod } from "./errors.ts";
import type { LruCache } from "./lru.ts";
import {
  type AcceptedMedia,
  mediaTypeError,
  negotiateAccept,
  parsePrefer,
  parseQuery,
  splitQueryString,
  strictPreferenceError,
} from "./parse/index.ts";
import { readArguments, readPayload, type Payload } from "./plan/payload.ts";
import { callContentOf } from "./plan/rpc.ts";
import { arrayLiteral, shapeKey, shapeRequest, type Shaped } from "./plan/shape.ts";
import { authenticate, negotiateSchema, txContext, type TokenCache } from "./request.ts";
import { respond, type RestResponse, type StatementRow } from "./respond.ts";
import type { SchemaCacheHolder } from "./schema/cache.ts";
import { qualifiedKey } from "./schema/types.ts";

type Target = { kind: "relation" | "rpc"; name: string };

/** A parsed and shaped query string; `key` is the shape's part of the statement cache key. */
export type ParsedQuery = { query: ReadRequest; shaped: Shaped; key: string };

export type RestDeps = {
  ctx: ServerContext;
  schema: SchemaCacheHolder;
  plans: LruCache<Compiled | ApiError>;
  queries: LruCache<ParsedQuery | ApiError>;
  tokens: TokenCache;
};

const JSON_TYPE = "application/json; charset=utf-8";
/** Longer query strings (and their statements) are parsed and compiled every time rather than kept. */
const CACHEABLE_QUERY = 4096;

function send(reply: FastifyReply, r: RestResponse): FastifyReply {
  reply.code(r.status);
  for (const [k, v] of Object.entries(r.headers)) reply.header(k, v);
  return r.body === null ? reply.send() : reply.send(r.body);
}

function sendError(reply: FastifyReply, e: ApiError): FastifyReply {
  if (e.status === 401) {
    reply.header(
      "WWW-Authenticate",
      e.code === "PGRST301"
        ? `Bearer error="invalid_token", error_description="${e.message.replaceAll('"', "'")}"`
        : "Bearer",
    );
  }
  return reply.code(e.status).header("Content-Type", JSON_TYPE).send(JSON.stringify(e));
}

function shape(query: ReadRequest): ParsedQuery {
  const shaped = shapeRequest(query);
  return { query, shaped, key: shapeKey([shaped.query]) };
}

function parseAndShape(deps: RestDeps, raw: string, isRpcRead: boolean): ParsedQuery {
  const cacheKey = `${isRpcRead ? "r" : "q"}${raw}`;
  const hit = raw.length <= CACHEABLE_QUERY ? deps.queries.get(cacheKey) : undefined;
  if (hit instanceof ApiError) throw hit;
  if (hit) return hit;
  let parsed: ParsedQuery | ApiError;
  try {
    parsed = shape(parseQuery(splitQueryString(raw), { isRpcRead }));
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    parsed = e;
  }
  if (raw.length <= CACHEABLE_QUERY) deps.queries.set(cacheKey, parsed);
  if (parsed instanceof ApiError) throw parsed;
  return parsed;
}

/** GET arguments of a variadic parameter may repeat (`?v=a&v=b`): they become one array. */
function mergeVariadic(parsed: ParsedQuery, deps: RestDeps, schema: string, name: string): ParsedQuery {
  const routines = deps.schema.current.routines.get(qualifiedKey(schema, name)) ?? [];
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
function readBody(req: FastifyRequest, target: Target, method: Method, query: ReadRequest) {
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

async function handle(deps: RestDeps, req: FastifyRequest, target: Target): Promise<RestResponse> {
  const { ctx } = deps;
  const cache = deps.schema.current;
  const method = req.method as Method;
  const caller = await authenticate(req, ctx.config.jwtSecret, cache, deps.tokens);
  const schema = negotiateSchema(req, ctx.config.exposedSchemas);
  const url = req.raw.url ?? "";
  const q = url.indexOf("?");
  const isRpcRead = target.kind === "rpc" && (method === "GET" || method === "HEAD");
  let parsed = parseAndShape(deps, q < 0 ? "" : url.slice(q + 1), isRpcRead);
  if (isRpcRead) parsed = mergeVariadic(parsed, deps, schema, target.name);
  const prefer = parsePrefer(req.headers.prefer);
  const strict = strictPreferenceError(prefer);
  if (strict) throw strict;
  // `Prefer: tx=` is read (and reported applied) only when db-tx-end allows overrides
  if (!ctx.config.txEnd.endsWith("-allow-override")) delete prefer.tx;
  const rollback = (prefer.tx ?? (ctx.config.txEnd.startsWith("rollback") ? "rollback" : "commit")) === "rollback";
  const accepted = negotiateAccept(req.headers.accept);
  // EXPLAIN (db-plan-enabled): the statement of the media type it is `for`, explained, not answered
  const explained = accepted.mediaType === "plan" && ctx.config.planEnabled ? accepted.plan : undefined;
  const media = explained ? explained.for : accepted;
  // geojson is not produced, nor plans unless enabled (README)
  if (media.mediaType !== "json" && media.mediaType !== "object" && media.mediaType !== "csv")
    throw mediaTypeError(req.headers.accept ?? "");
  const csv = media.mediaType === "csv";
  const singular = media.mediaType === "object";
  const { payload, rpcKeys, content, text } = readBody(req, target, method, parsed.query);

  const values = [...parsed.shaped.values, text];
  const bodySlot = values.length - 1;
  const key = `${parsed.key}${shapeKey([
    cache.version,
    schema,
    method,
    target,
    singular,
    csv,
    media.stripNulls,
    payload?.kind,
    payload?.keys,
    rpcKeys,
    content,
    prefer.return,
    prefer.count,
    prefer.resolution,
    prefer.missing,
    prefer.params,
  ])}`;
  let compiled = deps.plans.get(key);
  if (compiled === undefined) {
    try {
      compiled = compile({
        cache,
        maxRows: ctx.config.maxRows,
        aggregatesEnabled: ctx.config.aggregatesEnabled,
        schema,
        method,
        target,
        query: parsed.shaped.query,
        prefer,
        singular,
        stripNulls: media.stripNulls,
        bodySlot,
        ...(payload && { payload }),
        ...(rpcKeys !== undefined && { rpcKeys }),
        ...(content !== undefined && { content }),
        csv,
      });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      compiled = e;
    }
    if (key.length <= CACHEABLE_QUERY * 2) deps.plans.set(key, compiled);
  }
  if (compiled instanceof ApiError) throw compiled;
  const plan: Compiled = compiled;
  const params = plan.slots.map((s) => values[s]);
  const tx = txContext(req, caller, schema, `/${rawPath(req)}`, plan.readOnly);
  if (explained) return explainResponse(ctx, tx, plan, values, explained, caller.role);
  let row: StatementRow;
  try {
    row = await ctx.engine.tx(tx, async (run: Query) => {
      const result = await run<StatementRow>(plan.sql, params);
      const r = result.rows[0] ?? { total: null, page: 0, body: "" };
      // a singular response with 0 or 2+ rows is an error, and undoes any write
      if (singular && Number(r.page) !== 1) throw singularityError(Number(r.page));
      // `Prefer: handling=strict, max-affected=n`: a write touching more rows fails and is undone
      const affected = Number(r.page);
      if (
        prefer.handling === "strict" &&
        prefer.maxAffected !== undefined &&
        (plan.action === "update" || plan.action === "delete") &&
        affected > prefer.maxAffected
      ) {
        throw new ApiError(
          400,
          "PGRST124",
          "Query result exceeds max-affected preference constraint",
          `The query affects ${affected} rows`,
        );
      }
      const estimate = plan.explain;
      if (estimate && (estimate.mode === "planned" || Number(r.total) > ctx.config.maxRows)) {
        const planned = plannedRows(
          (
            await run<Record<string, unknown>>(
              estimate.sql,
              estimate.slots.map((s) => values[s]),
            )
          ).rows[0],
        );
        r.total = estimate.mode === "planned" ? planned : Math.max(Number(r.total), planned);
      }
      // db-tx-end=rollback or `Prefer: tx=rollback`: the response is built, nothing is kept
      if (rollback) throw new Rollback(r);
      return r;
    });
  } catch (e) {
    if (e instanceof Rollback) row = e.value as StatementRow;
    else throw dbErrorToApi(e, caller.role) ?? e;
  }
  const offset = parsed.query.modifiers.get("")?.offset ?? 0;
  const profile = ctx.config.exposedSchemas.length > 1 ? schema : undefined;
  return respond({
    compiled: plan,
    row,
    prefer,
    singular,
    stripNulls: media.stripNulls,
    offset,
    ...(profile !== undefined && { profile }),
  });
}

type PlanMedia = NonNullable<AcceptedMedia["plan"]>;

const MEDIA_MIME: Record<PlanMedia["for"]["mediaType"], string> = {
  json: "application/json",
  object: "application/vnd.pgrst.object+json",
  csv: "text/csv",
  geojson: "application/geo+json",
};

/**
 * `Accept: application/vnd.pgrst.plan[+json|+text]`: PostgreSQL's EXPLAIN of the request's
 * statement, with the options asked for. Always rolled back (`analyze` runs the statement).
 */
async function explainResponse(
  ctx: RestDeps["ctx"],
  tx: TxContext,
  plan: Compiled,
  values: unknown[],
  media: PlanMedia,
  role: string,
): Promise<RestResponse> {
  const options = [`format ${media.format}`, ...media.options].join(", ");
  let rows: Array<Record<string, unknown>>;
  try {
    rows = await ctx.engine.tx(tx, async (run: Query) => {
      const result = await run<Record<string, unknown>>(
        `explain (${options}) ${plan.sql}`,
        plan.slots.map((s) => values[s]),
      );
      throw new Rollback(result.rows);
    });
  } catch (e) {
    if (!(e instanceof Rollback)) throw dbErrorToApi(e, role) ?? e;
    rows = e.value as Array<Record<string, unknown>>;
  }
  const cells = rows.map((r) => Object.values(r)[0]);
  const body =
    media.format === "json" ? (typeof cells[0] === "string" ? cells[0] : JSON.stringify(cells[0])) : cells.join("\n");
  const mime = `application/vnd.pgrst.plan+${media.format}; for="${MEDIA_MIME[media.for.mediaType]}"${media.options.length > 0 ? `; options=${media.options.join("|")}` : ""}; charset=utf-8`;
  return { status: 200, headers: { "Content-Type": mime }, body };
}

/** The top plan node's row estimate of an `explain (format json)` row (json or its text, by driver). */
function plannedRows(row: Record<string, unknown> | undefined): number {
  const value = row === undefined ? undefined : Object.values(row)[0];
  const plan = (typeof value === "string" ? JSON.parse(value) : value) as
    Array<{ Plan?: { "Plan Rows"?: number } }> | undefined;
  return Math.round(plan?.[0]?.Plan?.["Plan Rows"] ?? 0);
}

/** Node's socket and system errors (`ECONNREFUSED`, `ECONNRESET`…). */
function isSystemError(e: unknown): e is Error {
  const code: unknown = e instanceof Error ? (e as Error & { code?: unknown }).code : undefined;
  return typeof code === "string" && /^E[A-Z]+$/.test(code);
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
function rawPath(req: FastifyRequest): string {
  const url = req.raw.url ?? "";
  const q = url.indexOf("?");
  const path = q < 0 ? url : url.slice(0, q);
  return path.replace(/^\/rest\/v1\/?/, "");
}

export function registerRoutes(app: FastifyInstance, deps: RestDeps): void {
  // one wildcard route: relation names have no length limit and are decoded exactly once
  app.route({
    method: ["GET", "HEAD", "POST", "PATCH", "DELETE", "PUT"],
    url: "/*",
    exposeHeadRoute: false,
    handler: async (req, reply) => {
      try {
        const target = targetOf(`/${rawPath(req)}`);
        if (target.kind === "rpc" && !["GET", "HEAD", "POST"].includes(req.method)) {
          throw new ApiError(405, "PGRST101", `Cannot use the ${req.method} method on RPC`);
        }
        if (req.method === "PUT") throw unsupportedMethod(req.method);
        return send(reply, await handle(deps, req, target));
      } catch (e) {
        if (e instanceof ApiError) return sendError(reply, e);
        req.log.error(e);
        // the database is out of reach (socket errors): 503, which supabase-js retries for reads
        if (isSystemError(e))
          return sendError(
            reply,
            new ApiError(503, "PGRST001", "Database client error. Retrying the connection.", e.message),
          );
        return sendError(reply, new ApiError(500, "PGRST000", "Internal server error"));
      }
    },
  });
}

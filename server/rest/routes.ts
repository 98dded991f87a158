// The REST routes: `/<relation>` and `/rpc/<function>`. Each request is authenticated,
// parsed and shaped (values apart; both cached by query string: target.ts), compiled once per
// shape, run as one statement in one transaction with the caller's role and claims, and
// answered as PostgREST v12 answers.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerContext } from "../context.ts";
import { Rollback, type Query } from "../db/engine.ts";
import { ApiError } from "./ast.ts";
import { compile, type Compiled, type Method } from "./compile.ts";
import { restSettings } from "./db-config.ts";
import { dbErrorToApi, singularityError, unsupportedMethod } from "./errors.ts";
import { explainResponse, plannedRows } from "./explain.ts";
import type { LruCache } from "./lru.ts";
import { mediaTypeError, negotiateAccept, parsePrefer, strictPreferenceError } from "./parse/index.ts";
import { shapeKey } from "./plan/shape.ts";
import { authenticate, negotiateSchema, txContext, type TokenCache } from "./request.ts";
import { respond, type RestResponse, type StatementRow } from "./respond.ts";
import type { SchemaCacheHolder } from "./schema/cache.ts";
import {
  CACHEABLE_QUERY,
  mergeVariadic,
  parseAndShape,
  rawPath,
  readBody,
  targetOf,
  type ParsedQuery,
  type Target,
} from "./target.ts";

export type RestDeps = {
  ctx: ServerContext;
  schema: SchemaCacheHolder;
  plans: LruCache<Compiled | ApiError>;
  queries: LruCache<ParsedQuery | ApiError>;
  tokens: TokenCache;
};

const JSON_TYPE = "application/json; charset=utf-8";

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

async function handle(deps: RestDeps, req: FastifyRequest, target: Target): Promise<RestResponse> {
  const { ctx } = deps;
  const cache = deps.schema.current;
  const method = req.method as Method;
  const caller = await authenticate(req, ctx.config.jwtSecret, cache, deps.tokens);
  const schema = negotiateSchema(req, ctx.config.exposedSchemas);
  const url = req.raw.url ?? "";
  const q = url.indexOf("?");
  const isRpcRead = target.kind === "rpc" && (method === "GET" || method === "HEAD");
  let parsed = parseAndShape(deps.queries, q < 0 ? "" : url.slice(q + 1), isRpcRead);
  if (isRpcRead) parsed = mergeVariadic(parsed, deps.schema.current, schema, target.name);
  const prefer = parsePrefer(req.headers.prefer);
  const strict = strictPreferenceError(prefer);
  if (strict) throw strict;
  const settings = restSettings(ctx.config, cache);
  // `Prefer: tx=` is read (and reported applied) only when db-tx-end allows overrides
  if (!settings.txEnd.endsWith("-allow-override")) delete prefer.tx;
  const rollback = (prefer.tx ?? (settings.txEnd.startsWith("rollback") ? "rollback" : "commit")) === "rollback";
  const accepted = negotiateAccept(req.headers.accept);
  // EXPLAIN (db-plan-enabled): the statement of the media type it is `for`, explained, not answered
  const explained = accepted.mediaType === "plan" && settings.planEnabled ? accepted.plan : undefined;
  const media = explained ? explained.for : accepted;
  // geojson is not produced, nor plans unless enabled (PGRST_DB_PLAN_ENABLED, docs/configuration.md)
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
        aggregatesEnabled: settings.aggregatesEnabled,
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

/** Node's socket and system errors (`ECONNREFUSED`, `ECONNRESET`…). */
function isSystemError(e: unknown): e is Error {
  const code: unknown = e instanceof Error ? (e as Error & { code?: unknown }).code : undefined;
  return typeof code === "string" && /^E[A-Z]+$/.test(code);
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

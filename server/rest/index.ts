// PostgREST-compatible REST service under /rest/v1: loads the schema cache of the exposed
// schemas (reloaded on NOTIFY pgrst), caches statements by request shape, serves the routes.
import type { Service } from "../http/service.ts";
import type { ApiError } from "./ast.ts";
import type { Compiled } from "./compile.ts";
import { LruCache } from "./lru.ts";
import type { TokenCache } from "./request.ts";
import { registerRoutes } from "./routes.ts";
import { SchemaCacheHolder } from "./schema/cache.ts";
import type { ParsedQuery } from "./target.ts";

export const restService: Service = async (app, ctx) => {
  const schema = await SchemaCacheHolder.load(ctx.engine, ctx.config.exposedSchemas);
  // statements by request shape; parsed query strings; verified tokens (PostgREST's JWT cache)
  const plans = new LruCache<Compiled | ApiError>(2000);
  const queries = new LruCache<ParsedQuery | ApiError>(2000);
  const tokens: TokenCache = new LruCache(1000);
  schema.onReload(() => plans.clear());
  ctx.events.on("schema-reload", () => {
    schema.reload().catch((e: unknown) => app.log.error(e));
  });
  // OpenAPI is not served (no client call needs it): the root answers like PostgREST with it disabled
  app.get("/", async (_req, reply) =>
    reply
      .code(404)
      .header("Content-Type", "application/json; charset=utf-8")
      .send(
        JSON.stringify({ code: "PGRST126", details: null, hint: null, message: "Root endpoint metadata is disabled" }),
      ),
  );
  // a body over the limit is refused before it is read and before the token is looked at
  app.setErrorHandler((err: { statusCode?: number }, _req, reply) => {
    if (err.statusCode !== 413) return reply.send(err);
    return reply
      .code(413)
      .header("Content-Type", "application/json; charset=utf-8")
      .send(
        JSON.stringify({
          code: "PGRST413",
          details: `The request body is larger than ${ctx.config.bodyLimit} bytes`,
          hint: null,
          message: "Payload Too Large",
        }),
      );
  });
  registerRoutes(app, { ctx, schema, plans, queries, tokens });
};

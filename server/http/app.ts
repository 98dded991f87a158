// The one HTTP origin: CORS, raw bodies (each service parses its own), the services under
// their prefixes, /config.json for the browser app, and the SPA with history fallback (an app
// page with its first reads for a signed-in navigation).
import Fastify, { type FastifyInstance } from "fastify";
import { sessionStorageKey } from "../../src/lib/session/cookie-storage.ts";
import type { ServerContext } from "../context.ts";
import { browserConfig } from "./browser-config.ts";
import { registerCors } from "./cors.ts";
import { createFirstReader, ownUrl } from "./first-read.ts";
import { appCsp, registerSecurityHeaders } from "./security-headers.ts";
import type { Service } from "./service.ts";
import { registerStatic } from "./static.ts";

export type Mounted = { prefix: string; service: Service };

export async function buildApp(ctx: ServerContext, services: Mounted[]): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    // req.ip is the socket's address, or X-Forwarded-For's client only behind the named proxy.
    trustProxy: ctx.config.trustProxy ?? false,
    // read before any authentication: small by default; storage uploads raise it per bucket
    bodyLimit: ctx.config.bodyLimit,
    // A plain last-value-wins map for services that want one; REST re-reads the raw query
    // string itself to keep repeated keys in order.
    routerOptions: { querystringParser: (s: string) => Object.fromEntries(new URLSearchParams(s)) },
    return503OnClosing: true,
    forceCloseConnections: true,
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_req, body, done) => done(null, body));
  registerCors(app);
  registerSecurityHeaders(app);

  // One build serves any environment: the browser learns its API URL and key at run time.
  app.get("/config.json", async (_req, reply) => {
    reply.header("Cache-Control", "no-cache");
    return browserConfig(ctx);
  });

  for (const { prefix, service } of services) {
    await app.register(async (scope) => service(scope, ctx), { prefix });
  }
  registerStatic(
    app,
    ctx.config.distDir,
    () => browserConfig(ctx),
    () => appCsp(ctx.publicUrl(), ctx.config),
    createFirstReader(ctx, {
      // the key the browser app stores its session under, for the API URL it is given
      cookieName: () => sessionStorageKey(browserConfig(ctx).supabaseUrl),
      // the reads go to this process's own REST API, as the user, not out through PUBLIC_URL
      apiUrl: () => ownUrl(app.server.address()),
      budgetMs: ctx.config.firstReadBudgetMs,
    }),
  );
  return app;
}

// CORS as PostgREST and GoTrue answer it (protocol §1.4) — every origin, the request's headers
// echoed on preflight, and the headers the clients must read exposed.
import type { FastifyInstance } from "fastify";

export const EXPOSED_HEADERS = [
  "Content-Range",
  "Content-Location",
  "Content-Type",
  "Content-Encoding",
  "Content-Profile",
  "Content-Disposition",
  "Location",
  "Range-Unit",
  "Preference-Applied",
  "X-Total-Count",
  "Link",
  "X-Supabase-Api-Version",
  "X-Sb-Error-Code",
  "Date",
  "Server",
  "Transfer-Encoding",
  "ETag",
].join(", ");

const DEFAULT_ALLOWED =
  "authorization, apikey, x-client-info, content-type, accept, accept-profile, content-profile, prefer, range, range-unit, " +
  "x-supabase-api-version, x-upsert, x-metadata, cache-control, x-retry-count, x-region";

export function registerCors(app: FastifyInstance): void {
  app.addHook("onRequest", async (req, reply) => {
    // Tokens travel in headers, never cookies: a wildcard origin without credentials, as PostgREST.
    reply.header("Access-Control-Allow-Origin", "*");
    reply.header("Access-Control-Expose-Headers", EXPOSED_HEADERS);
    if (req.method === "OPTIONS") {
      reply.header("Access-Control-Allow-Methods", "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      reply.header("Access-Control-Allow-Headers", req.headers["access-control-request-headers"] ?? DEFAULT_ALLOWED);
      reply.header("Access-Control-Max-Age", "86400");
      return reply.code(200).send();
    }
  });
}

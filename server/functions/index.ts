// Edge Functions under /functions/v1 (protocol §5): `/<name>[/…]` runs the `fetch` of the default
// export of `supabase/functions/<name>/index.ts` in-process (Supabase's contract, loader.ts),
// behind the JWT gate unless it opts out.
import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ROOT } from "../config.ts";
import { bearerToken } from "../http/identity.ts";
import type { Service } from "../http/service.ts";
import { verifyJwt } from "../jwt.ts";
import { sendWebResponse, toWebRequest } from "./bridge.ts";
import { withFunctionSecrets } from "./deno-env.ts";
import { FunctionContractError, functionLoader } from "./loader.ts";

export const FUNCTIONS_DIR = path.join(ROOT, "supabase", "functions");

const json = (reply: FastifyReply, status: number, body: unknown) =>
  reply.code(status).type("application/json").send(body);

/** The service over one functions folder (tests use a temporary one). */
export const functionsServiceFor =
  (functionsDir: string): Service =>
  (app, ctx) => {
    // Each function is imported at its first call, not at start: importing the 25 of
    // supabase/functions costs ≈ 2–3 s of processor (the PDF and Factur-X builders), which made a
    // start on a busy machine pass Fastify's 10 s plugin limit. Every one of them is checked at
    // once by functions.test.ts (Node) and deno-contract.test.ts (Deno).
    const load = functionLoader(functionsDir);

    const run = async (req: FastifyRequest, reply: FastifyReply) => {
      const params = req.params as { name: string; "*"?: string };
      const loaded = await load(params.name);
      if (!loaded.ok) {
        if (loaded.reason === "invalid-name") return json(reply, 400, { msg: "Invalid function name" });
        if (loaded.reason === "not-found")
          return json(reply, 404, { code: "NOT_FOUND", message: "Requested function was not found" });
        console.error(`[functions] ${new FunctionContractError([params.name]).message}`);
        return json(reply, 500, { code: "BOOT_ERROR", message: "Function failed to start (please check logs)" });
      }
      if (loaded.fn.verifyJwt) {
        const token = bearerToken(req);
        if (!token) return json(reply, 401, { msg: "Error: Missing authorization header" });
        if (!(await verifyJwt(ctx.config.jwtSecret, token)).ok) return json(reply, 401, { msg: "Invalid JWT" });
      }
      try {
        const secrets = {
          SUPABASE_URL: ctx.publicUrl(),
          SUPABASE_ANON_KEY: ctx.keys.anonKey,
          SUPABASE_SERVICE_ROLE_KEY: ctx.keys.serviceRoleKey,
        };
        const request = toWebRequest(req, ctx.publicUrl(), params.name, params["*"] ?? "");
        const res = await withFunctionSecrets(secrets, () => loaded.fn.handler(request));
        if (!(res instanceof Response)) throw new TypeError(`function ${params.name} did not return a Response`);
        return await sendWebResponse(reply, res);
      } catch (e) {
        if (ctx.config.devMode) console.error(`[functions] ${params.name}:`, e);
        return json(reply, 500, {
          code: "WORKER_ERROR",
          message: "Function exited due to an error (please check logs)",
        });
      }
    };

    app.all("/:name", run);
    app.all("/:name/*", run);
  };

export const functionsService: Service = functionsServiceFor(FUNCTIONS_DIR);

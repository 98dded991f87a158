// The Auth service (GoTrue, API version 2024-01-01) under /auth/v1: its own tables on top of
// the platform bootstrap, the API-version header, GoTrue-shaped errors, and every route.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ServerContext } from "../context.ts";
import { isDbError } from "../db/engine.ts";
import type { Service } from "../http/service.ts";
import {
  API_VERSION,
  AuthError,
  badRequest,
  isModernApi,
  notFound,
  sendError,
  unexpectedFailure,
  unprocessable,
} from "./errors.ts";
import { registerAdmin } from "./routes-admin.ts";
import { registerOtp } from "./routes-otp.ts";
import { registerSignup } from "./routes-signup.ts";
import { registerToken } from "./routes-token.ts";
import { registerUser } from "./routes-user.ts";
import { registerVerify } from "./routes-verify.ts";
import { health, settings } from "./settings.ts";

async function bootstrapAuth(ctx: ServerContext): Promise<void> {
  const sql = readFileSync(path.join(import.meta.dirname, "bootstrap.sql"), "utf8");
  try {
    await ctx.engine.exec(sql);
  } catch (e) {
    // Two servers bootstrapping one native cluster at once race on the catalog; once more settles it.
    if (isDbError(e) && (e.code === "23505" || e.code === "42P07")) await ctx.engine.exec(sql);
    else throw e;
  }
}

export const authService: Service = async (app, ctx) => {
  await bootstrapAuth(ctx);

  app.addHook("onRequest", async (req, reply) => {
    if (isModernApi(req)) reply.header("X-Supabase-Api-Version", API_VERSION);
  });

  app.setNotFoundHandler((req, reply) =>
    sendError(req, reply, notFound("not_found", `${req.method} ${req.url.split("?")[0]} not found`)),
  );

  app.setErrorHandler((err: unknown, req, reply) => {
    if (err instanceof AuthError) return sendError(req, reply, err);
    // Two sign-ups of one address racing past the existence check meet the unique index.
    if (isDbError(err) && err.code === "23505" && err.constraint === "users_email_partial_key") {
      return sendError(
        req,
        reply,
        unprocessable("email_exists", "A user with this email address has already been registered"),
      );
    }
    const status = (err as { statusCode?: unknown } | null)?.statusCode;
    if (!isDbError(err) && typeof status === "number" && status >= 400 && status < 500) {
      return sendError(
        req,
        reply,
        new AuthError(status, "validation_failed", err instanceof Error ? err.message : "Bad request"),
      );
    }
    // The message only (a driver error may carry bound values in its other fields).
    console.error(`auth ${req.method} ${req.url.split("?")[0]}: ${err instanceof Error ? err.message : String(err)}`);
    return sendError(req, reply, unexpectedFailure());
  });

  app.get("/settings", async () => settings(ctx));
  app.get("/health", async () => health());
  // HS256 only: no public keys to publish (auth-js then checks tokens with GET /user).
  app.get("/.well-known/jwks.json", async () => ({ keys: [] }));
  app.get("/authorize", async () => {
    throw badRequest("validation_failed", "Unsupported provider: provider is not enabled");
  });
  registerSignup(app, ctx);
  registerToken(app, ctx);
  registerUser(app, ctx);
  registerOtp(app, ctx);
  registerVerify(app, ctx);
  registerAdmin(app, ctx);
};

// GoTrue's error model: an HTTP status, a machine code and a message, rendered in the 2024-01-01
// shape ({code, message}) or the legacy one ({code: status, error_code, msg}) (protocol §3.5).
import type { FastifyReply, FastifyRequest } from "fastify";

export const API_VERSION = "2024-01-01";
const API_VERSION_TIME = Date.parse(`${API_VERSION}T00:00:00Z`);

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** extra top-level fields of the body (weak_password) */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const unauthorized = (code: string, message: string) => new AuthError(401, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const tooManyRequests = (code: string, message: string) => new AuthError(429, code, message);
export const validationFailed = (message: string) => badRequest("validation_failed", message);

export const invalidCredentials = () => badRequest("invalid_credentials", "Invalid login credentials");

export const signupDisabled = () => unprocessable("signup_disabled", "Signups not allowed for this instance");

/** Whether the request asked for API version 2024-01-01 or later (GoTrue's DetermineClosestAPIVersion). */
export function isModernApi(req: FastifyRequest): boolean {
  const h = req.headers["x-supabase-api-version"];
  const v = Array.isArray(h) ? h[0] : h;
  if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const t = Date.parse(`${v}T00:00:00Z`);
  return Number.isFinite(t) && t >= API_VERSION_TIME;
}

export function sendError(req: FastifyRequest, reply: FastifyReply, err: AuthError): FastifyReply {
  reply.header("x-sb-error-code", err.code);
  const body = isModernApi(req)
    ? { code: err.code, message: err.message, ...err.extra }
    : { code: err.status, error_code: err.code, msg: err.message, ...err.extra };
  return reply.code(err.status).type("application/json").send(JSON.stringify(body));
}

export const unexpectedFailure = () =>
  new AuthError(500, "unexpected_failure", "Unexpected failure, please check server logs for more information");

// The caller of /api (a verified user access token, else a 401) and its body: JSON, url-encoded
// or multipart form fields, as the app's HTTP client sends them.
import Busboy from "busboy";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { TxContext } from "../db/engine.ts";
import { bearerToken } from "../http/identity.ts";
import { verifyJwt } from "../jwt.ts";

/** Bodies beyond this are refused (analytics payloads are small). */
export const MAX_BODY_BYTES = 64 * 1024;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const sendApiError = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).type("application/json; charset=utf-8").send({ message });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ApiUser = { sub: string; tx: TxContext };

/** A user's access token (role `authenticated` with a uuid `sub`): the anon and service keys are not users. */
export async function apiUser(req: FastifyRequest, secret: string): Promise<ApiUser> {
  const token = bearerToken(req);
  if (!token) throw new ApiError(401, "Jeton d'accès manquant : connectez-vous pour utiliser l'API.");
  const v = await verifyJwt(secret, token);
  if (!v.ok) throw new ApiError(401, v.reason === "expired" ? "Jeton d'accès expiré." : "Jeton d'accès invalide.");
  const { role, sub } = v.claims;
  if (role !== "authenticated" || typeof sub !== "string" || !UUID.test(sub)) {
    throw new ApiError(401, "Ce jeton n'identifie pas un utilisateur connecté.");
  }
  return { sub, tx: { role: "authenticated", claims: { ...v.claims, role: "authenticated" } } };
}

function formFields(contentType: string, body: Buffer): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, unknown> = {};
    try {
      const bb = Busboy({ headers: { "content-type": contentType }, limits: { files: 0, fields: 32 } });
      bb.on("field", (name, value) => {
        // a field may carry JSON (e.g. `properties`)
        try {
          fields[name] = /^[[{]/.test(value) ? JSON.parse(value) : value;
        } catch {
          fields[name] = value;
        }
      });
      bb.on("error", () => reject(new ApiError(400, "Corps de formulaire illisible.")));
      bb.on("close", () => resolve(fields));
      bb.end(body);
    } catch {
      reject(new ApiError(400, "Corps de formulaire illisible."));
    }
  });
}

/** The request body as a plain value (zod validates its shape). */
export async function apiBody(req: FastifyRequest): Promise<unknown> {
  const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  if (body.length > MAX_BODY_BYTES) throw new ApiError(413, "Requête trop volumineuse.");
  const type = (req.headers["content-type"] ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded")) {
    return formFields(req.headers["content-type"] ?? "", body);
  }
  if (body.length === 0) return {};
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    throw new ApiError(400, "Requête invalide : le corps n'est pas du JSON valide.");
  }
}

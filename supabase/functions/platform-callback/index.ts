// /functions/v1/platform-callback — where the plateforme agréée posts the lifecycle statuses of the
// invoices deposited (docs/rules/invoice-platform.md):
//   POST { flowId, status, reason?, at? }  Authorization: Bearer <PLATFORM_CALLBACK_KEY>
//   → 200 the status recorded (or already recorded: a platform repeats its callbacks),
//     404 an unknown deposit, 409 a status after a final one, 400 a malformed status.
// Every refusal is logged: a platform that sends statuses for documents it should not know is
// something to look at. verifyJwt is off: the platform holds a key, not a user's token.
import { ApiError, project } from "../_shared/project-api.ts";
import { rpc } from "../contract-documents/api.ts";

declare const Deno: { env: { get(name: string): string | undefined } };

export const verifyJwt = false;

const json = (status: number, body: unknown) => Response.json(body, { status });

const STATUSES = /^(20\d|21[0-4]|22[01])$/;

async function platformCallback(req: Request): Promise<Response> {
  if (req.method !== "POST") return json(405, { message: "Method not allowed" });
  const p = project();
  if (!p) return json(500, { message: "Function not configured" });
  const key = Deno.env.get("PLATFORM_CALLBACK_KEY") ?? p.serviceKey;
  if (req.headers.get("authorization") !== `Bearer ${key}`) return json(401, { message: "Clé de rappel invalide" });
  const body = (await req.json().catch(() => null)) as {
    flowId?: unknown;
    status?: unknown;
    reason?: unknown;
    at?: unknown;
  } | null;
  const at = typeof body?.at === "string" && !Number.isNaN(Date.parse(body.at)) ? body.at : new Date().toISOString();
  if (typeof body?.flowId !== "string" || typeof body.status !== "string" || !STATUSES.test(body.status)) {
    console.warn("platform-callback: statut illisible refusé", JSON.stringify(body));
    return json(400, { message: "Statut illisible : flowId et status (200 à 214, 220, 221) sont requis" });
  }
  try {
    const event = await rpc(p, "service", "record_platform_status", {
      p_invoice_id: null,
      p_flow_id: body.flowId,
      p_code: body.status,
      p_reason: typeof body.reason === "string" ? body.reason : null,
      p_source: "platform",
      p_at: at,
    });
    return json(200, event);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const status = error.status === 404 || error.status === 409 ? error.status : 400;
    console.warn(`platform-callback: statut ${body.status} du dépôt ${body.flowId} refusé : ${error.message}`);
    return json(status, { message: error.message });
  }
}

export default { fetch: platformCallback };

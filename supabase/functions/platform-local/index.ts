// /functions/v1/platform-local — a plateforme agréée for development and tests, the adapter's
// default when no PLATFORM_URL is configured (docs/rules/invoice-platform.md). It answers as a
// platform does, with the calls of _shared/invoice-platform/adapter.ts:
//   POST /v1/flows                     a deposit: the Factur-X's XML is checked against the EN 16931
//                                      business rules and the French CTC rules (BR-FR); 200
//                                      « Déposée », or 213 « Rejetée » with the rules broken. The
//                                      flow id follows from the trackingId: a deposit made twice
//                                      is the same flow. Then, as the buyer's platform would, it
//                                      calls back 203 « Mise à disposition ».
//   POST /v1/flows/{flowId}/statuses   a status the agency sends (212 « Encaissée »): acknowledged.
//   POST /v1/simulate                  { flowId, status, reason? }: the client's answer (205, 207,
//                                      210 « Refusée »…), called back at once (tests, demos).
// Callbacks go to `platform-callback` with the key a real platform is given (PLATFORM_CALLBACK_KEY,
// else the service key), tried again with back-off as platforms do while it is not recorded.
// Only the service (the queue's worker, tests) may call it.
import { embeddedXml } from "../_shared/invoice-pdf/facturx.ts";
import { sha256Hex } from "../contract-documents/api.ts";
import { project, type Project } from "../_shared/project-api.ts";

declare const Deno: { env: { get(name: string): string | undefined } };

export const verifyJwt = false;

const json = (status: number, body: unknown) => Response.json(body, { status });

/** The flow id of a deposit: the same for the same trackingId. */
export const flowIdOf = async (trackingId: string): Promise<string> =>
  `LOCAL-${(await sha256Hex(new TextEncoder().encode(trackingId))).slice(0, 20).toUpperCase()}`;

const callbackKey = (p: Project) => Deno.env.get("PLATFORM_CALLBACK_KEY") ?? p.serviceKey;

/**
 * Calls the agency back with a status, after `delayMs` (a deposit's callback waits for the agency
 * to record the platform's answer first); tried again (0.4, 0.8 … 25.6 s) until recorded or refused.
 */
const callBack = async (
  p: Project,
  status: { flowId: string; status: string; reason?: string | null; at: string },
  delayMs = 0,
): Promise<{ status: number; body: unknown }> => {
  let last = { status: 0, body: null as unknown };
  for (let attempt = 0; attempt < 8; attempt++) {
    const wait = attempt > 0 ? 200 * 2 ** attempt : delayMs;
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const res = await fetch(`${p.url}/functions/v1/platform-callback`, {
      method: "POST",
      headers: { Authorization: `Bearer ${callbackKey(p)}`, "Content-Type": "application/json" },
      body: JSON.stringify(status),
    }).catch(() => null);
    if (!res) continue;
    last = { status: res.status, body: await res.json().catch(() => null) };
    // recorded, or refused for good (a final status already there); 404: not recorded yet, again
    if (res.ok || res.status === 409 || res.status === 400) return last;
  }
  return last;
};

/** The rules a platform applies to the XML (EN 16931 and BR-FR), as their messages. */
const ruleProblems = async (pdf: Uint8Array): Promise<string[]> => {
  let xml: string;
  try {
    xml = await embeddedXml(pdf);
  } catch (e) {
    return [`Factur-X illisible : ${e instanceof Error ? e.message : String(e)}`];
  }
  // Node-only checkers (jsdom), loaded when a deposit comes
  const { ruleErrors, frenchRuleErrors } = await import("../_shared/invoice-pdf/validate.ts");
  return [...ruleErrors(xml), ...frenchRuleErrors(xml)];
};

const deposit = async (p: Project, req: Request): Promise<Response> => {
  const form = await req.formData().catch(() => null);
  const info = JSON.parse(String(form?.get("flowInfo") ?? "null")) as { trackingId?: string; sha256?: string } | null;
  const file = form?.get("file");
  if (!info?.trackingId || !(file instanceof Blob)) return json(400, { message: "flowInfo et file sont requis" });
  const pdf = new Uint8Array(await file.arrayBuffer());
  const flowId = await flowIdOf(info.trackingId);
  const at = new Date().toISOString();
  const problems =
    info.sha256 && (await sha256Hex(pdf)) !== info.sha256
      ? ["Le fichier reçu ne correspond pas à son empreinte"]
      : await ruleProblems(pdf);
  if (problems.length > 0) return json(200, { flowId, status: "213", reason: problems.join(" ; ").slice(0, 500), at });
  // the buyer's platform makes it available a moment later
  const later = callBack(p, { flowId, status: "203", at: new Date(Date.parse(at) + 1).toISOString() }, 500);
  (globalThis as { EdgeRuntime?: { waitUntil(p: Promise<unknown>): void } }).EdgeRuntime?.waitUntil(later);
  return json(200, { flowId, status: "200", reason: null, at });
};

async function platformLocal(req: Request): Promise<Response> {
  const p = project();
  if (!p) return json(500, { message: "Function not configured" });
  const key = Deno.env.get("PLATFORM_API_KEY") ?? p.serviceKey;
  if (req.headers.get("authorization") !== `Bearer ${key}`)
    return json(401, { message: "Clé de la plateforme invalide" });
  if (req.method !== "POST") return json(405, { message: "Method not allowed" });
  const path = new URL(req.url).pathname.replace(/^.*\/platform-local/, "");
  if (path === "/v1/flows") return deposit(p, req);
  const statuses = /^\/v1\/flows\/([^/]+)\/statuses$/.exec(path);
  if (statuses) {
    const body = (await req.json().catch(() => null)) as { status?: string } | null;
    if (body?.status !== "212") return json(400, { message: "Statut non pris en charge" });
    return json(200, { status: body.status, at: new Date().toISOString() });
  }
  if (path === "/v1/simulate") {
    const body = (await req.json().catch(() => null)) as { flowId?: string; status?: string; reason?: string } | null;
    if (!body?.flowId || !body.status) return json(400, { message: "flowId et status sont requis" });
    const answer = await callBack(p, {
      flowId: body.flowId,
      status: body.status,
      reason: body.reason ?? null,
      at: new Date().toISOString(),
    });
    return json(answer.status || 502, answer.body);
  }
  return json(404, { message: "Inconnu de la plateforme" });
}

export default { fetch: platformLocal };

// /functions/v1/dpae-send — sends contracts' DPAE through the adapter DPAE_PROVIDER chooses
// (_shared/dpae/adapter.ts; supabase/schemas/37_dpae_adapter.sql; docs/configuration.md « DPAE »):
//   GET, or POST { config: true } (a signed-in user) → { provider, send_at_signature }: what
//                              the contract's DPAE block offers
//   POST { contract_id }       (a CSM's token) « Envoyer la DPAE »: public.request_contract_dpae as
//                              the caller (their right, the contract they read, the missing fields
//                              named in French, the 8-day rule: the database's message and 4xx),
//                              then sent at once → { sending }; 409 when DPAE_PROVIDER is manual,
//                              503 when « urssaf » lacks its settings
//   POST { limit?, sending_ids? } (the service role key: the local server's worker, pg_cron on
//                              hosted Supabase) → claims the due sendings and sends each →
//                              { claimed, acknowledged, anomalies, timeouts, pending }
// Each sending: the payload with the NIR (public.dpae_sending_payload, the read logged), deposited
// once (a sending that has its flow id only asks for its return), the return recorded
// (public.record_dpae_result): the acknowledgement with its receipt stored under the contract,
// an anomaly with its code and label, or a timeout the queue tries again.
import {
  DpaeRefused,
  DpaeTimeout,
  dpaeAdapter,
  providerName,
  sendsAtSignature,
  type DpaeAdapter,
  type DpaeDeclaration,
} from "../_shared/dpae/adapter.ts";
import { ApiError, headersFor, project, rpc, select, type Project } from "../_shared/project-api.ts";
import { receiptPdf } from "./receipt.ts";

const json = (status: number, body: unknown) => Response.json(body, { status });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Sending = {
  id: string;
  workspace_id: string;
  contract_id: string;
  status: string;
  flow_id: string | null;
  attempts: number;
};

type Outcome = "acknowledged" | "anomaly" | "timeout" | "pending";

const record = (p: Project, id: string, outcome: string, args: Record<string, string | null> = {}) =>
  rpc<Sending>(p, "service", "record_dpae_result", { p_sending_id: id, p_outcome: outcome, ...args });

const storeReceipt = async (p: Project, s: Sending, reference: string, bytes: Uint8Array): Promise<string> => {
  const safe = reference.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 60);
  const path = `${s.workspace_id}/contracts/${s.contract_id}/dpae/accuse-${safe}.pdf`;
  const res = await fetch(`${p.url}/storage/v1/object/documents/${path}`, {
    method: "POST",
    headers: { ...headersFor(p, "service"), "Content-Type": "application/pdf", "x-upsert": "true" },
    body: new Uint8Array(bytes),
  });
  if (!res.ok) throw new Error(`Accusé de réception non rangé (HTTP ${res.status})`);
  return path;
};

/** Sends one claimed sending and records what came back. */
export const sendOne = async (p: Project, adapter: DpaeAdapter, s: Sending): Promise<Outcome> => {
  let declaration: DpaeDeclaration;
  try {
    declaration = await rpc<DpaeDeclaration>(p, "service", "dpae_sending_payload", { p_sending_id: s.id });
  } catch (e) {
    // a field emptied since the request: named in French, nothing sent
    if (e instanceof ApiError && e.status < 500) {
      await record(p, s.id, "anomaly", { p_code: "INCOMPLETE", p_label: e.message });
      return "anomaly";
    }
    throw e;
  }
  try {
    let flowId = s.flow_id;
    if (!flowId) {
      flowId = (await adapter.deposit(declaration)).flowId;
      await record(p, s.id, "sent", { p_provider: adapter.provider, p_flow_id: flowId });
    }
    const answer = await adapter.result(flowId);
    if (answer.state === "pending") {
      await record(p, s.id, "timeout", {
        p_label: "Retour de l'URSSAF pas encore disponible, nouvelle consultation prévue",
      });
      return "pending";
    }
    if (answer.state === "anomaly") {
      await record(p, s.id, "anomaly", { p_provider: adapter.provider, p_code: answer.code, p_label: answer.label });
      return "anomaly";
    }
    const pdf = await receiptPdf(declaration, {
      reference: answer.reference,
      flowId,
      provider: adapter.provider,
      returnXml: answer.returnXml,
      at: new Date(),
    });
    const path = await storeReceipt(p, s, answer.reference, pdf);
    await record(p, s.id, "acknowledged", {
      p_provider: adapter.provider,
      p_reference: answer.reference,
      p_receipt_path: path,
    });
    return "acknowledged";
  } catch (e) {
    if (e instanceof DpaeTimeout) {
      await record(p, s.id, "timeout", { p_label: e.message });
      return "timeout";
    }
    if (e instanceof DpaeRefused) {
      await record(p, s.id, "anomaly", { p_provider: adapter.provider, p_code: e.code, p_label: e.message });
      return "anomaly";
    }
    throw e;
  }
};

const claim = (p: Project, limit: number, ids: string[] | null, all: boolean) =>
  rpc<Sending[]>(p, "service", "claim_dpae_sendings", { p_limit: limit, p_ids: ids, p_all: all });

const batch = async (p: Project, body: { limit?: unknown; sending_ids?: unknown }): Promise<Response> => {
  const adapter = dpaeAdapter(p);
  if (!adapter) return json(200, { provider: providerName(), claimed: 0 });
  const limit = typeof body.limit === "number" && body.limit > 0 ? Math.min(Math.floor(body.limit), 50) : 10;
  const ids = body.sending_ids;
  if (ids !== undefined && (!Array.isArray(ids) || !ids.every((id) => typeof id === "string" && UUID.test(id))))
    return json(400, { message: "Requête invalide : sending_ids est une liste d'identifiants" });
  const claimed = await claim(p, limit, (ids as string[] | undefined) ?? null, sendsAtSignature());
  const counts = { claimed: claimed.length, acknowledged: 0, anomalies: 0, timeouts: 0, pending: 0 };
  // one at a time; one failing sending never stops the others (its lease passes, it is taken again)
  for (const s of claimed) {
    try {
      const outcome = await sendOne(p, adapter, s);
      if (outcome === "acknowledged") counts.acknowledged++;
      else if (outcome === "anomaly") counts.anomalies++;
      else if (outcome === "timeout") counts.timeouts++;
      else counts.pending++;
    } catch (e) {
      console.warn(`dpae-send: ${s.id} : ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return json(200, { provider: adapter.provider, ...counts });
};

const request = async (p: Project, authorization: string, contractId: unknown): Promise<Response> => {
  if (typeof contractId !== "string" || !UUID.test(contractId))
    return json(400, { message: "Requête invalide : contract_id est requis" });
  const provider = providerName();
  if (provider === "manual")
    return json(409, {
      message:
        "L'envoi de la DPAE à l'URSSAF n'est pas configuré (DPAE_PROVIDER=manual) : déclarez-la sur net-entreprises.fr puis enregistrez-la",
    });
  const adapter = dpaeAdapter(p);
  if (!adapter)
    return json(503, { message: "Le service de la DPAE n'est pas configuré : identifiants URSSAF manquants" });
  let queued: Sending;
  try {
    queued = await rpc<Sending>(p, { authorization }, "request_contract_dpae", { p_contract_id: contractId });
  } catch (e) {
    if (e instanceof ApiError) return json(e.status, { message: e.message, code: e.body.code });
    throw e;
  }
  const [mine] = await claim(p, 1, [queued.id], true);
  if (mine) await sendOne(p, adapter, mine);
  const read = async () =>
    (await select<Sending>(p, "service", "contract_dpae_sending", `id=eq.${queued.id}&select=*`))[0];
  let sending = await read();
  // the server's worker, woken by the same request, may have taken it first: wait for its answer
  for (let i = 0; !mine && sending?.status === "to_send" && i < 20; i++) {
    await new Promise((r) => setTimeout(r, 250));
    sending = await read();
  }
  return json(200, { sending });
};

async function dpaeSend(req: Request): Promise<Response> {
  const p = project();
  if (!p) return json(500, { message: "Function not configured" });
  const authorization = req.headers.get("authorization") ?? "";
  if (req.method === "GET") return json(200, { provider: providerName(), send_at_signature: sendsAtSignature() });
  if (req.method !== "POST") return json(405, { message: "Method not allowed" });
  const body = ((await req.json().catch(() => null)) ?? {}) as {
    contract_id?: unknown;
    limit?: unknown;
    sending_ids?: unknown;
  };
  if ((body as { config?: unknown }).config === true)
    return json(200, { provider: providerName(), send_at_signature: sendsAtSignature() });
  try {
    if (authorization === `Bearer ${p.serviceKey}`) return await batch(p, body);
    return await request(p, authorization, body.contract_id);
  } catch (e) {
    console.error("dpae-send", e);
    return json(502, { message: e instanceof Error ? e.message : "La DPAE n'a pas pu être envoyée" });
  }
}

export default { fetch: dpaeSend };

// /functions/v1/cdi-refusal-form — the CDI-refusal form of a contract (C. trav. L1251-33-1, décret
// 2023-1307), pre-filled for the client (render.ts):
//   POST { contract_id }        with the caller's token → application/pdf, made from
//     public.cdi_refusal_form_source read as the caller (RLS: 404 for a contract they do not read);
//   POST { contract_id, send: true } → the PDF is stored in the `generated` bucket
//     (`<workspace>/cdi-refusal/<contract>/<uuid>.pdf`, with the service key: no member writes
//     there) and public.send_cdi_refusal_form, called as the caller, mails it to the client's
//     signatory through the outbox → { recipient } (its French refusal otherwise).
import { ApiError, headersFor, project, rpc } from "../_shared/project-api.ts";
import { renderCdiRefusalForm, type CdiRefusalSource } from "./render.ts";

const corsHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type, x-retry-count",
};

const json = (status: number, body: unknown) => Response.json(body, { status, headers: corsHeaders });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Source = CdiRefusalSource & { workspace_id: string };

export const fileName = (key: string) => `refus-cdi-${key}.pdf`.replace(/[^A-Za-z0-9._-]/g, "-");

async function cdiRefusalForm(req: Request): Promise<Response> {
  if (req.method === "OPTIONS") return new Response("ok", { headers: corsHeaders });
  if (req.method !== "POST") return json(405, { message: "Method not allowed" });
  const p = project();
  if (!p) return json(500, { message: "Function not configured" });
  const body = (await req.json().catch(() => null)) as { contract_id?: unknown; send?: unknown } | null;
  if (typeof body?.contract_id !== "string" || !UUID.test(body.contract_id))
    return json(400, { message: "Requête invalide : contract_id" });
  const caller = { authorization: req.headers.get("authorization") ?? "" };
  try {
    const source = await rpc<Source | null>(p, caller, "cdi_refusal_form_source", { p_contract_id: body.contract_id });
    if (!source) return json(404, { message: "Contrat introuvable" });
    const pdf = await renderCdiRefusalForm(source);
    if (body.send === true) {
      const path = `${source.workspace_id}/cdi-refusal/${body.contract_id}/${crypto.randomUUID()}.pdf`;
      const stored = await fetch(`${p.url}/storage/v1/object/generated/${path}`, {
        method: "POST",
        headers: { ...headersFor(p, "service"), "Content-Type": "application/pdf", "x-upsert": "false" },
        body: new Uint8Array(pdf),
      });
      if (!stored.ok) throw new Error(`storage ${stored.status}`);
      const sent = await rpc<{ recipient: string }>(p, caller, "send_cdi_refusal_form", {
        p_contract_id: body.contract_id,
        p_file: path,
      });
      return json(200, { recipient: sent.recipient });
    }
    return new Response(new Uint8Array(pdf), {
      headers: {
        ...corsHeaders,
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${fileName(source.contract_key)}"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return json(error.status, error.body);
    console.error("cdi-refusal-form", error);
    return json(500, { message: "Le formulaire de refus de CDI n'a pas pu être produit" });
  }
}

export default { fetch: cdiRefusalForm };

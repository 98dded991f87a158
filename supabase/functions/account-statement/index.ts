// /functions/v1/account-statement — a client's account statement as a PDF (« Relevé de compte »,
// docs/rules/billing.md#releve-de-compte):
//   POST { company_id, on? }  with the caller's token → application/pdf, made from
//   public.company_account_statement read as the caller (RLS and the invoice-reading right decide:
//   404 for a client or invoices they do not read). Not stored: a snapshot of the day asked.
import { renderAccountStatement, type AccountStatement } from "../_shared/account-statement/render.ts";
import { ApiError, project } from "../_shared/project-api.ts";
import { rpc } from "../contract-documents/api.ts";

const corsHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type, x-retry-count",
};

const json = (status: number, body: unknown) => Response.json(body, { status, headers: corsHeaders });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

async function accountStatement(req: Request): Promise<Response> {
  if (req.method === "OPTIONS") return new Response("ok", { headers: corsHeaders });
  if (req.method !== "POST") return json(405, { message: "Method not allowed" });
  const p = project();
  if (!p) return json(500, { message: "Function not configured" });
  const body = (await req.json().catch(() => null)) as { company_id?: unknown; on?: unknown } | null;
  const on = body?.on ?? null;
  if (
    typeof body?.company_id !== "string" ||
    !UUID.test(body.company_id) ||
    (on !== null && (typeof on !== "string" || !DAY.test(on)))
  )
    return json(400, { message: "Requête invalide : company_id, et on au format AAAA-MM-JJ" });
  try {
    const statement = await rpc<AccountStatement | null>(
      p,
      { authorization: req.headers.get("authorization") ?? "" },
      "company_account_statement",
      { p_company_id: body.company_id, p_on: on },
    );
    if (!statement) return json(404, { message: "Client introuvable ou factures non consultables" });
    const pdf = await renderAccountStatement(statement);
    return new Response(new Uint8Array(pdf), {
      headers: {
        ...corsHeaders,
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="releve-de-compte-${statement.on}.pdf"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return json(error.status, error.body);
    console.error("account-statement", error);
    return json(500, { message: "Le relevé de compte n'a pas pu être produit" });
  }
}

export default { fetch: accountStatement };

// The queue's exchanges with the plateforme agréée (supabase/schemas/23_invoice_platform.sql):
//  - platform_deposit: the invoice's stored document, checked against its recorded SHA-256, is
//    deposited; the platform's answer (200 « Déposée » or 213 « Rejetée » with its reason) is
//    recorded on the invoice. Deposited twice (a worker killed after the platform answered), the
//    platform answers the same flow for the same trackingId.
//  - platform_paid: a fully paid invoice's « Encaissée » (212), sent once it is deposited, and
//    recorded as the agency's status in the invoice's lifecycle.
import { httpPlatform, platformConfig, type PlatformAdapter } from "../_shared/invoice-platform/adapter.ts";
import type { Project } from "../_shared/project-api.ts";
import { download, rpc, sha256Hex } from "../contract-documents/api.ts";
import { FinalError, type Produced } from "./jobs.ts";

type DepositData = {
  invoice_id: string;
  workspace_id: string;
  number: string;
  kind: "invoice" | "credit_note";
  total_ttc: number;
  pdf_file: string | null;
  pdf_sha256: string | null;
  flow_id: string | null;
  platform_status: string | null;
  /** the lifecycle is over (private.platform_status_final) */
  final: boolean;
  seller_siren: string | null;
  buyer_siren: string | null;
  paid_at: string | null;
};

const adapterFor = (p: Project): PlatformAdapter => {
  const { base, key } = platformConfig(p);
  return httpPlatform(base, key);
};

const dataOf = async (p: Project, invoiceId: string): Promise<DepositData> => {
  const data = await rpc<DepositData | null>(p, "service", "platform_deposit_data", { p_invoice_id: invoiceId });
  if (!data) throw new FinalError("Facture introuvable ou non émise");
  return data;
};

const record = (
  p: Project,
  d: DepositData,
  flowId: string,
  status: string,
  reason: string | null,
  source: string,
  at: string,
) =>
  rpc(p, "service", "record_platform_status", {
    p_invoice_id: d.invoice_id,
    p_flow_id: flowId,
    p_code: status,
    p_reason: reason,
    p_source: source,
    p_at: at,
  });

export const depositInvoice = async (p: Project, invoiceId: string): Promise<Produced> => {
  const d = await dataOf(p, invoiceId);
  if (!d.pdf_file || !d.pdf_sha256) throw new Error(`${d.number} : document pas encore produit`);
  const done = { file: d.pdf_file, sha256: d.pdf_sha256, profile: null };
  if (d.flow_id && d.platform_status) return done;
  const pdf = await download(p, "invoices", d.pdf_file);
  if ((await sha256Hex(pdf)) !== d.pdf_sha256)
    throw new FinalError(`${d.number} : le document stocké ne correspond plus à son empreinte`);
  const answer = await adapterFor(p).deposit(
    {
      trackingId: d.invoice_id,
      name: d.pdf_file.split("/").pop() ?? `${d.number}.pdf`,
      flowSyntax: "Factur-X",
      flowProfile: "EN16931",
      processingRule: "B2B",
      sellerSiren: d.seller_siren,
      buyerSiren: d.buyer_siren,
      sha256: d.pdf_sha256,
    },
    pdf,
  );
  await record(p, d, answer.flowId, answer.status, answer.reason, "platform", answer.at);
  return done;
};

export const sendPaid = async (p: Project, invoiceId: string): Promise<Produced> => {
  const d = await dataOf(p, invoiceId);
  if (d.final && d.platform_status !== "cashed")
    throw new FinalError(`${d.number} : statut ${d.platform_status} à la plateforme, « Encaissée » sans objet`);
  if (!d.flow_id) throw new Error(`${d.number} : pas encore déposée à la plateforme`);
  const message = {
    status: "212" as const,
    amount: Number(d.total_ttc),
    date: d.paid_at ?? new Date().toISOString().slice(0, 10),
    invoiceNumber: d.number,
  };
  if (d.platform_status !== "cashed") {
    const { at } = await adapterFor(p).sendStatus(d.flow_id, message);
    await record(p, d, d.flow_id, "212", null, "agency", at);
  }
  return { file: d.pdf_file ?? "", sha256: d.pdf_sha256 ?? "", profile: null };
};

// Independents' monthly invoices and payment requests in every status, with the invoice PDFs
// in storage and a recent URSSAF vigilance attestation for each independent invoiced.
import type { SeedContext, WorkspaceContext } from "../context.ts";
import {
  addDays,
  at,
  everyStatus,
  monthsBack,
  push,
  requestFile,
  round2,
  rowsPerStatus,
  type Output,
} from "../util.ts";

const INVOICE_STATUSES = [
  "draft",
  "generated",
  "pending_independent_validation",
  "validated",
  "booked",
  "partially_paid",
  "paid",
  "disputed",
  "canceled",
] as const;
const PAYMENT_STATUSES = ["requested", "approved", "scheduled", "paid", "rejected", "canceled"] as const;

export function seedIndependents(ctx: SeedContext, ws: WorkspaceContext, out: Output): void {
  const r = ctx.rng;
  const independents = ws.talents.filter((t) => t.worker_type === "independent" || t.worker_type === "portage");
  if (independents.length === 0) return;
  const contractOf = new Map(
    ws.contracts.filter((c) => c.contract_type === "independent_service").map((c) => [c.talent_id, c.contract_key]),
  );
  const ind = ws.actors.ind;
  let slot = 0;
  // each invoice takes its own (talent, month): talents in turn, months going back, past the
  // invoices the server's scheduler already made (requests/index.ts)
  const nextSlot = () => {
    for (;;) {
      const talent = independents[slot % independents.length];
      const month = monthsBack(ctx.today, 1 + Math.floor(slot / independents.length));
      slot += 1;
      if (!ws.taken.has(`${talent.id}:${contractOf.get(talent.id) ?? ""}:${month}`)) return { talent, month };
    }
  };
  const invoice = (status: string, amount: number, paid = 0) => {
    const { talent, month } = nextSlot();
    const id = r.uuid();
    const issued = addDays(month, 31);
    const generated = !["draft"].includes(status) && !(status === "canceled" && slot % 2 === 0);
    const vat = talent.worker_type === "independent" && slot % 3 === 0 ? 0 : 20;
    push(out, "independent_monthly_invoice", {
      id,
      workspace_id: ws.id,
      talent_id: talent.id,
      contract_key: contractOf.get(talent.id) ?? null,
      requester_id: ind.id,
      month,
      invoice_number: generated ? `FAC-${month.slice(0, 7).replace("-", "")}-${r.digits(4)}` : null,
      billed_entity: "Renfort SAS",
      self_billing: slot % 4 === 0,
      lines: [
        {
          description: `Prestation ${month.slice(0, 7)}`,
          quantity: round2(amount / 450),
          unit: "day",
          unit_price_ht: 450,
          amount_ht: amount,
        },
      ],
      amount,
      vat_rate: vat,
      paid_amount: paid,
      issue_date: generated ? issued : null,
      due_date: generated ? addDays(issued, 30) : null,
      file: generated ? requestFile(out, ws.id, "independent_monthly_invoice", id, "facture.pdf", ind.userId) : null,
      status,
      status_comment:
        status === "disputed"
          ? "Deux jours facturés en trop sur la semaine 3"
          : status === "canceled"
            ? "Avoir émis : facture en double"
            : status === "validated"
              ? "Accord écrit de l'indépendant reçu par e-mail"
              : null,
      comment: slot % 3 === 0 ? "TVA non applicable, art. 293 B du CGI" : null,
      created_by: ind.userId,
      created_at: at(addDays(month, 30)),
    });
    return { id, talent, ttc: round2(amount * (1 + vat / 100)) };
  };

  for (const status of everyStatus(INVOICE_STATUSES, rowsPerStatus(ctx.scale, ws.key))) {
    const amount = round2(2000 + r.int(0, 30) * 100);
    const ttc = round2(amount * 1.2);
    invoice(status, amount, status === "paid" ? ttc : status === "partially_paid" ? round2(ttc / 2) : 0);
  }
  for (const status of everyStatus(PAYMENT_STATUSES, rowsPerStatus(ctx.scale, ws.key))) {
    const amount = round2(1500 + r.int(0, 20) * 100);
    const paid = status === "paid";
    const inv = invoice(
      paid ? "paid" : ["requested", "approved", "scheduled"].includes(status) ? "booked" : "validated",
      amount,
      0,
    );
    const part = paid ? inv.ttc : round2(inv.ttc * (status === "requested" ? 0.5 : 1));
    if (paid) (out.tables.get("independent_monthly_invoice")!.at(-1) as Record<string, unknown>).paid_amount = part;
    push(out, "independent_payment_request", {
      workspace_id: ws.id,
      talent_id: inv.talent.id,
      independent_monthly_invoice_id: inv.id,
      requester_id: ind.id,
      amount: part,
      requested_payment_date: addDays(ctx.today, status === "paid" ? -r.int(3, 20) : r.int(1, 15)),
      early_payment: status === "scheduled",
      early_payment_fee: status === "scheduled" ? round2(part * 0.02) : null,
      payment_reference: paid ? `SEPA-${r.digits(10)}` : null,
      paid_at: paid ? at(addDays(ctx.today, -r.int(1, 10)), 10) : null,
      status,
      status_comment:
        status === "rejected"
          ? "RC Pro expirée : attestation à renouveler"
          : status === "canceled"
            ? "Paiement groupé avec la facture suivante"
            : null,
      created_by: ind.userId,
      created_at: at(addDays(ctx.today, -r.int(2, 20))),
    });
  }
  // the vigilance duty (L8222-1): a recent URSSAF attestation for each independent invoiced
  const invoiced = new Set(
    (out.tables.get("independent_monthly_invoice") ?? [])
      .filter((i) => i.workspace_id === ws.id)
      .map((i) => i.talent_id as string),
  );
  for (const talentId of invoiced) {
    const issued = addDays(ctx.today, -r.int(10, 60));
    const file = `${ws.id}/talents/${talentId}/urssaf_vigilance.pdf`;
    out.files.push({ bucket: "documents", path: file, mime: "application/pdf", kind: "pdf", ownerId: ind.userId });
    push(out, "document", {
      workspace_id: ws.id,
      type: "urssaf_vigilance",
      name: "Attestation de vigilance URSSAF",
      issued_at: issued,
      expiry_date: addDays(issued, 180),
      status: "valid",
      file,
      file_name: "urssaf_vigilance.pdf",
      mime_type: "application/pdf",
      talent_id: talentId,
      verified_by: ind.userId,
      verified_at: at(addDays(issued, 1)),
      created_by: ind.userId,
    });
  }
}

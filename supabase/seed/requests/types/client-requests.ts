// Client-side requests in every status: commercial conditions (generated and signed PDFs,
// e-signature fields), recruitment office invoices on clients with signed conditions,
// credit insurance requests and definitive ends of contracts.
import type { CompanyRow, SeedContext, WorkspaceContext } from "../context.ts";
import { accountByKey } from "../../accounts.ts";
import { addDays, at, cycle, everyStatus, push, requestFile, round2, rowsPerStatus, type Output } from "../util.ts";

export function seedClientRequests(ctx: SeedContext, ws: WorkspaceContext, out: Output): void {
  const r = ctx.rng;
  const n = rowsPerStatus(ctx.scale, ws.key);
  const signatories = new Map<string, string>();
  for (const c of ws.contacts) {
    if (c.status === "active" && c.email && c.roles.includes("contract_signatory") && !signatories.has(c.company_id))
      signatories.set(c.company_id, c.id);
  }
  const live = ws.companies.filter(
    (c) => c.siren && ["active", "inactive", "prospect"].includes(c.status) && signatories.has(c.id),
  );
  if (live.length === 0) return;
  const companies = cycle(r, live, 200);
  let next = 0;
  const company = (): CompanyRow => companies[next++ % companies.length];

  // Commercial conditions: the signed ones make their clients' fees approvable by a CSM.
  const signedCompanies: CompanyRow[] = [];
  const CC = [
    "draft",
    "pending_validation",
    "validated",
    "sent_for_signature",
    "signed",
    "rejected_by_client",
    "expired",
    "superseded",
    "canceled",
  ] as const;
  everyStatus(CC, n).forEach((status, i) => {
    const c = company();
    const id = r.uuid();
    const sent = ["sent_for_signature", "signed", "rejected_by_client", "expired", "superseded"].includes(status);
    const signed = ["signed", "expired", "superseded"].includes(status);
    const author = r.pick([...ws.actors.cons, ws.actors.csm]);
    const from = status === "expired" ? addDays(ctx.today, -400) : addDays(ctx.today, -r.int(0, 90));
    if (status === "signed") signedCompanies.push(c);
    // under the policy's floor of 1.5 (above break-even): validated only with the direction's derogation
    const coefficient = i % 7 === 3 ? 1.46 : [1.75, 1.85, 1.95, 2.1][i % 4];
    const derogation = coefficient < 1.5 && !["draft", "pending_validation", "canceled"].includes(status);
    push(out, "commercial_condition", {
      id,
      workspace_id: ws.id,
      scope_type: "company",
      company_id: c.id,
      requester_id: author.id,
      assignee_id: status === "pending_validation" ? ws.actors.acc.id : null,
      valid_from: from,
      valid_to: status === "expired" ? addDays(ctx.today, -35) : addDays(from, 365),
      coefficient_grid: [
        { job: "Maçon", coefficient: 1.85, min_pay_rate: 13.5 },
        { job: "Coffreur-bancheur", coefficient: 1.9, min_pay_rate: 14 },
      ],
      default_coefficient: coefficient,
      derogation_approved_at: derogation ? at(addDays(from, -7)) : null,
      derogation_approved_by: derogation && ws.key === "renfort" ? accountByKey("direction").teamMemberId : null,
      overtime_coefficient: 1.9,
      non_subject_coefficient: 1.05,
      recruitment_fee_percentage: 18,
      recruitment_fee_min: 3500,
      guarantee_months: 3,
      payment_terms_days: [30, 45][i % 2],
      payment_terms_mode: "net",
      invoice_frequency: i % 3 === 0 ? "weekly" : "monthly",
      invoice_grouping: (["contract", "worksite", "po", "company"] as const)[i % 4],
      po_required: i % 4 === 2,
      special_clauses: i % 5 === 0 ? "Facturation des heures de nuit au coefficient majoré de 10 %." : null,
      signer_contact_id: status === "validated" || sent ? signatories.get(c.id) : null,
      // validated ones get theirs from the server's document queue at first start (their job is
      // recorded at insertion, 22_document_queue.sql); sent and signed ones come with a file
      generated_file: sent
        ? requestFile(out, ws.id, "commercial_condition", id, "conditions-commerciales.pdf", author.userId)
        : null,
      signed_file: signed
        ? requestFile(out, ws.id, "commercial_condition", id, "conditions-commerciales-signees.pdf", author.userId)
        : null,
      signature_provider: sent ? "yousign" : null,
      signature_request_id: sent ? `sig_cc_${r.digits(12)}` : null,
      signature_status: signed
        ? "completed"
        : status === "rejected_by_client"
          ? "declined"
          : status === "sent_for_signature"
            ? "sent"
            : "not_sent",
      sent_for_signature_at: sent ? at(addDays(from, -5)) : null,
      signed_at: signed ? at(addDays(from, -2)) : null,
      status,
      status_comment:
        status === "rejected_by_client"
          ? "Le client refuse le coefficient heures de nuit"
          : status === "canceled"
            ? "Remplacées par une proposition groupe"
            : status === "superseded"
              ? "Remplacées par une nouvelle version"
              : null,
      created_by: author.userId,
      created_at: at(addDays(from, -10)),
    });
  });

  // Recruitment office invoices: open ones on clients with signed conditions.
  const RO = ["requested", "approved", "invoiced", "paid", "credit_note", "canceled"] as const;
  const talents = cycle(r, ws.talents, RO.length * n);
  everyStatus(RO, n).forEach((status, i) => {
    const c =
      status === "requested" && signedCompanies.length > 0 ? signedCompanies[i % signedCompanies.length] : company();
    const id = r.uuid();
    const start = addDays(ctx.today, status === "requested" || status === "approved" ? r.int(5, 40) : -r.int(20, 80));
    const invoiced = ["invoiced", "paid", "credit_note"].includes(status);
    const percentage = i % 3 !== 2;
    const author = ws.actors.cons[i % ws.actors.cons.length];
    push(out, "recruitment_office_invoice_request", {
      id,
      workspace_id: ws.id,
      company_id: c.id,
      contact_id: signatories.get(c.id),
      talent_id: talents[i].id,
      requester_id: author.id,
      assignee_id: status === "requested" ? null : ws.actors.acc.id,
      job_name: r.pick([
        "Conducteur de travaux",
        "Chef de chantier gros œuvre",
        "Ingénieur études de prix",
        "Chargé d'affaires CVC",
      ]),
      contract_type: i % 4 === 3 ? "cdd" : "cdi",
      start_date: start,
      annual_wage: 32000 + r.int(0, 18) * 1000,
      variable_included: i % 2 === 0,
      is_fee_percentage: percentage,
      fee_amount: percentage ? 20 : 6500,
      fee_comment: percentage ? "20 % du fixe annuel brut, conformément aux conditions" : "Forfait négocié",
      timeline: "Présentation de 3 candidats sous 15 jours, démarrage sous 6 semaines",
      billing_schedule: (["on_hire", "after_trial", "retainer_thirds"] as const)[i % 3],
      guarantee_end_date: addDays(start, 90),
      candidate_left_at: status === "credit_note" ? addDays(start, 30) : null,
      invoice_number: invoiced ? `REC-${r.digits(6)}` : null,
      invoice_file: invoiced
        ? requestFile(
            out,
            ws.id,
            "recruitment_office_invoice_request",
            id,
            "facture-honoraires.pdf",
            ws.actors.acc.userId,
          )
        : null,
      paid_at: status === "paid" || status === "credit_note" ? at(addDays(start, 40)) : null,
      status,
      status_comment:
        status === "credit_note"
          ? "Départ du candidat pendant la période de garantie"
          : status === "canceled"
            ? "Candidat désisté avant la prise de poste"
            : null,
      created_by: author.userId,
      created_at: at(addDays(start, -20)),
    });
  });

  // Credit insurance: one active cover per client and type (distinct clients).
  const CI = [
    "draft",
    "submitted",
    "granted",
    "partially_granted",
    "refused",
    "expired",
    "terminated",
    "canceled",
  ] as const;
  const covered = new Set<string>();
  everyStatus(CI, n).forEach((status, i) => {
    const needsFree = ["submitted", "granted", "partially_granted"].includes(status);
    const c = needsFree ? live.find((x) => !covered.has(x.id)) : company();
    if (!c) return;
    if (needsFree) covered.add(c.id);
    const decided = ["granted", "partially_granted", "refused", "expired", "terminated"].includes(status);
    const requested = 50000 + r.int(0, 25) * 10000;
    const decision = addDays(ctx.today, status === "expired" ? -420 : -r.int(5, 200));
    const requester = r.pick([ws.actors.csm, ...ws.actors.cons]);
    const id = r.uuid();
    push(out, "company_insurance_request", {
      id,
      workspace_id: ws.id,
      company_id: c.id,
      requester_id: requester.id,
      assignee_id: status === "draft" ? null : ws.actors.acc.id,
      type: i % 5 === 4 ? "client_decennale_certificate" : "credit_insurance",
      insurer: (["allianz_trade", "coface", "atradius", "groupama_ac"] as const)[i % 4],
      policy_number: decided ? `POL-${r.digits(8)}` : null,
      requested_amount: requested,
      granted_amount: ["granted", "expired", "terminated"].includes(status)
        ? requested
        : status === "partially_granted"
          ? round2(requested * 0.6)
          : null,
      decision_date: decided ? decision : null,
      valid_until: ["granted", "partially_granted", "terminated"].includes(status)
        ? addDays(decision, 365)
        : status === "expired"
          ? addDays(decision, 365)
          : null,
      decision_reason:
        status === "refused"
          ? "Comptes 2025 non publiés"
          : status === "partially_granted"
            ? "Encours limité au regard du chiffre d'affaires"
            : null,
      document_file: decided
        ? requestFile(out, ws.id, "company_insurance_request", id, "decision-assureur.pdf", ws.actors.acc.userId)
        : null,
      status,
      status_comment:
        status === "refused"
          ? "Refus de l'assureur"
          : status === "terminated"
            ? "Client repris par un groupe couvert"
            : status === "canceled"
              ? "Client perdu"
              : null,
      created_by: requester.userId,
      created_at: at(addDays(decision, -20)),
    });
  });

  // Definitive ends: open ones on running contracts (one per contract), processed ones on
  // contracts ended early.
  const DE = ["requested", "under_review", "approved", "processed", "rejected", "canceled"] as const;
  const running = ws.contracts.filter(
    (c) =>
      c.status === "active" &&
      !c.definitive_end_date &&
      c.end_date &&
      c.start_date < ctx.today &&
      c.end_date > addDays(ctx.today, 10),
  );
  const endedEarly = ws.contracts.filter((c) => c.status === "terminated_early" && c.definitive_end_date);
  const openPicks = cycle(r, running, DE.length * n);
  const usedKeys = new Set<string>();
  everyStatus(DE, n).forEach((status, i) => {
    const processed = status === "processed";
    const contract = processed
      ? endedEarly[i % Math.max(endedEarly.length, 1)]
      : [openPicks[i], ...running].find((c) => c && !usedKeys.has(c.contract_key));
    if (!contract) return;
    if (!processed) usedKeys.add(contract.contract_key);
    const requester = r.pick([...ws.actors.cons, ws.actors.csm, ws.actors.xcsm]);
    const end = processed ? contract.definitive_end_date! : addDays(ctx.today, 5 + (i % 4));
    const id = r.uuid();
    push(out, "definitive_end_request", {
      id,
      workspace_id: ws.id,
      contract_id: contract.id,
      requester_id: requester.id,
      assignee_id: status === "requested" ? null : ws.actors.csm.id,
      initiator: "client",
      reason: processed ? "mutual_agreement" : (["flex_advance", "mutual_agreement"] as const)[i % 2],
      requested_end_date: end,
      effective_end_date: ["approved", "processed"].includes(status) ? end : null,
      proof_file:
        i % 3 === 0
          ? requestFile(out, ws.id, "definitive_end_request", id, "courrier-client.pdf", requester.userId)
          : null,
      end_documents: processed
        ? { certificat_de_travail: true, attestation_france_travail: true, solde_de_tout_compte: true }
        : {},
      status,
      status_comment:
        status === "rejected"
          ? "Le client maintient la mission jusqu'au terme"
          : status === "canceled"
            ? "Le chantier reprend finalement"
            : null,
      created_by: requester.userId,
      created_at: at(addDays(ctx.today, -r.int(1, 15))),
    });
  });
}

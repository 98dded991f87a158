// Professional BTP cards, PPE requests with their items, meal vouchers and allowances, and
// expense claims, each in every status, with photos, receipts and handover sheets in storage.
import type { SeedContext, WorkspaceContext } from "../context.ts";
import { addDays, at, cycle, everyStatus, push, requestFile, round2, rowsPerStatus, type Output } from "../util.ts";

const RENFORT_SIREN = "794652115";

export function seedProfessionalCards(ctx: SeedContext, ws: WorkspaceContext, out: Output): void {
  const r = ctx.rng;
  const STATUSES = [
    "draft",
    "submitted",
    "awaiting_payment",
    "paid",
    "card_received",
    "delivered",
    "rejected",
    "canceled",
  ] as const;
  const statuses = everyStatus(STATUSES, rowsPerStatus(ctx.scale, ws.key));
  const contracts = ws.contracts.filter((c) =>
    ["signed", "validated", "active", "sent_for_signature"].includes(c.status),
  );
  // A talent whose carte BTP runs past the contract needs no new one (the database refuses the
  // request): a request on its way is for a talent without one; a received card is the one the
  // talent now holds, and a refused or canceled request may have been for anyone.
  const needsCard = (status: string) => ["draft", "submitted", "awaiting_payment", "paid"].includes(status);
  const used = new Set<string>();
  cycle(r, contracts, statuses.length).forEach((pick, i) => {
    const status = statuses[i];
    const contract = [pick, ...contracts].find(
      (c) => c && !used.has(c.talent_id) && !(needsCard(status) && c.card_held),
    );
    if (!contract) return;
    used.add(contract.talent_id);
    const talent = ws.talents.find((t) => t.id === contract.talent_id);
    const id = r.uuid();
    const submitted = status !== "draft" && !(status === "canceled" && i % 2 === 0);
    const paid = ["paid", "card_received", "delivered"].includes(status);
    const card = ["card_received", "delivered"].includes(status);
    const issued = addDays(ctx.today, -r.int(2, 20));
    const requester = r.pick([...ws.actors.cons, ws.actors.csm, ws.actors.xcsm]);
    push(out, "professional_card_request", {
      id,
      workspace_id: ws.id,
      contract_id: contract.id,
      requester_id: requester.id,
      assignee_id: submitted ? ws.actors.xcsm.id : null,
      employer_siren: RENFORT_SIREN,
      identity_snapshot: talent
        ? {
            last_name: talent.last_name,
            first_name: talent.first_name,
            birth_date: talent.birth_date,
            nationality_code: talent.nationality_code,
          }
        : {},
      photo_file:
        submitted || i % 3 === 0
          ? requestFile(out, ws.id, "professional_card_request", id, "photo-identite.jpg", requester.userId)
          : null,
      payment_method: status === "awaiting_payment" ? "transfer" : "card",
      request_number: submitted ? `CBTP-${r.digits(9)}` : null,
      provisional_attestation_file: paid
        ? requestFile(out, ws.id, "professional_card_request", id, "attestation-provisoire.pdf", ws.actors.acc.userId)
        : null,
      card_number: card ? `BTP${r.digits(10)}` : null,
      issued_at: card ? issued : null,
      expires_at: card ? addDays(issued, 1826) : null,
      delivered_at: status === "delivered" ? at(addDays(ctx.today, -1), 10) : null,
      status,
      status_comment:
        status === "rejected"
          ? "Photo non conforme (fond non uni)"
          : status === "canceled"
            ? "Mission annulée avant le dépôt"
            : null,
      created_by: requester.userId,
      created_at: at(addDays(ctx.today, -r.int(5, 40))),
    });
  });
}

const ITEMS = [
  { item_type: "safety_shoes", label: "Chaussures S3 montantes", attribute: null, cost: 59 },
  { item_type: "helmet", label: "Casque de chantier EN 397", attribute: null, cost: 14.5 },
  { item_type: "hi_vis", label: "Gilet haute visibilité classe 2", attribute: "L", cost: 6.9 },
  { item_type: "gloves", label: "Gants de manutention", attribute: "9", cost: 4.2 },
  { item_type: "workwear", label: "Pantalon de travail", attribute: "XL", cost: 32 },
] as const;

export function seedPpe(ctx: SeedContext, ws: WorkspaceContext, out: Output): void {
  const r = ctx.rng;
  const STATUSES = [
    "requested",
    "approved",
    "ordered",
    "ready",
    "partially_delivered",
    "delivered",
    "rejected",
    "canceled",
  ] as const;
  const statuses = everyStatus(STATUSES, rowsPerStatus(ctx.scale, ws.key));
  const contracts = cycle(
    r,
    ws.contracts.filter((c) => ["signed", "validated", "active", "sent_for_signature"].includes(c.status)),
    statuses.length,
  );
  const seeded: Array<{ request: Record<string, unknown>; talentId: string; live: boolean; items: Set<string> }> = [];
  statuses.forEach((status, i) => {
    const contract = contracts[i];
    if (!contract) return;
    const id = r.uuid();
    const requester = r.pick([...ws.actors.cons, ws.actors.csm, ws.actors.xcsm]);
    const mode = (["agency", "worksite", "shipping"] as const)[i % 3];
    const delivered = ["partially_delivered", "delivered"].includes(status);
    const items = ITEMS.slice(0, 2 + (i % 3));
    const request = push(out, "ppe_request", {
      id,
      workspace_id: ws.id,
      contract_id: contract.id,
      requester_id: requester.id,
      assignee_id: status === "requested" ? null : ws.actors.csm.id,
      needed_by: [addDays(contract.start_date, -1), addDays(ctx.today, 3)].sort()[1],
      delivery_mode: mode,
      delivery_address:
        mode === "agency"
          ? null
          : mode === "worksite"
            ? "Chantier — base vie, entrée nord"
            : "12 rue des Artisans, 69003 Lyon",
      supplier: ["ordered", "ready", "partially_delivered", "delivered"].includes(status)
        ? r.pick(["Würth", "Manutan", "Bacou-Dalloz"])
        : null,
      handover_signature_file: delivered
        ? requestFile(out, ws.id, "ppe_request", id, "remise-epi-signee.pdf", ws.actors.csm.userId)
        : null,
      delivered_at: delivered ? at(addDays(ctx.today, -r.int(1, 10)), 8) : null,
      status,
      status_comment:
        status === "rejected"
          ? "EPI fournis par le client (contrat de mise à disposition)"
          : status === "canceled"
            ? "Le talent a ses propres EPI"
            : null,
      created_by: requester.userId,
      created_at: at(addDays(ctx.today, -r.int(3, 30))),
    });
    seeded.push({
      request,
      talentId: contract.talent_id,
      live: status !== "rejected" && status !== "canceled",
      items: new Set(items.map((x) => x.item_type)),
    });
    items.forEach((item, n) => {
      const canceled = n === 1 && i % 4 === 1 && items.length > 2;
      push(out, "ppe_request_item", {
        ppe_request_id: id,
        workspace_id: ws.id,
        item_type: item.item_type,
        label: item.label,
        attribute: item.item_type === "safety_shoes" ? String(39 + (i % 7)) : item.attribute,
        quantity: item.item_type === "gloves" ? 2 : 1,
        unit_cost_ht: item.cost,
        is_canceled: canceled,
        canceled_reason: canceled ? "Déjà en possession du talent" : null,
        delivered_quantity:
          status === "delivered"
            ? item.item_type === "gloves"
              ? 2
              : 1
            : status === "partially_delivered"
              ? n === 0
                ? 1
                : 0
              : null,
        created_by: requester.userId,
      });
    });
  });
  // A request renewing an item the talent got less than 6 months before carries its reason
  // (the PPE renewal rule, supabase/schemas/10_requests.sql).
  for (const s of seeded)
    if (
      seeded.some(
        (o) =>
          o !== s &&
          o.live &&
          o.talentId === s.talentId &&
          String(o.request.created_at) < String(s.request.created_at) &&
          [...o.items].some((x) => s.items.has(x)),
      )
    )
      s.request.renewal_reason = "Renouvellement : équipement usé ou perdu";
}

export function seedMealCards(ctx: SeedContext, ws: WorkspaceContext, out: Output): void {
  const r = ctx.rng;
  const STATUSES = ["requested", "validated", "ordered", "loaded", "rejected", "canceled"] as const;
  const statuses = everyStatus(STATUSES, rowsPerStatus(ctx.scale, ws.key));
  // one benefit per contract and month: every (contract, month) with signed days is a slot
  const slots = ws.contracts.flatMap((c) =>
    (ws.signedDays.get(c.contract_key) ?? []).map((m) => ({ contract: c, ...m })),
  );
  const picked = cycle(r, slots, statuses.length);
  // a month the server's scheduler already asked for (requests/index.ts) is not asked again
  const used = new Set<string>(ws.taken);
  statuses.forEach((status, i) => {
    const slot = [picked[i], ...slots].find((s) => s && !used.has(`${s.contract.contract_key}:${s.month}`));
    if (!slot) return;
    if (!["rejected", "canceled"].includes(status)) used.add(`${slot.contract.contract_key}:${slot.month}`);
    const voucher = i % 3 !== 2;
    const requester = r.pick([...ws.actors.cons, ws.actors.xcsm]);
    push(out, "meal_card_request", {
      workspace_id: ws.id,
      contract_id: slot.contract.id,
      requester_id: requester.id,
      benefit_type: voucher ? "meal_voucher" : "meal_allowance",
      period_month: slot.month,
      eligible_days: Math.max(0, slot.days - (i % 2)),
      face_value: voucher ? [9, 10, 12.2][i % 3] : null,
      employer_share_rate: voucher ? [50, 55, 60][i % 3] : null,
      provider: voucher ? r.pick(["edenred", "pluxee", "up", "swile"]) : null,
      allowance_kind: voucher ? null : (["workplace", "outside", "restaurant"] as const)[i % 3],
      allowance_unit_amount: voucher ? null : [7.5, 10.4, 12][i % 3],
      card_last4: voucher && ["ordered", "loaded"].includes(status) ? r.digits(4) : null,
      loaded_at: status === "loaded" ? at(addDays(ctx.today, -r.int(1, 10)), 7) : null,
      status,
      status_comment:
        status === "rejected"
          ? "Le client n'accorde pas de titres-restaurant à ses salariés"
          : status === "canceled"
            ? "Remplacée par une indemnité de panier"
            : null,
      created_by: requester.userId,
      created_at: at(addDays(slot.month, 27)),
    });
  });
}

export function seedExpenseClaims(ctx: SeedContext, ws: WorkspaceContext, out: Output): void {
  const r = ctx.rng;
  const STATUSES = ["draft", "submitted", "approved", "partially_approved", "rejected", "paid", "canceled"] as const;
  const statuses = everyStatus(STATUSES, rowsPerStatus(ctx.scale, ws.key));
  const started = ws.contracts.filter(
    (c) => ["active", "ended", "terminated_early"].includes(c.status) && c.start_date < ctx.today,
  );
  const contracts = cycle(r, started, statuses.length);
  const CATEGORIES = [
    { category: "mileage", amount: 0, km: 46, cv: 5 },
    { category: "public_transport", amount: 86.4 },
    { category: "meal", amount: 18.9 },
    { category: "toll", amount: 12.6 },
    { category: "parking", amount: 9 },
    { category: "lodging", amount: 245 },
    { category: "tools", amount: 129.9 },
  ] as const;
  statuses.forEach((status, i) => {
    const contract = contracts[i];
    if (!contract) return;
    const id = r.uuid();
    const c = CATEGORIES[i % CATEGORIES.length];
    const last = [contract.definitive_end_date, contract.end_date, ctx.today].filter(Boolean).sort()[0]!;
    const date = [addDays(last, -r.int(1, 20)), contract.start_date].sort()[1];
    const amount = c.category === "mileage" ? round2(46 * 2 * 0.636) : round2(c.amount + (i % 5));
    const requester = r.pick([...ws.actors.cons, ws.actors.xcsm]);
    const decided = ["approved", "partially_approved", "paid"].includes(status);
    push(out, "expense_claim_request", {
      id,
      workspace_id: ws.id,
      contract_id: contract.id,
      requester_id: requester.id,
      assignee_id: status === "draft" ? null : ws.actors.csm.id,
      expense_date: date,
      category: c.category,
      description: `${c.category === "mileage" ? "Trajet domicile – chantier (aller-retour)" : "Frais de mission"}`,
      amount_ttc: amount,
      vat_amount: ["meal", "lodging", "tools", "toll"].includes(c.category) ? round2(amount / 12) : 0,
      km: c.category === "mileage" ? 92 : null,
      fiscal_horsepower: c.category === "mileage" ? 5 : null,
      receipt_file:
        c.category === "mileage"
          ? null
          : requestFile(out, ws.id, "expense_claim_request", id, "justificatif.pdf", requester.userId),
      rebillable_to_client: i % 4 === 0,
      rebill_coefficient: i % 4 === 0 ? 1.05 : null,
      approved_amount: decided
        ? status === "partially_approved" || (status === "paid" && i % 2 === 0)
          ? round2(amount / 2)
          : amount
        : null,
      paid_at: status === "paid" ? at(addDays(ctx.today, -r.int(1, 10)), 11) : null,
      payment_reference: status === "paid" ? `NDF-${r.digits(8)}` : null,
      status,
      status_comment:
        status === "partially_approved" || (status === "paid" && i % 2 === 0)
          ? "Plafond repas URSSAF appliqué"
          : status === "rejected"
            ? "Dépense hors mission"
            : status === "canceled"
              ? "Saisie en double"
              : null,
      created_by: requester.userId,
      created_at: at(addDays(date, r.int(1, 5))),
    });
  });
}

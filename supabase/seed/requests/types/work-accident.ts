// Work accidents in every status: open ones at various points of their 48-hour declaration
// window (one overdue, one critical), declared ones on time or late with a reason, and the
// client's prior information (cerfa 60-3741) and certificates as files.
import type { SeedContext, WorkspaceContext } from "../context.ts";
import { addDays, at, cycle, everyStatus, hoursAgo, rowsPerStatus, push, requestFile, type Output } from "../util.ts";

const STATUSES = [
  "reported",
  "prior_info_received",
  "declared",
  "under_investigation",
  "recognized",
  "refused",
  "closed",
  "canceled",
] as const;
const CIRCUMSTANCES = [
  [
    "M. X déclare avoir glissé sur une planche de coffrage en descendant de l'échafaudage.",
    "Décoffrage d'un voile béton",
    "Entorse",
    "Cheville gauche",
  ],
  [
    "Chute de plain-pied en portant un sac de ciment dans la zone de stockage.",
    "Approvisionnement du poste de travail",
    "Contusion",
    "Genou droit",
  ],
  ["Coupure à la main lors de la découpe d'une gaine électrique.", "Tirage de câbles", "Plaie", "Main gauche"],
  ["Heurt à la tête contre une poutrelle métallique lors de la mise en place d'un étai.", "Étaiement", "Choc", "Tête"],
  [
    "Accident de scooter sur le trajet domicile-chantier, percuté par un véhicule.",
    "Trajet",
    "Fracture",
    "Poignet droit",
  ],
] as const;

export function seedWorkAccidents(ctx: SeedContext, ws: WorkspaceContext, out: Output): void {
  const r = ctx.rng;
  const now = new Date();
  const started = ws.contracts.filter(
    (c) => ["active", "ended", "terminated_early"].includes(c.status) && c.start_date <= addDays(ctx.today, -10),
  );
  const statuses = everyStatus(STATUSES, rowsPerStatus(ctx.scale, ws.key));
  const picked = cycle(r, started, statuses.length);
  const active = cycle(
    r,
    started.filter((c) => c.status === "active" && !c.definitive_end_date),
    statuses.length,
  );
  statuses.forEach((status, i) => {
    const contract = status === "reported" || status === "prior_info_received" ? active[i] : picked[i];
    if (!contract) return;
    const id = r.uuid();
    const open = status === "reported" || status === "prior_info_received";
    const lastDay = [contract.definitive_end_date, contract.end_date, ctx.today].filter(Boolean).sort()[0]!;
    // open ones: learned of 2 h, 30 h, 40 h or 5 days ago (on time, soon due, critical, overdue)
    const agencyAware = open ? hoursAgo(now, [2, 30, 40, 120][i % 4]) : at(addDays(lastDay, -r.int(3, 8)), 15);
    const occurred = new Date(new Date(agencyAware).getTime() - r.int(1, 6) * 3_600_000).toISOString();
    const c = CIRCUMSTANCES[i % CIRCUMSTANCES.length];
    const declared = !open && status !== "canceled";
    const late = declared && i % 5 === 0;
    const declaredAt = declared
      ? new Date(new Date(agencyAware).getTime() + (late ? 100 : 20) * 3_600_000).toISOString()
      : null;
    const requester = r.pick([...ws.actors.cons, ws.actors.csm, ws.actors.xcsm]);
    // declared only with the client's prior information (cerfa 60-3741): supabase/schemas/10_requests.sql
    const withPriorInfo = status !== "reported" && status !== "canceled";
    const stoppage = i % 3 !== 0;
    push(out, "work_accident_request", {
      id,
      workspace_id: ws.id,
      talent_id: contract.talent_id,
      contract_id: contract.id,
      requester_id: requester.id,
      assignee_id: ws.actors.csm.id,
      accident_type: c[2] === "Fracture" ? "commute" : "work",
      occurred_at: occurred,
      location: c[2] === "Fracture" ? "Trajet domicile – chantier" : "Chantier, zone de coffrage",
      client_aware_at: occurred,
      agency_aware_at: agencyAware,
      client_prior_info_file: withPriorInfo
        ? requestFile(
            out,
            ws.id,
            "work_accident_request",
            id,
            "information-prealable-60-3741.pdf",
            ws.actors.csm.userId,
          )
        : null,
      circumstances: c[0],
      activity_at_time: c[1],
      injury_nature: c[2],
      injury_location: c[3],
      witnesses: i % 2 === 0 ? [{ name: "Chef de chantier", phone: "0600000000" }] : [],
      work_stoppage: stoppage,
      stoppage_start: stoppage ? occurred.slice(0, 10) : null,
      stoppage_end: stoppage && !open ? addDays(occurred.slice(0, 10), r.int(3, 21)) : null,
      hospitalization: i % 7 === 0,
      initial_certificate_file: declared
        ? requestFile(out, ws.id, "work_accident_request", id, "certificat-medical-initial.pdf", ws.actors.csm.userId)
        : null,
      declared_at: declaredAt,
      dat_reference: declared ? `DAT-${r.digits(10)}` : null,
      late_declaration_reason: late
        ? "Information reçue du client un vendredi soir, déclaration faite à la reprise"
        : null,
      reserves: i % 6 === 1 && declared,
      reserves_text:
        i % 6 === 1 && declared ? "Aucun témoin ; horaires de l'accident incohérents avec le relevé d'heures." : null,
      accident_sheet_given_at: declared ? declaredAt : null,
      cpam_decision_at: ["recognized", "refused", "closed"].includes(status)
        ? [addDays(occurred.slice(0, 10), r.int(15, 30)), ctx.today].sort()[0]
        : null,
      cpam_decision: status === "closed" ? "recognized" : null,
      status,
      status_comment:
        status === "canceled"
          ? "Doublon d'une déclaration existante"
          : status === "refused"
            ? "Caractère professionnel non établi selon la CPAM"
            : null,
      created_by: requester.userId,
      created_at: agencyAware,
    });
  });
}

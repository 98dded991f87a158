// Medical centres and medical checkup requests in every status, with their convocations and
// aptitude notices (files in storage) for the visits that reached them.
import type { SeedContext, WorkspaceContext } from "../context.ts";
import { addDays, at, cycle, everyStatus, rowsPerStatus, push, requestFile, type Output } from "../util.ts";

const STATUSES = [
  "to_schedule",
  "requested",
  "scheduled",
  "done",
  "certificate_received",
  "no_show",
  "canceled",
] as const;
const CENTERS = [
  { name: "SPSTI BTP Rhône", kind: "spsti_interim", city: "Lyon", dept: ["69", "01"], loc: [4.8467, 45.7485] },
  {
    name: "ACMS Intérim Île-de-France",
    kind: "spsti_interim",
    city: "Paris",
    dept: ["75", "92", "93", "94"],
    loc: [2.3488, 48.8534],
  },
  {
    name: "Prévention Santé Travail Provence",
    kind: "spsti_interim",
    city: "Marseille",
    dept: ["13", "83"],
    loc: [5.3698, 43.2965],
  },
  {
    name: "Dr Martin — médecin praticien correspondant",
    kind: "correspondent_doctor",
    city: "Grenoble",
    dept: ["38"],
    loc: [5.7245, 45.1885],
  },
  {
    name: "Centre médical du Travail Nord",
    kind: "private_center",
    city: "Lille",
    dept: ["59", "62"],
    loc: [3.0573, 50.6292],
  },
] as const;

export function seedMedical(ctx: SeedContext, ws: WorkspaceContext, out: Output): void {
  const r = ctx.rng;
  const centers = CENTERS.map((c, i) => {
    const id = r.uuid();
    push(out, "medical_center", {
      id,
      workspace_id: ws.id,
      name: ws.key === "renfort" ? c.name : `${c.name} (Cabinet)`,
      kind: c.kind,
      siret: null,
      address: `${10 + i * 7} rue de la Santé, ${c.city}`,
      location: `POINT(${c.loc[0]} ${c.loc[1]})`,
      departments_covered: c.dept,
      phone_number: `04${String(72000000 + i * 1111).padStart(8, "0")}`,
      email: `rdv@centre-${i + 1}.fr`,
      booking_url: i % 2 === 0 ? `https://rdv.centre-${i + 1}.fr` : null,
      opening_hours: "Lundi au vendredi, 8 h – 17 h",
      instructions_for_talent: "Se présenter 15 minutes avant le rendez-vous avec une pièce d'identité.",
      status: i === CENTERS.length - 1 ? "inactive" : "active",
      status_comment: i === CENTERS.length - 1 ? "Convention non renouvelée" : null,
      created_by: ws.actors.csm.userId,
      created_at: at(addDays(ctx.today, -300)),
    });
    return id;
  }).slice(0, CENTERS.length - 1);

  const statuses = everyStatus(STATUSES, rowsPerStatus(ctx.scale, ws.key));
  const live = ws.contracts.filter((c) =>
    ["active", "signed", "validated", "ended", "sent_for_signature"].includes(c.status),
  );
  const picked = cycle(r, live, statuses.length);
  const open = new Set<string>();
  statuses.forEach((status, i) => {
    const visit = (["sir_initial", "vip_initial", "vip_periodic", "return_to_work"] as const)[i % 4];
    // one open visit of a kind per talent
    const isOpen = !["certificate_received", "canceled"].includes(status);
    const contract = [picked[i], ...live].find((c) => c && !(isOpen && open.has(`${c.talent_id}:${visit}`)));
    if (!contract) return;
    if (isOpen) open.add(`${contract.talent_id}:${visit}`);
    const id = r.uuid();
    const requester = r.pick([...ws.actors.cons, ws.actors.csm, ws.actors.xcsm]);
    const past = ["done", "certificate_received", "no_show"].includes(status);
    const booked = !["to_schedule", "canceled"].includes(status);
    const appointment =
      status === "scheduled"
        ? at(addDays(ctx.today, r.int(2, 20)), 9 + r.int(0, 7))
        : past
          ? at(addDays(ctx.today, -r.int(2, 30)), 9 + r.int(0, 7))
          : null;
    const convocation = booked
      ? requestFile(out, ws.id, "medical_checkup_request", id, "convocation.pdf", ws.actors.csm.userId)
      : null;
    push(out, "medical_checkup_request", {
      id,
      workspace_id: ws.id,
      talent_id: contract.talent_id,
      contract_id: visit === "vip_periodic" || visit === "return_to_work" ? null : contract.id,
      requester_id: requester.id,
      assignee_id: booked ? ws.actors.csm.id : null,
      visit_type: visit,
      risk_reasons:
        visit === "sir_initial"
          ? r.sample(["driving_authorization", "scaffolding", "electrical_clearance", "asbestos"], r.int(1, 2))
          : [],
      medical_center_id: booked || (status === "canceled" && i % 2 === 0) ? r.pick(centers) : null,
      appointment_at: appointment,
      convocation_sent_at: booked ? at(addDays(ctx.today, -r.int(3, 35))) : null,
      convocation_file: convocation,
      cost_ht: past ? [45, 60, 85][i % 3] : null,
      status,
      status_comment:
        status === "canceled"
          ? "Mission annulée par le client"
          : status === "no_show"
            ? "Le talent ne s'est pas présenté, à recontacter"
            : null,
      due_at: visit === "vip_periodic" ? at(addDays(ctx.today, r.int(-5, 60))) : null,
      comment: i % 5 === 0 ? "Préférence pour un rendez-vous le matin." : null,
      created_by: requester.userId,
      created_at: at(addDays(ctx.today, -r.int(5, 60))),
    });
    if (status === "certificate_received") {
      push(out, "medical_checkup_result", {
        medical_checkup_request_id: id,
        workspace_id: ws.id,
        result: (["fit", "follow_up_attestation", "fit_with_adjustments", "unfit"] as const)[i % 4],
        workplace_restrictions: i % 4 === 2 ? "Pas de port de charges supérieures à 15 kg." : null,
        certificate_file: requestFile(
          out,
          ws.id,
          "medical_checkup_result",
          id,
          "avis-medical.pdf",
          ws.actors.csm.userId,
        ),
        issued_at: addDays(ctx.today, -r.int(1, 20)),
        valid_until: addDays(ctx.today, 700),
        created_by: ws.actors.csm.userId,
      });
    }
  });
}

// Training centres and qualification training requests in every status: quotes, sessions
// booked in the future, certificates with their validity for those that reached them.
import type { SeedContext, WorkspaceContext } from "../context.ts";
import { addDays, at, cycle, everyStatus, push, requestFile, rowsPerStatus, type Output } from "../util.ts";

const STATUSES = [
  "requested",
  "approved",
  "booked",
  "in_progress",
  "completed",
  "certified",
  "failed",
  "no_show",
  "rejected",
  "canceled",
] as const;
const CENTERS = [
  {
    name: "AFTRAL Formation Lyon",
    type: "caces",
    offers: ["caces", "work_at_height"],
    city: "Lyon",
    loc: [4.8667, 45.7333],
  },
  {
    name: "Apave Île-de-France",
    type: "electrical_clearance",
    offers: ["electrical_clearance", "sst", "aipr"],
    city: "Paris",
    loc: [2.3522, 48.8566],
  },
  {
    name: "Bureau Veritas Formation Marseille",
    type: "caces",
    offers: ["caces", "scaffolding", "aipr"],
    city: "Marseille",
    loc: [5.3811, 43.2803],
  },
  { name: "Croix-Rouge Compétence Nantes", type: "sst", offers: ["sst"], city: "Nantes", loc: [-1.5536, 47.2184] },
  {
    name: "Centre de formation Bâtir Nord",
    type: "asbestos",
    offers: ["asbestos", "work_at_height"],
    city: "Lille",
    loc: [3.0573, 50.6292],
  },
] as const;
const TRAININGS = [
  { type: "caces", category: "R482 B1", price: 690, hours: 21 },
  { type: "electrical_clearance", category: "B1V-BR", price: 520, hours: 14 },
  { type: "aipr", category: "Opérateur", price: 180, hours: 7 },
  { type: "sst", category: "Initial", price: 240, hours: 14 },
  { type: "caces", category: "R486 B", price: 950, hours: 21 },
] as const;

const letters = (v: string | null) => (v ?? "").toUpperCase().replace(/[^A-Z0-9]/g, "");

/** Whether the talent holds the qualification a recycling renews (a CACES of the category asked). */
function holds(ws: WorkspaceContext, talentId: string, training: (typeof TRAININGS)[number]): boolean {
  return (ws.heldQualifications.get(talentId) ?? []).some(
    (h) =>
      h.type === training.type && (h.type !== "caces" || letters(h.category).startsWith(letters(training.category))),
  );
}

export function seedQualification(ctx: SeedContext, ws: WorkspaceContext, out: Output): void {
  const r = ctx.rng;
  const centers = CENTERS.map((c, i) => {
    const id = r.uuid();
    push(out, "qualification_center", {
      id,
      workspace_id: ws.id,
      name: ws.key === "renfort" ? c.name : `${c.name} (Cabinet)`,
      siret: null,
      nda: `8469${String(1000000 + i * 7919).slice(0, 7)}`,
      address: `${5 + i * 11} avenue de la Formation, ${c.city}`,
      location: `POINT(${c.loc[0]} ${c.loc[1]})`,
      email: `inscriptions@centre-formation-${i + 1}.fr`,
      phone_number: `04${String(78000000 + i * 1313).padStart(8, "0")}`,
      website: `https://www.centre-formation-${i + 1}.fr`,
      contact_name: "Service inscriptions",
      training_type: c.type,
      offered_qualifications: c.offers,
      qualiopi_certified: i !== 4,
      qualiopi_expires_at: addDays(ctx.today, 400 + i * 30),
      caces_tester_certified: c.type === "caces",
      price_list: [{ qualification: c.type, initial_ht: 500 + i * 50, recycling_ht: 300 + i * 30, days: 3 }],
      lead_time_days: 7 + i * 3,
      status: i === 4 ? "blacklisted" : i === 3 ? "inactive" : "active",
      status_comment: i === 4 ? "Sessions annulées à répétition" : i === 3 ? "Plus de sessions avant la rentrée" : null,
      created_by: ws.actors.csm.userId,
      created_at: at(addDays(ctx.today, -250)),
    });
    return { id, offers: c.offers as readonly string[], active: i < 3 };
  });

  const statuses = everyStatus(STATUSES, rowsPerStatus(ctx.scale, ws.key));
  const talents = cycle(r, ws.talents, statuses.length);
  const open = new Set<string>();
  statuses.forEach((status, i) => {
    const training = TRAININGS[i % TRAININGS.length];
    const isOpen = !["certified", "failed", "rejected", "canceled"].includes(status);
    const talent = [talents[i], ...ws.talents].find(
      (t) => t && !(isOpen && open.has(`${t.id}:${training.type}:${training.category}`)),
    );
    if (!talent) return;
    if (isOpen) open.add(`${talent.id}:${training.type}:${training.category}`);
    const id = r.uuid();
    const center = centers.find((c) => c.active && c.offers.includes(training.type)) ?? centers[0];
    const decided = !["requested", "rejected"].includes(status) && !(status === "canceled" && i % 2 === 0);
    const booked = ["booked", "in_progress", "completed", "certified", "failed", "no_show"].includes(status);
    const sessionStart =
      status === "booked"
        ? addDays(ctx.today, r.int(5, 30))
        : status === "in_progress"
          ? addDays(ctx.today, -1)
          : addDays(ctx.today, -r.int(10, 60));
    const sessionDays = Math.ceil(training.hours / 7);
    const requester = r.pick([...ws.actors.cons, ws.actors.csm, ws.actors.xcsm]);
    const done = status === "certified" || status === "failed";
    push(out, "qualification_training_request", {
      id,
      workspace_id: ws.id,
      talent_id: talent.id,
      requester_id: requester.id,
      assignee_id: decided ? ws.actors.csm.id : null,
      qualification_type: training.type,
      category: training.category,
      training_kind: i % 4 === 3 && holds(ws, talent.id, training) ? "recycling" : "initial",
      qualification_center_id: decided ? center.id : null,
      near_to: r.pick(["Lyon", "Paris", "Marseille", "Villeurbanne"]),
      possible_start_date: addDays(ctx.today, r.int(3, 20)),
      possible_end_date: addDays(ctx.today, r.int(25, 60)),
      start_at: booked ? at(sessionStart, 8) : null,
      end_at: booked ? at(addDays(sessionStart, sessionDays - 1), 17) : null,
      hours: training.hours,
      to_reschedule: status === "no_show",
      price: decided || status === "requested" ? training.price : null,
      funding_source: r.pick(["agency", "opco", "client_rebilled"]),
      request_comment: "Nécessaire pour la mission sur le chantier de la ZAC des Girondins.",
      transfer_comment: decided ? "Dossier transmis au centre avec la copie de la pièce d'identité." : null,
      quote_file: decided
        ? requestFile(out, ws.id, "qualification_training_request", id, "devis.pdf", ws.actors.csm.userId)
        : null,
      convocation_file: booked
        ? requestFile(out, ws.id, "qualification_training_request", id, "convocation.pdf", ws.actors.csm.userId)
        : null,
      attendance_file: ["completed", "certified", "failed"].includes(status)
        ? requestFile(out, ws.id, "qualification_training_request", id, "feuille-presence.pdf", ws.actors.csm.userId)
        : null,
      certificate_file:
        status === "certified"
          ? requestFile(out, ws.id, "qualification_training_request", id, "attestation.pdf", ws.actors.csm.userId)
          : null,
      result: done ? (status === "certified" ? "passed" : "failed") : null,
      certificate_number: status === "certified" ? `${training.type.toUpperCase()}-${r.digits(8)}` : null,
      obtained_at: status === "certified" ? addDays(sessionStart, sessionDays) : null,
      expires_at: status === "certified" ? addDays(sessionStart, sessionDays + 1825) : null,
      status,
      status_comment:
        status === "rejected"
          ? "Formation non nécessaire pour la mission"
          : status === "canceled"
            ? "Mission annulée par le client"
            : null,
      created_by: requester.userId,
      created_at: at(addDays(ctx.today, -r.int(15, 70))),
    });
  });
}

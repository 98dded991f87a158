// Cooptations, reference checks and scheduled e-mails in every status: referrals between
// talents with their bonus, reference calls after consent, e-mails and campaigns sent or due.
import type { SeedContext, WorkspaceContext } from "../context.ts";
import { addDays, at, cycle, everyStatus, push, requestFile, rowsPerStatus, type Output } from "../util.ts";

/** A weekday 10:00 (Paris, UTC+1/+2 → 08:00–09:00 UTC), `days` from today, never a Sunday. */
const weekdayMorning = (today: string, days: number) => {
  let d = addDays(today, days);
  if (new Date(`${d}T00:00:00Z`).getUTCDay() === 0) d = addDays(d, 1);
  return at(d, 8, 30);
};

export function seedRelations(ctx: SeedContext, ws: WorkspaceContext, out: Output): void {
  const r = ctx.rng;
  const n = rowsPerStatus(ctx.scale, ws.key);

  // Cooptations: one live cooptation per referee, referrer ≠ referee.
  const CO = [
    "submitted",
    "qualified",
    "referee_placed",
    "condition_met",
    "approved",
    "paid",
    "rejected",
    "expired",
    "canceled",
  ] as const;
  const statuses = everyStatus(CO, n);
  // referees unknown to the agency: no contract in the sample (the 12-month rule)
  const hired = new Set(ws.contracts.map((c) => c.talent_id));
  const unknown = ws.talents.filter((t) => !hired.has(t.id));
  const referees = cycle(r, unknown.length > statuses.length ? unknown : ws.talents, statuses.length);
  const used = new Set<string>();
  statuses.forEach((status, i) => {
    const coopted = [referees[i], ...unknown, ...ws.talents].find((t) => t && !used.has(t.id));
    if (!coopted) return;
    used.add(coopted.id);
    const referrer =
      ws.talents.find((t) => t.id !== coopted.id && !used.has(t.id)) ?? ws.talents.find((t) => t.id !== coopted.id);
    const declared = addDays(ctx.today, status === "expired" ? -200 : -r.int(10, 120));
    const type = i % 6 === 5 ? "external" : i % 6 === 4 ? "employee" : "talent";
    const author = status === "submitted" && i % 2 === 1 ? ws.actors.mkt : r.pick([...ws.actors.cons, ws.actors.xcsm]);
    const placed = ["referee_placed", "condition_met", "approved", "paid"].includes(status);
    push(out, "cooptation", {
      workspace_id: ws.id,
      coopted_id: coopted.id,
      coopted_by_id: type === "talent" ? referrer?.id : null,
      referrer_type: type,
      referrer_team_member_id: type === "employee" ? ws.actors.cons[0].id : null,
      referrer_name: type === "external" ? "Jean-Pierre Lambert" : null,
      referrer_phone: type === "external" ? "+33612345678" : null,
      requester_id: author.id,
      assignee_id: status === "submitted" ? null : ws.actors.cons[0].id,
      declared_at: at(declared, 10),
      condition_type: i % 4 === 3 ? "days_after_start" : "hours_worked",
      condition_threshold: i % 4 === 3 ? 30 : 150,
      progress_value: ["condition_met", "approved", "paid"].includes(status)
        ? i % 4 === 3
          ? 35
          : 162
        : placed
          ? i % 4 === 3
            ? 12
            : 70
          : 0,
      bonus_amount: [150, 200, 300, 500][i % 4],
      payout_mode: (["payroll_bonus", "transfer", "gift_card"] as const)[i % 3],
      paid_at: status === "paid" ? at(addDays(ctx.today, -r.int(1, 15))) : null,
      payment_reference: status === "paid" ? `PRIME-${r.digits(6)}` : null,
      status,
      status_comment:
        status === "rejected"
          ? "Filleul déjà inscrit chez nous"
          : status === "canceled"
            ? "Le filleul a retiré sa candidature"
            : status === "expired"
              ? "Aucun placement dans les 6 mois"
              : null,
      created_by: author.userId,
      created_at: at(declared, 10),
    });
  });

  // Reference checks: consent before contact, answers on completion.
  const RC = [
    "requested",
    "consent_pending",
    "to_contact",
    "in_progress",
    "completed",
    "unreachable",
    "declined",
    "canceled",
  ] as const;
  const withApplications = cycle(r, ws.applications, RC.length * n);
  everyStatus(RC, n).forEach((status, i) => {
    const application = withApplications[i];
    const talentId = application?.talent_id ?? ws.talents[i % ws.talents.length].id;
    const id = r.uuid();
    const consented = !["requested", "consent_pending"].includes(status) && !(status === "canceled" && i % 2 === 0);
    const author = r.pick([...ws.actors.cons, ws.actors.xcsm]);
    const contact = i % 3 === 0 ? ws.contacts[i % ws.contacts.length] : undefined;
    push(out, "reference_check", {
      id,
      workspace_id: ws.id,
      talent_id: talentId,
      application_id: application?.id ?? null,
      contact_id: contact?.id ?? null,
      requester_id: author.id,
      assignee_id: author.id,
      referee_name: contact ? null : r.pick(["Marc Durand", "Sophie Lefèvre", "Ahmed Benali", "Paulo Fernandes"]),
      referee_company: contact
        ? null
        : r.pick(["Bâtiments du Rhône", "Eiffage Génie Civil (agence Lyon)", "TP Sud Réseaux"]),
      referee_role: "Conducteur de travaux",
      relationship: "Responsable direct sur le dernier chantier",
      referee_phone: contact ? null : "+33478000000",
      referee_email: null,
      is_current_employer: false,
      consent_obtained_at: consented ? at(addDays(ctx.today, -r.int(3, 20))) : null,
      consent_proof_file:
        consented && i % 2 === 0
          ? requestFile(out, ws.id, "reference_check", id, "consentement.pdf", author.userId)
          : null,
      questions_answers:
        status === "completed"
          ? [
              { question: "Qualité du travail sur le poste ?", answer: "Très soigné, autonome sur le coffrage." },
              { question: "Respect des consignes de sécurité ?", answer: "Irréprochable." },
            ]
          : [],
      outcome: status === "completed" ? (["positive", "reserved"] as const)[i % 2] : null,
      note:
        status === "completed"
          ? "Référence positive : fiable, ponctuel, à recommander sur des chantiers de gros œuvre."
          : null,
      reminder_date: ["requested", "consent_pending", "to_contact", "unreachable"].includes(status)
        ? addDays(ctx.today, r.int(-2, 7))
        : null,
      performed_by_id: ["in_progress", "completed", "unreachable", "declined"].includes(status) ? author.id : null,
      performed_at: ["in_progress", "completed", "unreachable", "declined"].includes(status)
        ? at(addDays(ctx.today, -r.int(1, 5)))
        : null,
      status,
      status_comment:
        status === "declined"
          ? "Le référent ne souhaite pas s'exprimer"
          : status === "canceled"
            ? "Candidat retenu sans prise de références"
            : null,
      created_by: author.userId,
      created_at: at(addDays(ctx.today, -r.int(5, 30))),
    });
  });

  // Scheduled e-mails: to a talent (consultants, CSMs, marketing) or a hiring pool (marketing).
  const SE = ["draft", "scheduled", "sending", "sent", "partially_failed", "failed", "canceled"] as const;
  const recipients = cycle(r, ws.talents, SE.length * n);
  everyStatus(SE, n).forEach((status, i) => {
    const campaign = i % 3 === 2 && ws.hiringPools.length > 0 && status !== "draft";
    const author = campaign ? ws.actors.mkt : r.pick([ws.actors.mkt, ...ws.actors.cons, ws.actors.csm]);
    const sendAt = ["draft", "scheduled"].includes(status)
      ? weekdayMorning(ctx.today, r.int(2, 10))
      : weekdayMorning(ctx.today, -r.int(1, 20));
    const talent = recipients[i];
    push(out, "scheduled_email", {
      workspace_id: ws.id,
      talent_id: campaign ? null : talent.id,
      hiring_pool_id: campaign ? ws.hiringPools[i % ws.hiringPools.length] : null,
      requester_id: author.id,
      subject: campaign
        ? "Nouvelles missions BTP près de chez vous"
        : `${talent.first_name}, une mission de coffreur vous attend`,
      content: campaign
        ? "Bonjour {prenom}, de nouvelles missions de {metier} sont ouvertes autour de {ville} : {lien}. Pour ne plus recevoir ces offres, répondez STOP."
        : `Bonjour ${talent.first_name}, nous avons une mission qui correspond à votre profil. Appelez-nous au 04 72 00 00 00.`,
      sender_identity: "Renfort — Agence de Lyon",
      send_at: status === "draft" && i % 2 === 0 ? null : sendAt,
      sent_at: ["sent", "partially_failed"].includes(status) ? sendAt : null,
      canceled_at: status === "canceled" ? at(addDays(ctx.today, -1)) : null,
      recipients_count: campaign ? 40 + i : status === "draft" ? null : 1,
      failure_reason:
        status === "failed"
          ? "Adresse e-mail rejetée par le serveur destinataire"
          : status === "partially_failed"
            ? "3 adresses en erreur"
            : null,
      status,
      created_by: author.userId,
      created_at: at(addDays(ctx.today, -r.int(1, 25))),
    });
  });
}

// Advance payments in every status, for salaried talents with an IBAN: the open ones on a
// month with signed hours (so that their ceiling is real), the paid ones with a reference.
import type { SeedContext, WorkspaceContext } from "../context.ts";
import { seedNetFromGross } from "../../pay.ts";
import { addDays, at, cycle, everyStatus, monthStart, rowsPerStatus, push, round2, type Output } from "../util.ts";

const STATUSES = ["requested", "approved", "paid", "deducted", "rejected", "canceled"] as const;

export function seedAdvancePayments(ctx: SeedContext, ws: WorkspaceContext, out: Output): void {
  const r = ctx.rng;
  const salaried = ws.talents.filter((t) => ["temp", "cdi_temp", "portage"].includes(t.worker_type) && t.has_iban);
  const withHours = salaried.filter((t) => ws.signedMonths.has(t.id));
  const withPay = salaried.filter((t) => ws.payTracking.has(t.id));
  const statuses = everyStatus(STATUSES, rowsPerStatus(ctx.scale, ws.key));
  // open requests (requested, approved) need distinct talents: one open request per talent
  const open = cycle(r, withHours.length > 0 ? withHours : salaried, statuses.length);
  const others = cycle(r, withPay.length > 0 ? withPay : salaried, statuses.length);
  const usedOpen = new Set<string>();
  statuses.forEach((status, i) => {
    const isOpen = status === "requested" || status === "approved";
    let talent = isOpen ? open[i] : status === "deducted" ? others[i] : r.pick(salaried);
    if (!talent) return;
    if (isOpen) {
      if (usedOpen.has(talent.id)) talent = withHours.find((t) => !usedOpen.has(t.id)) ?? talent;
      if (usedOpen.has(talent.id)) return;
      usedOpen.add(talent.id);
    }
    const signed = isOpen ? ws.signedMonths.get(talent.id) : undefined;
    // the pay engine's net of the gross earned on the month's signed hours, sent with the
    // request as the app does; the trigger's ceiling is the policy's 80 % of it
    const net = signed ? seedNetFromGross(signed.gross, signed.month) : null;
    const ceiling = net !== null ? round2(net * 0.8) : 400;
    if (ceiling < 50) return;
    const requested = Math.max(50, Math.min(round2(ceiling * 0.9), [150, 200, 300, 400][i % 4]));
    const id = r.uuid();
    const requester = r.pick([...ws.actors.cons, ws.actors.xcsm]);
    const decided = !["requested", "canceled"].includes(status);
    const approved = ["approved", "paid", "deducted"].includes(status) ? Math.min(requested, ceiling) : null;
    push(out, "advance_payment_request", {
      id,
      workspace_id: ws.id,
      talent_id: talent.id,
      requester_id: requester.id,
      period_month: signed?.month ?? monthStart(addDays(monthStart(ctx.today), -1)),
      requested_amount: requested,
      estimated_net_earned: net,
      approved_amount: approved,
      payment_method: i % 3 === 0 ? "instant_transfer" : "sepa_transfer",
      paid_at: ["paid", "deducted"].includes(status) ? at(addDays(ctx.today, -r.int(1, 20)), 11) : null,
      payment_reference: ["paid", "deducted"].includes(status)
        ? `ACPT-${ctx.today.slice(0, 7).replace("-", "")}-${r.digits(6)}`
        : null,
      deducted_in_pay_tracking_id: status === "deducted" ? (ws.payTracking.get(talent.id) ?? null) : null,
      status,
      status_comment:
        status === "rejected"
          ? "Relevé de la semaine non signé par le client"
          : status === "canceled"
            ? "Demande faite en double"
            : null,
      assignee_id: decided ? ws.actors.acc.id : null,
      created_by: requester.userId,
      created_at: at(addDays(ctx.today, -r.int(0, 25)), 8 + r.int(0, 9)),
    });
  });
}

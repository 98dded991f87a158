// Advance payments in every status, for salaried talents with an IBAN: the open ones on a
// month with signed hours (so that their ceiling is real), the paid ones with a reference.
// Each is withheld as the app withholds it (docs/payroll-export.md, ACOMPTE): a deducted acompte
// is of the month of an exported or paid pay of its talent, deducted in it (the pay's ACOMPTE
// element and withheld amount are written from it: index.ts, withholdSeededAdvances); a paid one
// is of a month whose pay, if any, is computed from the acomptes (not exported, not kept as
// generated); an open one is of a month whose pay is not exported (the app would refuse it).
import type { SeedContext, WorkspaceContext } from "../context.ts";
import { seedNetFromGross } from "../../pay.ts";
import { addDays, at, cycle, everyStatus, monthStart, rowsPerStatus, push, round2, type Output } from "../util.ts";

const STATUSES = ["requested", "approved", "paid", "deducted", "rejected", "canceled"] as const;

export function seedAdvancePayments(ctx: SeedContext, ws: WorkspaceContext, out: Output): void {
  const r = ctx.rng;
  const salaried = ws.talents.filter((t) => ["temp", "cdi_temp", "portage"].includes(t.worker_type) && t.has_iban);
  const withHours = salaried.filter((t) => ws.signedMonths.has(t.id));
  const withPay = salaried.filter((t) => ws.payTracking.has(t.id));
  const withExportedPay = salaried.filter((t) => ws.exportedPays.has(t.id));
  const statuses = everyStatus(STATUSES, rowsPerStatus(ctx.scale, ws.key));
  // open requests (requested, approved) need distinct talents: one open request per talent
  const open = cycle(r, withHours.length > 0 ? withHours : salaried, statuses.length);
  // drawn as before the deducted ones were tied to an exported pay: the later types keep their rows
  cycle(r, withPay.length > 0 ? withPay : salaried, statuses.length);
  const usedOpen = new Set<string>();
  const lastMonth = monthStart(addDays(monthStart(ctx.today), -1));
  const thisMonth = monthStart(ctx.today);
  const exportedMonth = (talentId: string) => {
    const signed = ws.signedMonths.get(talentId);
    return !!signed && ws.payMonths.closed.has(`${talentId}|${signed.month}`);
  };
  let deducted = 0;
  statuses.forEach((status, i) => {
    const isOpen = status === "requested" || status === "approved";
    let talent = isOpen
      ? open[i]
      : status === "deducted"
        ? withExportedPay[deducted++ % Math.max(withExportedPay.length, 1)]
        : r.pick(salaried);
    if (!talent) return;
    if (isOpen) {
      if (usedOpen.has(talent.id) || exportedMonth(talent.id))
        talent = withHours.find((t) => !usedOpen.has(t.id) && !exportedMonth(t.id)) ?? talent;
      if (usedOpen.has(talent.id) || exportedMonth(talent.id)) return;
      usedOpen.add(talent.id);
    }
    const exported = status === "deducted" ? ws.exportedPays.get(talent.id) : undefined;
    // a paid acompte waits for its month's pay: last month's, or this month's when last month's
    // pay is already exported or kept as generated
    const paidMonth =
      status === "paid" ? [lastMonth, thisMonth].find((m) => !ws.payMonths.fixed.has(`${talent.id}|${m}`)) : undefined;
    if (status === "paid" && !paidMonth) return;
    const signed = isOpen ? ws.signedMonths.get(talent.id) : undefined;
    // the pay engine's net of the gross earned on the month's signed hours, carried by the seeded
    // row (the system's rows keep their net; a user's request takes the server's record,
    // public.pay_engine_net, made by the pay-net function); the trigger's ceiling is 80 % of it
    const net = signed ? seedNetFromGross(signed.gross, signed.month) : null;
    // a deducted one leaves its pay a net to pay (pay_tracking_advances): at most 40 % of it
    const ceiling = net !== null ? round2(net * 0.8) : exported ? Math.min(400, round2(exported.net * 0.4)) : 400;
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
      period_month: signed?.month ?? exported?.month ?? paidMonth ?? lastMonth,
      requested_amount: requested,
      estimated_net_earned: net,
      approved_amount: approved,
      payment_method: i % 3 === 0 ? "instant_transfer" : "sepa_transfer",
      // a deducted one was asked and paid in its month, before its pay was exported
      paid_at: ["paid", "deducted"].includes(status)
        ? at(addDays(exported ? addDays(exported.month, 26) : ctx.today, -r.int(1, 20)), 11)
        : null,
      payment_reference: ["paid", "deducted"].includes(status)
        ? `ACPT-${ctx.today.slice(0, 7).replace("-", "")}-${r.digits(6)}`
        : null,
      deducted_in_pay_tracking_id: exported?.id ?? null,
      status,
      status_comment:
        status === "rejected"
          ? "Relevé de la semaine non signé par le client"
          : status === "canceled"
            ? "Demande faite en double"
            : null,
      assignee_id: decided ? ws.actors.acc.id : null,
      created_by: requester.userId,
      created_at: at(
        addDays(exported ? exported.month : ctx.today, exported ? r.int(0, 4) : -r.int(0, 25)),
        8 + r.int(0, 9),
      ),
    });
  });
}

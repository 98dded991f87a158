// An acompte for a talent with validated days (#4): a CSM validates the talent's signed week;
// a consultant opens the acompte form for the talent, chooses the week's month and sees, before
// sending, « Net déjà gagné » (the net the server computes with the pay engine — the pay-net
// function — from the month's signed or validated days × their contract's pay) and « Plafond de
// l'acompte »; the form sends no net: the request is created with the server's recorded net
// (public.pay_engine_net, the only one the database accepts), and the ceiling the database
// computes from it is the one the form showed. The form opens on the current month and offers
// only the talent's contracts (#46).
import { expect, test } from "./fixtures.ts";
import { AdvancePaymentPage } from "./pages/advance-payment-page.ts";
import { TimesheetsPage } from "./pages/timesheets-page.ts";
import { apiAs } from "./support-api.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";

test.use({ account: "consultant" });

type Week = {
  id: string;
  talent_id: string;
  week_start: string;
  total_hours: number;
  contract: { hourly_wage: number | null; contract_type: string };
  talent: { worker_type: string };
};
type Day = { date: string; worked_hours: number; week: { contract: { hourly_wage: number | null } } };
type Advance = {
  id: string;
  requested_amount: number;
  estimated_net_earned: number;
  earned_gross_to_date: number;
  max_allowed: number;
  status: string;
};

test("a consultant asks an acompte for a talent whose week was just validated: net and ceiling shown, then sent", async ({
  page,
  request,
  asAccount,
}) => {
  test.setTimeout(180_000);
  const api = await apiAs(request, "accounting");
  // a signed full week of a salaried talent with an IBAN and no acompte under way (one at a time)
  const { rows: weeks } = await api.get<Week[]>(
    "/rest/v1/timesheet_week?select=id,talent_id,week_start,total_hours,contract:contract_id(hourly_wage,contract_type),talent:talent_id(worker_type)&status=eq.signed&order=week_start.desc,id&limit=300",
  );
  // no acompte under way, and none granted for the week's month (it would lower the ceiling)
  const { rows: advances } = await api.get<Array<{ talent_id: string; period_month: string; status: string }>>(
    "/rest/v1/advance_payment_request?select=talent_id,period_month,status&status=not.in.(rejected,canceled)",
  );
  // an acompte of a month whose pay is exported is refused (it would never be withheld)
  const { rows: exported } = await api.get<Array<{ talent_id: string; period_start: string }>>(
    "/rest/v1/pay_tracking?select=talent_id,period_start&status=in.(exported,paid)",
  );
  const candidates = weeks.filter(
    (w) =>
      ["temp", "cdi_temp", "portage"].includes(w.talent.worker_type) &&
      w.contract.contract_type !== "independent_service" &&
      Number(w.contract.hourly_wage) > 0 &&
      // a full week at least: its net alone puts the ceiling above the policy's 50 € minimum
      Number(w.total_hours) >= 30 &&
      !exported.some((p) => p.talent_id === w.talent_id && p.period_start.slice(0, 7) === w.week_start.slice(0, 7)) &&
      !advances.some(
        (a) =>
          a.talent_id === w.talent_id &&
          (["requested", "approved"].includes(a.status) || a.period_month.slice(0, 7) === w.week_start.slice(0, 7)),
      ),
  );
  // with an IBAN: asked without reading it (the IBAN itself is read through « Afficher » only)
  let week: (typeof weeks)[number] | undefined;
  for (const w of candidates) {
    const filled = await api.rpc<Array<{ iban: boolean }>>("talent_private_filled", { p_talent_id: w.talent_id });
    if (filled.some((f) => f.iban)) {
      week = w;
      break;
    }
  }
  expect(week, `a signed week of a salaried talent among ${weeks.length}`).toBeTruthy();
  const { id: weekId, talent_id: talentId } = week!;
  const month = week!.week_start.slice(0, 7);

  // 1. A CSM validates the week.
  const csm = await asAccount("csm");
  await new TimesheetsPage(csm).validateWeek(weekId);

  // The gross the month's signed or validated days earned, as the database sums it.
  const next = new Date(`${month}-01T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const { rows: days } = await api.get<Day[]>(
    `/rest/v1/timesheet_day?select=date,worked_hours,week:timesheet_week_id!inner(contract:contract_id(hourly_wage))&week.talent_id=eq.${talentId}&week.status=in.(signed,validated,exported,invoiced)&date=gte.${month}-01&date=lt.${next.toISOString().slice(0, 10)}`,
  );
  const gross =
    Math.round(
      days.reduce((sum, d) => sum + Number(d.worked_hours) * Number(d.week.contract.hourly_wage ?? 0), 0) * 100,
    ) / 100;
  expect(gross).toBeGreaterThan(0);

  // 2. The consultant opens the acompte form for the talent, on the week's month.
  const acompte = new AdvancePaymentPage(page);
  await acompte.openFor(talentId);
  // it opens on the current month (the one the net's help names), and its « Contrat » picker
  // offers only the talent's contracts
  await acompte.expectMonth(
    await page.evaluate(() => {
      const today = new Date();
      return `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, "0")}`;
    }),
  );
  const { rows: contracts } = await api.get<Array<{ contract_key: string }>>(
    `/rest/v1/contract?select=contract_key&talent_id=eq.${talentId}`,
  );
  for (const choice of await acompte.contractChoices())
    expect(contracts.map((c) => c.contract_key)).toContain(choice.split(" — ")[0]);
  await acompte.chooseMonth(month);
  const { net, ceiling } = await acompte.figures();
  expect(net).toBeGreaterThan(0);
  expect(net).toBeLessThan(gross);
  expect(ceiling).toBeLessThanOrEqual(Math.round(net * 0.8 * 100) / 100);
  await expect(acompte.form().getByText(/^\d+ % du net déjà gagné, moins les acomptes déjà accordés/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the acompte form with its net and ceiling");

  // 3. A request within the ceiling (at least the policy's 50 €) is sent with the net shown.
  const amount = Math.max(50, Math.floor(ceiling / 2));
  expect(ceiling, "a ceiling of at least 50 € for this talent's month").toBeGreaterThanOrEqual(50);
  await acompte.submit(String(amount));
  await expect(page.getByText("Succès !").first()).toBeVisible({ timeout: 30_000 });
  const { rows: created } = await api.get<Advance[]>(
    `/rest/v1/advance_payment_request?select=id,requested_amount,estimated_net_earned,earned_gross_to_date,max_allowed,status&talent_id=eq.${talentId}&order=created_at.desc&limit=1`,
  );
  expect(created[0]).toMatchObject({ status: "requested", requested_amount: amount });
  expect(Number(created[0].estimated_net_earned)).toBe(net);
  expect(Number(created[0].earned_gross_to_date)).toBe(gross);
  expect(Number(created[0].max_allowed)).toBe(ceiling);
  // the net is the one the server recorded for that gross (the browser sent none)
  const { rows: recorded } = await api.get<Array<{ net: number }>>(
    `/rest/v1/pay_engine_net?select=net&talent_id=eq.${talentId}&month=eq.${month}-01&gross=eq.${gross}`,
  );
  expect(recorded.map((r) => Number(r.net))).toEqual([net]);
});

// A paid acompte is withheld on its month's pay whatever the order of events (docs/rules/pay.md,
// acomptes; docs/payroll-export.md, ACOMPTE). Each case goes through the SQL functions as the roles
// call them: the consultant asks, accounting approves, pays, controls and exports the period.
// The talent works the week of 18 May 2026 (5 × 7 h at 14,50 € = 507,50 € gross); the acompte of
// May is 300 €.
// - paid after the pay was computed (« En cours », then « Contrôlée »): the pay withholds it
//   (« Acomptes déduits 300,00 € »), the export marks it « Déduite sur paie » in that pay and the
//   payroll file has its ACOMPTE line of 300,00 €;
// - a pay that missed it (an acompte written without its triggers, as an import would): the export
//   recomputes the pay before writing the file, never marking deducted what the file does not withhold;
// - once the month's pay is exported, an acompte of that month could no longer be withheld: asking
//   for one, approving it or paying it is refused, in French, until the pay is reopened;
// - an acompte sent without its month is of the current month (the column's default): its checks
//   read their policy values on it, not on a null date (the cut « … n'est pas défini au »).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadPayEngine, monthNetBeforeTax } from "../../../src/lib/pay/engine.ts";
import { failureMessage, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asLoaded, asSystem, one, RENFORT, transition } from "../support/fixtures.ts";
import { payBreaches } from "../support/money-checks.ts";
import { activeContract, freshTalent, validatedWeek } from "./support.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const MAY = "2026-05-01";
const WEEK = ["18", "19", "20", "21", "22"].map((d) => ({ date: `2026-05-${d}`, hours: 7 }));

/** A talent with an IBAN, his contract and his validated week of May: the pay of May is « En cours ». */
async function workedMay(q: Query) {
  const talent = await freshTalent(q);
  await q("insert into public.talent_private (talent_id, iban) values ($1, 'FR7630006000011234567890189')", [talent]);
  const contract = await activeContract(q, talent);
  await validatedWeek(q, contract.id, "2026-05-18", WEEK);
  const pay = await one<{ id: string; status: string }>(
    q,
    "select id, status::text from public.pay_tracking where talent_id = $1 and period_start = $2",
    [talent, MAY],
  );
  return { talent, contract, pay: pay.id, status: pay.status };
}

/**
 * The consultant asks for the acompte of May, once the server computed its net (the pay-net
 * function's record: the engine's 379,80 € of the 507,50 € gross, a ceiling of 303,84 €); the
 * form sends no net.
 */
async function ask(q: Query, talent: string, contractId: string, amount = 300) {
  await asSystem(q);
  const { gross } = await one<{ gross: string }>(
    q,
    "select (private.advance_payment_earned($1, $2::date)).earned_gross::text as gross",
    [talent, MAY],
  );
  if (Number(gross) > 0)
    await q("select public.record_pay_engine_net($1, $2, $3, $4)", [
      talent,
      MAY,
      gross,
      monthNetBeforeTax(await loadPayEngine(), Number(gross), MAY),
    ]);
  await as(q, "consultant");
  return one<{ id: string }>(
    q,
    `insert into public.advance_payment_request (workspace_id, talent_id, contract_id, period_month, requested_amount)
     values ($1, $2, $3, $4, $5) returning id`,
    [RENFORT, talent, contractId, MAY, amount],
  );
}

/** Accounting approves, then pays it. */
async function approveAndPay(q: Query, id: string, amount = 300) {
  await as(q, "comptable");
  await q("update public.advance_payment_request set status = 'approved', approved_amount = $2 where id = $1", [
    id,
    amount,
  ]);
  await q("update public.advance_payment_request set status = 'paid', payment_reference = 'VIR-ACPT-1' where id = $1", [
    id,
  ]);
}

/** Accounting controls the pay (net to pay 400 €) and exports the period. */
async function controlAndExport(q: Query, pay: string) {
  await as(q, "comptable");
  const { status } = await one<{ status: string }>(q, "select status::text from public.pay_tracking where id = $1", [
    pay,
  ]);
  if (status !== "controlled") {
    await transition(q, "pay_tracking", pay, "to_control");
    await q("update public.pay_tracking set net_to_pay = 400 where id = $1", [pay]);
    await transition(q, "pay_tracking", pay, "controlled");
  }
  await q("select public.export_pay_period($1)", [MAY]);
}

/** What the pay, the acompte and the payroll file say about the acompte (as accounting). */
async function withheld(q: Query, talent: string, pay: string, advance: string) {
  await as(q, "comptable");
  const line = await one<{ status: string; advances: string; element: string | null; ids: string[] | null }>(
    q,
    `select p.status::text, p.advances_deducted::text as advances,
            (select sum(e.amount)::text from public.pay_element e where e.pay_tracking_id = p.id and e.code = 'ACOMPTE') as element,
            (select array_agg(x) from public.pay_element e, unnest(e.advance_payment_request_ids) x
             where e.pay_tracking_id = p.id and e.code = 'ACOMPTE') as ids
     from public.pay_tracking p where p.id = $1`,
    [pay],
  );
  const acompte = await one<{ status: string; pay: string | null }>(
    q,
    "select status::text, deducted_in_pay_tracking_id as pay from public.advance_payment_request where id = $1",
    [advance],
  );
  const file = await q<{ amount: string; sens: string }>(
    "select amount::text, category::text as sens from public.pay_export_lines($1) where talent_id = $2 and code = 'ACOMPTE'",
    [MAY, talent],
  );
  return {
    pay: line.status,
    advancesDeducted: Number(line.advances),
    element: line.element === null ? null : Number(line.element),
    ids: line.ids ?? [],
    acompte,
    file: file.rows.map((r) => [Number(r.amount), r.sens]),
  };
}

describe("a paid acompte is withheld on its month's pay", () => {
  it("paid after the pay was computed: withheld by the pay, deducted by the export, written in the file — R:PAY-ADV-WITHHELD, R:PAY-ADV-DEDUCT", async () => {
    await db.system(async (q) => {
      const m = await workedMay(q);
      // the week's validation computed the pay: « En cours », nothing to withhold yet
      expect(m.status).toBe("in_progress");
      const advance = await ask(q, m.talent, m.contract.id);
      await approveAndPay(q, advance.id);
      await controlAndExport(q, m.pay);
      expect(await withheld(q, m.talent, m.pay, advance.id)).toEqual({
        pay: "exported",
        advancesDeducted: 300,
        element: 300,
        ids: [advance.id],
        acompte: { status: "deducted", pay: m.pay },
        file: [[300, "deduction"]],
      });
      // and every pay of the base, the story's with the demo's, agrees with its acomptes and the file
      expect(await payBreaches(q)).toEqual([]);
    });
  });

  it("paid once the pay was already controlled: the pay withholds it before the export — R:PAY-ADV-WITHHELD", async () => {
    await db.system(async (q) => {
      const m = await workedMay(q);
      const advance = await ask(q, m.talent, m.contract.id);
      await as(q, "comptable");
      await transition(q, "pay_tracking", m.pay, "to_control");
      await q("update public.pay_tracking set net_to_pay = 400 where id = $1", [m.pay]);
      await transition(q, "pay_tracking", m.pay, "controlled");
      await approveAndPay(q, advance.id);
      const before = await one<{ status: string; advances: string }>(
        q,
        "select status::text, advances_deducted::text as advances from public.pay_tracking where id = $1",
        [m.pay],
      );
      expect([before.status, Number(before.advances)]).toEqual(["controlled", 300]);
      await controlAndExport(q, m.pay);
      expect(await withheld(q, m.talent, m.pay, advance.id)).toMatchObject({
        advancesDeducted: 300,
        acompte: { status: "deducted", pay: m.pay },
        file: [[300, "deduction"]],
      });
      // and every pay of the base, the story's with the demo's, agrees with its acomptes and the file
      expect(await payBreaches(q)).toEqual([]);
    });
  });

  it("a controlled pay that missed a paid acompte is recomputed by the export, not left unwithheld — R:PAY-ADV-WITHHELD", async () => {
    await db.system(async (q) => {
      const m = await workedMay(q);
      await as(q, "comptable");
      await transition(q, "pay_tracking", m.pay, "to_control");
      await q("update public.pay_tracking set net_to_pay = 400 where id = $1", [m.pay]);
      await transition(q, "pay_tracking", m.pay, "controlled");
      // an acompte paid without its triggers (an import): the pay never heard of it
      await asSystem(q);
      const advance = await one<{ id: string }>(q, `select gen_random_uuid() as id`);
      await asLoaded(
        q,
        `insert into public.advance_payment_request (id, workspace_id, talent_id, period_month, requested_amount, approved_amount,
           earned_gross_to_date, estimated_net_earned, max_allowed, status, paid_at, payment_reference)
         values ($1, $2, $3, $4, 300, 300, 507.5, 395, 316, 'paid', '2026-05-27', 'VIR-ACPT-2')`,
        [advance.id, RENFORT, m.talent, MAY],
      );
      await controlAndExport(q, m.pay);
      expect(await withheld(q, m.talent, m.pay, advance.id)).toEqual({
        pay: "exported",
        advancesDeducted: 300,
        element: 300,
        ids: [advance.id],
        acompte: { status: "deducted", pay: m.pay },
        file: [[300, "deduction"]],
      });
      // and every pay of the base, the story's with the demo's, agrees with its acomptes and the file
      expect(await payBreaches(q)).toEqual([]);
    });
  });

  it("refuses an acompte of a month whose pay is exported: asked, approved or paid — R:PAY-ADV-CLOSED-MONTH", async () => {
    await db.system(async (q) => {
      const m = await workedMay(q);
      const approved = await ask(q, m.talent, m.contract.id, 100);
      await as(q, "comptable");
      await q("update public.advance_payment_request set status = 'approved', approved_amount = 100 where id = $1", [
        approved.id,
      ]);
      await controlAndExport(q, m.pay);
      const exported =
        "La paie de 05/2026 de ce talent est exportée : un acompte de ce mois n'y serait pas déduit (passez d'abord la paie en régularisation)";
      expect(
        await failureMessage(q, () =>
          q("update public.advance_payment_request set status = 'paid', payment_reference = 'VIR-3' where id = $1", [
            approved.id,
          ]),
        ),
      ).toBe(exported);
      await q(
        "update public.advance_payment_request set status = 'canceled', status_comment = 'Paie exportée' where id = $1",
        [approved.id],
      );
      expect(await failureMessage(q, () => ask(q, m.talent, m.contract.id, 100))).toBe(exported);
      // reopened (« Régularisation »), the pay takes the acompte again
      await as(q, "comptable");
      await transition(q, "pay_tracking", m.pay, "regularization", "Acompte oublié");
      const again = await ask(q, m.talent, m.contract.id, 100);
      await approveAndPay(q, again.id, 100);
      const pay = await one<{ advances: string }>(
        q,
        "select advances_deducted::text as advances from public.pay_tracking where id = $1",
        [m.pay],
      );
      expect(Number(pay.advances)).toBe(100);
    });
  });
});

describe("an acompte put back from « Versée »", () => {
  it("is no longer withheld by its month's open pay — R:PAY-ADV-WITHHELD", async () => {
    await db.system(async (q) => {
      const m = await workedMay(q);
      const advance = await ask(q, m.talent, m.contract.id);
      await approveAndPay(q, advance.id);
      const advances = async () =>
        Number(
          (
            await one<{ a: string }>(q, "select advances_deducted::text as a from public.pay_tracking where id = $1", [
              m.pay,
            ])
          ).a,
        );
      expect(await advances()).toBe(300);
      // as the system puts a row back (a test's seed row, an import's correction)
      await asSystem(q);
      await q("update public.advance_payment_request set status = 'approved' where id = $1", [advance.id]);
      expect(await advances()).toBe(0);
      expect(await payBreaches(q)).toEqual([]);
    });
  });
});

describe("an acompte sent without its month", () => {
  it("is of the current month (the column's default), and its refusal reads in full — R:PAY-ADV-MONTH", async () => {
    await db.system(async (q) => {
      // a talent with an IBAN and no hours at all: refused for want of work done, on the current month
      const talent = await freshTalent(q);
      await q("insert into public.talent_private (talent_id, iban) values ($1, 'FR7630006000011234567890189')", [
        talent,
      ]);
      const { month } = await one<{ month: string }>(q, "select to_char(private.paris_today(), 'MM/YYYY') as month");
      await as(q, "consultant");
      const message = await failureMessage(q, () =>
        q(
          `insert into public.advance_payment_request (workspace_id, talent_id, period_month, requested_amount)
           values ($1, $2, null, 100)`,
          [RENFORT, talent],
        ),
      );
      // not « Le paramètre « advance_payment_max_ratio » n'est pas défini au » (a null date)
      expect(message).toBe(
        `Aucune heure signée en ${month} : un acompte ne porte que sur du travail déjà effectué (L3242-1)`,
      );
    });
  });
});

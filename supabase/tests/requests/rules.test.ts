// The request rules of docs/rules/requests.md (supabase/schemas/10_requests.sql), each with
// its French message: work accidents declared only with the client's prior information, the
// external CSM recording a medical notice it cannot read back, the PPE 6-month renewal rule,
// a SIR contract blocked without a fit notice, and the time-driven function's moves.
// Direct engine, rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessage, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, cloneRow, draftContract, one, RENFORT } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const run = (q: Query) =>
  one<{ r: Record<string, { moved?: number; skipped?: number; created?: number }> }>(
    q,
    "select public.run_time_based_transitions() as r",
  ).then((x) => x.r);

const statusOf = async (q: Query, table: string, id: string) =>
  (await one<{ s: string }>(q, `select status::text as s from public.${table} where id = $1`, [id])).s;

describe("work accident: declared only with the client's prior information", () => {
  const reported = (q: Query) =>
    one<{ id: string }>(
      q,
      `select id from public.work_accident_request where workspace_id = $1 and status = 'reported'
       and client_prior_info_file is null order by id limit 1`,
      [RENFORT],
    );
  const declare = `update public.work_accident_request set status = 'declared', status_comment = 'Déclaration directe',
    dat_reference = 'DAT-1', accident_sheet_given_at = now() - interval '1 minute', late_declaration_reason = 'Retard'
    where id = $1`;

  it("the direct move reported → declared is refused to the CSM, even with a comment — R:REQ-AT-PRIOR-INFO", async () => {
    await db.system(async (q) => {
      const { id } = await reported(q);
      await as(q, "csm");
      expect(await failureMessage(q, () => q(declare, [id]))).toBe(
        "Transition impossible de « Signalé » à « Déclaré CPAM »",
      );
    });
  });

  it("a developer's forced declaration without the cerfa is refused too — R:REQ-AT-PRIOR-INFO", async () => {
    await db.system(async (q) => {
      const { id } = await reported(q);
      await as(q, "dev");
      expect(await failureMessage(q, () => q(declare, [id]))).toBe(
        "L'accident ne peut pas être déclaré sans l'information préalable du client (cerfa 60-3741)",
      );
    });
  });

  it("once the prior information is received, the CSM declares it", async () => {
    await db.system(async (q) => {
      const { id } = await reported(q);
      await as(q, "csmExterne");
      await q(
        `update public.work_accident_request set status = 'prior_info_received',
         client_prior_info_file = workspace_id::text || '/requests/work_accident_request/' || id::text || '/cerfa.pdf' where id = $1`,
        [id],
      );
      await as(q, "csm");
      await q(declare, [id]);
      await asSystem(q);
      expect(await statusOf(q, "work_accident_request", id)).toBe("declared");
    });
  });
});

describe("medical visit: the external CSM records the notice without reading it", () => {
  it("inserts the aptitude, closes the visit, and still sees no medical result — R:REQ-MED-XCSM-BLIND, R:REQ-MED-RESULT-READERS", async () => {
    await db.system(async (q) => {
      const { id } = await one<{ id: string }>(
        q,
        "select id from public.medical_checkup_request where workspace_id = $1 and status = 'done' order by id limit 1",
        [RENFORT],
      );
      await q("delete from public.medical_checkup_result where medical_checkup_request_id = $1", [id]);
      await as(q, "csmExterne");
      expect(
        await failureMessage(q, () =>
          q(
            "insert into public.medical_checkup_result (medical_checkup_request_id, workspace_id, result) values ($1, $2, 'fit')",
            [id, RENFORT],
          ),
        ),
      ).toBeNull();
      expect(
        await failureMessage(q, () =>
          q("update public.medical_checkup_request set status = 'certificate_received' where id = $1", [id]),
        ),
      ).toBeNull();
      const seen = await q("select 1 from public.medical_checkup_result where medical_checkup_request_id = $1", [id]);
      expect(seen.rows).toEqual([]);
      await asSystem(q);
      expect(await statusOf(q, "medical_checkup_request", id)).toBe("certificate_received");
    });
  });
});

describe("PPE: a second request for the same item within 6 months needs a reason", () => {
  it("refuses the item without a reason, accepts it with one", async () => {
    await db.system(async (q) => {
      const previous = await one<{ talent_id: string; company_id: string; item_type: string; label: string }>(
        q,
        `select r.talent_id, r.company_id, i.item_type::text, l.label
         from public.ppe_request_item i join public.ppe_request r on r.id = i.ppe_request_id
         join public.enum_label l on l.enum_name = 'ppe_item' and l.value = i.item_type::text
         where r.workspace_id = $1 and not i.is_canceled and r.status not in ('rejected', 'canceled')
         order by r.id, i.id limit 1`,
        [RENFORT],
      );
      const attribute =
        { safety_shoes: "43", gloves: "9", workwear: "L", hi_vis: "L", rain_gear: "L" }[previous.item_type] ?? null;
      await as(q, "consultant");
      const request = await one<{ id: string }>(
        q,
        `insert into public.ppe_request (workspace_id, talent_id, company_id, needed_by)
         values ($1, $2, $3, private.paris_today() + 7) returning id`,
        [RENFORT, previous.talent_id, previous.company_id],
      );
      const item = () =>
        q("insert into public.ppe_request_item (ppe_request_id, item_type, attribute) values ($1, $2, $3)", [
          request.id,
          previous.item_type,
          attribute,
        ]);
      expect(await failureMessage(q, item)).toMatch(
        new RegExp(
          `^« ${previous.label} » a déjà été demandé pour ce talent le \\d{2}/\\d{2}/\\d{4} \\(moins de 6 mois\\) : indiquez le motif du renouvellement$`,
        ),
      );
      await q("update public.ppe_request set renewal_reason = 'Chaussures perdues sur le chantier' where id = $1", [
        request.id,
      ]);
      expect(await failureMessage(q, item)).toBeNull();
    });
  });
});

describe("SIR: a contract under reinforced surveillance starts only with a fit notice", () => {
  const SIR_MESSAGE =
    "Ce contrat relève d'un suivi individuel renforcé (SIR) : il ne peut pas commencer sans un avis d'aptitude (apte ou apte avec aménagements) du talent";

  it("the time-driven start leaves it signed without the notice, and starts it once the talent is fit — R:REQ-MED-SIR-CONTRACT", async () => {
    await db.system(async (q) => {
      const c = (await draftContract(q, "manager", {
        start_date: new Date().toISOString().slice(0, 10),
        end_date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        medical_surveillance: "sir",
        status: "signed",
        dpae_submitted_at: new Date().toISOString(),
      })) as { id: string; talent_id: string };
      // nothing else valid for this talent: the test's own notice decides
      await q(
        "delete from public.medical_checkup_result where medical_checkup_request_id in (select id from public.medical_checkup_request where talent_id = $1)",
        [c.talent_id],
      );
      await q("select set_config('renfort.actor', 'system', true)", []);
      expect(
        await failureMessage(q, () => q("update public.contract set status = 'active' where id = $1", [c.id])),
      ).toBe(SIR_MESSAGE);
      await q("select set_config('renfort.actor', '', true)", []);
      const first = await run(q);
      expect(first["contract:signed:active"].skipped).toBeGreaterThanOrEqual(1);
      expect(await statusOf(q, "contract", c.id)).toBe("signed");

      const visit = await one<{ id: string }>(
        q,
        `insert into public.medical_checkup_request (workspace_id, talent_id, visit_type, risk_reasons, status)
         values ($1, $2, 'sir_initial', '{scaffolding}', 'done') returning id`,
        [RENFORT, c.talent_id],
      );
      await q(
        "insert into public.medical_checkup_result (medical_checkup_request_id, workspace_id, result, issued_at) values ($1, $2, 'unfit', private.paris_today())",
        [visit.id, RENFORT],
      );
      await run(q);
      expect(await statusOf(q, "contract", c.id)).toBe("signed");
      await q("update public.medical_checkup_result set result = 'fit' where medical_checkup_request_id = $1", [
        visit.id,
      ]);
      const second = await run(q);
      expect(second["contract:signed:active"].moved).toBeGreaterThanOrEqual(1);
      expect(await statusOf(q, "contract", c.id)).toBe("active");
    });
  });
});

describe("the time-driven function", () => {
  it("is the service's: a team member cannot run it", async () => {
    await db.as("dev", async (q) => {
      expect(await failureMessage(q, () => run(q))).toMatch(/permission denied/);
    });
  });

  it("marks a medical visit done after its appointment, with the system as actor — R:REQ-MED-DONE-AUTO", async () => {
    await db.system(async (q) => {
      const { id } = await one<{ id: string }>(
        q,
        "select id from public.medical_checkup_request where workspace_id = $1 and status = 'scheduled' order by id limit 1",
        [RENFORT],
      );
      await q("update public.medical_checkup_request set appointment_at = now() - interval '1 hour' where id = $1", [
        id,
      ]);
      const r = await run(q);
      expect(r["medical_checkup_request:scheduled:done"].moved).toBeGreaterThanOrEqual(1);
      expect(await statusOf(q, "medical_checkup_request", id)).toBe("done");
      const h = await one<{ actor: string; comment: string }>(
        q,
        "select actor, comment from public.status_history where entity_id = $1 and to_status = 'done'",
        [id],
      );
      expect(h).toEqual({ actor: "system", comment: "Rendez-vous passé (automatique)" });
    });
  });

  it("starts and finishes a training session whose dates have passed — R:REQ-TRAINING-SESSION-AUTO", async () => {
    await db.system(async (q) => {
      const { id } = await one<{ id: string }>(
        q,
        "select id from public.qualification_training_request where workspace_id = $1 and status = 'booked' order by id limit 1",
        [RENFORT],
      );
      await q(
        "update public.qualification_training_request set start_at = now() - interval '2 days', end_at = now() - interval '1 day' where id = $1",
        [id],
      );
      await run(q);
      expect(await statusOf(q, "qualification_training_request", id)).toBe("completed");
    });
  });

  it("creates last month's meal card of a contract from its signed timesheets, once — R:REQ-MEAL-MONTHLY", async () => {
    await db.system(async (q) => {
      const month = await one<{ m: string }>(
        q,
        "select to_char(date_trunc('month', private.paris_today()) - interval '1 month', 'YYYY-MM-DD') as m",
      );
      const contract = await one<{ id: string; contract_key: string; days: number }>(
        q,
        `select c.id, c.contract_key,
                private.days_worked_in_month(c.workspace_id, c.contract_key, $2::date, '{signed,validated,exported,invoiced}') as days
         from public.contract c
         where c.workspace_id = $1 and not c.is_amendment and c.meal_type = 'meal_voucher' and c.status in ('active', 'ended')
           and private.days_worked_in_month(c.workspace_id, c.contract_key, $2::date, '{signed,validated,exported,invoiced}') > 0
         order by c.contract_key limit 1`,
        [RENFORT, month.m],
      );
      await q("delete from public.meal_card_request where contract_key = $1 and period_month = $2", [
        contract.contract_key,
        month.m,
      ]);
      const r = await run(q);
      expect(r["meal_card_request:monthly"].created).toBeGreaterThanOrEqual(1);
      const created = await one<{ status: string; eligible_days: number; benefit_type: string }>(
        q,
        "select status::text, eligible_days, benefit_type::text from public.meal_card_request where contract_key = $1 and period_month = $2",
        [contract.contract_key, month.m],
      );
      expect(created).toEqual({ status: "requested", eligible_days: contract.days, benefit_type: "meal_voucher" });
      await run(q);
      const count = await one<{ n: number }>(
        q,
        "select count(*)::int as n from public.meal_card_request where contract_key = $1 and period_month = $2",
        [contract.contract_key, month.m],
      );
      expect(count.n).toBe(1);
    });
  });

  it("drafts last month's invoice of an independent from validated timesheets, and sends generated ones — R:REQ-INDINV-MONTHLY", async () => {
    await db.system(async (q) => {
      const month = await one<{ m: string }>(
        q,
        "select to_char(date_trunc('month', private.paris_today()) - interval '1 month', 'YYYY-MM-DD') as m",
      );
      const contract = await one<{ talent_id: string; contract_key: string; amount: string }>(
        q,
        `select c.talent_id, c.contract_key, round(sum(d.worked_hours) * c.hourly_wage, 2)::text as amount
         from public.contract c join public.talent t on t.id = c.talent_id and t.worker_type in ('independent', 'portage')
         join public.timesheet_week w on w.contract_key = c.contract_key and w.workspace_id = c.workspace_id and w.status in ('validated', 'exported', 'invoiced')
         join public.timesheet_day d on d.timesheet_week_id = w.id and d.date >= $2::date and d.date < ($2::date + interval '1 month')::date
         where c.workspace_id = $1 and not c.is_amendment and c.hourly_wage > 0 and c.status in ('active', 'ended', 'terminated_early')
         group by c.talent_id, c.contract_key, c.hourly_wage having sum(d.worked_hours) > 0
         order by c.contract_key limit 1`,
        [RENFORT, month.m],
      );
      await q(
        "delete from public.independent_monthly_invoice where talent_id = $1 and contract_key = $2 and month = $3",
        [contract.talent_id, contract.contract_key, month.m],
      );
      const generated = await one<{ id: string }>(
        q,
        "select id from public.independent_monthly_invoice where workspace_id = $1 and status = 'generated' order by id limit 1",
        [RENFORT],
      );
      await run(q);
      const draft = await one<{ status: string; amount: string }>(
        q,
        "select status::text, amount::text from public.independent_monthly_invoice where talent_id = $1 and contract_key = $2 and month = $3",
        [contract.talent_id, contract.contract_key, month.m],
      );
      expect(draft).toEqual({ status: "draft", amount: contract.amount });
      expect(await statusOf(q, "independent_monthly_invoice", generated.id)).toBe("pending_independent_validation");
    });
  });
});

describe("the time-driven function, paid advances and signed conditions", () => {
  it("deducts a paid advance payment once an exported pay of its month withholds it, and only then — R:PAY-ADV-DEDUCT", async () => {
    await db.system(async (q) => {
      const advance = await one<{ id: string; talent_id: string; month: string; amount: string }>(
        q,
        `select id, talent_id, to_char(period_month, 'YYYY-MM-DD') as month,
                coalesce(approved_amount, requested_amount)::text as amount
         from public.advance_payment_request where workspace_id = $1 and status = 'paid' order by id limit 1`,
        [RENFORT],
      );
      await q("delete from public.pay_tracking where talent_id = $1 and period_start = $2::date", [
        advance.talent_id,
        advance.month,
      ]);
      const pay = await cloneRow(q, "pay_tracking", "workspace_id = $1", [RENFORT], {
        talent_id: advance.talent_id,
        period_start: advance.month,
        period_end: (
          await one<{ d: string }>(
            q,
            "select to_char(($1::date + interval '1 month' - interval '1 day')::date, 'YYYY-MM-DD') as d",
            [advance.month],
          )
        ).d,
        status: "exported",
        // whatever seeded pay is cloned, an exported one has its net (pay_tracking_net_required)
        net_to_pay: 2500,
        advances_deducted: 0,
      });
      const statusOfAdvance = () =>
        one<{ status: string; pay: string | null }>(
          q,
          "select status::text, deducted_in_pay_tracking_id::text as pay from public.advance_payment_request where id = $1",
          [advance.id],
        );
      // exported without withholding it (docs/payroll-export.md, ACOMPTE): the file has no line
      // for it, so it is not « Déduite sur paie »
      await run(q);
      expect(await statusOfAdvance()).toEqual({ status: "paid", pay: null });
      // the pay's ACOMPTE element, the file's line, withholds it: deducted
      await q(
        `insert into public.pay_element (workspace_id, pay_tracking_id, position, code, label, category, quantity, amount, advance_payment_request_ids)
         values ($1, $2, 81, 'ACOMPTE', 'Acomptes versés', 'deduction', 1, $3, array[$4::uuid])`,
        [RENFORT, pay.id, advance.amount, advance.id],
      );
      const r = await run(q);
      expect(r["advance_payment_request:paid:deducted"].moved).toBeGreaterThanOrEqual(1);
      expect(await statusOfAdvance()).toEqual({ status: "deducted", pay: pay.id });
    });
  });

  it("expires signed commercial conditions past their validity — R:REQ-CC-EXPIRE", async () => {
    await db.system(async (q) => {
      const { id } = await one<{ id: string }>(
        q,
        // one that began before yesterday: its validity can end then
        `select id from public.commercial_condition where workspace_id = $1 and status = 'signed'
           and (valid_from is null or valid_from < private.paris_today() - 1) order by id limit 1`,
        [RENFORT],
      );
      await q("update public.commercial_condition set valid_to = private.paris_today() - 1 where id = $1", [id]);
      await run(q);
      expect(await statusOf(q, "commercial_condition", id)).toBe("expired");
    });
  });
});

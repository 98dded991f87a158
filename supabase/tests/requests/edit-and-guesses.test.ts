// Editing a request after its creation (supabase/schemas/10_requests.sql): the
// create form's fields change while the request is in an editable status, are refused in French
// afterwards, the comment stays writable; and the guessed values the time-driven function puts
// in the requests it creates (private.run_request_time_moves).
// Direct engine, rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessage, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, cloneRow, one, RENFORT } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const run = (q: Query) => q("select public.run_time_based_transitions()", []);
const lastMonth = (q: Query) =>
  one<{ m: string }>(
    q,
    "select to_char(date_trunc('month', private.paris_today()) - interval '1 month', 'YYYY-MM-DD') as m",
  ).then((x) => x.m);

describe("a request's content is editable in its editable statuses only", () => {
  const newInsuranceRequest = async (q: Query) => {
    const company = await one<{ id: string }>(
      q,
      "select id from public.company where workspace_id = $1 and siren is not null order by id limit 1",
      [RENFORT],
    );
    await as(q, "consultant");
    return one<{ id: string }>(
      q,
      `insert into public.company_insurance_request (workspace_id, company_id, type, insurer, requested_amount)
       values ($1, $2, 'client_rc_certificate', 'coface', 10000) returning id`,
      [RENFORT, company.id],
    );
  };
  const setAmount = (q: Query, id: string, amount: number) =>
    q("update public.company_insurance_request set requested_amount = $2 where id = $1 returning id", [id, amount]);

  it("its author corrects a draft; once sent to the insurer the amount is refused, the comment is not", async () => {
    await db.system(async (q) => {
      const { id } = await newInsuranceRequest(q);
      expect((await setAmount(q, id, 12000)).rows).toHaveLength(1);
      await as(q, "comptable");
      await q("update public.company_insurance_request set status = 'submitted' where id = $1", [id]);
      await as(q, "consultant");
      expect(await failureMessage(q, () => setAmount(q, id, 15000))).toBe(
        "Au statut « Envoyée à l'assureur », cette demande ne peut plus être modifiée (le montant demandé)",
      );
      expect(
        await failureMessage(q, () =>
          q("update public.company_insurance_request set comment = 'Relancer Coface' where id = $1", [id]),
        ),
      ).toBeNull();
      // the office's decision fields are the workflow's, not the content
      await as(q, "comptable");
      expect(
        await failureMessage(q, () =>
          q("update public.company_insurance_request set policy_number = 'POL-1' where id = $1", [id]),
        ),
      ).toBeNull();
      await asSystem(q);
      const row = await one<{ amount: string; comment: string }>(
        q,
        "select requested_amount::text as amount, comment from public.company_insurance_request where id = $1",
        [id],
      );
      expect(row).toEqual({ amount: "12000.00", comment: "Relancer Coface" });
    });
  });

  it("names every frozen field, and lets a developer fix the data", async () => {
    await db.system(async (q) => {
      const { id } = await newInsuranceRequest(q);
      await asSystem(q);
      await q("update public.company_insurance_request set status = 'submitted' where id = $1", [id]);
      await as(q, "csm");
      expect(
        await failureMessage(q, () =>
          q("update public.company_insurance_request set insurer = 'atradius', requested_amount = 9000 where id = $1", [
            id,
          ]),
        ),
      ).toBe(
        "Au statut « Envoyée à l'assureur », cette demande ne peut plus être modifiée (l'assureur, le montant demandé)",
      );
      await as(q, "dev");
      expect(await failureMessage(q, () => setAmount(q, id, 9000))).toBeNull();
    });
  });

  it("an independent payment's amount is frozen once validated, its payment date stays the workflow's", async () => {
    await db.system(async (q) => {
      const { id } = await one<{ id: string }>(
        q,
        "select id from public.independent_payment_request where workspace_id = $1 and status = 'approved' order by id limit 1",
        [RENFORT],
      );
      await as(q, "adminIndependants");
      expect(
        await failureMessage(q, () =>
          q(
            "update public.independent_payment_request set amount = amount - 1, early_payment = not early_payment where id = $1",
            [id],
          ),
        ),
      ).toBe("Au statut « Validée », cette demande ne peut plus être modifiée (le montant, le paiement anticipé)");
      expect(
        await failureMessage(q, () =>
          q(
            "update public.independent_payment_request set requested_payment_date = private.paris_today() + 3 where id = $1",
            [id],
          ),
        ),
      ).toBeNull();
    });
  });

  it("every type with a create form declares its content and editable statuses", async () => {
    await db.system(async (q) => {
      const rows = await q<{ entity: string; ok: boolean }>(
        `select entity, initial_status = any (editable_statuses) and cardinality(content_fields) > 0 as ok
         from public.request_type where entity in ('medical_checkup_request', 'advance_payment_request', 'work_accident_request',
           'qualification_training_request', 'professional_card_request', 'ppe_request', 'meal_card_request', 'expense_claim_request',
           'recruitment_office_invoice_request', 'company_insurance_request', 'definitive_end_request',
           'independent_payment_request') order by entity`,
        [],
      );
      expect(rows.rows).toHaveLength(12);
      expect(rows.rows.filter((r) => !r.ok)).toEqual([]);
      // each content field is a column of its table
      const missing = await q<{ entity: string; field: string }>(
        `select t.entity, f as field from public.request_type t, unnest(t.content_fields) as f
         where not exists (select 1 from information_schema.columns c
                           where c.table_schema = 'public' and c.table_name = t.entity and c.column_name = f)`,
        [],
      );
      expect(missing.rows).toEqual([]);
    });
  });
});

describe("the requests the time-driven function creates carry guessed values", () => {
  it("a monthly meal card takes the issuer, card and follower of the contract's previous request", async () => {
    await db.system(async (q) => {
      const month = await lastMonth(q);
      const contract = await one<{ id: string; contract_key: string; talent_id: string }>(
        q,
        `select c.id, c.contract_key, c.talent_id from public.contract c
         where c.workspace_id = $1 and not c.is_amendment and c.meal_type = 'meal_voucher' and c.status in ('active', 'ended')
           and private.days_worked_in_month(c.workspace_id, c.contract_key, $2::date, '{signed,validated,exported,invoiced}') > 0
         order by c.contract_key limit 1`,
        [RENFORT, month],
      );
      const csm = await one<{ id: string }>(
        q,
        `select tm.id from public.team_member tm join public.team_member_workspace w on w.team_member_id = tm.id and w.workspace_id = $1
         order by tm.id limit 1`,
        [RENFORT],
      );
      await q("delete from public.meal_card_request where contract_key = $1 and workspace_id = $2", [
        contract.contract_key,
        RENFORT,
      ]);
      // the contract's request of two months ago, as the office left it
      await cloneRow(q, "meal_card_request", "benefit_type = 'meal_voucher' and workspace_id = $1", [RENFORT], {
        contract_id: contract.id,
        contract_key: contract.contract_key,
        talent_id: contract.talent_id,
        period_month: (
          await one<{ m: string }>(q, "select to_char($1::date - interval '1 month', 'YYYY-MM-DD') as m", [month])
        ).m,
        eligible_days: 0,
        provider: "swile",
        card_last4: "4321",
        assignee_id: csm.id,
        status: "loaded",
        closed_at: null,
      });
      await run(q);
      const created = await one<{ provider: string; card_last4: string; assignee_id: string; comment: string }>(
        q,
        `select provider::text, card_last4, assignee_id::text, comment from public.meal_card_request
         where contract_key = $1 and workspace_id = $2 and period_month = $3`,
        [contract.contract_key, RENFORT, month],
      );
      expect(created).toMatchObject({ provider: "swile", card_last4: "4321", assignee_id: csm.id });
      expect(created.comment).toMatch(/^Créée automatiquement/);
    });
  });

  it("a monthly invoice is issued today with the VAT rate and payment delay of the talent's previous invoice", async () => {
    await db.system(async (q) => {
      const month = await lastMonth(q);
      const contract = await one<{ talent_id: string; contract_key: string }>(
        q,
        `select c.talent_id, c.contract_key
         from public.contract c join public.talent t on t.id = c.talent_id and t.worker_type in ('independent', 'portage')
         join public.timesheet_week w on w.contract_key = c.contract_key and w.workspace_id = c.workspace_id and w.status in ('validated', 'exported', 'invoiced')
         join public.timesheet_day d on d.timesheet_week_id = w.id and d.date >= $2::date and d.date < ($2::date + interval '1 month')::date
         where c.workspace_id = $1 and not c.is_amendment and c.hourly_wage > 0 and c.status in ('active', 'ended', 'terminated_early')
         group by c.talent_id, c.contract_key having sum(d.worked_hours) > 0
         order by c.contract_key limit 1`,
        [RENFORT, month],
      );
      await q("delete from public.independent_payment_request where talent_id = $1", [contract.talent_id]);
      await q("delete from public.independent_monthly_invoice where talent_id = $1", [contract.talent_id]);
      const before = await one<{ m: string }>(q, "select to_char($1::date - interval '1 month', 'YYYY-MM-DD') as m", [
        month,
      ]);
      await cloneRow(q, "independent_monthly_invoice", "workspace_id = $1", [RENFORT], {
        talent_id: contract.talent_id,
        contract_key: contract.contract_key,
        contract_id: null,
        month: before.m,
        vat_rate: 0,
        issue_date: before.m,
        due_date: (await one<{ d: string }>(q, "select to_char($1::date + 45, 'YYYY-MM-DD') as d", [before.m])).d,
        status: "paid",
        closed_at: null,
      });
      await run(q);
      const draft = await one<{ vat_rate: string; issued_today: boolean; delay: number; status: string }>(
        q,
        `select vat_rate::text, issue_date = private.paris_today() as issued_today, due_date - issue_date as delay, status::text
         from public.independent_monthly_invoice where talent_id = $1 and contract_key = $2 and month = $3`,
        [contract.talent_id, contract.contract_key, month],
      );
      expect(draft).toEqual({ vat_rate: "0.00", issued_today: true, delay: 45, status: "draft" });
    });
  });
});

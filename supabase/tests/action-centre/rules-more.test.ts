// The action centre's medical, carence, independents, credit and carte BTP queues
// (docs/rules/action-centre.md#queues, supabase/schemas/13_action_centre_notifications.sql): for each rule a row that meets its
// condition appears in the queue of the roles it concerns (not of the others), the case just
// across its boundary does not, and fixing the cause removes it. Direct engine, rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, cloneRow, draftContract, one, RENFORT } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

type Item = { rule: string; severity: string; subject_id: string; label: string; link: string };

async function queue(q: Query, key: string): Promise<Item[]> {
  await as(q, key);
  const r = await q<Item>("select * from public.action_centre()");
  await asSystem(q);
  return r.rows;
}

const find = (items: Item[], rule: string, id: unknown) => items.find((i) => i.rule === rule && i.subject_id === id);
const has = (items: Item[], rule: string, id: unknown) => find(items, rule, id) !== undefined;

/** A day relative to today, as the database sees it. */
const day = async (q: Query, offset: number) =>
  (await one<{ d: string }>(q, "select (private.paris_today() + $1::int)::text as d", [offset])).d;

/** Updates a row as the system. */
async function set(q: Query, table: string, id: unknown, values: Record<string, unknown>) {
  const cols = Object.keys(values);
  await q("select set_config('renfort.actor', 'system', true)");
  await q(`update public.${table} set ${cols.map((c, i) => `${c} = $${i + 2}`).join(", ")} where id = $1`, [
    id,
    ...cols.map((c) => values[c]),
  ]);
}

const running = () => ({
  dpae_submitted_at: new Date().toISOString(),
  transmitted_to_talent_at: new Date().toISOString(),
});

describe("medical_required", () => {
  it("a SIR contract starting within 15 days without aptitude is critical for CSMs, until a visit is asked — R:AC-MEDICAL", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "consultant", {
        status: "validated",
        medical_surveillance: "sir",
        start_date: await day(q, 15),
        end_date: await day(q, 60),
      });
      await q("delete from public.medical_checkup_request where talent_id = $1", [c.talent_id]);
      expect(find(await queue(q, "csm"), "medical_required", c.id)).toMatchObject({
        severity: "critical",
        link: `/contracts/${c.id}`,
      });
      expect(has(await queue(q, "csmExterne"), "medical_required", c.id)).toBe(true);
      expect(has(await queue(q, "consultant"), "medical_required", c.id)).toBe(false);
      // one day further: not yet
      await set(q, "contract", c.id, { start_date: await day(q, 16) });
      expect(has(await queue(q, "csm"), "medical_required", c.id)).toBe(false);
      await set(q, "contract", c.id, { start_date: await day(q, 10) });
      expect(has(await queue(q, "csm"), "medical_required", c.id)).toBe(true);
      await q(
        `insert into public.medical_checkup_request (workspace_id, talent_id, contract_id, visit_type, risk_reasons, status)
         values ($1, $2, $3, 'sir_initial', '{scaffolding}', 'to_schedule')`,
        [RENFORT, c.talent_id, c.id],
      );
      expect(has(await queue(q, "csm"), "medical_required", c.id)).toBe(false);
    });
  });

  it("a running VIP contract whose visit falls due within 15 days is a warning, not 3 weeks ahead — R:AC-MEDICAL", async () => {
    await db.system(async (q) => {
      // 3 months after a start 80 days ago: due in 9 to 12 days
      const c = await draftContract(q, "consultant", {
        status: "active",
        medical_surveillance: "vip",
        start_date: await day(q, -80),
        end_date: await day(q, 60),
        ...running(),
      });
      await q("delete from public.medical_checkup_request where talent_id = $1", [c.talent_id]);
      expect(find(await queue(q, "csmExterne"), "medical_required", c.id)?.severity).toBe("warning");
      // started 70 days ago: due in 19 to 22 days
      await set(q, "contract", c.id, { start_date: await day(q, -70) });
      expect(has(await queue(q, "csm"), "medical_required", c.id)).toBe(false);
      await set(q, "contract", c.id, { start_date: await day(q, -80) });
      await q(
        `insert into public.medical_checkup_request (workspace_id, talent_id, contract_id, visit_type, status)
         values ($1, $2, $3, 'vip_initial', 'requested')`,
        [RENFORT, c.talent_id, c.id],
      );
      expect(has(await queue(q, "csm"), "medical_required", c.id)).toBe(false);
    });
  });
});

describe("carence_conflict", () => {
  it("an open order starting inside the délai de carence of the post's last contract is its consultant's — R:CTR-CARENCE-ACTION, R:AC-CARENCE", async () => {
    await db.system(async (q) => {
      const prev = await draftContract(q, "consultant", {
        status: "ended",
        mission_id: null,
        start_date: await day(q, -40),
        end_date: await day(q, -5),
        ...running(),
      });
      const { first } = await one<{ first: string }>(
        q,
        `select private.carence_first_allowed_day(c.end_date, private.carence_days(c.end_date - c.start_date + 1), c.working_days)::text as first
         from public.contract c where c.id = $1`,
        [prev.id],
      );
      const order = await cloneRow(q, "mission", "workspace_id = $1 and is_client_order", [RENFORT], {
        reference: `CMD-TEST-${Date.now()}`,
        status: "open",
        owner_id: account("consultant").teamMemberId,
        company_id: prev.company_id,
        job_id: prev.job_id,
        address_id: prev.address_id,
        lead_contact_id: null,
        interviewer_contact_id: null,
        decision_maker_contact_id: null,
        contract_reason: "activity_increase",
        start_date: await one<{ d: string }>(q, "select ($1::date - 1)::text as d", [first]).then((r) => r.d),
        end_date: await day(q, 90),
      });
      const item = find(await queue(q, "consultant"), "carence_conflict", order.id);
      expect(item?.link).toBe(`/missions/${order.id}`);
      expect(item?.label).toContain(`délai de carence après ${prev.contract_key as string}`);
      expect(has(await queue(q, "manager"), "carence_conflict", order.id)).toBe(true);
      expect(has(await queue(q, "csm"), "carence_conflict", order.id)).toBe(false);
      // on the first allowed day: no conflict
      await set(q, "mission", order.id, { start_date: first });
      expect(has(await queue(q, "consultant"), "carence_conflict", order.id)).toBe(false);
      // a seasonal job owes no délai de carence (L1251-37-1)
      await set(q, "mission", order.id, { start_date: await day(q, 1) });
      expect(has(await queue(q, "consultant"), "carence_conflict", order.id)).toBe(true);
      await set(q, "mission", order.id, { contract_reason: "seasonal" });
      expect(has(await queue(q, "consultant"), "carence_conflict", order.id)).toBe(false);
    });
  });
});

describe("independent_invoices", () => {
  it("invoices to validate and overdue invoices with nothing asked are the independents' administrator's — R:REQ-IND-ACTIONS, R:AC-INDEPENDENTS", async () => {
    await db.system(async (q) => {
      const inv = await one<{ id: string }>(
        q,
        `select i.id from public.independent_monthly_invoice i where i.workspace_id = $1 and i.status = 'validated'
           and not exists (select 1 from public.independent_payment_request p where p.independent_monthly_invoice_id = i.id)
         order by i.id limit 1`,
        [RENFORT],
      );
      await set(q, "independent_monthly_invoice", inv.id, { due_date: await day(q, -1) });
      expect(has(await queue(q, "adminIndependants"), "independent_invoices", inv.id)).toBe(true);
      expect(has(await queue(q, "comptable"), "independent_invoices", inv.id)).toBe(false);
      // due today: not overdue yet
      await set(q, "independent_monthly_invoice", inv.id, { due_date: await day(q, 0) });
      expect(has(await queue(q, "adminIndependants"), "independent_invoices", inv.id)).toBe(false);
      await set(q, "independent_monthly_invoice", inv.id, { status: "pending_independent_validation" });
      expect(find(await queue(q, "adminIndependants"), "independent_invoices", inv.id)?.link).toBe(
        `/independent-payment-requests?tab=invoices&open=${inv.id}`,
      );
    });
  });

  it("a payment request to approve, until scheduled — R:REQ-IND-ACTIONS, R:AC-INDEPENDENTS", async () => {
    await db.system(async (q) => {
      const p = await one<{ id: string }>(
        q,
        "select id from public.independent_payment_request where workspace_id = $1 and status = 'requested' order by id limit 1",
        [RENFORT],
      );
      expect(find(await queue(q, "adminIndependants"), "independent_invoices", p.id)?.link).toBe(
        `/independent-payment-requests/${p.id}`,
      );
      await set(q, "independent_payment_request", p.id, { status: "scheduled" });
      expect(has(await queue(q, "adminIndependants"), "independent_invoices", p.id)).toBe(false);
    });
  });

  it("an independent under contract whose vigilance attestation is over 6 months old, until renewed — R:REQ-IND-ACTIONS, R:AC-INDEPENDENTS", async () => {
    await db.system(async (q) => {
      const talent = await one<{ id: string }>(
        q,
        "select id from public.talent where workspace_id = $1 and worker_type = 'independent' order by id limit 1",
        [RENFORT],
      );
      await draftContract(q, "consultant", {
        talent_id: talent.id,
        status: "validated",
        start_date: await day(q, 5),
        end_date: await day(q, 60),
      });
      await q("delete from public.document where talent_id = $1 and type = 'urssaf_vigilance'", [talent.id]);
      const doc = await cloneRow(q, "document", "workspace_id = $1 and talent_id is not null", [RENFORT], {
        talent_id: talent.id,
        contract_id: null,
        type: "urssaf_vigilance",
        status: "valid",
        issued_at: (
          await one<{ d: string }>(
            q,
            "select (private.paris_today() - interval '6 months' - interval '1 day')::date::text as d",
          )
        ).d,
        expiry_date: null,
        file: null,
        mime_type: null,
      });
      const item = find(await queue(q, "adminIndependants"), "independent_invoices", talent.id);
      expect(item).toMatchObject({ link: `/talents/${talent.id}/documents` });
      expect(item?.label).toContain("Attestation de vigilance URSSAF de plus de 6 mois");
      const recent = (
        await one<{ d: string }>(
          q,
          "select (private.paris_today() - interval '6 months' + interval '1 day')::date::text as d",
        )
      ).d;
      await set(q, "document", doc.id, { issued_at: recent });
      expect(has(await queue(q, "adminIndependants"), "independent_invoices", talent.id)).toBe(false);
    });
  });
});

describe("credit_exposure", () => {
  it("a client whose exposure exceeds its credit cover is critical for accounting, not at the cover — R:REQ-INS-ACTIONS, R:BIL-COVER-ALERT, R:AC-CREDIT", async () => {
    await db.system(async (q) => {
      // a client with no billing, no running contract and no cover of its own
      const company = await one<{ id: string }>(
        q,
        `select co.id from public.company co where co.workspace_id = $1
           and not exists (select 1 from public.contract c where c.company_id = co.id and c.status in ('signed', 'active'))
           and not exists (select 1 from public.timesheet_week w where w.company_id = co.id)
           and not exists (select 1 from public.company_insurance_request r where r.company_id = co.id)
         order by co.id limit 1`,
        [RENFORT],
      );
      const c = await draftContract(q, "consultant", {
        company_id: company.id,
        mission_id: null,
        status: "active",
        start_date: await day(q, -10),
        end_date: await day(q, 60),
        working_hours: 35,
        ...running(),
      });
      // billed at 14.50 € × 2 an hour
      await q("insert into public.contract_pricing (contract_id, workspace_id, coefficient) values ($1, $2, 2)", [
        c.id,
        RENFORT,
      ]);
      const { exposure } = await one<{ exposure: string }>(
        q,
        "select (working_hours * hourly_billing_rate * 4)::text as exposure from public.contract where id = $1",
        [c.id],
      );
      expect(Number(exposure)).toBeGreaterThan(0);
      const cover = await one<{ id: string }>(
        q,
        `insert into public.company_insurance_request (workspace_id, company_id, type, insurer, requested_amount, granted_amount,
           decision_date, valid_until, status)
         values ($1, $2, 'credit_insurance', 'coface', $3::numeric + 1000, $3::numeric - 0.01, private.paris_today() - 5, private.paris_today() + 360,
           'partially_granted') returning id`,
        [RENFORT, company.id, exposure],
      );
      const item = find(await queue(q, "comptable"), "credit_exposure", company.id);
      expect(item).toMatchObject({ severity: "critical", link: `/companies/${company.id}` });
      expect(item?.label).toMatch(/ · encours [\d ]+ € pour [\d ]+ € garantis$/);
      expect(has(await queue(q, "csm"), "credit_exposure", company.id)).toBe(false);
      // exposure equal to the cover: within it
      await set(q, "company_insurance_request", cover.id, { granted_amount: exposure });
      expect(has(await queue(q, "comptable"), "credit_exposure", company.id)).toBe(false);
    });
  });
});

describe("carte_btp_missing", () => {
  it("a talent starting on a BTP worksite with no valid carte BTP is the external CSMs', until a card is on file — R:REQ-CARD-BTP-SITE, R:AC-CARTE-BTP", async () => {
    await db.system(async (q) => {
      const company = await one<{ id: string }>(
        q,
        "select id from public.company where workspace_id = $1 and naf_code ~ '^4[1-3]\\.' order by id limit 1",
        [RENFORT],
      );
      const c = await draftContract(q, "consultant", {
        company_id: company.id,
        mission_id: null,
        status: "validated",
        start_date: await day(q, 10),
        end_date: await day(q, 60),
      });
      await q("delete from public.document where talent_id = $1 and type = 'carte_btp'", [c.talent_id]);
      await q("delete from public.professional_card_request where talent_id = $1", [c.talent_id]);
      const item = find(await queue(q, "csmExterne"), "carte_btp_missing", c.id);
      expect(item).toMatchObject({ severity: "warning", link: `/talents/${c.talent_id}/documents` });
      expect(has(await queue(q, "consultant"), "carte_btp_missing", c.id)).toBe(false);
      // starting in 16 days: not yet
      await set(q, "contract", c.id, { start_date: await day(q, 16) });
      expect(has(await queue(q, "csmExterne"), "carte_btp_missing", c.id)).toBe(false);
      await set(q, "contract", c.id, { start_date: await day(q, 10) });
      // a card that expires before the start does not count; one valid on the start does
      const card = await cloneRow(q, "document", "workspace_id = $1 and talent_id is not null", [RENFORT], {
        talent_id: c.talent_id,
        contract_id: null,
        type: "carte_btp",
        status: "valid",
        issued_at: null,
        expiry_date: await day(q, 9),
        file: null,
        mime_type: null,
      });
      expect(has(await queue(q, "csmExterne"), "carte_btp_missing", c.id)).toBe(true);
      await set(q, "document", card.id, { expiry_date: await day(q, 10) });
      expect(has(await queue(q, "csmExterne"), "carte_btp_missing", c.id)).toBe(false);
    });
  });
});

// The queues rewritten for speed return exactly what their previous formulation returned: each
// previous function is read from the migration that last defined it, created under another
// name in the rolled-back transaction, and both are compared for every demo account, for the
// whole queue and for the account's own records (same items, labels, owners and order).
// Direct engine, each test rolled back.
import { readFileSync } from "node:fs";
import path from "node:path";
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

// The rules as the migrations before the baseline defined them (their functions kept as fixtures).
const MIGRATIONS = path.resolve(import.meta.dirname, "../fixtures/previous-functions");
const ACCOUNTS = [
  "consultant",
  "manager",
  "csm",
  "csmExterne",
  "comptable",
  "marketing",
  "direction",
  "partenaire",
  "dev",
];

/** Creates private.previous_action_rule_<rule>, the rule as the given migration defined it. */
async function createPrevious(q: Query, rule: string, migration: string) {
  const text = readFileSync(path.join(MIGRATIONS, migration), "utf8");
  const start = text.indexOf(`create or replace function private.action_rule_${rule}(`);
  const end = text.indexOf("\n$$;", start);
  expect(start, `${rule} in ${migration}`).toBeGreaterThanOrEqual(0);
  await q(
    text
      .slice(start, end + 4)
      .replace(`private.action_rule_${rule}(`, `private.previous_action_rule_${rule}(`)
      // a SET clause kept by an older definition changes nothing to the result
      .replace(/\nset search_path = ''\n/, "\n")
      // today is Paris's in the rules now (the database's clock is UTC): the older definitions'
      // current_date was yesterday between midnight and 1 or 2 a.m. in Paris
      .replace(/\bcurrent_date\b/g, "private.paris_today()"),
  );
}

/** Both formulations' items under the account (or as the system, without row security: the
 * periodic notifications), whole queue and own records, as one digest each. */
async function digests(q: Query, rule: string, key: string) {
  const of = (fn: string, owners: string) =>
    `select count(*)::int as n, md5(coalesce(string_agg(concat_ws('|', i.rule, i.severity, i.subject_type, i.subject_id,
              i.workspace_id, i.label, i.due_at, i.link, i.owner_id), ',' order by case i.severity when 'critical' then 0
              when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id), '')) as digest
     from private.${fn}(${owners}) i`;
  if (key !== "system") await as(q, key);
  const result: Record<string, { n: number; digest: string }> = {};
  for (const [mode, owners] of [
    ["all", "null"],
    ["mine", "private.me_and_managee_ids()"],
  ]) {
    result[`${mode} now`] = await one(q, of(`action_rule_${rule}`, owners));
    result[`${mode} before`] = await one(q, of(`previous_action_rule_${rule}`, owners));
  }
  await asSystem(q);
  return result;
}

async function expectSameForEveryAccount(q: Query, rule: string) {
  let items = 0;
  for (const key of ["system", ...ACCOUNTS]) {
    const d = await digests(q, rule, key);
    expect(d["all now"], `${rule} ${key} all`).toEqual(d["all before"]);
    expect(d["mine now"], `${rule} ${key} mine`).toEqual(d["mine before"]);
    items += d["all now"].n + d["mine now"].n;
  }
  // the comparison is not between two empty queues
  expect(items, rule).toBeGreaterThan(0);
}

const day = async (q: Query, offset: number) =>
  (await one<{ d: string }>(q, "select (private.paris_today() + $1::int)::text as d", [offset])).d;

describe("rewritten queues return what they returned before", () => {
  it("request_due (public.request_deadline instead of the view)", async () => {
    await db.system(async (q) => {
      await createPrevious(q, "request_due", "20260109200000_action_centre_fast_read.sql");
      await expectSameForEveryAccount(q, "request_due");
    });
  });

  it("document_expiring (the whole queue without a contract probe per document)", async () => {
    await db.system(async (q) => {
      await createPrevious(q, "document_expiring", "20260110000000_document_watch.sql");
      // a due CACES of the consultant's, one expired, one sensitive (residence permit)
      const contract = await draftContract(q, "consultant", {
        status: "active",
        start_date: await day(q, -10),
        end_date: await day(q, 60),
        dpae_submitted_at: new Date().toISOString(),
        transmitted_to_talent_at: new Date().toISOString(),
      });
      for (const [type, offset] of [
        ["caces", 12],
        ["aipr", -3],
        ["residence_permit", 20],
      ] as const) {
        await q("delete from public.document where talent_id = $1 and type = $2", [contract.talent_id, type]);
        await cloneRow(q, "document", "workspace_id = $1 and talent_id is not null", [RENFORT], {
          talent_id: contract.talent_id,
          contract_id: null,
          type,
          status: "valid",
          issued_at: null,
          expiry_date: await day(q, offset),
          file: null,
          mime_type: null,
        });
      }
      await expectSameForEveryAccount(q, "document_expiring");
    });
  });

  it("carence_conflict (orders narrowed by open_order_post before the full test)", async () => {
    await db.system(async (q) => {
      await createPrevious(q, "carence_conflict", "20260108100000_action_centre_more_rules.sql");
      // a contract on a post that ended 5 days ago, and three orders on that post: inside its
      // délai de carence at the same workplace, at another address row of the same street, and
      // without a job
      const prev = await draftContract(q, "consultant", {
        status: "ended",
        mission_id: null,
        start_date: await day(q, -40),
        end_date: await day(q, -5),
        dpae_submitted_at: new Date().toISOString(),
        transmitted_to_talent_at: new Date().toISOString(),
      });
      const sameStreet = await cloneRow(q, "address", "id = $1", [prev.address_id], {});
      for (const [index, [address, job]] of [
        [prev.address_id, prev.job_id],
        [sameStreet.id, prev.job_id],
        [prev.address_id, null],
      ].entries()) {
        // numbered: two address rows made within a minute can share their ids' first characters
        await cloneRow(q, "mission", "workspace_id = $1 and is_client_order", [RENFORT], {
          reference: `CMD-TEST-CARENCE-${String(prev.id).slice(-12)}-${index}`,
          status: "open",
          owner_id: account("consultant").teamMemberId,
          company_id: prev.company_id,
          job_id: job,
          address_id: address,
          lead_contact_id: null,
          interviewer_contact_id: null,
          decision_maker_contact_id: null,
          contract_reason: "activity_increase",
          start_date: await day(q, 1),
          end_date: await day(q, 90),
        });
      }
      await expectSameForEveryAccount(q, "carence_conflict");
    });
  });

  it("carence_conflict (open_order_post's workplace ends instead of its post's)", async () => {
    await db.system(async (q) => {
      await createPrevious(q, "carence_conflict", "20260110200700_open_order_post.sql");
      // a contract on a post that ended 5 days ago; orders on that post at its address, at
      // another address row of the same street, at another street (then renamed to the
      // contract's: the address trigger), at another street then moved to the contract's
      // address (the order's trigger); a second contract of the post at a third street, an
      // order there, and one at a fourth street (no contract at its workplace)
      const prev = await draftContract(q, "consultant", {
        status: "ended",
        mission_id: null,
        start_date: await day(q, -40),
        end_date: await day(q, -5),
        dpae_submitted_at: new Date().toISOString(),
        transmitted_to_talent_at: new Date().toISOString(),
      });
      const street = (
        await one<{ street1: string }>(q, "select street1 from public.address where id = $1", [prev.address_id])
      ).street1;
      const sameStreet = await cloneRow(q, "address", "id = $1", [prev.address_id], {});
      const elsewhere = async (n: number) =>
        cloneRow(q, "address", "id = $1", [prev.address_id], {
          street1: `${n} rue de Nulle Part`,
          latitude: null,
          longitude: null,
          location: null,
        });
      const renamed = await elsewhere(1);
      const moved = await elsewhere(2);
      const other = await elsewhere(3);
      const far = await elsewhere(4);
      await cloneRow(q, "contract", "id = $1", [prev.id], {
        contract_key: `TEST-${Math.random().toString(36).slice(2, 10)}`,
        talent_id: (
          await one<{ id: string }>(
            q,
            `select id from public.talent where workspace_id = $1 and qualification_status = 'qualified'
             and blacklisted_at is null and id <> $2 order by id limit 1`,
            [RENFORT, prev.talent_id],
          )
        ).id,
        address_id: other.id,
        start_date: await day(q, -30),
        end_date: await day(q, -3),
        trial_period_days: null,
      });
      const orders: Record<string, { id: string }> = {};
      for (const [key, address] of [
        ["same", prev.address_id],
        ["sameStreet", sameStreet.id],
        ["renamed", renamed.id],
        ["moved", moved.id],
        ["other", other.id],
        ["far", far.id],
      ] as const) {
        orders[key] = (await cloneRow(q, "mission", "workspace_id = $1 and is_client_order", [RENFORT], {
          reference: `CMD-TEST-${key}-${Math.random().toString(36).slice(2, 8)}`,
          status: "open",
          owner_id: account("consultant").teamMemberId,
          company_id: prev.company_id,
          job_id: prev.job_id,
          address_id: address,
          lead_contact_id: null,
          interviewer_contact_id: null,
          decision_maker_contact_id: null,
          contract_reason: "activity_increase",
          start_date: await day(q, 1),
          end_date: await day(q, 90),
        })) as { id: string };
      }
      await q("select set_config('renfort.actor', 'system', true)");
      await q("update public.address set street1 = $2 where id = $1", [renamed.id, street]);
      await q("update public.mission set address_id = $2 where id = $1", [orders.moved.id, prev.address_id]);
      const flagged = await one<{ ids: string[] | null }>(
        q,
        "select array_agg(subject_id::text order by subject_id) as ids from private.action_rule_carence_conflict(null)",
      );
      // the orders at the contract's workplace are in the queue, the one elsewhere is not
      for (const key of ["same", "sameStreet", "renamed", "moved", "other"])
        expect(flagged.ids, key).toContain(orders[key].id);
      expect(flagged.ids).not.toContain(orders.far.id);
      await expectSameForEveryAccount(q, "carence_conflict");
    });
  });

  it("order_unstaffed (public.open_order_unstaffed instead of a probe per open order)", async () => {
    await db.system(async (q) => {
      await createPrevious(q, "order_unstaffed", "20260109200000_action_centre_fast_read.sql");
      // an order of the consultant's opened three days ago with nobody presented yet
      await cloneRow(q, "mission", "workspace_id = $1 and is_client_order", [RENFORT], {
        reference: `CMD-TEST-${Date.now()}`,
        status: "open",
        owner_id: account("consultant").teamMemberId,
        lead_contact_id: null,
        interviewer_contact_id: null,
        decision_maker_contact_id: null,
        created_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      });
      await expectSameForEveryAccount(q, "order_unstaffed");
    });
  });
});

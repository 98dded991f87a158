// The action centre's queues (docs/rules/action-centre.md#queues, public.action_centre()): for each rule, a row
// that meets its condition appears in the queue of the roles it concerns (and not of the
// others), and fixing the cause removes it — the queues are computed live. Direct engine,
// each test rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, failureMessage, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, cloneRow, draftContract, one, RENFORT } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

type Item = { rule: string; severity: string; subject_id: string; link: string; total: number };

/** The account's queues, then back to the system. */
async function queue(q: Query, key: string): Promise<Item[]> {
  await as(q, key);
  const r = await q<Item>("select * from public.action_centre()");
  await asSystem(q);
  return r.rows;
}

const has = (items: Item[], rule: string, id: string) => items.some((i) => i.rule === rule && i.subject_id === id);

/** A day relative to today, as the database sees it. */
const day = async (q: Query, offset: number) =>
  (await one<{ d: string }>(q, "select (private.paris_today() + $1::int)::text as d", [offset])).d;

/** Updates a row as the system (time-based and signature moves are the system's). */
async function set(q: Query, table: string, id: string, values: Record<string, unknown>) {
  const cols = Object.keys(values);
  await q("select set_config('renfort.actor', 'system', true)");
  await q(`update public.${table} set ${cols.map((c, i) => `${c} = $${i + 2}`).join(", ")} where id = $1`, [
    id,
    ...cols.map((c) => values[c]),
  ]);
}

describe("contract queues", () => {
  it("contract_review: a contract in review is the CSMs' and external CSMs' until validated — R:AC-REVIEW", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "consultant", { status: "review", start_date: await day(q, 20) });
      const csm = await queue(q, "csm");
      expect(csm.find((i) => i.subject_id === c.id && i.rule === "contract_review")).toMatchObject({
        severity: "warning",
        link: `/contracts/${c.id}/review`,
      });
      expect(has(await queue(q, "csmExterne"), "contract_review", c.id as string)).toBe(true);
      expect(has(await queue(q, "consultant"), "contract_review", c.id as string)).toBe(false);
      await set(q, "contract", c.id as string, { status: "validated" });
      expect(has(await queue(q, "csm"), "contract_review", c.id as string)).toBe(false);
    });
  });

  it("modification_requested: the owner (and their manager) sees a contract sent back, until modified — R:AC-MODIFICATION, R:AC-SCOPE, R:ROLE-MANAGER-SEES", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "consultant", {
        status: "admin_modification_requested",
        start_date: await day(q, 20),
      });
      const mine = await queue(q, "consultant");
      expect(mine.find((i) => i.subject_id === c.id)?.link).toBe(`/contracts/${c.id}/admin-modification-requested`);
      expect(has(await queue(q, "manager"), "modification_requested", c.id as string)).toBe(true);
      expect(has(await queue(q, "independant"), "modification_requested", c.id as string)).toBe(false);
      await set(q, "contract", c.id as string, { status: "modification" });
      expect(has(await queue(q, "consultant"), "modification_requested", c.id as string)).toBe(false);
    });
  });

  it("contract_unsigned_start: starting tomorrow and not signed is critical for the CSM, until signed — R:AC-UNSIGNED-START", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "consultant", { status: "validated", start_date: await day(q, 1) });
      const csm = await queue(q, "csm");
      expect(csm.find((i) => i.subject_id === c.id && i.rule === "contract_unsigned_start")?.severity).toBe("critical");
      await set(q, "contract", c.id as string, {
        status: "signed",
        transmitted_to_talent_at: new Date().toISOString(),
      });
      expect(has(await queue(q, "csm"), "contract_unsigned_start", c.id as string)).toBe(false);
    });
  });

  it("contract_unsigned_start: signed but not transmitted two working days after the start — R:CTR-LATE-ACTION-CENTRE, R:AC-UNSIGNED-START", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "consultant", {
        status: "active",
        start_date: await day(q, -6),
        dpae_submitted_at: new Date().toISOString(),
        transmitted_to_talent_at: null,
      });
      expect(has(await queue(q, "csm"), "contract_unsigned_start", c.id as string)).toBe(true);
      await set(q, "contract", c.id as string, { transmitted_to_talent_at: new Date().toISOString() });
      expect(has(await queue(q, "csm"), "contract_unsigned_start", c.id as string)).toBe(false);
    });
  });

  it("dpae_missing: a signed contract starting tomorrow without DPAE, until declared — R:CTR-DPAE-ACTION, R:AC-DPAE", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "consultant", { status: "signed", start_date: await day(q, 1) });
      expect(has(await queue(q, "csm"), "dpae_missing", c.id as string)).toBe(true);
      expect(has(await queue(q, "consultant"), "dpae_missing", c.id as string)).toBe(false);
      await set(q, "contract", c.id as string, {
        dpae_submitted_at: new Date().toISOString(),
        dpae_reference: "DPAE-TEST",
      });
      expect(has(await queue(q, "csm"), "dpae_missing", c.id as string)).toBe(false);
    });
  });

  it("mission_ending: an active contract ending within 7 days is its consultant's, until renewed — R:CTR-END-SOON, R:AC-ENDING", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "consultant", {
        status: "active",
        start_date: await day(q, -30),
        end_date: await day(q, 5),
        dpae_submitted_at: new Date().toISOString(),
        transmitted_to_talent_at: new Date().toISOString(),
      });
      expect(has(await queue(q, "consultant"), "mission_ending", c.id as string)).toBe(true);
      await set(q, "contract", c.id as string, { end_date: await day(q, 40) });
      expect(has(await queue(q, "consultant"), "mission_ending", c.id as string)).toBe(false);
    });
  });
});

/** An active contract of the consultant whose start is a Monday five weeks ago, and a week of it. */
async function contractWithWeek(q: Query, status: string) {
  const monday = (
    await one<{ d: string }>(q, "select (date_trunc('week', private.paris_today())::date - 35)::text as d")
  ).d;
  // the signer: an active contact of the contract's company allowed to sign timesheets
  const signer = await one<{ id: string; company_id: string }>(
    q,
    `update public.contact set roles = array_append(roles, 'timesheet_signer')
     where id = (select id from public.contact where workspace_id = $1 and status = 'active' and email is not null
                 and company_id is not null order by id limit 1)
       and not ('timesheet_signer' = any (roles))
     returning id, company_id`,
    [RENFORT],
  ).catch(() =>
    one<{ id: string; company_id: string }>(
      q,
      `select id, company_id from public.contact where workspace_id = $1 and status = 'active' and email is not null
       and company_id is not null order by id limit 1`,
      [RENFORT],
    ),
  );
  const c = await draftContract(q, "consultant", {
    company_id: signer.company_id,
    mission_id: null,
    status: "active",
    start_date: monday,
    end_date: await day(q, 60),
    dpae_submitted_at: new Date().toISOString(),
    transmitted_to_talent_at: new Date().toISOString(),
    timesheet_signer_contact_id: signer.id,
  });
  const week = await cloneRow(q, "timesheet_week", "workspace_id = $1", [RENFORT], {
    contract_id: c.id,
    contract_key: c.contract_key,
    talent_id: c.talent_id,
    company_id: c.company_id,
    week_start: monday,
    status,
    signer_contact_id: signer.id,
    dispute_reason: status === "disputed" ? "Heures du mardi contestées" : null,
    signature_token_hash: null,
    signed_at: null,
  });
  return { contract: c, week };
}

describe("timesheet queues", () => {
  it("timesheet_unsigned: awaiting signature 48 h after the week, until signed — R:TS-ACTION-CENTRE, R:AC-TS-UNSIGNED", async () => {
    await db.system(async (q) => {
      const { week } = await contractWithWeek(q, "pending_signature");
      expect(has(await queue(q, "csm"), "timesheet_unsigned", week.id as string)).toBe(true);
      expect(has(await queue(q, "csmExterne"), "timesheet_unsigned", week.id as string)).toBe(true);
      await set(q, "timesheet_week", week.id as string, { status: "signed", signed_at: new Date().toISOString() });
      expect(has(await queue(q, "csm"), "timesheet_unsigned", week.id as string)).toBe(false);
    });
  });

  it("timesheet_disputed: a disputed week is the CSM's, until put back to draft — R:TS-ACTION-CENTRE, R:AC-TS-DISPUTED", async () => {
    await db.system(async (q) => {
      const { week } = await contractWithWeek(q, "disputed");
      const csm = await queue(q, "csm");
      expect(csm.find((i) => i.subject_id === week.id)).toMatchObject({
        rule: "timesheet_disputed",
        link: `/timesheets?open=${week.id}`,
      });
      expect(has(await queue(q, "csmExterne"), "timesheet_disputed", week.id as string)).toBe(false);
      await set(q, "timesheet_week", week.id as string, { status: "draft" });
      expect(has(await queue(q, "csm"), "timesheet_disputed", week.id as string)).toBe(false);
    });
  });
});

describe("documents, orders, applications, requests, conditions", () => {
  it("document_expiring: a CACES expiring during a running contract, until a newer one is added — R:DOC-EXPIRING-ACTIONS, R:AC-DOC-EXPIRING", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "consultant", {
        status: "active",
        start_date: await day(q, -10),
        end_date: await day(q, 60),
        dpae_submitted_at: new Date().toISOString(),
        transmitted_to_talent_at: new Date().toISOString(),
      });
      await q("delete from public.document where talent_id = $1 and type = 'caces'", [c.talent_id]);
      const doc = await cloneRow(q, "document", "workspace_id = $1 and talent_id is not null", [RENFORT], {
        talent_id: c.talent_id,
        contract_id: null,
        type: "caces",
        status: "valid",
        issued_at: null,
        expiry_date: await day(q, 12),
        file: null,
        mime_type: null,
      });
      const item = (await queue(q, "consultant")).find((i) => i.subject_id === doc.id);
      expect(item).toMatchObject({
        rule: "document_expiring",
        severity: "warning",
        link: `/talents/${c.talent_id}/documents`,
      });
      await cloneRow(q, "document", "id = $1", [doc.id], { expiry_date: await day(q, 400) });
      expect(has(await queue(q, "consultant"), "document_expiring", doc.id as string)).toBe(false);
    });
  });

  it("order_unstaffed: an order open for 3 days with nobody presented, until someone is — R:AC-UNSTAFFED", async () => {
    await db.system(async (q) => {
      const m = await cloneRow(q, "mission", "workspace_id = $1 and is_client_order", [RENFORT], {
        reference: `CMD-TEST-${Date.now()}`,
        status: "open",
        owner_id: account("consultant").teamMemberId,
        created_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      });
      expect(has(await queue(q, "consultant"), "order_unstaffed", m.id as string)).toBe(true);
      const talent = await one<{ id: string }>(q, "select id from public.talent where workspace_id = $1 limit 1", [
        RENFORT,
      ]);
      await q(
        "insert into public.application (workspace_id, mission_id, talent_id, stage, presented_at) values ($1, $2, $3, 'presented', now())",
        [RENFORT, m.id, talent.id],
      );
      expect(has(await queue(q, "consultant"), "order_unstaffed", m.id as string)).toBe(false);
    });
  });

  it("new_applications: applications still new after a day, for the owner and external CSMs, until qualified — R:AC-NEW-APPLICATIONS", async () => {
    await db.system(async (q) => {
      const m = await cloneRow(q, "mission", "workspace_id = $1 and is_client_order", [RENFORT], {
        reference: `CMD-TEST-${Date.now()}`,
        status: "sourcing",
        owner_id: account("consultant").teamMemberId,
      });
      const talent = await one<{ id: string }>(q, "select id from public.talent where workspace_id = $1 limit 1", [
        RENFORT,
      ]);
      const app = await one<{ id: string }>(
        q,
        "insert into public.application (workspace_id, mission_id, talent_id, stage, created_at) values ($1, $2, $3, 'new', now() - interval '2 days') returning id",
        [RENFORT, m.id, talent.id],
      );
      expect(has(await queue(q, "consultant"), "new_applications", m.id as string)).toBe(true);
      expect(has(await queue(q, "csmExterne"), "new_applications", m.id as string)).toBe(true);
      expect(has(await queue(q, "comptable"), "new_applications", m.id as string)).toBe(false);
      await set(q, "application", app.id, { stage: "to_qualify" });
      expect(has(await queue(q, "consultant"), "new_applications", m.id as string)).toBe(false);
    });
  });

  it("request_due: a work accident near its 48-hour deadline is critical for who may declare it, until declared — R:REQ-AT-ACTIONS, R:AC-REQUEST-DUE", async () => {
    await db.system(async (q) => {
      const wa = await one<{ id: string; status: string }>(
        q,
        "select id, status from public.work_accident_request where workspace_id = $1 and status in ('reported', 'prior_info_received') order by occurred_at limit 1",
        [RENFORT],
      );
      // known since the accident, days ago: the 48-hour deadline has passed
      await q("update public.work_accident_request set agency_aware_at = occurred_at where id = $1", [wa.id]);
      const csm = await queue(q, "csm");
      expect(csm.find((i) => i.subject_id === wa.id)).toMatchObject({
        rule: "request_due",
        severity: "critical",
        link: `/work-accident-requests/${wa.id}`,
      });
      expect(has(await queue(q, "marketing"), "request_due", wa.id)).toBe(false);
      await q("update public.work_accident_request set due_at = null, closed_at = now() where id = $1", [wa.id]);
      expect(has(await queue(q, "csm"), "request_due", wa.id)).toBe(false);
    });
  });

  it("request_due: an expense claim submitted waits for the CSM and the accountant, until decided — R:REQ-DUE-ACTIONS, R:AC-REQUEST-DUE", async () => {
    await db.system(async (q) => {
      const claim = await one<{ id: string }>(
        q,
        "select id from public.expense_claim_request where workspace_id = $1 and status = 'submitted' order by id limit 1",
        [RENFORT],
      );
      // overdue, so that it is among the first items a queue shows (each shows its most urgent
      // only), whatever else the seed's day holds
      await q("update public.request_deadline set due_at = now() - interval '1 day' where request_id = $1", [claim.id]);
      const csm = (await queue(q, "csm")).find((i) => i.subject_id === claim.id);
      expect(csm?.link).toBe(`/expense-claim-requests/${claim.id}`);
      expect(has(await queue(q, "comptable"), "request_due", claim.id)).toBe(true);
      expect(has(await queue(q, "marketing"), "request_due", claim.id)).toBe(false);
      await set(q, "expense_claim_request", claim.id, { status: "rejected", status_comment: "Justificatif illisible" });
      expect(has(await queue(q, "csm"), "request_due", claim.id)).toBe(false);
    });
  });

  it("conditions_expiring: signed conditions ending within 30 days, until renewed — R:REQ-CC-EXPIRING, R:AC-CONDITIONS", async () => {
    await db.system(async (q) => {
      const cc = await one<{ id: string }>(
        q,
        "select id from public.commercial_condition where workspace_id = $1 order by id limit 1",
        [RENFORT],
      );
      await set(q, "commercial_condition", cc.id, { status: "signed", valid_to: await day(q, 10) });
      expect(has(await queue(q, "csm"), "conditions_expiring", cc.id)).toBe(true);
      await set(q, "commercial_condition", cc.id, { valid_to: await day(q, 365) });
      expect(has(await queue(q, "csm"), "conditions_expiring", cc.id)).toBe(false);
    });
  });
});

describe("snooze and dismiss", () => {
  it("hide an item for the member who asked, with a reason; a snooze ends at its date — R:AC-SNOOZE", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "consultant", { status: "review", start_date: await day(q, 20) });
      await as(q, "csm");
      const refused = await failureMessage(q, () =>
        q("select public.set_action_item_state('contract_review', $1, '  ')", [c.id]),
      );
      expect(refused).toBe("Un motif est obligatoire");
      await asSystem(q);
    });
    await db.system(async (q) => {
      const c = await draftContract(q, "consultant", { status: "review", start_date: await day(q, 20) });
      await as(q, "csm");
      await q(
        "select public.set_action_item_state('contract_review', $1, 'Attente du client', now() + interval '1 day')",
        [c.id],
      );
      await asSystem(q);
      expect(has(await queue(q, "csm"), "contract_review", c.id as string)).toBe(false);
      expect(has(await queue(q, "csmExterne"), "contract_review", c.id as string)).toBe(true);
      await q("update public.action_item_state set snoozed_until = now() - interval '1 minute' where subject_id = $1", [
        c.id,
      ]);
      expect(has(await queue(q, "csm"), "contract_review", c.id as string)).toBe(true);
      await as(q, "csm");
      await q("select public.set_action_item_state('contract_review', $1, 'Traité par téléphone')", [c.id]);
      const mine = await q<{ n: number }>("select count(*)::int as n from public.action_item_state");
      await as(q, "csmExterne");
      const theirs = await q<{ n: number }>(
        "select count(*)::int as n from public.action_item_state where subject_id = $1",
        [c.id],
      );
      await asSystem(q);
      expect(has(await queue(q, "csm"), "contract_review", c.id as string)).toBe(false);
      expect(mine.rows[0].n).toBeGreaterThan(0);
      expect(theirs.rows[0].n).toBe(0);
    });
  });
});

describe("who sees what, in which order", () => {
  it("document_expiring: a document that expired during a running contract is critical — R:AC-DOC-EXPIRING", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "consultant", {
        status: "active",
        start_date: await day(q, -10),
        end_date: await day(q, 60),
        dpae_submitted_at: new Date().toISOString(),
        transmitted_to_talent_at: new Date().toISOString(),
      });
      await q("delete from public.document where talent_id = $1 and type = 'caces'", [c.talent_id]);
      const doc = await cloneRow(q, "document", "workspace_id = $1 and talent_id is not null", [RENFORT], {
        talent_id: c.talent_id,
        contract_id: null,
        type: "caces",
        status: "valid",
        issued_at: null,
        expiry_date: await day(q, -2),
        file: null,
        mime_type: null,
      });
      const item = (await queue(q, "consultant")).find((i) => i.subject_id === doc.id);
      expect(item).toMatchObject({ rule: "document_expiring", severity: "critical" });
    });
  });

  it("the developer receives every queue any member receives; each queue's items by severity, then due date — R:AC-DEV-ALL, R:AC-ORDER", async () => {
    await db.system(async (q) => {
      const rank: Record<string, number> = { critical: 0, warning: 1, info: 2 };
      const positions = new Map(
        (await q<{ rule: string; position: number }>("select rule, position from public.action_rule")).rows.map((r) => [
          r.rule,
          r.position,
        ]),
      );
      const others = new Set<string>();
      for (const key of ["consultant", "manager", "csm", "csmExterne", "comptable", "adminIndependants"])
        for (const i of await queue(q, key)) others.add(i.rule);
      await as(q, "dev");
      const mine = (await q<Item & { due_at: string | null }>("select * from public.action_centre()")).rows;
      await asSystem(q);
      expect(others.size).toBeGreaterThan(3);
      // request_due goes to the assignee and the roles that move the request, not to the developer
      // (docs/rules/action-centre.md#queues)
      expect([...others].filter((r) => r !== "request_due" && !mine.some((i) => i.rule === r))).toEqual([]);
      for (let n = 1; n < mine.length; n++) {
        const [a, b] = [mine[n - 1]!, mine[n]!];
        if (a.rule !== b.rule) {
          expect(positions.get(a.rule)!, `${a.rule} avant ${b.rule}`).toBeLessThan(positions.get(b.rule)!);
          continue;
        }
        expect(rank[a.severity]!, a.rule).toBeLessThanOrEqual(rank[b.severity]!);
        if (a.severity === b.severity && a.due_at && b.due_at)
          expect(Date.parse(a.due_at), a.rule).toBeLessThanOrEqual(Date.parse(b.due_at));
        if (a.severity === b.severity && !a.due_at) expect(b.due_at, `${a.rule} : sans échéance en dernier`).toBeNull();
      }
    });
  });
});

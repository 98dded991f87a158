// Every action-centre item and every notification opens a screen where it can be resolved: for
// each queue of public.action_rule and each notification the database sends, the link (read by
// the same function the queue cards and the notifications drawer use, resources/screen-link.ts)
// is a route of the app's registry with a real page (not a placeholder, not « Page Not Found »),
// carrying only the record parameters that page reads, and open to the roles of who receives
// it. The types no trigger sends lead to their type's screen. Direct engine, rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationLink, screenLink, screenOf } from "../../../resources/screen-link.ts";
import "../../../src/app/registry.ts";
import { Constants, type Enums } from "../../../src/database.types.ts";
import { can } from "../../../src/lib/permissions/can.ts";
import type { AppRole } from "../../../src/lib/roles/roles.ts";
import { DEMO_ACCOUNTS } from "../../seed/accounts.ts";
import { account, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, draftContract, one, RENFORT } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

type Item = { rule: string; link: string };
type Sent = {
  type: Enums<"notification_type">;
  data: { link?: string };
  recipient_id: string | null;
  recipient_roles: AppRole[] | null;
};

const day = async (q: Query, offset: number) =>
  (await one<{ d: string }>(q, "select (private.paris_today() + $1::int)::text as d", [offset])).d;

/** Updates a row as the system (time-based and signature moves are the system's). */
async function set(q: Query, table: string, id: unknown, values: Record<string, unknown>) {
  const cols = Object.keys(values);
  await q("select set_config('renfort.actor', 'system', true)");
  await q(`update public.${table} set ${cols.map((c, i) => `${c} = $${i + 2}`).join(", ")} where id = $1`, [
    id,
    ...cols.map((c) => values[c]),
  ]);
}

/** The link opens a real screen the roles may open (RouteAccess: the entry's subject, the route's action). */
function expectOpens(link: string | undefined, roles: readonly AppRole[], what: string) {
  expect(link, `${what} : aucun lien`).toBeDefined();
  expect(screenLink(link), `${what} : ${link} n'ouvre pas un écran réel`).toBe(link);
  const { route } = screenOf(link as string);
  const subject = route?.entry.subject;
  expect(
    !!route && !!subject && can(roles, { resource: subject, action: route.action }),
    `${what} : ${link} est refusé aux rôles ${roles.join(", ")}`,
  ).toBe(true);
}

const ACCOUNTS = DEMO_ACCOUNTS.filter((a) => a.teamMemberId && a.workspace === "renfort" && a.roles.length > 0);

describe("action-centre links", () => {
  it("every queue has items for who receives it, each opening a real screen they may open", async () => {
    await db.system(async (q) => {
      // the queues the seed may leave empty: a DPAE missing the day before the start, a
      // non-autonomous consultant's draft awaiting the manager, conditions about to expire
      const awaited = await draftContract(q, "consultant", { status: "signed", start_date: await day(q, 1) });
      // and the URSSAF's anomaly on its DPAE sending (supabase/schemas/37_dpae_adapter.sql)
      await q(
        `insert into public.contract_dpae_sending (workspace_id, contract_id, status, origin, declaration, anomaly_code, anomaly_label)
         values ($1, $2, 'anomaly', 'user', '{}', 'DUE-E012', 'NIR incohérent avec la date de naissance')`,
        [RENFORT, awaited.id],
      );
      await draftContract(q, "consultant", { start_date: await day(q, 30) });
      const cc = await one<{ id: string }>(
        q,
        "select id from public.commercial_condition where workspace_id = $1 order by id limit 1",
        [RENFORT],
      );
      await set(q, "commercial_condition", cc.id, { status: "signed", valid_to: await day(q, 10) });
      // a failed backup (supabase/schemas/29_backup.sql): resolved on the server, not in a screen
      await q("insert into public.backup_run (kind, error) values ('daily', 'disque plein')");
      const rules = (await q<{ rule: string }>("select rule from public.action_rule order by position")).rows;
      const seen = new Map<string, number>();
      for (const a of ACCOUNTS) {
        await as(q, a.key);
        const items = (await q<Item>("select rule, link from public.action_centre()")).rows;
        await asSystem(q);
        for (const item of items) {
          if (item.rule === "backup_failed") expect(item.link, "backup_failed : sans écran").toBeNull();
          else expectOpens(item.link, a.roles, `${item.rule} (${a.key})`);
          seen.set(item.rule, (seen.get(item.rule) ?? 0) + 1);
        }
      }
      expect(rules.filter((r) => !seen.has(r.rule)).map((r) => r.rule)).toEqual([]);
    });
  });

  it("the manager's queue holds the managee's draft awaiting validation, opening the contract — R:AC-MANAGER", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "consultant", { start_date: await day(q, 30) });
      const read = async (key: string) => {
        await as(q, key);
        const r = await q<Item & { subject_id: string }>(
          "select rule, link, subject_id from public.action_centre() where rule = 'manager_validation'",
        );
        await asSystem(q);
        return r.rows.filter((i) => i.subject_id === c.id);
      };
      expect((await read("manager")).map((i) => i.link)).toEqual([`/contracts/${c.id}`]);
      // the consultant waits (their own draft is not in their queue), a colleague does not see it
      expect(await read("consultant")).toEqual([]);
      expect(await read("independant")).toEqual([]);
      await as(q, "manager");
      await q("update public.contract set manager_validated_at = now() where id = $1", [c.id]);
      await asSystem(q);
      expect(await read("manager")).toEqual([]);
    });
  });

  it("every request type's link opens its screen (request_due items and request notifications)", async () => {
    await db.system(async (q) => {
      const talent = await one<{ id: string }>(
        q,
        "select id from public.talent where workspace_id = $1 order by id limit 1",
        [RENFORT],
      );
      const email = await one<{ id: string }>(
        q,
        `insert into public.scheduled_email (workspace_id, talent_id, subject, content, send_at)
         values ($1, $2, 'Relance', 'Bonjour', now() + interval '2 days') returning id`,
        [RENFORT, talent.id],
      );
      const types = (
        await q<{ entity: string; link: string; roles: AppRole[] }>(
          `select rt.entity,
                  private.request_link(rt.entity, case when rt.entity = 'scheduled_email' then $1::uuid else gen_random_uuid() end) as link,
                  array(select distinct r from public.status_transition st, unnest(st.roles) r where st.entity = rt.entity)::text[] as roles
           from public.request_type rt order by rt.position`,
          [email.id],
        )
      ).rows;
      expect(types.length).toBeGreaterThan(15);
      for (const type of types) expectOpens(type.link, type.roles, type.entity);
      expect(types.find((t) => t.entity === "scheduled_email")?.link).toBe(`/talents/${talent.id}/contracts`);
    });
  });
});

describe("notification links", () => {
  it("every notification the database sends opens a real screen its recipients may open — R:AC-NOTIFY", async () => {
    await db.system(async (q) => {
      // contracts: awaiting the manager (on creation), validated by them, to review, sent back, changed by the administration, signed
      const c = await draftContract(q, "consultant", { start_date: await day(q, 30) });
      await set(q, "contract", c.id, { manager_validated_at: new Date().toISOString() });
      for (const status of [
        "review",
        "admin_modification_requested",
        "modification",
        "review",
        "consultant_review",
        "validated",
        "signed",
      ])
        await set(q, "contract", c.id, { status });
      // a timesheet week disputed, then signed
      const week = await one<{ id: string }>(
        q,
        "select id from public.timesheet_week where workspace_id = $1 and status = 'pending_signature' order by id limit 1",
        [RENFORT],
      );
      await set(q, "timesheet_week", week.id, { status: "disputed", dispute_reason: "Heures du samedi" });
      await set(q, "timesheet_week", week.id, { status: "signed" });
      // a request assigned, then moved on; a document expiring (the periodic job)
      const claim = await one<{ id: string }>(
        q,
        "select id from public.expense_claim_request where workspace_id = $1 and status = 'submitted' order by id limit 1",
        [RENFORT],
      );
      await set(q, "expense_claim_request", claim.id, { assignee_id: account("comptable").teamMemberId });
      await set(q, "expense_claim_request", claim.id, { status: "approved" });
      await q("select private.notify_expiring_documents()");

      const sent = (
        await q<Sent>(
          "select type, data, recipient_id, recipient_roles::text[] as recipient_roles from public.notification where created_at = now()",
        )
      ).rows;
      const rolesOf = (n: Sent): AppRole[] =>
        n.recipient_roles?.length
          ? n.recipient_roles
          : (DEMO_ACCOUNTS.find((a) => a.teamMemberId === n.recipient_id)?.roles ?? ["team_member_developer"]);
      for (const n of sent) {
        // its own link, not the type's fallback: a link no screen serves would be replaced silently
        expect(notificationLink(n.type, n.data), `${n.type} : ${n.data.link}`).toBe(n.data.link);
        expectOpens(n.data.link, rolesOf(n), n.type);
      }
      const types = new Set(sent.map((n) => n.type));
      expect([...types].sort()).toEqual(
        [
          "contract_manager_validation",
          "contract_manager_validated",
          "contract_review",
          "contract_modification_requested",
          "contract_signed",
          "timesheet_disputed",
          "timesheet_signed",
          "request_assigned",
          "status_changed",
          "document_expiring",
        ].sort(),
      );
      // the manager is told of the draft, the consultant of the validation
      const about = sent.filter((n) => (n.data as { entity_id?: string }).entity_id === c.id);
      expect(about.find((n) => n.type === "contract_manager_validation")?.recipient_id).toBe(
        account("manager").teamMemberId,
      );
      expect(about.find((n) => n.type === "contract_manager_validated")?.recipient_id).toBe(
        account("consultant").teamMemberId,
      );
    });
  });

  it.each(Constants.public.Enums.notification_type)(
    "a %s notification without a link opens its type's screen",
    (type) => {
      const link = notificationLink(type, {});
      expect(link && screenLink(link)).toBe(link);
    },
  );
});

// public.request_deadline, what the request-deadline queue reads: the triggers on every request
// table keep it equal to public.request_action_item (the union it replaces) and to a full
// rebuild, and it shows each account exactly the rows that account sees through the view.
// Direct engine, each test rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, one } from "../support/fixtures.ts";
import { insertJson, newUuid, tableMeta } from "../support/matrix.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const TABLE = `select entity, request_id as id, workspace_id, talent_id, status, requester_id, assignee_id, due_at::text
               from public.request_deadline order by entity, request_id`;
const VIEW = `select entity, id, workspace_id, talent_id, status, requester_id, assignee_id, due_at::text
              from public.request_action_item order by entity, id`;

const entities = async (q: Query) =>
  (await q<{ entity: string }>("select distinct entity from public.request_action_item order by entity")).rows.map(
    (r) => r.entity,
  );

describe("request_deadline", () => {
  it("has its trigger on every table of the view", async () => {
    await db.system(async (q) => {
      const { rows } = await q<{ entity: string }>(
        `select t.entity from public.request_type t
         where to_regclass(format('public.%I', t.entity)) is not null
           and exists (select 1 from pg_catalog.pg_attribute a
                       where a.attrelid = format('public.%I', t.entity)::regclass and a.attname = 'due_at')
           and not exists (select 1 from pg_catalog.pg_trigger g
                           where g.tgrelid = format('public.%I', t.entity)::regclass and g.tgname = 'request_deadline_sync')`,
      );
      expect(rows).toEqual([]);
      expect((await entities(q)).length).toBeGreaterThanOrEqual(15);
    });
  });

  it("stays equal to the view and to a rebuild through inserts, updates, closings and deletes of each table", async () => {
    await db.system(async (q) => {
      for (const entity of await entities(q)) {
        const open = (
          await q<{ id: string; row: Record<string, unknown> }>(
            `select r.id, to_jsonb(r) as row from public.${entity} r
             where r.id in (select i.id from public.request_action_item i where i.entity = $1) order by r.id limit 8`,
            [entity],
          )
        ).rows;
        // one deleted (the first that no other row references), then inserted again under a new id
        // with a new deadline (the tables allow one open request per subject), its deadline and
        // assignee moved
        let removed: (typeof open)[number] | undefined;
        for (const candidate of open) {
          await q("savepoint remove_one");
          try {
            await q(`delete from public.${entity} where id = $1`, [candidate.id]);
            removed = candidate;
            break;
          } catch {
            await q("rollback to savepoint remove_one");
          }
        }
        if (!removed) throw new Error(`no ${entity} can be deleted`);
        const row = removed.row;
        const rest = open.filter((r) => r !== removed);
        const added = { ...row, id: await newUuid(q), due_at: new Date(Date.now() + 86_400_000).toISOString() };
        await insertJson(q, entity, await tableMeta(q, entity), added);
        await q(`update public.${entity} set due_at = due_at + interval '1 hour' where id = $1`, [added.id]);
        // a member of the request's workspace (another file may have added members elsewhere)
        const other = await one<{ id: string }>(
          q,
          "select team_member_id as id from public.team_member_workspace where workspace_id = $1 order by team_member_id limit 1",
          [row.workspace_id],
        );
        await q(`update public.${entity} set assignee_id = $2 where id = $1`, [added.id, other.id]);
        // one closed (leaves the queue), one without a deadline
        if (rest[0]) await q(`update public.${entity} set closed_at = now() where id = $1`, [rest[0].id]);
        if (rest[1]) await q(`update public.${entity} set due_at = null where id = $1`, [rest[1].id]);
      }
      const kept = (await q(TABLE)).rows;
      expect(kept).toEqual((await q(VIEW)).rows);
      await q("select private.rebuild_request_deadline()");
      expect(kept).toEqual((await q(TABLE)).rows);
    });
  });

  it("shows every account the rows it sees through the view, and only those", async () => {
    await db.system(async (q) => {
      const counts: number[] = [];
      for (const key of ["consultant", "manager", "csm", "csmExterne", "marketing", "comptable", "partenaire", "dev"]) {
        await as(q, key);
        const seen = await one<{ table: string; view: string; n: number }>(
          q,
          `select (select md5(coalesce(string_agg(entity || request_id, ',' order by entity, request_id), '')) from public.request_deadline) as table,
                  (select md5(coalesce(string_agg(entity || id, ',' order by entity, id), '')) from public.request_action_item) as view,
                  (select count(*)::int from public.request_action_item) as n`,
        );
        expect(seen.table, key).toBe(seen.view);
        counts.push(seen.n);
        await asSystem(q);
      }
      // the accounts do not all see the same rows: the policy is exercised
      expect(Math.max(...counts)).toBeGreaterThan(Math.min(...counts));
    });
  });
});

// public.open_order_post, what narrows the délai-de-carence queue: the triggers on mission,
// contract and address keep each running order's post contract ends, and those at its
// workplace, equal to a full recomputation.
// Direct engine, each test rolled back.
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { account, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { cloneRow, draftContract, one, RENFORT } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const ROWS = `select mission_id, workspace_id, owner_id, start_date::text, post_ends::text, workplace_ends::text
              from public.open_order_post order by mission_id`;

const day = async (q: Query, offset: number) =>
  (await one<{ d: string }>(q, "select (private.paris_today() + $1::int)::text as d", [offset])).d;

/** An open order of the consultant's on the given post. */
const order = async (q: Query, post: { company_id: unknown; job_id: unknown; address_id: unknown }) =>
  cloneRow(q, "mission", "workspace_id = $1 and is_client_order", [RENFORT], {
    reference: `CMD-TEST-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
    status: "open",
    owner_id: account("consultant").teamMemberId,
    ...post,
    lead_contact_id: null,
    interviewer_contact_id: null,
    decision_maker_contact_id: null,
    contract_reason: "activity_increase",
    start_date: await day(q, 1),
    end_date: await day(q, 90),
  });

describe("open_order_post", () => {
  it("stays equal to a full recomputation through order and contract changes", async () => {
    await db.system(async (q) => {
      const prev = await draftContract(q, "consultant", {
        status: "ended",
        mission_id: null,
        start_date: await day(q, -40),
        end_date: await day(q, -5),
        dpae_submitted_at: new Date().toISOString(),
        transmitted_to_talent_at: new Date().toISOString(),
      });
      const post = { company_id: prev.company_id, job_id: prev.job_id, address_id: prev.address_id };
      const a = await order(q, post);
      const b = await order(q, post);
      const c = await order(q, { ...post, job_id: null });
      // a contract of the post written after the orders: its end moves, then it is canceled
      const later = await draftContract(q, "consultant", {
        talent_id: (
          await one<{ id: string }>(
            q,
            `select id from public.talent where workspace_id = $1 and qualification_status = 'qualified'
             and blacklisted_at is null order by id offset 1 limit 1`,
            [RENFORT],
          )
        ).id,
        status: "ended",
        mission_id: null,
        company_id: prev.company_id,
        job_id: prev.job_id,
        address_id: prev.address_id,
        start_date: await day(q, -60),
        end_date: await day(q, -20),
        dpae_submitted_at: new Date().toISOString(),
        transmitted_to_talent_at: new Date().toISOString(),
      });
      const hasEnd = async (id: unknown, end: string) =>
        (
          await one<{ has: boolean }>(
            q,
            "select $2::date = any (post_ends) as has from public.open_order_post where mission_id = $1",
            [id, end],
          )
        ).has;
      expect(await hasEnd(a.id, await day(q, -20))).toBe(true);
      await q("select set_config('renfort.actor', 'system', true)");
      await q("update public.contract set end_date = $2 where id = $1", [later.id, await day(q, -25)]);
      expect(await hasEnd(a.id, await day(q, -25))).toBe(true);
      await q("update public.contract set mission_id = $2 where id = $1", [prev.id, b.id]);
      await q("update public.mission set job_id = $2 where id = $1", [c.id, prev.job_id]);
      await q("update public.mission set status = 'closed' where id = $1", [a.id]);
      await q("delete from public.contract where id = $1", [later.id]);
      // workplaces: an order moved to another street, a contract moved there, that street
      // renamed, moved (position) and given another postal code
      const street = await cloneRow(q, "address", "id = $1", [prev.address_id], {
        street1: "7 rue de Nulle Part",
        latitude: null,
        longitude: null,
        location: null,
      });
      const workplace = async (id: unknown) =>
        (
          await one<{ ends: string }>(
            q,
            "select workplace_ends::text as ends from public.open_order_post where mission_id = $1",
            [id],
          )
        ).ends;
      expect(await workplace(c.id)).not.toBe("{}");
      await q("update public.mission set address_id = $2 where id = $1", [c.id, street.id]);
      expect(await workplace(c.id)).toBe("{}");
      await q("update public.contract set address_id = $2 where id = $1", [prev.id, street.id]);
      expect(await workplace(c.id)).not.toBe("{}");
      await q("update public.address set street1 = '9 rue de Nulle Part' where id = $1", [street.id]);
      await q("update public.address set location = 'POINT(2.35 48.85)' where id = $1", [street.id]);
      await q("update public.address set postal_code = '75002' where id = $1", [prev.address_id]);
      const kept = (await q(ROWS)).rows;
      await q("select private.rebuild_open_order_post()");
      expect(kept).toEqual((await q(ROWS)).rows);
    });
  });
});

// Two transactions writing contracts of one post at the same time (native PostgreSQL: PGlite has
// one connection, its transactions never overlap). A contract written does not lock its post's
// orders, so without the refresh's lock the second writer inserts the order's row again and
// fails on its key, or keeps the ends its snapshot saw.
if (inject("databaseUrl"))
  describe("open_order_post, two writers of one post", () => {
    it("both commit, one after the other, and the row has both contracts' ends", async () => {
      const { engine } = db;
      const made = await engine.tx({}, async (q) => {
        const prev = await draftContract(q, "consultant", {
          status: "ended",
          mission_id: null,
          start_date: await day(q, -40),
          end_date: await day(q, -5),
          dpae_submitted_at: new Date().toISOString(),
          transmitted_to_talent_at: new Date().toISOString(),
        });
        const post = { company_id: prev.company_id, job_id: prev.job_id, address_id: prev.address_id };
        return { prev, order: await order(q, post), ends: [await day(q, -12), await day(q, -9)] };
      });
      const contracts: unknown[] = [];
      // each of another talent (one talent's contracts may not overlap)
      const write = async (q: Query, end: string, talent: number) =>
        cloneRow(q, "contract", "id = $1", [made.prev.id], {
          talent_id: (
            await one<{ id: string }>(
              q,
              `select id from public.talent where workspace_id = $1 and qualification_status = 'qualified'
               and blacklisted_at is null order by id offset $2 limit 1`,
              [RENFORT, talent],
            )
          ).id,
          contract_key: `TEST-${Math.random().toString(36).slice(2, 10)}`,
          end_date: end,
          trial_period_days: null,
        }).then((row) => contracts.push(row.id));
      try {
        let secondPid = 0;
        let second: Promise<unknown> | undefined;
        await engine.tx({}, async (q) => {
          await write(q, made.ends[0], 1);
          second = engine.tx({}, async (q2) => {
            secondPid = (await one<{ pid: number }>(q2, "select pg_backend_pid() as pid")).pid;
            await write(q2, made.ends[1], 2);
          });
          // the first commits only once the second waits for it
          await vi.waitFor(
            async () => {
              const w = await engine.query<{ wait: string | null }>(
                "select wait_event_type as wait from pg_stat_activity where pid = $1",
                [secondPid],
              );
              expect(w.rows[0]?.wait).toBe("Lock");
            },
            { timeout: 10_000, interval: 20 },
          );
        });
        await second;
        const row = await engine.query<{ ends: string[] }>(
          "select post_ends::text[] as ends from public.open_order_post where mission_id = $1",
          [made.order.id],
        );
        expect(row.rows[0]?.ends).toEqual(expect.arrayContaining(made.ends));
      } finally {
        await engine.tx({}, async (q) => {
          await q("delete from public.contract where id = any ($1::uuid[])", [[...contracts, made.prev.id]]);
          await q("delete from public.mission where id = $1", [made.order.id]);
          await q("delete from public.address where id = $1", [made.prev.address_id]);
        });
      }
    });
  });

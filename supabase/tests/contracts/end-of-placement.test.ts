// The automatic moves at the end of a placement (public.run_time_based_transitions):
// an early end processed ahead of its date takes effect on that date; an order « En cours »
// closes with its last contract; a published job posting past its expiry date expires.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { asLoaded, one } from "../support/fixtures.ts";
import { activeContract, freshTalent } from "../pay/support.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const statusOf = async (q: Query, table: string, id: string) =>
  (await one<{ status: string }>(q, `select status::text from public.${table} where id = $1`, [id])).status;

describe("an early end processed before its date", () => {
  it("leaves the contract running until the effective date, then breaks it early (« Rompu par anticipation »)", async () => {
    await db.system(async (q) => {
      const contract = await activeContract(q, await freshTalent(q), { end_date: "2026-05-31" });
      // processed on the 12th for the 15th: the processing leaves it active (the date has not come)
      await asLoaded(
        q,
        "update public.contract set definitive_end_date = '2026-05-15', definitive_end_reason = 'talent_cdi_hire' where id = $1",
        [contract.id],
      );
      const before = await one<{ r: Record<string, { moved: number }> }>(
        q,
        "select private.run_contract_definitive_end_moves_at('2026-05-14T12:00:00+02:00') as r",
        [],
      );
      expect(before.r["contract:active:definitive_end"]).toBeDefined();
      expect(await statusOf(q, "contract", contract.id)).toBe("active");
      await q("select private.run_contract_definitive_end_moves_at('2026-05-15T08:00:00+02:00')", []);
      expect(await statusOf(q, "contract", contract.id)).toBe("terminated_early");
      const history = await one<{ comment: string; actor: string }>(
        q,
        "select comment, actor from public.status_history where entity_id = $1 order by changed_at desc limit 1",
        [contract.id],
      );
      expect(history).toEqual({ comment: "Fin définitive à sa date d'effet (automatique)", actor: "system" });
    });
  });

  it("ends it (« Terminé ») when the effective date is the planned end", async () => {
    await db.system(async (q) => {
      const contract = await activeContract(q, await freshTalent(q), { end_date: "2026-05-31" });
      await asLoaded(
        q,
        "update public.contract set definitive_end_date = '2026-05-31', definitive_end_reason = 'mutual_agreement' where id = $1",
        [contract.id],
      );
      await q("select private.run_contract_definitive_end_moves_at('2026-06-01T08:00:00+02:00')", []);
      expect(await statusOf(q, "contract", contract.id)).toBe("ended");
    });
  });
});

describe("an order « En cours » and its contracts", () => {
  it("closes (« Terminée ») when its last contract ends, not before — R:ORDER-IN-PROGRESS", async () => {
    await db.system(async (q) => {
      const mission = await one<{ id: string }>(
        q,
        "select id from public.mission where workspace_id = (select workspace_id from public.contract limit 1) order by id limit 1",
        [],
      );
      // the order's other contracts are over: only the two of the test remain open
      await asLoaded(
        q,
        "update public.contract set status = 'ended' where mission_id = $1 and status not in ('ended', 'terminated_early', 'canceled')",
        [mission.id],
      );
      await asLoaded(q, "update public.mission set status = 'in_progress' where id = $1", [mission.id]);
      const first = await activeContract(q, await freshTalent(q), { mission_id: mission.id });
      const second = await activeContract(q, await freshTalent(q), { mission_id: mission.id });
      const end = (id: string, status: string) =>
        one<{ moved: boolean }>(q, "select private.time_based_move('contract', $1, $2, 'test') as moved", [id, status]);

      expect((await end(first.id, "ended")).moved).toBe(true);
      expect(await statusOf(q, "mission", mission.id)).toBe("in_progress");
      expect((await end(second.id, "terminated_early")).moved).toBe(true);
      expect(await statusOf(q, "mission", mission.id)).toBe("closed");
      const history = await one<{ comment: string }>(
        q,
        "select comment from public.status_history where entity_id = $1 order by changed_at desc limit 1",
        [mission.id],
      );
      expect(history.comment).toBe("Fin du dernier contrat de la commande (automatique)");
    });
  });
});

describe("the scheduled job", () => {
  it("expires a published job posting past its expiry date — R:MIS-POSTING-EXPIRY", async () => {
    await db.system(async (q) => {
      const mission = await one<{ id: string }>(
        q,
        "select id from public.mission where job_posting_status = 'published' order by id limit 1",
        [],
      );
      await asLoaded(
        q,
        "update public.mission set job_posting_date = now() - interval '40 days', job_posting_expires_at = now() - interval '1 day' where id = $1",
        [mission.id],
      );
      const run = await one<{ r: Record<string, unknown> }>(q, "select public.run_time_based_transitions() as r", []);
      expect(run.r["mission:job_posting_expired"]).toBeGreaterThanOrEqual(1);
      expect(
        (
          await one<{ s: string }>(q, "select job_posting_status::text as s from public.mission where id = $1", [
            mission.id,
          ])
        ).s,
      ).toBe("expired");
    });
  });
});

// The applications pipeline's additions (supabase/schemas/06_missions_applications.sql): who forced a
// stage and when, on the row; public.move_applications, a bulk move or rejection that changes
// every row or none, each row checked by RLS and the triggers as the caller.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, failureMessage, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { as, asSystem, one, RENFORT } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

/** Two fresh applications of consultant@ on an open Renfort mission, with qualified talents. */
const twoApplications = async (q: Query) => {
  const mission = await one<{ id: string }>(
    q,
    "select id from public.mission where workspace_id = $1 and status = 'open' limit 1",
    [RENFORT],
  );
  const talents = await q(
    `select t.id from public.talent t
     where t.workspace_id = $1 and t.qualification_status = 'qualified' and t.blacklisted_at is null
       and not exists (select 1 from public.application a where a.mission_id = $2 and a.talent_id = t.id)
     limit 2`,
    [RENFORT, mission.id],
  );
  await as(q, "consultant");
  const ids: string[] = [];
  for (const talent of talents.rows as Array<{ id: string }>)
    ids.push(
      (
        await one<{ id: string }>(
          q,
          "insert into public.application (mission_id, talent_id) values ($1, $2) returning id",
          [mission.id, talent.id],
        )
      ).id,
    );
  expect(ids).toHaveLength(2);
  return ids;
};

const stages = async (q: Query, ids: string[]) =>
  (
    await q("select stage, is_rejected, rejection_reason from public.application where id = any ($1) order by id", [
      ids,
    ])
  ).rows;

describe("forced stage: who and when", () => {
  it("a move back stamps its author and time; a move forward keeps them — R:APP-STAGE-BACK", async () => {
    await db.system(async (q) => {
      const [id] = await twoApplications(q);
      await q("update public.application set stage = 'shortlisted' where id = $1", [id]);
      expect(
        await one(q, "select stage_forced_at, stage_forced_by from public.application where id = $1", [id]),
      ).toEqual({ stage_forced_at: null, stage_forced_by: null });
      await q("update public.application set stage = 'to_qualify' where id = $1", [id]);
      const forced = await one<{ has_stage_been_forced: boolean; by: string; at: boolean }>(
        q,
        "select has_stage_been_forced, stage_forced_by as by, stage_forced_at is not null as at from public.application where id = $1",
        [id],
      );
      expect(forced).toEqual({ has_stage_been_forced: true, by: account("consultant").userId, at: true });
      await as(q, "csm");
      await q("update public.application set stage = 'presented' where id = $1", [id]);
      expect(
        (await one<{ by: string }>(q, "select stage_forced_by as by from public.application where id = $1", [id])).by,
      ).toBe(account("consultant").userId);
    });
  });
});

describe("reactivation", () => {
  it("a rejected application comes back to « À qualifier » only — R:APP-REACTIVATE", async () => {
    await db.system(async (q) => {
      const [id] = await twoApplications(q);
      await q("update public.application set stage = 'presented' where id = $1", [id]);
      await q("update public.application set is_rejected = true, rejection_reason = 'pay' where id = $1", [id]);
      expect(
        await failureMessage(q, () =>
          q("update public.application set is_rejected = false, stage = 'retained' where id = $1", [id]),
        ),
      ).toBe("Une candidature refusée repart à l'étape « À qualifier »");
      await q("update public.application set is_rejected = false, stage = 'to_qualify' where id = $1", [id]);
      expect(await stages(q, [id])).toEqual([{ stage: "to_qualify", is_rejected: false, rejection_reason: null }]);
    });
  });
});

describe("public.positions_left(mission)", () => {
  it("is the open positions less the placed applications, a rejected one aside — R:ORDER-POSITIONS-LEFT", async () => {
    await db.system(async (q) => {
      const ids = await twoApplications(q);
      const left = async () =>
        await one<{ left: number; open: number }>(
          q,
          `select public.positions_left(m) as left, m.number_of_open_positions as open
             from public.mission m join public.application a on a.mission_id = m.id where a.id = $1`,
          [ids[0]],
        );
      await asSystem(q);
      await q(
        "update public.mission set number_of_open_positions = 30 where id = (select mission_id from public.application where id = $1)",
        [ids[0]],
      );
      const before = await left();
      expect(before.left).toBeGreaterThanOrEqual(2);
      await q("update public.application set stage = 'placed' where id = any ($1)", [ids]);
      expect((await left()).left).toBe(before.left - 2);
      await q("update public.application set is_rejected = true, rejection_reason = 'other' where id = $1", [ids[1]]);
      expect((await left()).left).toBe(before.left - 1);
    });
  });
});

describe("public.move_applications", () => {
  it("moves every selected application in one call and says how many changed", async () => {
    await db.system(async (q) => {
      const ids = await twoApplications(q);
      const moved = await one<{ n: number }>(q, "select public.move_applications($1, 'qualified') as n", [ids]);
      expect(moved.n).toBe(2);
      expect((await stages(q, ids)).map((r) => r.stage)).toEqual(["qualified", "qualified"]);
    });
  });

  it("rejects them all with the reason — R:APP-REJECT-KEEPS-STAGE", async () => {
    await db.system(async (q) => {
      const ids = await twoApplications(q);
      await q("select public.move_applications($1, null, 'no_show')", [ids]);
      expect(await stages(q, ids)).toEqual([
        { stage: "new", is_rejected: true, rejection_reason: "no_show" },
        { stage: "new", is_rejected: true, rejection_reason: "no_show" },
      ]);
    });
  });

  it("changes nothing when one row is refused (the trigger's French message) — R:APP-REACTIVATE", async () => {
    await db.system(async (q) => {
      const ids = await twoApplications(q);
      await q("update public.application set is_rejected = true, rejection_reason = 'distance' where id = $1", [
        ids[1],
      ]);
      expect(await failureMessage(q, () => q("select public.move_applications($1, 'qualified')", [ids]))).toBe(
        "Une candidature refusée doit être réactivée avant de changer d'étape",
      );
      expect((await stages(q, ids)).map((r) => r.stage)).toEqual(["new", "new"]);
    });
  });

  it("refuses a role the transition table leaves out, and rows the caller cannot see — R:APP-STAGE-ROLES", async () => {
    await db.system(async (q) => {
      const ids = await twoApplications(q);
      await as(q, "marketing");
      expect(await failureMessage(q, () => q("select public.move_applications($1, 'shortlisted')", [ids]))).toBe(
        "Votre rôle ne permet pas de passer de « Nouvelle candidature » à « Présélectionné(e) »",
      );
      await as(q, "partenaire");
      expect(await failureMessage(q, () => q("select public.move_applications($1, 'qualified')", [ids]))).toBe(
        "Élément introuvable ou non modifiable",
      );
    });
  });

  it("asks for exactly one target", async () => {
    await db.system(async (q) => {
      const ids = await twoApplications(q);
      expect(await failureMessage(q, () => q("select public.move_applications($1)", [ids]))).toBe(
        "Choisissez une étape ou un motif de refus",
      );
    });
  });
});

// A developer's forced stage on the kanban (public.force_application_stage, supabase/schemas/06_missions_applications.sql): any
// stage, a mandatory comment, logged as forced in the status history and flagged on the row
// with its author and time; nobody else may call it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, failureMessage, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { as, one, RENFORT } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

/** A fresh application of consultant@ on an open Renfort mission, for a talent not yet qualified. */
const freshApplication = async (q: Query) => {
  const row = await one<{ mission: string; talent: string }>(
    q,
    `select m.id as mission, t.id as talent
     from public.mission m cross join lateral (
       select t.id from public.talent t
       where t.workspace_id = m.workspace_id and t.qualification_status <> 'qualified' and t.blacklisted_at is null
         and not exists (select 1 from public.application a where a.mission_id = m.id and a.talent_id = t.id)
       limit 1) t
     where m.workspace_id = $1 and m.status = 'open' limit 1`,
    [RENFORT],
  );
  await as(q, "consultant");
  return (
    await one<{ id: string }>(
      q,
      "insert into public.application (mission_id, talent_id) values ($1, $2) returning id",
      [row.mission, row.talent],
    )
  ).id;
};

const force = (q: Query, id: string, stage: string, comment: string | null) =>
  q("select stage from public.force_application_stage($1, $2, $3)", [id, stage, comment]);

describe("public.force_application_stage", () => {
  it("a developer forces a stage the rules refuse, with a comment, logged as forced with who and when — R:APP-FORCE", async () => {
    await db.system(async (q) => {
      const id = await freshApplication(q);
      await as(q, "dev");
      expect(await failureMessage(q, () => force(q, id, "presented", "  "))).toBe(
        "Un commentaire est obligatoire pour forcer une étape",
      );
      // the talent is not qualified: an ordinary move to "presented" is refused, a forced one passes
      await force(q, id, "presented", "Reprise d'un dossier papier");
      const row = await one<{ stage: string; forced: boolean; by: string; at: boolean }>(
        q,
        `select stage, has_stage_been_forced as forced, stage_forced_by as by, stage_forced_at is not null as at
         from public.application where id = $1`,
        [id],
      );
      expect(row).toEqual({ stage: "presented", forced: true, by: account("dev").userId, at: true });
      const history = await one<{ actor: string; is_forced: boolean; comment: string; from_status: string }>(
        q,
        `select actor, is_forced, comment, from_status from public.status_history
         where entity = 'application' and entity_id = $1 and to_status = 'presented'`,
        [id],
      );
      expect(history).toEqual({
        actor: "developer_override",
        is_forced: true,
        comment: "Reprise d'un dossier papier",
        from_status: "new",
      });

      // forced again (already flagged): "placed" without a contract passes as a new forcing
      await force(q, id, "placed", "Contrat signé hors outil");
      expect((await one<{ stage: string }>(q, "select stage from public.application where id = $1", [id])).stage).toBe(
        "placed",
      );
      expect(await failureMessage(q, () => force(q, id, "placed", "encore"))).toBe(
        "La candidature est déjà à l'étape « Placé(e) / En mission »",
      );
    });
  });

  it("brings a rejected application back to any stage", async () => {
    await db.system(async (q) => {
      const id = await freshApplication(q);
      await q("update public.application set is_rejected = true, rejection_reason = 'pay' where id = $1", [id]);
      await as(q, "dev");
      await force(q, id, "retained", "Erreur de saisie du refus");
      expect(
        await one(q, "select stage, is_rejected, rejection_reason from public.application where id = $1", [id]),
      ).toEqual({ stage: "retained", is_rejected: false, rejection_reason: null });
    });
  });

  it("is refused to a consultant (French message), the row unchanged — R:APP-FORCE", async () => {
    await db.system(async (q) => {
      const id = await freshApplication(q);
      expect(await failureMessage(q, () => force(q, id, "placed", "Je force"))).toBe(
        "Seul un développeur peut forcer l'étape d'une candidature",
      );
      expect((await one<{ stage: string }>(q, "select stage from public.application where id = $1", [id])).stage).toBe(
        "new",
      );
    });
  });
});

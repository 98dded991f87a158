// Backups in the action centre (supabase/schemas/29_backup.sql, server/platform/backup.ts): the
// server records each backup's outcome as the service role only; a failed one is an item for
// developers alone — naming the reason and the last good file kept — until a success clears it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessage, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { as, asSystem } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const asService = async (q: Query) => {
  await asSystem(q);
  await q("select set_config('request.jwt.claims', '{\"role\":\"service_role\"}', true)", []);
  await q("set local role service_role", []);
};

const record = (q: Query, kind: string, file: string | null, error: string | null) =>
  q("select public.record_backup_run($1, $2, $3)", [kind, file, error]);

const backupItems = async (q: Query, key: string) => {
  await as(q, key);
  const { rows } = await q<{ rule: string; label: string; link: string | null }>(
    "select rule, label, link from public.action_centre() where rule = 'backup_failed'",
    [],
  );
  return rows;
};

describe("backup outcomes", () => {
  it("show a failure to developers only, with the last good file, until the next success", async () => {
    await db.system(async (q) => {
      await asService(q);
      await record(q, "daily", "daily-20261126T020000000Z.tar.gz", null);
      await record(q, "daily", null, "ENOSPC: no space left on device");
      expect(await backupItems(q, "dev")).toEqual([
        {
          rule: "backup_failed",
          label: expect.stringMatching(
            /^Sauvegarde quotidienne du \d\d\/\d\d\/\d{4} à \d\d:\d\d en échec : ENOSPC: no space left on device — la dernière sauvegarde réussie \(daily-20261126T020000000Z\.tar\.gz\) est conservée$/,
          ),
          link: null,
        },
      ]);
      for (const key of ["direction", "comptable", "csm", "consultant"]) expect(await backupItems(q, key)).toEqual([]);
      // the table itself: read by developers only
      await as(q, "direction");
      expect((await q("select id from public.backup_run", [])).rows).toEqual([]);
      await as(q, "dev");
      expect((await q("select id from public.backup_run", [])).rows.length).toBeGreaterThanOrEqual(2);

      await asService(q);
      await record(q, "manual", "manual-20261127T080000000Z.tar.gz", null);
      expect(await backupItems(q, "dev")).toEqual([]);
    });
  });

  it("are recorded by the service role only, each with either a file or an error", async () => {
    await db.system(async (q) => {
      await as(q, "dev");
      expect(await failureMessage(q, () => record(q, "daily", null, "x"))).toMatch(/permission denied/);
      await asService(q);
      expect(await failureMessage(q, () => record(q, "daily", null, null))).toBe(
        "Une sauvegarde a soit un fichier (réussie), soit une erreur (en échec)",
      );
      expect(await failureMessage(q, () => record(q, "weekly", "f", null))).toBe("Type de sauvegarde inconnu : weekly");
    });
  });
});

// The screens' late-start rule (src/lib/contracts/late-start.ts) and the database count alike:
// start + 2 jours ouvrables (L1251-17) as private.contract_signature_deadline computes it (the one
// count the action centre's rules, « Contrats hors délai » and the list's filter use), and the
// hiring instant as private.contract_hiring_at does (the DPAE's checks).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hiringAt, transmissionDeadline } from "../../../src/lib/contracts/late-start.ts";
import { testDatabase, type TestDatabase } from "../support/db.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

describe("a contract late on its start", () => {
  it("has the same transmission deadline in SQL and in TypeScript for every start of 2025 – 2028 — R:CTR-LATE-DEADLINE", async () => {
    await db.system(async (q) => {
      const { rows } = await q<{ start: string; deadline: string }>(
        `select to_char(d, 'YYYY-MM-DD') as start,
                to_char(private.contract_signature_deadline(d::date), 'YYYY-MM-DD') as deadline
         from generate_series('2025-01-01'::date, '2028-12-31'::date, interval '1 day') as d order by d`,
        [],
      );
      expect(rows).toHaveLength(1461);
      const differing = rows.filter((r) => r.deadline !== transmissionDeadline(r.start));
      expect(differing).toEqual([]);
    });
  });

  it.each([
    ["2026-03-02", "7h30–12h / 13h–16h30"],
    ["2026-07-01", "8h - 17h"],
    ["2026-11-09", "de 7 h 30 à 15 h"],
    ["2026-10-25", "Horaires du chantier"],
    ["2026-03-29", null],
  ])("has the same hiring instant for a start on %s, schedule %j", async (start, schedule) => {
    await db.system(async (q) => {
      const { rows } = await q<{ at: string }>(
        "select to_json(private.contract_hiring_at($1::date, $2))#>>'{}' as at",
        [start, schedule],
      );
      expect(new Date(rows[0].at).toISOString()).toBe(hiringAt({ start_date: start, schedule }).toISOString());
    });
  });
});

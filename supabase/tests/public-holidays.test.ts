// private.is_french_public_holiday (supabase/schemas/10_requests.sql) and its TypeScript
// mirror (src/lib/dates/public-holidays.ts, used by the seed generator) agree on every day
// from 2024 to 2040.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicHoliday } from "../../src/lib/dates/public-holidays.ts";
import { testDatabase, type TestDatabase } from "./support/db.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

describe("public holidays", () => {
  it("are the same days in SQL and in TypeScript, 2024 – 2040 — R:GEN-HOLIDAYS", async () => {
    await db.system(async (q) => {
      const { rows } = await q<{ day: string }>(
        "select to_char(d, 'YYYY-MM-DD') as day from generate_series('2024-01-01'::date, '2040-12-31'::date, interval '1 day') as d where private.is_french_public_holiday(d::date) order by d",
        [],
      );
      const sql = rows.map((row) => row.day);
      const ts: string[] = [];
      for (
        let time = Date.parse("2024-01-01T00:00:00Z");
        time <= Date.parse("2040-12-31T00:00:00Z");
        time += 86_400_000
      ) {
        const day = new Date(time).toISOString().slice(0, 10);
        if (isPublicHoliday(day)) ts.push(day);
      }
      expect(sql).toHaveLength(17 * 11);
      expect(sql).toEqual(ts);
    });
  });
});

// Dated legal values are never rewritten in place (supabase/schemas/01_reference.sql): accounting adds
// a new dated value, which closes the open one the day before; the past stays as it was. The
// values themselves are compared with URSSAF's rules in supabase/tests/pay-engine-figures.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parisDay } from "../../../src/lib/dates/paris-time.ts";
import { failureMessage, testDatabase, type TestDatabase } from "../support/db.ts";
import { as, asSystem, one } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const iso = (d: Date) => d.toISOString().slice(0, 10);
// days from today in Paris, as the database's private.paris_today() counts them
const fromToday = (days: number) => iso(new Date(Date.parse(`${parisDay(new Date())}T00:00:00Z`) + days * 86_400_000));
const fr = (date: string) => date.split("-").reverse().join("/");

describe("legal parameters: dated, never edited in place", () => {
  it("refuses to change the SMIC in force, adds a new dated value that closes it, refuses backdating — R:CTR-LEGAL-DATED", async () => {
    await db.system(async (q) => {
      const current = await one<{ id: string; valid_from: string }>(
        q,
        "select id, valid_from::text from public.legal_parameter where key = 'smic_hourly_gross' and valid_to is null",
      );
      await as(q, "comptable");
      expect(
        await failureMessage(q, () => q("update public.legal_parameter set value = 13 where id = $1", [current.id])),
      ).toBe(
        `La valeur du paramètre « smic_hourly_gross » en vigueur depuis le ${fr(current.valid_from)} ne peut pas être modifiée : ajoutez une nouvelle valeur datée à partir d'aujourd'hui`,
      );
      expect(
        await failureMessage(q, () =>
          q("update public.legal_parameter set valid_from = '2020-01-01' where id = $1", [current.id]),
        ),
      ).toMatch(/ne peut pas être modifiée/);
      const insert = (from: string, value: number) =>
        q(
          "insert into public.legal_parameter (key, value, unit, valid_from, source) values ('smic_hourly_gross', $1, 'EUR/h', $2, 'test')",
          [value, from],
        );
      // backdated: it would close the value in force before yesterday
      expect(await failureMessage(q, () => insert(fromToday(-10), 13))).toBe(
        `La période du paramètre « smic_hourly_gross » ne peut pas être close avant hier (${fr(fromToday(-1))}) : le passé ne se réécrit pas`,
      );
      expect(await failureMessage(q, () => insert(fromToday(30), 12.5))).toBeNull();
      const rows = await q<{ value: string; valid_from: string; valid_to: string | null }>(
        "select value::text, valid_from::text, valid_to::text from public.legal_parameter where key = 'smic_hourly_gross' and valid_from >= $1 order by valid_from",
        [current.valid_from],
      );
      expect(rows.rows.map((r) => [r.valid_from, r.valid_to])).toEqual([
        [current.valid_from, fromToday(29)],
        [fromToday(30), null],
      ]);
      const checks = await one<{ today: string; later: string }>(
        q,
        "select private.legal_value('smic_hourly_gross', private.paris_today())::text as today, private.legal_value('smic_hourly_gross', private.paris_today() + 30)::text as later",
      );
      expect(checks).toEqual({ today: "12.31", later: "12.5" });
      // a value not yet in force may still be corrected
      expect(
        await failureMessage(q, () =>
          q("update public.legal_parameter set value = 12.55 where key = 'smic_hourly_gross' and valid_from = $1", [
            fromToday(30),
          ]),
        ),
      ).toBeNull();
      // its source and notes too, on a row in force
      expect(
        await failureMessage(q, () =>
          q("update public.legal_parameter set note = 'vérifié' where id = $1", [current.id]),
        ),
      ).toBeNull();
    });
  });

  it("a value in force is never deleted, even by the system — R:CTR-LEGAL-DATED", async () => {
    await db.system(async (q) => {
      await asSystem(q);
      expect(
        await failureMessage(q, () =>
          q("delete from public.legal_parameter where key = 'pmss' and valid_from <= private.paris_today()", []),
        ),
      ).toMatch(
        /^La valeur du paramètre « pmss » en vigueur depuis le .* ne peut pas être supprimée : ajoutez une nouvelle valeur datée$/,
      );
    });
  });
});

// The collective agreements' majorations (public.legal_parameter, supabase/schemas/01_reference.sql)
// and which of them a published source confirms:
// a confirmed value is marked verified with its source's address; the others stay unverified,
// so that pay tracking keeps showing them as values to check.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, type TestDatabase } from "../support/db.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

type Row = { key: string; value: string; valid_from: string; is_verified: boolean; source: string | null };

const VERIFIED: Record<string, { value: number; validFrom: string; url: string }> = {
  pay_majoration_public_holiday_idcc_1596: {
    value: 0,
    validFrom: "2018-07-01",
    url: "https://legisocial.fr/conventions-collectives-nationales/1596-entreprises-batiment-moins-10-salaries-capeb/jours-feries-chomes-paiement-majoration.html",
  },
  pay_majoration_sunday_idcc_1702: {
    value: 0,
    validFrom: "1993-01-01",
    url: "https://code.travail.gouv.fr/contribution/1702-travail-du-dimanche-quelle-contrepartie",
  },
  pay_majoration_night_idcc_1702: {
    value: 0,
    validFrom: "1993-01-01",
    url: "https://preprod-frtp.fr/le-travail-de-nuit/",
  },
};

/** No source found that states these figures: still to be checked by the payroll team. */
const UNVERIFIED: Record<string, number> = {
  pay_majoration_night_idcc_1596: 100,
  pay_majoration_sunday_idcc_1596: 0,
  pay_majoration_night_idcc_1597: 100,
  pay_majoration_sunday_idcc_1597: 0,
  pay_majoration_public_holiday_idcc_1597: 0,
  pay_majoration_public_holiday_idcc_1702: 0,
  pay_majoration_night_idcc_2033: 100,
  pay_majoration_sunday_idcc_2033: 100,
  pay_majoration_public_holiday_idcc_2033: 100,
};

describe("collective agreements' majorations", () => {
  it("marks verified exactly the values a source confirms, with the source's address", async () => {
    await db.system(async (q) => {
      const { rows } = await q<Row>(
        `select key, value::text, valid_from::text, is_verified, source from public.legal_parameter
         where key ~ '^pay_majoration_(night|sunday|public_holiday)_idcc_\\d{4}$' order by key`,
        [],
      );
      expect(rows.map((r) => r.key).sort()).toEqual([...Object.keys(VERIFIED), ...Object.keys(UNVERIFIED)].sort());
      for (const row of rows) {
        const verified = VERIFIED[row.key];
        if (verified) {
          expect([row.key, Number(row.value), row.valid_from, row.is_verified]).toEqual([
            row.key,
            verified.value,
            verified.validFrom,
            true,
          ]);
          expect(row.source).toContain(verified.url);
        } else {
          expect([row.key, Number(row.value), row.is_verified]).toEqual([row.key, UNVERIFIED[row.key], false]);
        }
      }
    });
  });

  it("prices a Sunday and a night of a travaux publics client without majoration", async () => {
    await db.system(async (q) => {
      const { rows } = await q<{ sunday: string; night: string; holiday: string }>(
        `select private.pay_majoration('pay_majoration_sunday', '1702', '2026-07-12')::text as sunday,
                private.pay_majoration('pay_majoration_night', '1702', '2026-07-10')::text as night,
                private.pay_majoration('pay_majoration_public_holiday', '1596', '2026-07-14')::text as holiday`,
        [],
      );
      expect(rows[0]).toEqual({ sunday: "0", night: "0", holiday: "0" });
    });
  });
});

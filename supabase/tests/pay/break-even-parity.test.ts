// The break-even coefficient has one definition: the database's private.break_even_coefficient
// (dated legal parameters, themselves checked against URSSAF's rules in pay-engine-figures) and
// the calculators' quick estimate (src/lib/pay/estimate.ts) must give the same figure at every
// hourly pay, from the SMIC to past 3 SMIC where the RGDU is nil.
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  DEFAULT_EMPLOYER_RATE,
  estimateWeek,
  RGDU_EXPONENT,
  RGDU_TDELTA,
  RGDU_TMIN,
} from "../../../src/lib/pay/estimate.ts";
import { testDatabase, type TestDatabase } from "../support/db.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

it("uses the dated legal parameters in force: Tmin, Tmax (FNAL 0,10 %), the exponent, the employer rate — R:PAY-EMPLOYER-COST, R:PAY-RGDU", async () => {
  const row = await db.system(
    async (q) =>
      (
        await q<Record<string, string>>(
          `select private.legal_value('rgdu_tmin', private.paris_today())::text as tmin,
                  private.legal_value('rgdu_tmax_fnal_010', private.paris_today())::text as tmax,
                  private.legal_value('rgdu_p', private.paris_today())::text as p,
                  private.legal_value('employer_contribution_rate', private.paris_today())::text as rate`,
        )
      ).rows[0],
  );
  expect({
    tmin: RGDU_TMIN,
    tmax: Math.round((RGDU_TMIN + RGDU_TDELTA) * 1e6) / 1e6,
    p: RGDU_EXPONENT,
    rate: DEFAULT_EMPLOYER_RATE,
  }).toEqual({
    tmin: Number(row.tmin),
    tmax: Number(row.tmax),
    p: Number(row.p),
    rate: Number(row.rate),
  });
});

it("gives the database's figure at every hourly pay, to the thousandth — R:PAY-BREAK-EVEN", async () => {
  const rows = await db.system(
    async (q) =>
      (
        await q<{ wage: string; smic: string; coefficient: string }>(
          `select w::text as wage, private.legal_value('smic_hourly_gross', private.paris_today())::text as smic,
                  private.break_even_coefficient(w, private.paris_today())::text as coefficient
           from unnest(array[12.02, 12.5, 13.1, 14.5, 16, 18.75, 22, 27.4, 31, 36]::numeric[]) as w`,
        )
      ).rows,
  );
  const smic = Number(rows[0].smic);
  expect(Number(rows[0].wage)).toBeLessThanOrEqual(smic + 0.5);
  for (const row of rows) {
    const wage = Number(row.wage);
    // a month's pay, so that rounding to the cent does not reach the thousandth
    const hours = 151.67;
    const week = estimateWeek({
      gross: wage * hours,
      paidHours: hours,
      rate: wage,
      coefficient: 1,
      smicHourly: smic,
      ifmDue: true,
    });
    expect({ wage, coefficient: Math.round(week.breakEvenCoefficient * 1000) / 1000 }).toEqual({
      wage,
      coefficient: Number(row.coefficient),
    });
  }
});

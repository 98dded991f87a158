// Conventions of docs/rules/general.md that no other file proves: the calendar's working days,
// money never in floating point, and the identifiers the base checks itself (French department
// codes, the BIC's length, the IDCC's 4 digits, e-mails stored in lower case). Direct engine,
// each test rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessage, testDatabase, type TestDatabase } from "./support/db.ts";
import { isValidNir } from "../../src/lib/validators/french-ids.ts";
import { as, draftContract, one, RENFORT } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

describe("identifiers the base checks", () => {
  it("a French department is 01 to 95 (2A and 2B, never 20) or 971 to 976 — R:GEN-VALID-DEPARTMENT", async () => {
    await db.system(async (q) => {
      const codes = (
        await q<{ c: string }>("select local_code as c from public.department where country_code = 'FR' order by 1")
      ).rows.map((r) => r.c);
      expect(codes).toHaveLength(101);
      expect(codes).toEqual(expect.arrayContaining(["01", "2A", "2B", "95", "971", "976"]));
      expect(codes).not.toContain("20");
      const region = await one<{ code: string }>(q, "select region_code as code from public.department limit 1");
      for (const code of ["20", "96", "977"])
        expect(
          await failureMessage(q, () =>
            q(
              "insert into public.department (code, name, local_code, region_code, country_code) values ($1, 'Essai', $2, $3, 'FR')",
              [`FR-T${code}`, code, region.code],
            ),
          ),
          code,
        ).toContain("department_local_code_format");
    });
  });

  it("a BIC has 8 or 11 characters — R:GEN-VALID-BIC", async () => {
    await db.system(async (q) => {
      const t = await one<{ id: string }>(q, "select talent_id as id from public.talent_private limit 1");
      const setBic = (bic: string) =>
        failureMessage(q, () => q("update public.talent_private set bic = $2 where talent_id = $1", [t.id, bic]));
      expect(await setBic("BNPAFRPP")).toBeNull();
      expect(await setBic("BNPAFRPPXXX")).toBeNull();
      expect(await setBic("BNPAFRPPX")).toBe("Le BIC est invalide");
      expect(await setBic("BNPAFRP")).toBe("Le BIC est invalide");
    });
  });

  it("an IDCC has 4 digits — R:GEN-VALID-IDCC", async () => {
    await db.system(async (q) => {
      const c = await one<{ id: string }>(q, "select id from public.company where workspace_id = $1 limit 1", [
        RENFORT,
      ]);
      const setIdcc = (idcc: string) =>
        failureMessage(q, () => q("update public.company set idcc = $2 where id = $1", [c.id, idcc]));
      expect(await setIdcc("1596")).toBeNull();
      expect(await setIdcc("159")).toContain("company_idcc_format");
      expect(await setIdcc("15960")).toContain("company_idcc_format");
    });
  });

  it("an e-mail is stored in lower case — R:GEN-EMAIL-LOWER", async () => {
    await db.system(async (q) => {
      const t = await one<{ id: string }>(q, "select id from public.talent where workspace_id = $1 limit 1", [RENFORT]);
      const stored = await one<{ email: string }>(
        q,
        "update public.talent set email = $2 where id = $1 returning email",
        [t.id, "  Jeanne.Essai-Identifiants@Exemple.FR "],
      );
      expect(stored.email).toBe("jeanne.essai-identifiants@exemple.fr");
    });
  });
});

describe("money columns", () => {
  it("no amount, rate, price, wage or coefficient is a floating-point number — R:GEN-MONEY-NUMERIC", async () => {
    const floats = await db.system(
      async (q) =>
        (
          await q<{ col: string }>(
            `select c.table_name || '.' || c.column_name as col
             from information_schema.columns c
             where c.table_schema in ('public', 'private')
               and c.data_type in ('real', 'double precision')
               and c.column_name ~ '(amount|rate|price|wage|salary|fee|total|ht|ttc|vat|coefficient|gross|net|bonus|allowance)'
             order by 1`,
          )
        ).rows,
    );
    expect(floats.map((f) => f.col)).toEqual([]);
    const amounts = await db.system(
      async (q) =>
        (
          await q<{ n: number }>(
            `select count(*)::int as n from information_schema.columns c
             where c.table_schema = 'public' and c.column_name ~ 'amount' and c.data_type = 'numeric'
               and c.numeric_precision = 12 and c.numeric_scale = 2`,
          )
        ).rows[0]!.n,
    );
    expect(amounts).toBeGreaterThan(10);
  });
});

describe("working days", () => {
  it("jours ouvrables skip Sundays and public holidays; jours ouvrés are the contract's days, Monday to Friday by default, holidays excluded — R:GEN-WORKING-DAYS", async () => {
    const r = await db.system(
      async (q) =>
        (
          await q<{ after_friday: string; after_tuesday: string; worked: number; worked_saturdays: number }>(
            `select private.working_days_after('2026-11-06', 2)::text as after_friday,
                    private.working_days_after('2026-11-10', 1)::text as after_tuesday,
                    private.working_days_between('2026-11-09', '2026-11-15', null) as worked,
                    private.working_days_between('2026-11-09', '2026-11-15', '{1,2,3,4,5,6}') as worked_saturdays`,
          )
        ).rows[0]!,
    );
    // Friday 6 November 2026: Saturday 7 is the first, Sunday 8 skipped, Monday 9 the second;
    // Tuesday 10: Wednesday 11 (Armistice) skipped, Thursday 12
    expect(r).toEqual({
      after_friday: "2026-11-09",
      after_tuesday: "2026-11-12",
      // Monday 9, Tuesday 10, Thursday 12, Friday 13; with Saturdays, also Saturday 14
      worked: 4,
      worked_saturdays: 5,
    });
  });
});

describe("the NIR's key", () => {
  it("counts Corsica's 2A as 19 and 2B as 18, in the base as in the form — R:GEN-VALID-NIR", async () => {
    // 1 85 05 19 006 084 → 1850519006084 mod 97 = 62, key 97 − 62 = 35; 2B: 1850518006084 mod 97 = 35, key 62
    const cases: [string, boolean][] = [
      ["185052A00608435", true],
      ["185052A00608436", false],
      ["185052B00608462", true],
      ["185052B00608435", false],
    ];
    const base = await db.system(
      async (q) =>
        (
          await q<{ v: string; ok: boolean }>("select v, private.is_valid_nir(v) as ok from unnest($1::text[]) v", [
            cases.map(([v]) => v),
          ])
        ).rows,
    );
    expect(base.map((r) => [r.v, r.ok])).toEqual(cases);
    expect(cases.map(([v]) => [v, isValidNir(v)])).toEqual(cases);
  });
});

describe("reference lists", () => {
  it("28 jobs in 10 sectors, each job in a sector, none paid under the SMIC in force — R:GEN-JOBS, R:GEN-SECTORS", async () => {
    const r = await db.system(
      async (q) =>
        (
          await q<{ jobs: number; sectors: number; used: number; under: number }>(
            `select (select count(*)::int from public.job) as jobs,
                    (select count(*)::int from public.sector) as sectors,
                    (select count(distinct sector_id)::int from public.job) as used,
                    (select count(*)::int from public.job
                     where hourly_wage_min is null or hourly_wage_min < private.legal_value('smic_hourly_gross')) as under`,
          )
        ).rows[0]!,
    );
    expect(r.jobs).toBe(28);
    expect(r.sectors).toBe(10);
    expect(r.used).toBeGreaterThan(1);
    expect(r.under).toBe(0);
  });
});

describe("notes", () => {
  it("a contract's note is read by who reads contracts; the author's managers and a developer correct it — R:GEN-NOTE-READERS, R:GEN-NOTE-AUTHOR", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "consultant");
      await as(q, "consultant");
      const { id } = await one<{ id: string }>(
        q,
        "insert into public.note (contract_id, content) values ($1, 'Horaires confirmés avec le client') returning id",
        [c.id],
      );
      const seen = async (key: string) => {
        await as(q, key);
        return (await q("select id from public.note where id = $1", [id])).rowCount;
      };
      expect(await seen("csm")).toBe(1);
      expect(await seen("marketing")).toBe(0);
      const corrects = async (key: string, text: string) => {
        await as(q, key);
        return (await q("update public.note set content = $2 where id = $1", [id, text])).rowCount;
      };
      expect(await corrects("csm", "Réécrite par un collègue")).toBe(0);
      expect(await corrects("manager", "Précisée par le manager")).toBe(1);
      expect(await corrects("dev", "Corrigée par le développeur")).toBe(1);
    });
  });
});

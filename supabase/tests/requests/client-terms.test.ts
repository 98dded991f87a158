// What a client's new order or contract starts from (public.client_coefficient_terms): the signed
// conditions in force — the company's, else its group's —, the coefficient of the grid line of the
// job, else the default one; only for the roles that see coefficients. Direct engine, rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asLoaded, asSystem, one, RENFORT } from "../support/fixtures.ts";
import { billedClient, signedConditions } from "../billing/support.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

type Terms = {
  version: number;
  scope_type: string;
  coefficient: string;
  grid_job: string | null;
  min_pay_rate: string | null;
};

const termsFor = async (q: Query, company: string, job: string | null, on = "2026-06-01") =>
  (
    await q<Terms>(
      `select version, scope_type::text, coefficient::text, grid_job, min_pay_rate::text
       from public.client_coefficient_terms($1, $2, $3)`,
      [company, job, on],
    )
  ).rows;

const GRID = [
  { job: "Maçon", coefficient: 1.9 },
  { job: "Coffreur bancheur", coefficient: 2.05, min_pay_rate: 14 },
];

describe("the signed coefficient a client's order starts from", () => {
  it("takes the job's grid line (accents, case and a longer job name aside), else the default coefficient — R:REQ-CC-JOB-COEFFICIENT, R:ORDER-COEF-FROM-TERMS", async () => {
    await db.system(async (q) => {
      const c = await billedClient(q);
      await signedConditions(q, c.companyId, { default_coefficient: 1.8, coefficient_grid: JSON.stringify(GRID) });
      await as(q, "consultant");
      expect(await termsFor(q, c.companyId, "COFFREUR BANCHEUR")).toEqual([
        {
          version: 1,
          scope_type: "company",
          coefficient: "2.050",
          grid_job: "Coffreur bancheur",
          min_pay_rate: "14.00",
        },
      ]);
      expect((await termsFor(q, c.companyId, "Macon VRD"))[0]).toMatchObject({
        coefficient: "1.900",
        grid_job: "Maçon",
      });
      expect((await termsFor(q, c.companyId, "Peintre"))[0]).toMatchObject({ coefficient: "1.800", grid_job: null });
      // before the conditions' start, nothing is signed
      expect(await termsFor(q, c.companyId, "Maçon", "2025-12-31")).toEqual([]);
      // marketing does not see coefficients
      await as(q, "marketing");
      expect(await termsFor(q, c.companyId, "Maçon")).toEqual([]);
    });
  });

  it("falls back on the group's signed conditions; the company's own win — R:REQ-CC-IN-FORCE", async () => {
    await db.system(async (q) => {
      const c = await billedClient(q);
      const group = await one<{ id: string }>(
        q,
        "insert into public.company_group (workspace_id, name) values ($1, 'Groupe essai conditions') returning id",
        [RENFORT],
      );
      await q("update public.company set company_group_id = $1 where id = $2", [group.id, c.companyId]);
      await asLoaded(
        q,
        `insert into public.commercial_condition (workspace_id, scope_type, company_group_id, valid_from, default_coefficient, status)
         values ($1, 'company_group', $2, '2026-01-01', 1.95, 'signed')`,
        [RENFORT, group.id],
      );
      await as(q, "consultant");
      expect((await termsFor(q, c.companyId, null))[0]).toMatchObject({
        scope_type: "company_group",
        coefficient: "1.950",
      });
      await asSystem(q);
      await signedConditions(q, c.companyId, { default_coefficient: 1.85 });
      await as(q, "consultant");
      expect((await termsFor(q, c.companyId, null))[0]).toMatchObject({ scope_type: "company", coefficient: "1.850" });
    });
  });
});

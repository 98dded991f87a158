// The agency's legal identity (public.workspace_identity, supabase/schemas/02_workspaces_team.sql): the fields
// the contracts print are checked in French (SIRET key, APE as 78.20Z, postal code, required
// mentions), the APE is normalised, and only developers and country managers may write it.
// Every case is rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessage, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { one } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const update = (q: Query, values: Record<string, string | null>) =>
  q(
    "update public.workspace_identity set (legal_name, siret, naf_code, postal_code, financial_guarantor) = (select coalesce($1, legal_name), $2, $3, $4, $5) where workspace_id = private.current_workspace_id()",
    [values.legal_name ?? null, values.siret, values.naf_code, values.postal_code, values.financial_guarantor],
  );
const VALID = {
  siret: "84512300900001",
  naf_code: "78.20Z",
  postal_code: "69002",
  financial_guarantor: "Caisse de garantie",
};

describe("workspace_identity", () => {
  it("refuses a wrong SIRET key, a malformed APE or postal code and missing mentions, in French", () =>
    db.as("dev", async (q) => {
      expect(await failureMessage(q, () => update(q, { ...VALID, siret: "84512300900002" }))).toBe(
        "Le SIRET est invalide (14 chiffres et clé de contrôle)",
      );
      expect(await failureMessage(q, () => update(q, { ...VALID, naf_code: "78Z" }))).toBe(
        "Le code APE doit avoir la forme 78.20Z",
      );
      expect(await failureMessage(q, () => update(q, { ...VALID, postal_code: "6900" }))).toBe(
        "Le code postal doit compter 5 chiffres",
      );
      expect(await failureMessage(q, () => update(q, { ...VALID, financial_guarantor: " " }))).toBe(
        "Le SIRET, l'adresse et le garant financier de l'agence sont obligatoires : les contrats les mentionnent",
      );
      expect(await failureMessage(q, () => update(q, { ...VALID, legal_name: " " }))).toBe(
        "La raison sociale est obligatoire (200 caractères au plus)",
      );
    }));

  it("stores the APE as 78.20Z and the SIRET without spaces", () =>
    db.as("dev", async (q) => {
      await update(q, { ...VALID, siret: "845 123 009 00001", naf_code: "7820z" });
      const row = await one<{ siret: string; naf_code: string }>(
        q,
        "select siret, naf_code from public.workspace_identity where workspace_id = private.current_workspace_id()",
      );
      expect(row).toEqual({ siret: "84512300900001", naf_code: "78.20Z" });
    }));

  it("lets a consultant read it but not change it (row-level security)", () =>
    db.as("consultant", async (q) => {
      const before = await one<{ n: number }>(q, "select count(*)::int as n from public.workspace_identity");
      expect(before.n).toBeGreaterThan(0);
      const r = await q("update public.workspace_identity set legal_name = 'Autre' returning workspace_id", []);
      expect(r.rows).toHaveLength(0);
    }));
});

import { describe, expect, it } from "vitest";
import { zodRule } from "../../src/lib/forms/zod-rule.ts";
import { companySchema, toCompanyRow } from "./schema.ts";

describe("company schema", () => {
  it.each([
    [{ name: "Bâtir SAS", siren: "732 829 320" }, true],
    [{ name: "Bâtir SAS", siren: "732829321" }, false],
    [{ name: "", siren: null }, false],
    [{ name: "Bâtir SAS", naf_code: "4399C" }, true],
    [{ name: "Bâtir SAS", naf_code: "43.99C" }, true],
    [{ name: "Bâtir SAS", naf_code: "43-99" }, false],
    [{ name: "Bâtir SAS", naf_code: "99.99Z" }, false],
    [{ name: "Bâtir SAS", naf_code: "43.99A" }, true],
    [{ name: "Bâtir SAS", naf_code: "43.99F" }, false],
    [{ name: "Bâtir SAS", billing_email: "compta@" }, false],
  ])("%j valid: %s", async (values, ok) => expect((await companySchema.safeParseAsync(values)).success).toBe(ok));

  it("gives the French SIREN message", async () => {
    const result = await companySchema.safeParseAsync({ name: "X", siren: "123456789" });
    expect(result.error?.issues[0]?.message).toBe("Le SIREN est invalide (9 chiffres et clé de contrôle)");
  });

  it.each([
    ["43-99", ["Le code NAF est invalide (format 43.99C)"]],
    ["99.99Z", ["Ce code NAF n'existe pas dans la nomenclature NAF rév. 2"]],
  ])("gives one French NAF message for %j", async (naf_code, messages) => {
    const result = await companySchema.safeParseAsync({ name: "X", naf_code });
    expect(result.error?.issues.map((i) => i.message)).toEqual(messages);
  });

  it("gives the form the same NAF message", async () => {
    await expect(zodRule(companySchema, "naf_code").validator(null, "99.99Z")).rejects.toThrow(
      "Ce code NAF n'existe pas dans la nomenclature NAF rév. 2",
    );
    await expect(zodRule(companySchema, "naf_code").validator(null, "42.21Z")).resolves.toBeUndefined();
  });

  it("normalises the row", async () =>
    expect(await toCompanyRow({ name: " Bâtir ", siren: "732 829 320", naf_code: "4399c", website: "" })).toMatchObject(
      { name: "Bâtir", siren: "732829320", naf_code: "43.99C", website: null },
    ));

  it("takes the collective agreement as its 4-digit IDCC, with a French message otherwise — R:GEN-VALID-IDCC", async () => {
    expect(await toCompanyRow({ name: "Bâtir", idcc: " 1597 " })).toMatchObject({ idcc: "1597" });
    expect(await toCompanyRow({ name: "Bâtir", idcc: "" })).toMatchObject({ idcc: null });
    const result = await companySchema.safeParseAsync({ name: "X", idcc: "159" });
    expect(result.error?.issues[0]?.message).toBe("L'IDCC est un code de 4 chiffres (ex. 1597 pour le bâtiment)");
  });

  it("refuses to build a row with an unknown NAF code — R:GEN-VALID-NAF", async () => {
    await expect(toCompanyRow({ name: "Bâtir", naf_code: "99.99Z" })).rejects.toThrow();
  });
});

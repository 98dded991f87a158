import { describe, expect, it } from "vitest";
import { companySchema, toCompanyRow } from "./schema.ts";

describe("company schema", () => {
  it.each([
    [{ name: "Bâtir SAS", siren: "732 829 320" }, true],
    [{ name: "Bâtir SAS", siren: "732829321" }, false],
    [{ name: "", siren: null }, false],
    [{ name: "Bâtir SAS", naf_code: "4399C" }, true],
    [{ name: "Bâtir SAS", naf_code: "43-99" }, false],
    [{ name: "Bâtir SAS", billing_email: "compta@" }, false],
  ])("%j valid: %s", (values, ok) => expect(companySchema.safeParse(values).success).toBe(ok));

  it("gives the French SIREN message", () => {
    const result = companySchema.safeParse({ name: "X", siren: "123456789" });
    expect(result.error?.issues[0]?.message).toBe("Le SIREN est invalide (9 chiffres et clé de contrôle)");
  });

  it("normalises the row", () =>
    expect(toCompanyRow({ name: " Bâtir ", siren: "732 829 320", naf_code: "4399c", website: "" })).toMatchObject({ name: "Bâtir", siren: "732829320", naf_code: "43.99C", website: null }));
});

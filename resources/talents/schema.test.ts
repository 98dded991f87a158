import { describe, expect, it } from "vitest";
import { talentPrivateSchema, talentSchema, toTalentRow } from "./schema.ts";

describe("talent schema", () => {
  it.each([
    [{ first_name: "Léa", last_name: "Martin" }, true],
    [{ first_name: "", last_name: "Martin" }, false],
    [{ first_name: "Léa", last_name: "Martin", email: "lea@" }, false],
    [{ first_name: "Léa", last_name: "Martin", phone_number: "06 12 34 56 78" }, true],
    [{ first_name: "Léa", last_name: "Martin", phone_number: "1234" }, false],
    [{ first_name: "Léa", last_name: "Martin", wage: -1 }, false],
  ])("%j valid: %s", async (values, ok) => expect((await talentSchema.safeParseAsync(values)).success).toBe(ok));

  it.each([
    [
      "social_security_number",
      "185057800608437",
      "Le numéro de sécurité sociale est invalide (15 caractères et clé de contrôle)",
    ],
    ["iban", "FR7630006000011234567890188", "L'IBAN est invalide (clé de contrôle)"],
    ["bic", "BNP", "Le BIC est invalide"],
  ])("refuses a wrong %s in French", (field, value, message) =>
    expect(talentPrivateSchema.safeParse({ [field]: value }).error?.issues[0]?.message).toBe(message),
  );

  it("accepts valid sensitive data", () =>
    expect(
      talentPrivateSchema.safeParse({
        social_security_number: "1 85 05 78 006 084 91",
        iban: "FR76 3000 6000 0112 3456 7890 189",
        bic: "BNPAFRPP",
      }).success,
    ).toBe(true));

  it("builds the row as the database stores it", async () =>
    expect(
      await toTalentRow({
        first_name: " Léa ",
        last_name: "Martin",
        email: "Lea@Exemple.FR",
        phone_number: "06 12 34 56 78",
        birth_date: "",
        nationality_code: "FR",
      }),
    ).toMatchObject({
      first_name: "Léa",
      email: "lea@exemple.fr",
      phone_number: "+33612345678",
      birth_date: null,
      nationality_code: "FR",
      qualification_status: "new",
      contract_types: [],
    }));

  it("sends a cleared nationality as none", async () =>
    expect(
      (await toTalentRow({ first_name: "Léa", last_name: "Martin", nationality_code: null })).nationality_code,
    ).toBeNull());
});

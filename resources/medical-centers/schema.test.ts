import { describe, expect, it } from "vitest";
import { departmentCodes, medicalCenterSchema, toMedicalCenterSave } from "./schema.ts";

describe("medical centre schema", () => {
  it.each([
    ["69 01, 38", ["69", "01", "38"]],
    [
      ["2a", "974"],
      ["2A", "974"],
    ],
    ["", []],
  ] as const)("department codes of %j → %j", (input, codes) => {
    expect(departmentCodes(input as string | string[])).toEqual(codes);
  });

  it.each([
    [{ name: "" }, "Ce champ est obligatoire"],
    [{ name: "Centre", siret: "12345678901234" }, "Le SIRET est invalide (14 chiffres et clé de contrôle)"],
    [{ name: "Centre", email: "pas-un-email" }, "L'e-mail est invalide"],
    [{ name: "Centre", booking_url: "www.exemple.fr" }, "L'adresse doit commencer par http:// ou https://"],
    [{ name: "Centre", departments_covered: ["69", "100"] }, "Codes de département invalides (ex. 69, 2A, 974)"],
  ])("%j is refused in French", (values, message) => {
    const result = medicalCenterSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(message);
  });

  it("saves the row and its address in one call, blanks as null, no address as {}", () => {
    expect(
      toMedicalCenterSave({
        name: " SPSTI Test ",
        siret: "732 829 320 00074",
        email: " ",
        departments_covered: ["69"],
      }),
    ).toEqual({
      p_values: {
        name: "SPSTI Test",
        siret: "73282932000074",
        email: null,
        phone_number: null,
        kind: "spsti_interim",
        status: "active",
        departments_covered: ["69"],
        booking_url: null,
        opening_hours: null,
        instructions_for_talent: null,
      },
      p_address: {},
    });
  });
});

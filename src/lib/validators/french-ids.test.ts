import { describe, expect, it } from "vitest";
import { isValidEmail, isValidIban, isValidNir, isValidSiren, isValidSiret } from "./french-ids.ts";

describe("French identifiers", () => {
  it.each([
    ["732829320", true],
    ["732 829 320", true],
    ["732829321", false],
    ["12345678", false],
  ])("SIREN %s → %s — R:GEN-VALID-SIREN", (value, ok) => expect(isValidSiren(value)).toBe(ok));

  it.each([
    ["73282932000074", true],
    ["73282932000075", false],
    ["35600000000010", true],
  ])("SIRET %s → %s — R:GEN-VALID-SIRET", (value, ok) => expect(isValidSiret(value)).toBe(ok));

  it.each([
    ["1 85 05 78 006 084 91", true],
    ["185057800608437", false],
    ["2850520123456", false],
    // the sex digit: 1 or 2, 7 or 8 for a temporary number (NIA); 3 is refused, its key valid
    ["785057800608482", true],
    ["385057800608488", false],
  ])("NIR %s → %s — R:GEN-VALID-NIR", (value, ok) => expect(isValidNir(value)).toBe(ok));

  it.each([
    ["FR76 3000 6000 0112 3456 7890 189", true],
    ["FR76 3000 6000 0112 3456 7890 188", false],
    ["DE89370400440532013000", true],
  ])("IBAN %s → %s — R:GEN-VALID-IBAN", (value, ok) => expect(isValidIban(value)).toBe(ok));

  it.each([
    ["a@b.fr", true],
    ["a@b", false],
  ])("email %s → %s — R:GEN-VALID-EMAIL", (value, ok) => expect(isValidEmail(value)).toBe(ok));
});

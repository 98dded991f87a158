import { describe, expect, it } from "vitest";
import { guessMapping, missingFields, normalizeHeader } from "./mapping.ts";

describe("normalizeHeader", () => {
  it.each([
    ["E-mail", "e mail"],
    ["  Prénom ", "prenom"],
    ["N° de Sécurité sociale", "n de securite sociale"],
    ["DATE_DE_NAISSANCE", "date de naissance"],
  ])("%s → %s", (header, expected) => {
    expect(normalizeHeader(header)).toBe(expected);
  });
});

describe("guessMapping", () => {
  it("maps a French talents file", () => {
    expect(
      guessMapping(
        [
          "Nom",
          "Prénom",
          "E-mail",
          "Téléphone",
          "NIR",
          "Date de naissance",
          "Code postal",
          "Ville",
          "Métier",
          "Divers",
        ],
        "talent",
      ),
    ).toEqual([
      "last_name",
      "first_name",
      "email",
      "phone_number",
      "social_security_number",
      "birth_date",
      "postal_code",
      "city",
      "job",
      null,
    ]);
  });

  it("maps an English file, each field once (the first column wins)", () => {
    expect(guessMapping(["First name", "Last Name", "Email", "Mobile", "Phone", "DOB"], "talent")).toEqual([
      "first_name",
      "last_name",
      "email",
      "phone_number",
      null,
      "birth_date",
    ]);
  });

  it("reads a header by the kind imported: « SIRET » is a site's, or a contact's company", () => {
    expect(guessMapping(["Raison sociale", "SIREN", "SIRET", "Code NAF", "Établissement"], "company")).toEqual([
      "name",
      "siren",
      "siret",
      "naf_code",
      "site_name",
    ]);
    expect(guessMapping(["Nom", "Fonction", "SIRET", "Société"], "contact")).toEqual([
      "last_name",
      "job_title",
      "company_siret",
      "company_name",
    ]);
  });

  it("names the required fields no column gives", () => {
    expect(missingFields(["email", null], "talent")).toEqual(["last_name", "first_name"]);
    expect(missingFields(["name"], "company")).toEqual([]);
  });
});

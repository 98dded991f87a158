import { describe, expect, it } from "vitest";
import { zodRule } from "../../../src/lib/forms/zod-rule.ts";
import { agencySchema, otherHeadOffice, toAgencyRow, type AgencyContext } from "./schema.ts";

// SIREN 794652115 and its SIRET 79465211500013 (the SIRET example of docs/rules/general.md#validators), La Poste 356000000 00010 (digit sum 15).
const company: AgencyContext = { siren: "794652115", agencies: [] };
const withHeadOffice: AgencyContext = {
  siren: "794652115",
  agencies: [
    { id: "a1", name: "Siège Lyon", is_head_office: true },
    { id: "a2", name: "Agence Vienne", is_head_office: false },
  ],
};
const messages = async (context: AgencyContext, values: object) =>
  (await agencySchema(context).safeParseAsync({ name: "Agence", ...values })).error?.issues.map(
    (issue) => issue.message,
  ) ?? [];

describe("agency schema", () => {
  it.each([
    [company, { siret: "79465211500013" }, []],
    [company, { siret: "794 652 115 00013" }, []],
    [company, { siret: null }, []],
    [company, { siret: "" }, []],
    [company, { siret: "79465211500014" }, ["Le SIRET est invalide (14 chiffres et clé de contrôle)"]],
    [company, { siret: "7946521150001" }, ["Le SIRET est invalide (14 chiffres et clé de contrôle)"]],
    [company, { siret: "7946521150001A" }, ["Le SIRET est invalide (14 chiffres et clé de contrôle)"]],
    [company, { siret: "35600000000010" }, ["Le SIRET ne commence pas par le SIREN de l'entreprise (794652115)"]],
    [{ siren: "356000000", agencies: [] }, { siret: "35600000000010" }, []],
    [
      { siren: "356000000", agencies: [] },
      { siret: "35600000000011" },
      ["Le SIRET est invalide (14 chiffres et clé de contrôle)"],
    ],
    [{ siren: null, agencies: [] }, { siret: "35600000000010" }, []],
    [company, { name: " " }, ["Ce champ est obligatoire"]],
    [company, { is_head_office: true }, []],
    [withHeadOffice, { is_head_office: false }, []],
    [
      withHeadOffice,
      { is_head_office: true },
      ["« Siège Lyon » est déjà le siège social de cette entreprise : retirez-lui d'abord ce statut"],
    ],
    [{ ...withHeadOffice, agencyId: "a1" }, { is_head_office: true }, []],
    [
      { ...withHeadOffice, agencyId: "a2" },
      { is_head_office: true },
      ["« Siège Lyon » est déjà le siège social de cette entreprise : retirez-lui d'abord ce statut"],
    ],
    [company, { naf_code: "4399C" }, []],
    [company, { naf_code: "43-99" }, ["Le code NAF est invalide (format 43.99C)"]],
    [company, { naf_code: "99.99Z" }, ["Ce code NAF n'existe pas dans la nomenclature NAF rév. 2"]],
  ] as [AgencyContext, object, string[]][])("%j %j → %j", async (context, values, expected) =>
    expect(await messages(context, values)).toEqual(expected),
  );

  it.each([
    [company, undefined],
    [withHeadOffice, "a1"],
    [{ ...withHeadOffice, agencyId: "a1" }, undefined],
  ] as [AgencyContext, string | undefined][])("finds the other head office of %j: %s", (context, id) =>
    expect(otherHeadOffice(context)?.id).toBe(id),
  );

  it("gives the form the schema's messages", async () => {
    await expect(zodRule(agencySchema(company), "siret").validator(null, "79465211500014")).rejects.toThrow(
      "Le SIRET est invalide (14 chiffres et clé de contrôle)",
    );
    await expect(zodRule(agencySchema(company), "siret").validator(null, "")).resolves.toBeUndefined();
    await expect(zodRule(agencySchema(withHeadOffice), "is_head_office").validator(null, true)).rejects.toThrow(
      "« Siège Lyon » est déjà le siège social",
    );
  });

  it("builds the row: SIRET without spaces, NAF as 43.99C with its label, blanks as null, the company's id, defaults", async () => {
    expect(
      await toAgencyRow(
        { name: " Agence Lyon ", siret: "794 652 115 00013", address: { city: "Lyon" } },
        { ...company, companyId: "c1" },
      ),
    ).toEqual({
      name: "Agence Lyon",
      siret: "79465211500013",
      naf_code: null,
      naf_code_label: null,
      is_head_office: false,
      status: "active",
      company_id: "c1",
    });
    expect(
      await toAgencyRow(
        { name: "Agence", siret: "", is_head_office: true, status: "inactive" },
        { ...company, companyId: "c1" },
      ),
    ).toMatchObject({ siret: null, is_head_office: true, status: "inactive" });
    expect(
      await toAgencyRow(
        {
          name: "Agence",
          naf_code: "4399c",
          naf_code_label: "Travaux de maçonnerie générale et gros œuvre de bâtiment",
        },
        { ...company, companyId: "c1" },
      ),
    ).toMatchObject({ naf_code: "43.99C", naf_code_label: "Travaux de maçonnerie générale et gros œuvre de bâtiment" });
  });

  it("refuses to build a row the rules refuse", async () => {
    await expect(
      toAgencyRow({ name: "Agence", siret: "79465211500014" }, { ...company, companyId: "c1" }),
    ).rejects.toThrow();
    await expect(
      toAgencyRow({ name: "Agence", naf_code: "99.99Z" }, { ...company, companyId: "c1" }),
    ).rejects.toThrow();
  });
});

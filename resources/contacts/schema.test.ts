import { describe, expect, it } from "vitest";
import { contactFormSchema, contactSchema, toContactRow } from "./schema.ts";

describe("contact schema", () => {
  it.each([
    [{ company_id: "c", last_name: "Durand" }, true],
    [{ last_name: "Durand" }, false],
    [{ company_id: "c", email: "x@" }, false],
    [{ company_id: "c", phone_number: "01 23 45 67 89" }, true],
  ])("%j valid: %s", async (values, ok) => expect((await contactSchema.safeParseAsync(values)).success).toBe(ok));

  it("requires the company in French", async () =>
    expect(
      (await contactSchema.safeParseAsync({})).error?.issues.find((i) => i.path[0] === "company_id")?.message,
    ).toBe("L'entreprise est obligatoire"));

  it("asks for an e-mail or a phone like the database — R:CMP-CONTACT-REACHABLE", async () =>
    expect(
      (await contactFormSchema.safeParseAsync({ company_id: "c", last_name: "Durand" })).error?.issues[0]?.message,
    ).toBe("Un contact doit avoir un e-mail ou un téléphone"));

  it.each([
    [
      { roles: ["contract_signatory"], phone_number: "0123456789" },
      "Un signataire de contrats ou un valideur de relevés d'heures doit avoir un e-mail",
    ],
    [
      { roles: ["timesheet_signer"], phone_number: "0123456789" },
      "Un signataire de contrats ou un valideur de relevés d'heures doit avoir un e-mail",
    ],
    [{ roles: ["decision_maker", "hr"], phone_number: "0123456789" }, undefined],
    [{ roles: ["contract_signatory"], email: "s@b.fr" }, undefined],
  ] as const)("roles %j: %s", async (values, message) =>
    expect(
      (await contactFormSchema.safeParseAsync({ company_id: "c", last_name: "Durand", ...values })).error?.issues[0]
        ?.message,
    ).toBe(message),
  );

  it("sends the roles with the row", async () =>
    expect(
      (await toContactRow({ company_id: "c", last_name: "Durand", email: "a@b.fr", roles: ["timesheet_signer"] }))
        .roles,
    ).toEqual(["timesheet_signer"]));

  it("normalises blanks", async () =>
    expect(await toContactRow({ company_id: "c", first_name: " ", email: "A@B.FR" })).toMatchObject({
      first_name: null,
      email: "a@b.fr",
      status: "active",
    }));
});

import { describe, expect, it } from "vitest";
import { contactFormSchema, contactSchema, toContactRow } from "./schema.ts";

describe("contact schema", () => {
  it.each([
    [{ company_id: "c", last_name: "Durand" }, true],
    [{ last_name: "Durand" }, false],
    [{ company_id: "c", email: "x@" }, false],
    [{ company_id: "c", phone_number: "01 23 45 67 89" }, true],
  ])("%j valid: %s", (values, ok) => expect(contactSchema.safeParse(values).success).toBe(ok));

  it("requires the company in French", () =>
    expect(contactSchema.safeParse({}).error?.issues.find((i) => i.path[0] === "company_id")?.message).toBe(
      "L'entreprise est obligatoire",
    ));

  it("asks for an e-mail or a phone like the database", () =>
    expect(contactFormSchema.safeParse({ company_id: "c", last_name: "Durand" }).error?.issues[0]?.message).toBe(
      "Un contact doit avoir un e-mail ou un téléphone",
    ));

  it("normalises blanks", () =>
    expect(toContactRow({ company_id: "c", first_name: " ", email: "A@B.FR" })).toMatchObject({
      first_name: null,
      email: "a@b.fr",
      status: "active",
    }));
});

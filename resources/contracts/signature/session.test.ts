import { describe, expect, it } from "vitest";
import { documentOf, documentTexts, documentUrl, linkStateOf, refusalTexts, tokenOf } from "./session.ts";

describe("the signer's link", () => {
  it.each([
    [{ hint: "expired", message: "x" }, "expired"],
    [{ message: "Ce contrat a déjà été signé avec ce lien" }, "used"],
    [{ message: "Lien de signature inconnu" }, "unknown"],
    [{ message: "Ce lien a été remplacé par un lien plus récent" }, "revoked"],
    [{ message: "Ces conditions ont déjà été signées avec ce lien" }, "used"],
    [{ message: "Ces conditions n'attendent plus de signature" }, "closed"],
    [{ message: "Cet avenant a déjà été signé avec ce lien" }, "used"],
    [{ message: "Cet avenant n'attend plus de signature" }, "closed"],
    [{ message: "Le nom du signataire est obligatoire" }, null],
    [null, null],
  ])("reads %j as %s", (error, state) => {
    expect(linkStateOf(error)).toBe(state);
  });

  it.each([
    ["?token=" + "a".repeat(43), "a".repeat(43)],
    ["?token=short", null],
    ["?token=" + "a".repeat(40) + "<b>", null],
    ["", null],
  ])("takes the token of %s", (search, token) => {
    expect(tokenOf(search)).toBe(token);
  });

  it("opens the document through the function, token encoded", () => {
    expect(documentUrl("http://localhost:8080/", "abc_-")).toBe(
      "http://localhost:8080/functions/v1/contract-documents?token=abc_-",
    );
  });

  it.each([
    ["used", { message: "Ce contrat a déjà été signé avec ce lien", hint: "used" }, undefined, "usedText"],
    [
      "used",
      { message: "Ces conditions ont déjà été signées avec ce lien", hint: "used" },
      undefined,
      "usedDocumentText",
    ],
    ["closed", { message: "Ces conditions n'attendent plus de signature" }, undefined, "closedDocumentText"],
    ["closed", { message: "Ce contrat n'attend plus de signature" }, undefined, "closedText"],
    ["used", { message: "Cet avenant a déjà été signé avec ce lien" }, undefined, "usedAmendmentText"],
    ["closed", { message: "Cet avenant n'attend plus de signature" }, undefined, "closedAmendmentText"],
    ["used", { message: "n'importe" }, "amendment", "usedAmendmentText"],
    ["closed", { message: "n'importe" }, "commercial_condition", "closedDocumentText"],
    ["closed", { message: "Ces conditions n'attendent plus de signature" }, "contract", "closedText"],
    ["expired", { message: "Ce lien de signature a expiré" }, "commercial_condition", "expiredText"],
    ["unknown", null, undefined, "unknownText"],
  ] as const)("words a %s link of %j (%s) with %s", (state, error, document, text) => {
    expect(refusalTexts(state, error, document).text).toBe(text);
  });

  it("names what is signed", () => {
    expect(documentOf({ document: "commercial_condition" })).toBe("commercial_condition");
    expect(documentOf({ document: "contract" })).toBe("contract");
    expect(documentOf({ document: "contract", is_amendment: true })).toBe("amendment");
    expect(documentTexts("amendment")).toMatchObject({ consent: "amendmentConsent", read: "amendmentRead" });
    // a server that answers no document signs contracts
    expect(documentOf({} as never)).toBe("contract");
    expect(documentTexts("commercial_condition").consent).toBe("conditionsConsent");
    expect(documentTexts("contract").consent).toBe("consent");
  });
});

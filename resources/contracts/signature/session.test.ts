import { describe, expect, it } from "vitest";
import { documentUrl, linkStateOf, tokenOf } from "./session.ts";

describe("the signer's link", () => {
  it.each([
    [{ hint: "expired", message: "x" }, "expired"],
    [{ message: "Ce contrat a déjà été signé avec ce lien" }, "used"],
    [{ message: "Lien de signature inconnu" }, "unknown"],
    [{ message: "Ce lien a été remplacé par un lien plus récent" }, "revoked"],
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
});

// The provider's answer to a sending: Resend's `{"id": "…"}` gives the id kept on the mail (its
// later bounce and complaint events name it); a gateway that answers no id, or no JSON, still sends.
import { describe, expect, it } from "vitest";
import { absoluteLink, mailContent, providerMessageId } from "./relay.ts";

describe("providerMessageId", () => {
  it("reads Resend's {id}, and tolerates none", () => {
    expect(providerMessageId('{"id":"49a3999c-0ce1-4ea6-ab68-afcd6dc2e794"}')).toBe(
      "49a3999c-0ce1-4ea6-ab68-afcd6dc2e794",
    );
    expect(providerMessageId('{"id":"  re_1  "}')).toBe("re_1");
    for (const answer of ["", "OK", "null", "[]", '{"id":42}', '{"id":"  "}', '{"message":"queued"}'])
      expect(providerMessageId(answer)).toBeNull();
    expect(providerMessageId(JSON.stringify({ id: "x".repeat(500) }))?.length).toBe(200);
  });
});

describe("a mail's link", () => {
  it("makes a page of the app absolute with the app's origin, and keeps a full address", () => {
    const row = { id: "1", seq: 1, recipient: "a@b.fr", subject: "s", body: "Bonjour", kind: "client_invoice" };
    const mail = mailContent({ ...row, link: "/client/invoices/42" }, "https://app.renfort.fr/");
    expect(mail.text).toBe("Bonjour\n\nhttps://app.renfort.fr/client/invoices/42");
    expect(mail.html).toContain('<a href="https://app.renfort.fr/client/invoices/42">');
    expect(absoluteLink("https://app.renfort.fr/sign/contract?token=x", "https://other.fr")).toBe(
      "https://app.renfort.fr/sign/contract?token=x",
    );
    expect(absoluteLink("//evil.test/x", "https://app.renfort.fr")).toBe("//evil.test/x");
    expect(mailContent({ ...row, link: null }, "https://app.renfort.fr").text).toBe("Bonjour");
  });
});

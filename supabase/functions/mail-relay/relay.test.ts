// The provider's answer to a sending: Resend's `{"id": "…"}` gives the id kept on the mail (its
// later bounce and complaint events name it); a gateway that answers no id, or no JSON, still sends.
import { describe, expect, it } from "vitest";
import { providerMessageId } from "./relay.ts";

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

import { describe, expect, it } from "vitest";
import { agreementName } from "./collective-agreements.ts";

describe("an IDCC's name", () => {
  it("names a known agreement, says an unknown code, and waits for four digits", () => {
    expect(agreementName(" 1597 ")).toBe("Ouvriers du bâtiment (plus de 10 salariés)");
    expect(agreementName("9999")).toBeNull();
    expect(agreementName("159")).toBeUndefined();
    expect(agreementName(null)).toBeUndefined();
  });
});

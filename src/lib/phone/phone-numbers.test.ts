import { describe, expect, it } from "vitest";
import { isValidPhone, toE164 } from "./phone-numbers.ts";
import { phoneIsValid, phoneToStore } from "./phone-rules.ts";

describe("phone numbers", () => {
  it.each([
    ["06 12 34 56 78", true],
    ["+33 6 12 34 56 78", true],
    ["+212 6 12 34 56 78", true],
    ["06 12 34", false],
    ["12", false],
  ])("phone %s → %s", async (value, ok) => {
    expect(isValidPhone(value)).toBe(ok);
    expect(await phoneIsValid(value)).toBe(ok);
  });

  it("formats phones as the database stores them", async () => {
    expect(toE164("06 12 34 56 78")).toBe("+33612345678");
    expect(await phoneToStore("+212 6 12 34 56 78")).toBe("+212612345678");
  });
});

import { describe, expect, it } from "vitest";
import { isExternalUrl } from "./external-url.ts";

describe("isExternalUrl", () => {
  it.each([
    ["https://app.nylas.com/connect", true],
    ["HTTP://example.org", true],
    ["/talents/list", false],
    ["details", false],
    ["//evil.example", false],
  ])("%s → %s", (target, expected) => {
    expect(isExternalUrl(target)).toBe(expected);
  });
});

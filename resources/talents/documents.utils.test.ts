import { describe, expect, it } from "vitest";
import { documentPath, expiryFlag } from "./documents.utils.ts";

describe("expiryFlag", () => {
  it.each([
    [null, null],
    ["2026-01-09", "expired"],
    ["2026-01-10", "expiring_soon"],
    ["2026-02-09", "expiring_soon"],
    ["2026-02-10", null],
  ])("%s → %s (on 2026-01-10) — R:DOC-EXPIRY-SCREEN", (date, flag) =>
    expect(expiryFlag(date, "2026-01-10")).toBe(flag),
  );
});

describe("documentPath", () => {
  it("puts the workspace first and cleans the name", () =>
    expect(documentPath("w", "t", "Carte d'identité.pdf", "1")).toBe("w/talents/t/1-Carte_d_identite.pdf"));
});

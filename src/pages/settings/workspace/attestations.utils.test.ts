import { describe, expect, it } from "vitest";
import { attestationState, currentAttestations, defaultExpiry } from "./attestations.utils.ts";

const row = (kind: string, issued_on: string, expires_on: string, created_at = "2026-01-01T00:00:00Z") => ({
  kind,
  issued_on,
  expires_on,
  created_at,
});

describe("agency attestations", () => {
  it("keeps the newest issued of each kind", () => {
    const old = row("urssaf_vigilance", "2026-01-10", "2026-07-09");
    const recent = row("urssaf_vigilance", "2026-06-01", "2026-11-30");
    const guarantee = row("financial_guarantee", "2026-01-01", "2026-12-31");
    expect(currentAttestations([old, recent, guarantee])).toEqual({
      urssaf_vigilance: recent,
      financial_guarantee: guarantee,
    });
  });

  it.each([
    [undefined, "missing"],
    [row("urssaf_vigilance", "2026-01-01", "2026-06-30"), "expired"],
    [row("urssaf_vigilance", "2026-06-01", "2026-08-01"), "expiring"],
    [row("urssaf_vigilance", "2026-07-01", "2026-12-31"), "valid"],
  ] as const)("is %o → %s on 2026-07-15", (attestation, state) => {
    expect(attestationState(attestation, "2026-07-15")).toBe(state);
  });

  it.each([
    ["urssaf_vigilance", "2026-03-15", "2026-09-14"],
    ["financial_guarantee", "2026-01-01", "2026-12-31"],
  ] as const)("proposes the expiry of %s issued %s: %s", (kind, issued, expires) => {
    expect(defaultExpiry(kind, issued)).toBe(expires);
  });
});

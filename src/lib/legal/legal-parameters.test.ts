import { describe, expect, it } from "vitest";
import { legalRate, legalValue } from "./legal-parameters.ts";

describe("legal parameters", () => {
  it("reads the value in force on a day, dated like the table — R:GEN-LEGAL-IN-FORCE", () => {
    expect(legalValue("smic_hourly_gross", "2026-03-15")).toBe(12.02);
    expect(legalValue("smic_hourly_gross", "2026-06-01")).toBe(12.31);
  });

  it("gives a percentage as a ratio", () => {
    expect(legalRate("vat_standard", "2026-11-01")).toBe(0.2);
    expect(legalRate("ifm_rate", "2026-11-01")).toBe(0.1);
  });

  it("refuses a day before any value", () => {
    expect(() => legalValue("vat_standard", "1990-01-01")).toThrow(/vat_standard/);
  });
});

import { describe, expect, it } from "vitest";
import { monthlyGross, payUnitOf } from "./convert-inputs.ts";

describe("convert inputs", () => {
  it("reads the pay unit from the address, hourly by default", () => {
    expect(payUnitOf(new URLSearchParams())).toBe("hourly");
    expect(payUnitOf(new URLSearchParams("unit=monthly"))).toBe("monthly");
    expect(payUnitOf(new URLSearchParams("unit=annual"))).toBe("annual");
    expect(payUnitOf(new URLSearchParams("unit=weekly"))).toBe("hourly");
  });

  it("turns the amount typed into a monthly gross — R:PAY-CALC-SALARY", () => {
    // 35 h a week: 151,67 paid hours a month.
    expect(monthlyGross("hourly", 12, 35)).toBeCloseTo((12 * (35 * 52)) / 12, 6);
    expect(monthlyGross("monthly", 1800, 35)).toBe(1800);
    expect(monthlyGross("annual", 24000, 35)).toBe(2000);
    expect(monthlyGross("hourly", undefined, 35)).toBeUndefined();
  });
});

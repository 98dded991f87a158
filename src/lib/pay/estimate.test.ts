// The worked example of docs/rules/pay.md#worked-example (maçon N3P1, 14,50 €/h, coefficient 2,00, 39 h) line by line,
// and the hour/price conversions of docs/rules/pay.md#overtime and #convert.
import { describe, expect, it } from "vitest";
import { estimateWeek, estimatedRgduRate, smicRatio } from "./estimate.ts";
import {
  decimalToHoursMinutes,
  formatHoursMinutes,
  htToTtc,
  monthlyPaidHours,
  paidHours,
  splitWeeklyHours,
  weeklyGross,
} from "./hours.ts";

describe("the worked example of docs/rules/pay.md#worked-example", () => {
  const split = splitWeeklyHours(39);
  const gross = weeklyGross(14.5, 39);
  const week = estimateWeek({
    gross,
    paidHours: paidHours(split),
    rate: 14.5,
    coefficient: 2,
    smicHourly: 12.02,
    ifmDue: true,
  });

  it("Pay: 35 × 14,50 = 507,50 ; 4 × 14,50 × 1,25 = 72,50 → 580,00 € — R:PAY-WORKED-EXAMPLE", () => {
    expect(split).toEqual({ normal: 35, ot25: 4, ot50: 0 });
    expect(35 * 14.5).toBe(507.5);
    expect(4 * 14.5 * 1.25).toBe(72.5);
    expect(gross).toBe(580);
  });
  it("IFM 58,00 € · ICCP 63,80 € · total gross 701,80 € — R:PAY-WORKED-EXAMPLE", () => {
    expect(week.ifm).toBe(58);
    expect(week.iccp).toBe(63.8);
    expect(week.totalGross).toBe(701.8);
  });
  it("RGDU: ratio 1,46 SMIC → ≈ 0,144 — R:PAY-RGDU, R:PAY-WORKED-EXAMPLE", () => {
    expect(smicRatio(14.5, 12.02)).toBeCloseTo(1.46, 2);
    // The domain rounds the ratio to 1,46 first and writes ≈ 0,144; the formula gives 0,1434–0,1435.
    expect(week.rgduRate).toBeCloseTo(0.144, 2);
    expect(estimatedRgduRate(1.46)).toBeCloseTo(0.144, 2);
  });
  it("Cost ≈ 910 € — R:PAY-EMPLOYER-COST, R:PAY-WORKED-EXAMPLE", () => expect(Math.round(week.cost)).toBe(910));
  it("Billing 1 160,00 € HT, VAT 232,00 €, TTC 1 392,00 € — R:PAY-WORKED-EXAMPLE", () => {
    expect(week.billing).toBe(1160);
    expect(week.vat).toBe(232);
    expect(week.ttc).toBe(1392);
  });
  it("Margin ≈ 250 € (21,6 %), break-even coefficient ≈ 1,57 — R:PAY-BREAK-EVEN, R:PAY-WORKED-EXAMPLE", () => {
    expect(Math.round(week.margin)).toBe(250);
    expect(Math.round(week.marginRate * 1000) / 10).toBe(21.6);
    expect(week.breakEvenCoefficient).toBeCloseTo(1.57, 2);
  });
});

describe("RGDU estimate bounds", () => {
  it("is nil at 3 SMIC and capped at Tmax below the SMIC — R:PAY-RGDU", () => {
    expect(estimatedRgduRate(3)).toBe(0);
    expect(estimatedRgduRate(0.5)).toBeCloseTo(0.398, 3);
  });
});

describe("conversions (§6.4, §6.6)", () => {
  it("151,67 h a month at 35 h, 173,33 h at 39 h — R:PAY-CALC-SALARY", () => {
    expect(monthlyPaidHours(35)).toBeCloseTo(151.67, 2);
    expect(monthlyPaidHours(39)).toBeCloseTo(173.33, 2);
  });
  it("7,75 h = 7 h 45 — R:PAY-CONVERT", () => {
    expect(decimalToHoursMinutes(7.75)).toEqual({ hours: 7, minutes: 45 });
    expect(formatHoursMinutes(7.75)).toBe("7 h 45");
  });
  it("HT → TTC at 20 % — R:PAY-CONVERT", () => expect(htToTtc(100)).toBeCloseTo(120, 10));
});

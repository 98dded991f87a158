// An acompte's figures, checked by hand: the gross of the month's days (hours × the contract's
// pay, rounded once), the net from the engine (a stand-in engine at 78 % here, so that every
// figure can be worked out on paper; the real engine's net is checked in engine.test.ts), and
// the ceiling (80 % of the net, minus the month's other advances, never below 0).
import { describe, expect, it } from "vitest";
import { advanceCeiling, advanceFigures, earnedGross, valueOn, type EarnedDay } from "./advance.ts";

/** Net = 78 % of the gross: easy to check by hand (URSSAF's real net is not a ratio). */
const flatEngine = { netFromGross: (gross: number) => gross * 0.78 };

const DAYS: EarnedDay[] = [
  { hours: 7, hourlyWage: 14.5 }, // 101,50
  { hours: 8, hourlyWage: 14.5 }, // 116,00
  { hours: 7.5, hourlyWage: 12.02 }, // 90,15
  { hours: 3, hourlyWage: null }, // a contract without hourly pay: not counted
];

describe("earnedGross", () => {
  it.each([
    [[], 0],
    [DAYS, 307.65],
    // 3 × 7 h × 11,883 € = 249,543 → 249,54
    [[7, 7, 7].map((hours) => ({ hours, hourlyWage: 11.883 })), 249.54],
    // 0,1 h × 10,05 = 1,005 per day: the sum 2,01 is rounded, not each day (1,01 + 1,01 = 2,02)
    [[0.1, 0.1].map((hours) => ({ hours, hourlyWage: 10.05 })), 2.01],
  ])("%j → %s €", (days, gross) => {
    expect(earnedGross(days)).toBe(gross);
  });
});

describe("advanceCeiling", () => {
  it.each([
    // 80 % × 239,97 = 191,976 → 191,98
    [239.97, 0.8, 0, 191.98],
    [239.97, 0.8, 50, 141.98],
    // other advances above the share: nothing left, never negative
    [239.97, 0.8, 200, 0],
    [1000, 0.5, 120.5, 379.5],
  ])("net %s × %s − %s → %s €", (net, ratio, advanced, ceiling) => {
    expect(advanceCeiling(net, ratio, advanced)).toBe(ceiling);
  });
});

describe("advanceFigures", () => {
  it("computes the gross, the engine's net and the ceiling of the month", () => {
    // gross 307,65; net 78 % = 239,967 → 239,97; ceiling 80 % = 191,976 → 191,98, minus 50 = 141,98
    expect(advanceFigures(flatEngine, { days: DAYS, month: "2026-05-01", maxRatio: 0.8, alreadyAdvanced: 50 })).toEqual(
      { gross: 307.65, net: 239.97, maxRatio: 0.8, alreadyAdvanced: 50, ceiling: 141.98 },
    );
  });

  it("asks the engine for a non-cadre's net on the month", () => {
    const asked: unknown[] = [];
    advanceFigures(
      { netFromGross: (gross, options) => (asked.push([gross, options]), gross / 2) },
      { days: DAYS, month: "2026-05-01", maxRatio: 0.8, alreadyAdvanced: 0 },
    );
    expect(asked).toEqual([[307.65, { cadre: false, date: "2026-05-01" }]]);
  });

  it("gives nothing when no day of the month earned anything (no acompte before work is done)", () => {
    const none = { month: "2026-05-01", maxRatio: 0.8, alreadyAdvanced: 0 };
    expect(advanceFigures(flatEngine, { ...none, days: [] })).toBeNull();
    expect(advanceFigures(flatEngine, { ...none, days: [{ hours: 0, hourlyWage: 14.5 }] })).toBeNull();
    expect(advanceFigures(flatEngine, { ...none, days: [{ hours: 7, hourlyWage: null }] })).toBeNull();
  });
});

describe("valueOn", () => {
  const rows = [
    { value: 0.8, valid_from: "2020-01-01", valid_to: null },
    { value: 0.7, valid_from: "2026-06-01", valid_to: "2026-12-31" },
  ];
  it.each([
    ["2026-05-01", 0.8],
    ["2026-06-01", 0.7],
    ["2019-12-01", null],
  ])("on %s → %s", (date, value) => {
    expect(valueOn(rows, date)).toBe(value);
  });
});

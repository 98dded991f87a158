import { describe, expect, it } from "vitest";
import { daysUntil, poolCriteriaOf, poolSearchOf, poolWithinDaysOf, superSearchLink } from "./pool-criteria.ts";

const TODAY = new Date(2026, 10, 25);

describe("a dynamic pool's criteria", () => {
  it("are the super-search's arguments without the page, and its query string", () => {
    const criteria = poolCriteriaOf(
      { q: "maçon", jobIds: ["j1", "j2"], city: "69123", radiusKm: 20, availability: ["available"], page: 3 },
      { latitude: 45.76, longitude: 4.84 },
      TODAY,
    );
    expect(criteria).toEqual({
      args: {
        p_query: "maçon",
        p_job_ids: ["j1", "j2"],
        p_latitude: 45.76,
        p_longitude: 4.84,
        p_radius_km: 20,
        p_availability: ["available"],
      },
      search: "q=ma%C3%A7on&jobs=j1%2Cj2&availability=available&city=69123&radius=20",
    });
  });

  it("keep « disponible au plus tard le » as a number of days from each reading", () => {
    const criteria = poolCriteriaOf({ availableBy: "2026-12-10", page: 1 }, undefined, TODAY);
    expect(criteria.args).toEqual({});
    expect(criteria.available_within_days).toBe(15);
  });

  it.each([
    ["2026-11-25", 0],
    ["2026-11-26", 1],
    ["2026-11-01", 0],
    ["pas une date", 0],
  ])("daysUntil(%s) = %i", (until, days) => {
    expect(daysUntil(until, TODAY)).toBe(days);
  });

  it("give back the saved query string and relative availability", () => {
    expect(poolSearchOf({ args: {}, search: "jobs=j1" })).toBe("jobs=j1");
    expect(poolSearchOf(null)).toBeUndefined();
    expect(poolWithinDaysOf({ args: {}, available_within_days: 15 })).toBe(15);
    expect(poolWithinDaysOf({ args: {} })).toBeUndefined();
  });

  it("link to the super-search, with the pool to update when the user may", () => {
    expect(superSearchLink("jobs=j1")).toBe("/talents/super-search?jobs=j1");
    expect(superSearchLink("jobs=j1", "p-1")).toBe("/talents/super-search?jobs=j1&pool=p-1");
    expect(superSearchLink(undefined)).toBe("/talents/super-search");
  });
});

import { describe, expect, it } from "vitest";
import {
  criteriaToParams,
  DEFAULT_RADIUS_KM,
  hasCriteria,
  MAX_RADIUS_KM,
  parseCriteria,
  radiusPending,
  toRpcArgs,
  type SuperSearchCriteria,
} from "./criteria.ts";

const LYON = { latitude: 45.758, longitude: 4.835 };
const parse = (query: string) => parseCriteria(new URLSearchParams(query));

describe("parseCriteria", () => {
  it.each([
    ["", { page: 1 }],
    ["q=%20traore%20", { q: "traore", page: 1 }],
    ["jobs=a,b", { jobIds: ["a", "b"], page: 1 }],
    ["city=69123&radius=15", { city: "69123", radiusKm: 15, page: 1 }],
    [`city=69123&radius=${MAX_RADIUS_KM + 100}`, { city: "69123", radiusKm: MAX_RADIUS_KM, page: 1 }],
    ["radius=-3", { page: 1 }],
    ["availableBy=2026-12-01", { availableBy: "2026-12-01", page: 1 }],
    ["availableBy=01/12/2026", { page: 1 }],
    ["availability=available,bogus", { availability: ["available"], page: 1 }],
    ["qualification=qualified,anonymized", { qualificationStatuses: ["qualified"], page: 1 }],
    ["documents=caces,rib", { documentTypes: ["caces"], page: 1 }],
    ["levels=expert", { experienceLevels: ["expert"], page: 1 }],
    ["blacklisted=1", { includeBlacklisted: true, page: 1 }],
    ["page=3", { page: 3 }],
    ["page=0", { page: 1 }],
    ["page=abc", { page: 1 }],
  ])("%s", (query, expected) => {
    const parsed = parse(query);
    expect(Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined))).toEqual(expected);
  });
});

describe("criteriaToParams", () => {
  it.each<[SuperSearchCriteria, string]>([
    [{ page: 1 }, ""],
    [{ q: "  léa ", page: 1 }, "q=l%C3%A9a"],
    [{ jobIds: ["j1", "j2"], page: 2 }, "jobs=j1%2Cj2&page=2"],
    [{ city: "69123", radiusKm: 20, page: 1 }, "city=69123&radius=20"],
    [{ radiusKm: 20, page: 1 }, ""],
    [{ availableBy: "2026-12-01", includeBlacklisted: true, page: 1 }, "availableBy=2026-12-01&blacklisted=1"],
  ])("%o → %s", (criteria, query) => {
    expect(criteriaToParams(criteria).toString()).toBe(query);
  });

  it("round-trips through the URL", () => {
    const criteria: SuperSearchCriteria = {
      q: "dupont",
      jobIds: ["j1"],
      city: "69123",
      radiusKm: 25,
      availableBy: "2026-12-01",
      availability: ["available", "on_mission"],
      qualificationStatuses: ["qualified"],
      documentTypes: ["caces", "aipr"],
      experienceLevels: ["expert"],
      includeBlacklisted: true,
      page: 4,
    };
    expect(parse(criteriaToParams(criteria).toString())).toEqual(criteria);
  });
});

describe("toRpcArgs", () => {
  it("sends only the criteria given, with the page as limit and offset", () => {
    expect(toRpcArgs({ page: 1 })).toEqual({ p_limit: 25, p_offset: 0 });
    expect(toRpcArgs({ q: "macon", page: 3 }, undefined, 10)).toEqual({ p_query: "macon", p_limit: 10, p_offset: 20 });
  });

  it("draws the radius around the commune's coordinates, 30 km by default", () => {
    expect(toRpcArgs({ city: "69123", page: 1 }, LYON)).toMatchObject({
      p_latitude: LYON.latitude,
      p_longitude: LYON.longitude,
      p_radius_km: DEFAULT_RADIUS_KM,
    });
    expect(toRpcArgs({ city: "69123", radiusKm: 10, page: 1 }, LYON)).toMatchObject({ p_radius_km: 10 });
  });

  it("leaves the radius out while the commune's coordinates are unknown", () => {
    const criteria = { city: "69123", page: 1 };
    // undefined: not sent (the request's JSON leaves it out)
    const sent = JSON.parse(JSON.stringify(toRpcArgs(criteria))) as object;
    expect(sent).not.toHaveProperty("p_latitude");
    expect(sent).not.toHaveProperty("p_radius_km");
    expect(radiusPending(criteria)).toBe(true);
    expect(radiusPending(criteria, LYON)).toBe(false);
    expect(radiusPending({ page: 1 })).toBe(false);
  });

  it("maps every filter to its argument", () => {
    expect(
      toRpcArgs({
        jobIds: ["j1"],
        availableBy: "2026-12-01",
        availability: ["available"],
        qualificationStatuses: ["qualified"],
        documentTypes: ["caces"],
        experienceLevels: ["expert"],
        includeBlacklisted: true,
        page: 1,
      }),
    ).toEqual({
      p_job_ids: ["j1"],
      p_available_by: "2026-12-01",
      p_availability: ["available"],
      p_qualification_statuses: ["qualified"],
      p_document_types: ["caces"],
      p_experience_levels: ["expert"],
      p_include_blacklisted: true,
      p_limit: 25,
      p_offset: 0,
    });
  });
});

describe("hasCriteria", () => {
  it.each<[SuperSearchCriteria, boolean]>([
    [{ page: 3 }, false],
    [{ jobIds: [], page: 1 }, false],
    [{ q: "a", page: 1 }, true],
    [{ documentTypes: ["caces"], page: 1 }, true],
    [{ city: "69123", page: 1 }, true],
  ])("%o → %s", (criteria, expected) => expect(hasCriteria(criteria)).toBe(expected));
});

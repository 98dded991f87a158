import { describe, expect, it } from "vitest";
import type { Commune } from "../../src/lib/geo/communes.ts";
import { DEFAULT_RADIUS_KM, distanceSource, fromDistanceFilters, hasPoint, toDistanceFilters } from "./distance.ts";
import { talentFilterCodec } from "./filters.ts";

const lyon: Commune = {
  code: "69123",
  name: "Lyon",
  postalCodes: ["69001", "69002"],
  departmentCode: "69",
  latitude: 45.7485,
  longitude: 4.8467,
};
const lyonBack: Commune = {
  code: "69123",
  name: "Lyon",
  postalCodes: ["69001"],
  departmentCode: "69",
  latitude: 45.7485,
  longitude: 4.8467,
};

/** What qs gives back from the URL: every scalar as a string. */
const throughUrl = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value, (_k, v) => (typeof v === "number" ? String(v) : v)));

describe("distance filter", () => {
  it("is one URL filter carrying the commune's point and the radius", () => {
    expect(toDistanceFilters({ near: lyon, radius_km: 20 })).toEqual([
      {
        field: "distance_from",
        operator: "lte",
        value: {
          code: "69123",
          name: "Lyon",
          postal_code: "69001",
          department_code: "69",
          lat: 45.7485,
          lng: 4.8467,
          km: 20,
        },
      },
    ]);
  });

  it.each([
    ["no commune", { radius_km: 20 }],
    ["a commune without known point", { near: { ...lyon, latitude: undefined, longitude: undefined }, radius_km: 20 }],
  ])("sets no filter with %s", (_label, values) => expect(toDistanceFilters(values)).toEqual([]));

  it.each([
    ["no commune", undefined, true],
    ["a placed commune", lyon, true],
    ["a commune without point", { ...lyon, latitude: undefined, longitude: undefined }, false],
  ])("hasPoint: %s → %s", (_label, commune, expected) => expect(hasPoint(commune)).toBe(expected));

  it(`takes ${DEFAULT_RADIUS_KM} km when no radius is chosen`, () => {
    expect(fromDistanceFilters(toDistanceFilters({ near: lyon }))).toEqual({
      near: lyonBack,
      radius_km: DEFAULT_RADIUS_KM,
    });
  });

  it("round-trips through the URL (numbers as strings)", () => {
    expect(fromDistanceFilters(throughUrl(toDistanceFilters({ near: lyon, radius_km: 50 })))).toEqual({
      near: lyonBack,
      radius_km: 50,
    });
  });

  it.each([
    ["a missing latitude", { lat: "" }],
    ["a non-numeric radius", { km: "loin" }],
    ["a negative radius", { km: "-5" }],
  ])("ignores a URL filter with %s", (_label, patch) => {
    const [filter] = toDistanceFilters({ near: lyon, radius_km: 20 }) as [
      { field: string; operator: "lte"; value: object },
    ];
    const broken = [{ ...filter, value: { ...filter.value, ...patch } }];
    expect(fromDistanceFilters(broken)).toEqual({});
    expect(distanceSource(broken)).toBeUndefined();
  });

  it("makes public.talents_near the list's source, consuming the filter", () => {
    expect(distanceSource(throughUrl(toDistanceFilters({ near: lyon, radius_km: 10 })))).toEqual({
      name: "talents_near",
      args: { p_latitude: 45.7485, p_longitude: 4.8467, p_radius_km: 10 },
      consumes: ["distance_from"],
    });
    expect(distanceSource([{ field: "search_text", operator: "contains", value: "lea" }])).toBeUndefined();
    expect(distanceSource(undefined)).toBeUndefined();
  });

  it("combines with the talent codec's other filters", () => {
    const filters = talentFilterCodec.toFilters({
      q: "Léa",
      availability_status: ["available"],
      near: lyon,
      radius_km: 5,
    });
    expect(filters.map((f) => ("field" in f ? f.field : f.operator))).toEqual([
      "search_text",
      "availability_status",
      "distance_from",
    ]);
    const back = talentFilterCodec.fromFilters(throughUrl(filters));
    expect(back).toMatchObject({ q: "lea", availability_status: ["available"], near: lyonBack, radius_km: 5 });
  });
});

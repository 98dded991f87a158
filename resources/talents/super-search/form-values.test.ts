import { describe, expect, it } from "vitest";
import { dayjs } from "../../../src/lib/dates/dayjs.ts";
import type { Commune } from "../../../src/lib/geo/communes.ts";
import { criteriaToForm, formToCriteria } from "./form-values.ts";

const LYON: Commune = {
  code: "69123",
  name: "Lyon",
  postalCodes: ["69001"],
  departmentCode: "69",
  latitude: 45.758,
  longitude: 4.835,
};

describe("formToCriteria", () => {
  it("keeps only what narrows the search, on page 1", () => {
    expect(formToCriteria({ q: "  ", jobIds: [], availability: [], includeBlacklisted: false })).toEqual({
      q: undefined,
      jobIds: undefined,
      city: undefined,
      radiusKm: undefined,
      availableBy: undefined,
      availability: undefined,
      qualificationStatuses: undefined,
      documentTypes: undefined,
      experienceLevels: undefined,
      includeBlacklisted: undefined,
      page: 1,
    });
  });

  it("turns the commune into its code and the date into YYYY-MM-DD", () => {
    expect(formToCriteria({ city: LYON, radiusKm: 15, availableBy: dayjs("2026-12-01") })).toMatchObject({
      city: "69123",
      radiusKm: 15,
      availableBy: "2026-12-01",
    });
  });

  it("drops the radius without a city", () => {
    expect(formToCriteria({ radiusKm: 15 }).radiusKm).toBeUndefined();
  });
});

describe("criteriaToForm", () => {
  it("round-trips with formToCriteria", () => {
    const criteria = {
      q: "dupont",
      jobIds: ["j1"],
      city: "69123",
      radiusKm: 20,
      availableBy: "2026-12-01",
      availability: ["available" as const],
      qualificationStatuses: ["qualified" as const],
      documentTypes: ["caces" as const],
      experienceLevels: ["expert" as const],
      includeBlacklisted: true,
      page: 1,
    };
    expect(formToCriteria(criteriaToForm(criteria, LYON))).toEqual(criteria);
  });

  it("has no city until the commune is loaded", () => {
    expect(criteriaToForm({ city: "69123", page: 1 }).city).toBeNull();
  });
});

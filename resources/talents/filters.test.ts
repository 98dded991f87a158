import { describe, expect, it } from "vitest";
import { talentFilterCodec } from "./filters.ts";

describe("talent filter codec", () => {
  it("turns the form into PostgREST-ready filters", () => {
    expect(
      talentFilterCodec.toFilters({ q: "  Éléonore ", availability_status: ["available"], contract_types: ["temp"], is_top_profile: true, is_benched: false, blacklisted: false, job_id: "j" }),
    ).toEqual([
      { field: "search_text", operator: "contains", value: "eleonore" },
      { field: "talent_job.job_id", operator: "eq", value: "j" },
      { field: "availability_status", operator: "in", value: ["available"] },
      { field: "contract_types", operator: "ina", value: ["temp"] },
      { field: "is_top_profile", operator: "eq", value: true },
      { field: "blacklisted_at", operator: "null", value: null },
    ]);
  });

  it.each([
    [{}, {}],
    [{ q: "dupont", qualification_status: ["qualified"], owner_id: "o", blacklisted: true }, { q: "dupont", qualification_status: ["qualified"], owner_id: "o", blacklisted: true }],
    [{ is_top_profile: true, is_benched: true, construction_types: ["renovation"], experience_level: ["expert"] }, { is_top_profile: true, is_benched: true, construction_types: ["renovation"], experience_level: ["expert"] }],
  ])("round-trips %j through the URL's filters", (values, expected) => {
    const back = talentFilterCodec.fromFilters(talentFilterCodec.toFilters(values));
    expect(Object.fromEntries(Object.entries(back).filter(([, v]) => v !== undefined))).toEqual(expected);
  });
});

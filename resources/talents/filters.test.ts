import { describe, expect, it } from "vitest";
import type { Commune } from "../../src/lib/geo/communes.ts";
import { distanceSource } from "./distance.ts";
import { talentFilterCodec, talentListSource } from "./filters.ts";

describe("talent filter codec", () => {
  it("turns the form into PostgREST-ready filters", () => {
    expect(
      talentFilterCodec.toFilters({
        q: "  Éléonore ",
        availability_status: ["available"],
        contract_types: ["temp"],
        is_top_profile: true,
        is_benched: false,
        blacklisted: false,
        job_id: "j",
      }),
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
    [
      { q: "dupont", qualification_status: ["qualified"], owner_id: "o", blacklisted: true },
      { q: "dupont", qualification_status: ["qualified"], owner_id: "o", blacklisted: true },
    ],
    [
      { is_top_profile: true, is_benched: true, construction_types: ["renovation"], experience_level: ["expert"] },
      { is_top_profile: true, is_benched: true, construction_types: ["renovation"], experience_level: ["expert"] },
    ],
  ])("round-trips %j through the URL's filters", (values, expected) => {
    const back = talentFilterCodec.fromFilters(talentFilterCodec.toFilters(values));
    expect(Object.fromEntries(Object.entries(back).filter(([, v]) => v !== undefined))).toEqual(expected);
  });

  describe("the list's source (meta.rpc)", () => {
    const lyon: Commune = {
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

    it("is the talent table without text or distance", () => {
      expect(
        talentListSource(talentFilterCodec.toFilters({ availability_status: ["available"], job_id: "j" })),
      ).toBeUndefined();
      expect(talentListSource(undefined)).toBeUndefined();
      expect(talentListSource(talentFilterCodec.toFilters({ q: "   " }))).toBeUndefined();
    });

    it("keeps the plain filter for a text without three letters or digits in a row (no trigram)", () => {
      expect(talentListSource(talentFilterCodec.toFilters({ q: "Ma" }))).toBeUndefined();
      expect(talentListSource(talentFilterCodec.toFilters({ q: "a b-c" }))).toBeUndefined();
      expect(talentListSource(talentFilterCodec.toFilters({ q: "Mar" }))?.name).toBe("talents_matching_text");
      expect(talentListSource(talentFilterCodec.toFilters({ q: "061" }))?.name).toBe("talents_matching_text");
      const lyon: Commune = {
        code: "69123",
        name: "Lyon",
        postalCodes: ["69001"],
        departmentCode: "69",
        latitude: 45.7485,
        longitude: 4.8467,
      };
      expect(talentListSource(talentFilterCodec.toFilters({ q: "ma", near: lyon, radius_km: 5 }))?.name).toBe(
        "talents_near",
      );
    });

    it("reads a text through public.talents_matching_text, consuming the text filter only", () => {
      const filters = talentFilterCodec.toFilters({
        q: " Traoré ",
        availability_status: ["available"],
        blacklisted: false,
      });
      expect(talentListSource(filters)).toEqual({
        name: "talents_matching_text",
        args: { p_query: "traore" },
        consumes: ["search_text"],
      });
    });

    it("normalises a text typed in the URL by hand", () => {
      expect(
        talentListSource([{ field: "search_text", operator: "contains", value: "ÉLÉONORE  Dupont" }])?.args,
      ).toEqual({ p_query: "eleonore dupont" });
    });

    it("adds the distance filter's circle to the text, consuming both", () => {
      const filters = throughUrl(talentFilterCodec.toFilters({ q: "léa", near: lyon, radius_km: 20 }));
      expect(talentListSource(filters)).toEqual({
        name: "talents_matching_text",
        args: { p_query: "lea", p_latitude: 45.7485, p_longitude: 4.8467, p_radius_km: 20 },
        consumes: ["search_text", "distance_from"],
      });
    });

    it("keeps public.talents_near for a distance without text", () => {
      const filters = throughUrl(talentFilterCodec.toFilters({ near: lyon, radius_km: 10, is_top_profile: true }));
      expect(talentListSource(filters)).toEqual(distanceSource(filters));
      expect(talentListSource(filters)?.name).toBe("talents_near");
    });
  });
});

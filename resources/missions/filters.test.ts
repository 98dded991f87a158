import { describe, expect, it } from "vitest";
import { missionFilterCodec, type MissionFilterValues } from "./filters.ts";
import { firstMissionListRead, kindFilter } from "./list-read.ts";

describe("mission filter codec", () => {
  it.each<[MissionFilterValues, unknown[]]>([
    [{}, []],
    [{ q: "  Maçon CMD " }, [{ field: "search_text", operator: "contains", value: "macon cmd" }]],
    [
      { start_from: "2026-03-01", start_to: "2026-03-31" },
      [
        { field: "start_date", operator: "gte", value: "2026-03-01" },
        { field: "start_date", operator: "lte", value: "2026-03-31" },
      ],
    ],
    [{ is_public: false }, [{ field: "is_public", operator: "eq", value: false }]],
    [{ is_public: null, status: [] }, []],
    [{ positions_min: 2 }, [{ field: "positions_left", operator: "gte", value: 2 }]],
  ])("turns %j into PostgREST-ready filters", (values, filters) => {
    expect(missionFilterCodec.toFilters(values)).toEqual(filters);
  });

  it.each<MissionFilterValues>([
    { status: ["open", "sourcing"], company_id: "c", owner_id: "o" },
    { job_id: "j", agency_id: "a", priority: ["urgent"] },
    { start_from: "2026-01-01", start_to: "2026-12-31", positions_min: 3, is_public: true },
    { q: "cmd-2026", is_public: false },
  ])("round-trips %j through the URL's filters", (values) => {
    const back = missionFilterCodec.fromFilters(missionFilterCodec.toFilters(values));
    expect(Object.fromEntries(Object.entries(back).filter(([, v]) => v !== undefined))).toEqual(values);
  });
});

describe("mission list read", () => {
  it.each([
    ["client-order", true],
    ["talent-pooling", false],
  ] as const)("prefetches the %s list with its kind as the one filter", (kind, value) => {
    expect(kindFilter(kind)).toEqual({ field: "is_client_order", operator: "eq", value });
    expect(firstMissionListRead(kind)(new URLSearchParams())).toMatchObject({
      resource: "mission",
      filters: [{ field: "is_client_order", operator: "eq", value }],
      sorters: [{ field: "created_at", order: "desc" }],
    });
    expect(firstMissionListRead(kind)(new URLSearchParams("filters[0][field]=status"))).toBeNull();
  });
});

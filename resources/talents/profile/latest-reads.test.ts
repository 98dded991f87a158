// The « Fiche synthèse » shows the talent's latest contracts and notes only (the tabs hold them
// all): what its reads ask the server for (docs/rules/talents-documents.md#talent-profile).
import { describe, expect, it } from "vitest";
import { profileContractsRead, profileNotesRead } from "./reads.ts";

describe("the profile's latest contracts and notes", () => {
  it("reads the 5 latest contracts and the 3 latest notes of the talent — R:TAL-PROFILE-LISTS", () => {
    const contracts = profileContractsRead("t1");
    expect(contracts.filters).toEqual([{ field: "talent_id", operator: "eq", value: "t1" }]);
    expect(contracts.sorters?.[0]).toEqual({ field: "start_date", order: "desc" });
    expect(contracts.pagination).toMatchObject({ currentPage: 1, pageSize: 5, mode: "server" });
    const notes = profileNotesRead("t1");
    expect(notes.filters).toEqual([{ field: "talent_id", operator: "eq", value: "t1" }]);
    expect(notes.sorters).toEqual([{ field: "created_at", order: "desc" }]);
    expect(notes.pagination).toMatchObject({ currentPage: 1, pageSize: 3, mode: "server" });
  });
});

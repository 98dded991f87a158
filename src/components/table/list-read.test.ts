import { describe, expect, it } from "vitest";
import { TALENT_LIST_READ } from "../../../resources/talents/list-read.ts";
import { talentListSelect } from "../../../resources/talents/select.ts";
import { firstListRead, listTableOptions, type ListRead } from "./list-read.ts";

const READ: ListRead = {
  resource: "company",
  pageSize: 25,
  sorters: [{ field: "name", order: "asc" }],
  meta: (filters) => ({ select: filters.length ? "id, name, siren" : "id, name" }),
};
const query = (search: string, read = READ) => firstListRead(read)(new URLSearchParams(search));

describe("listTableOptions", () => {
  it("gives useTable the read's resource, page size, order and meta for the URL's filters", () => {
    expect(listTableOptions(READ)).toEqual({
      resource: "company",
      syncWithLocation: true,
      sorters: { initial: READ.sorters },
      pagination: { pageSize: 25 },
      meta: { tiebreak: "id", select: "id, name" },
    });
    expect(listTableOptions(READ, [{ field: "status", operator: "eq", value: "client" }]).meta).toEqual({
      tiebreak: "id",
      select: "id, name, siren",
    });
  });
});

describe("firstListRead", () => {
  it("is the list's default read for a bare URL", () => {
    expect(query("")).toEqual({
      resource: "company",
      pagination: { currentPage: 1, pageSize: 25, mode: "server" },
      sorters: READ.sorters,
      filters: [],
      meta: { tiebreak: "id", select: "id, name" },
    });
    expect(query("", TALENT_LIST_READ)?.meta?.select).toBe(talentListSelect(false));
  });

  it("follows the page, page size and sorters Refine writes in the URL", () => {
    expect(query("pageSize=50&currentPage=3&sorters[0][field]=created_at&sorters[0][order]=desc")).toMatchObject({
      pagination: { currentPage: 3, pageSize: 50, mode: "server" },
      sorters: [{ field: "created_at", order: "desc" }],
    });
  });

  it("declines filters and values it cannot read as Refine would", () => {
    expect(query("filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=client")).toBeNull();
    expect(query("currentPage=deux")).toBeNull();
    expect(query("sorters[0][field]=name&sorters[0][order]=sideways")).toBeNull();
  });
});

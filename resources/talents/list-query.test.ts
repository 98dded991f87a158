import { describe, expect, it } from "vitest";
import { TALENT_LIST_PAGE_SIZE, TALENT_LIST_SORTERS, talentListFirstQuery } from "./list-query.ts";
import { talentListSelect } from "./select.ts";

const query = (search: string) => talentListFirstQuery(new URLSearchParams(search));

describe("talentListFirstQuery", () => {
  it("is the list's default read for a bare URL", () => {
    const read = query("");
    expect(read).toMatchObject({ resource: "talent", pagination: { currentPage: 1, pageSize: TALENT_LIST_PAGE_SIZE, mode: "server" }, sorters: TALENT_LIST_SORTERS, filters: [] });
    expect(read?.meta?.select).toBe(talentListSelect(false));
  });

  it("follows the page, page size and sorters Refine writes in the URL", () => {
    expect(query("pageSize=50&currentPage=3&sorters[0][field]=last_name&sorters[0][order]=asc")).toMatchObject({
      pagination: { currentPage: 3, pageSize: 50, mode: "server" },
      sorters: [{ field: "last_name", order: "asc" }],
    });
  });

  it("declines filters and values it cannot read as Refine would", () => {
    expect(query("filters[0][field]=is_benched&filters[0][operator]=eq&filters[0][value]=true")).toBeNull();
    expect(query("currentPage=deux")).toBeNull();
    expect(query("sorters[0][field]=last_name&sorters[0][order]=sideways")).toBeNull();
  });
});

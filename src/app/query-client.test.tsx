// @vitest-environment jsdom
// A Refine list whose read was prefetched and has arrived renders its rows on its first render,
// and the read is not sent a second time.
import "../test/dom-polyfills.ts";
import { Refine, useList, type BaseRecord, type DataProvider, type GetListParams, type GetListResponse } from "@refinedev/core";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearPrefetchedLists, withPrefetchedLists } from "../../providers/prefetched-lists.ts";
import { createQueryClient, listParamsOfKey } from "./query-client.ts";

const PARAMS = { pagination: { currentPage: 1, pageSize: 25, mode: "server" as const }, sorters: [{ field: "created_at", order: "desc" as const }], filters: [], meta: { select: "id, last_name" } };

const setup = () => {
  const read = vi.fn(async (params: GetListParams): Promise<GetListResponse<BaseRecord>> => ({ data: [{ id: "t1", last_name: params.pagination?.currentPage === 1 ? "DUPONT" : "MARTIN" }], total: 1 }));
  const lists = withPrefetchedLists(read as never);
  const dataProvider = { getApiUrl: () => "", getList: lists.getList, getOne: vi.fn(), create: vi.fn(), update: vi.fn(), deleteOne: vi.fn() } as unknown as DataProvider;
  const renders: string[] = [];
  const Names = ({ page = 1 }: { page?: number }) => {
    const { result } = useList({ resource: "talent", ...PARAMS, pagination: { ...PARAMS.pagination, currentPage: page } });
    const names = result.data.map((row) => String(row.last_name)).join(", ") || "(vide)";
    renders.push(names);
    return <p>{names}</p>;
  };
  const mount = (page?: number) =>
    render(
      <Refine dataProvider={dataProvider} options={{ disableTelemetry: true, reactQuery: { clientConfig: createQueryClient() } }}>
        <Names page={page} />
      </Refine>,
    );
  return { read, lists, renders, mount };
};

afterEach(() => {
  cleanup();
  clearPrefetchedLists();
});

describe("createQueryClient", () => {
  it("reads Refine's list keys back as getList params", () => {
    expect(listParamsOfKey(["data", "default", "talent", "list", { select: "id", filters: [], pagination: { currentPage: 2 }, sorters: [] }])).toEqual({
      resource: "talent", filters: [], pagination: { currentPage: 2 }, sorters: [], meta: { select: "id" },
    });
    expect(listParamsOfKey(["data", "default", "talent", "one", { id: "1" }])).toBeNull();
    expect(listParamsOfKey(["current-user"])).toBeNull();
  });

  it("starts a list query from its arrived prefetched read: rows on the first render, one read in all", async () => {
    const { read, lists, renders, mount } = setup();
    lists.prefetchList({ resource: "talent", ...PARAMS });
    await Promise.resolve();
    await Promise.resolve();
    mount();
    expect(renders[0]).toBe("DUPONT");
    await screen.findByText("DUPONT");
    await new Promise((resolve) => setTimeout(resolve, 50)); // the mount's refetch takes the prefetched read
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("leaves another page's query to read by itself", async () => {
    const { read, lists, renders, mount } = setup();
    lists.prefetchList({ resource: "talent", ...PARAMS });
    await Promise.resolve();
    await Promise.resolve();
    mount(2);
    expect(renders[0]).toBe("(vide)");
    await screen.findByText("MARTIN");
    expect(read).toHaveBeenCalledTimes(2);
  });
});

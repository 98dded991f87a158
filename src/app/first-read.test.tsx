// @vitest-environment happy-dom
// The boot's first-read prefetch uses the key the page's own useTable asks for: the talents
// list mounted after the prefetch shows its rows on its first render and reads nothing again.
import "../test/dom-polyfills.ts";
import { useTable } from "@refinedev/antd";
import { Refine } from "@refinedev/core";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { REGISTRY } from "./registry.ts";
import { TALENT_LIST_READ } from "../../resources/talents/list-read.ts";
import { listTableOptions } from "../components/table/list-read.ts";
import { memoryDataProvider } from "../test/memory-data-provider.ts";
import { prefetchFirstRead } from "./first-read.ts";
import { createQueryClient } from "./query-client.ts";
import { RESOURCES } from "./resources.ts";

afterEach(cleanup);

const setup = () => {
  const { dataProvider } = memoryDataProvider({ talent: [{ id: "t1", last_name: "DUPONT" }] });
  const getList = vi.spyOn(dataProvider, "getList");
  const queryClient = createQueryClient();
  const renders: string[] = [];
  const Names = () => {
    const { tableProps } = useTable(listTableOptions(TALENT_LIST_READ));
    const names = (tableProps.dataSource ?? []).map((row) => String(row.last_name)).join(", ") || "(vide)";
    renders.push(names);
    return <p>{names}</p>;
  };
  // without Refine's router binding (under Vitest it loads another copy of react-router): the
  // URL's table parameters are covered by firstListRead's own tests
  const mount = () =>
    render(
      <Refine
        dataProvider={dataProvider}
        resources={RESOURCES}
        options={{ disableTelemetry: true, reactQuery: { clientConfig: queryClient } }}
      >
        <Names />
      </Refine>,
    );
  return { getList, dataProvider, queryClient, renders, mount };
};

const at = (url: string) => {
  const { pathname, search } = new URL(url, "http://localhost");
  return { pathname, search };
};

describe("prefetchFirstRead", () => {
  it("prefetches the talents list's read under useTable's key: one read, rows on the first render", async () => {
    const s = setup();
    const params = prefetchFirstRead(s.queryClient, s.dataProvider, REGISTRY, RESOURCES, at("/talents/list"));
    expect(params?.resource).toBe("talent");
    await vi.waitFor(() =>
      expect(
        s.queryClient
          .getQueryCache()
          .getAll()
          .some((q) => q.state.status === "success"),
      ).toBe(true),
    );
    s.mount();
    expect(await screen.findByText("DUPONT")).toBeTruthy();
    expect(s.renders[0]).toBe("DUPONT");
    expect(s.getList).toHaveBeenCalledTimes(1);
  });

  it("joins a read still on the network instead of sending a second one", async () => {
    const s = setup();
    prefetchFirstRead(s.queryClient, s.dataProvider, REGISTRY, RESOURCES, at("/talents/list"));
    s.mount();
    expect(await screen.findByText("DUPONT")).toBeTruthy();
    expect(s.getList).toHaveBeenCalledTimes(1);
  });

  it("prefetches nothing for a URL with filters or other parameters, nor for a route without a first read", () => {
    const s = setup();
    expect(
      prefetchFirstRead(
        s.queryClient,
        s.dataProvider,
        REGISTRY,
        RESOURCES,
        at("/talents/list?filters[0][field]=q&filters[0][value]=a"),
      ),
    ).toBeNull();
    expect(prefetchFirstRead(s.queryClient, s.dataProvider, REGISTRY, RESOURCES, at("/talents/list?tab=x"))).toBeNull();
    expect(prefetchFirstRead(s.queryClient, s.dataProvider, REGISTRY, RESOURCES, at("/settings/account"))).toBeNull();
    expect(s.getList).not.toHaveBeenCalled();
  });
});

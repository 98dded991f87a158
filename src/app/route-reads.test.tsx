// @vitest-environment happy-dom
// The reads a route declares are prefetched under the keys the pages' own hooks ask for: the
// mission page's useOne and the kanban's lists (rows, transition rules; the enums' labels are in
// the bundle), mounted after the navigation's prefetch, show their rows on their first render and
// read nothing again.
import "../test/dom-polyfills.ts";
import { useTable } from "@refinedev/antd";
import { Refine, useList, useOne } from "@refinedev/core";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { kanbanListParams, TRANSITIONS_LIST } from "../../resources/missions/kanban/select.ts";
import { missionShowRead } from "../../resources/missions/select.ts";
import { COMPANY_LIST_READ } from "../../resources/companies/list-read.ts";
import { listTableOptions } from "../components/table/list-read.ts";
import { memoryDataProvider } from "../test/memory-data-provider.ts";
import { createQueryClient } from "./query-client.ts";
import { REGISTRY } from "./registry.ts";
import { RESOURCES } from "./resources.ts";
import { prefetchNavigation, prefetchRouteReads } from "./route-reads.ts";

afterEach(cleanup);

const MISSION = "00000000-0000-4000-8000-000000000001";

const TWO = [
  { id: "a1", value: "new", label: "Nouveau" },
  { id: "a2", value: "to_qualify", label: "À qualifier" },
];

const setup = () => {
  const { dataProvider } = memoryDataProvider({
    mission: [{ id: MISSION, reference: "CMD-1" }],
    application: TWO,
    status_transition: TWO,
  });
  const getOne = vi.spyOn(dataProvider, "getOne");
  const getList = vi.spyOn(dataProvider, "getList");
  const queryClient = createQueryClient();
  const renders: string[] = [];
  // the same calls as resources/missions/show.tsx and kanban/board.tsx
  const Page = () => {
    const { query } = useOne({ ...missionShowRead(MISSION), queryOptions: { enabled: true } });
    const { result } = useList(kanbanListParams(MISSION));
    const rules = useList({ ...TRANSITIONS_LIST, liveMode: "off", queryOptions: { staleTime: Infinity } }).result;
    const text = `${String(query.data?.data.reference ?? "…")} : ${result.data.length} candidatures, ${rules.data.length} règles`;
    renders.push(text);
    return <p>{text}</p>;
  };
  const mount = () =>
    render(
      <Refine
        dataProvider={dataProvider}
        resources={RESOURCES}
        options={{ disableTelemetry: true, reactQuery: { clientConfig: queryClient } }}
      >
        <Page />
      </Refine>,
    );
  const prefetch = (pathname: string) => prefetchRouteReads(queryClient, dataProvider, REGISTRY, RESOURCES, pathname);
  return { getOne, getList, queryClient, renders, mount, prefetch };
};

describe("prefetchRouteReads", () => {
  it("starts the mission's and its board's reads under the hooks' keys: one read each, rows on the first render", async () => {
    const s = setup();
    s.prefetch(`/missions/${MISSION}/applications`);
    expect(s.getOne).toHaveBeenCalledWith(missionShowRead(MISSION));
    expect(s.getList).toHaveBeenCalledWith(kanbanListParams(MISSION));
    expect(s.getList).toHaveBeenCalledTimes(2);
    const resources = s.getList.mock.calls.map(([params]) => params.resource);
    expect(resources.sort()).toEqual(["application", "status_transition"]);
    await vi.waitFor(() =>
      expect(
        s.queryClient
          .getQueryCache()
          .getAll()
          .filter((q) => q.state.status === "success"),
      ).toHaveLength(3),
    );
    s.mount();
    expect(await screen.findByText("CMD-1 : 2 candidatures, 2 règles")).toBeTruthy();
    expect(s.renders[0]).toBe("CMD-1 : 2 candidatures, 2 règles");
    expect(s.getOne).toHaveBeenCalledTimes(1);
    expect(s.getList).toHaveBeenCalledTimes(2);
  });

  it("joins the reads still on the network, and reads only what the route declares", async () => {
    const s = setup();
    s.prefetch(`/missions/${MISSION}/details`);
    expect(s.getOne).toHaveBeenCalledTimes(1);
    expect(s.getList).not.toHaveBeenCalled();
    s.prefetch(`/missions/${MISSION}/applications`);
    s.mount();
    expect(await screen.findByText("CMD-1 : 2 candidatures, 2 règles")).toBeTruthy();
    expect(s.getOne).toHaveBeenCalledTimes(1);
    expect(s.getList).toHaveBeenCalledTimes(2);
    s.prefetch("/settings/account");
    expect(s.getOne).toHaveBeenCalledTimes(1);
  });
});

describe("prefetchNavigation", () => {
  it("starts a list's first read on a navigation, under useTable's key: one read, rows on the first render", async () => {
    const { dataProvider } = memoryDataProvider({ company: [{ id: "c1", name: "BÂTIR SAS" }] });
    const getList = vi.spyOn(dataProvider, "getList");
    const queryClient = createQueryClient();
    const renders: string[] = [];
    const Names = () => {
      const { tableProps } = useTable(listTableOptions(COMPANY_LIST_READ));
      const names = (tableProps.dataSource ?? []).map((row) => String(row.name)).join(", ") || "(vide)";
      renders.push(names);
      return <p>{names}</p>;
    };
    prefetchNavigation(queryClient, dataProvider, REGISTRY, RESOURCES, { pathname: "/companies", search: "" });
    expect(getList).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(queryClient.getQueryCache().getAll()[0]?.state.status).toBe("success"));
    render(
      <Refine
        dataProvider={dataProvider}
        resources={RESOURCES}
        options={{ disableTelemetry: true, reactQuery: { clientConfig: queryClient } }}
      >
        <Names />
      </Refine>,
    );
    expect(await screen.findByText("BÂTIR SAS")).toBeTruthy();
    expect(renders[0]).toBe("BÂTIR SAS");
    expect(getList).toHaveBeenCalledTimes(1);
    // a filtered URL is the page's to read
    prefetchNavigation(queryClient, dataProvider, REGISTRY, RESOURCES, {
      pathname: "/companies",
      search: "?filters[0][field]=name&filters[0][operator]=contains&filters[0][value]=b",
    });
    expect(getList).toHaveBeenCalledTimes(1);
  });
});

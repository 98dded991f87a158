// @vitest-environment jsdom
// The reads a route declares are prefetched under the keys the pages' own hooks ask for: the
// mission page's useOne and the kanban's useList, mounted after the navigation's prefetch, show
// their rows on their first render and read nothing again.
import "../test/dom-polyfills.ts";
import { Refine, useList, useOne, type BaseRecord, type DataProvider } from "@refinedev/core";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { kanbanListParams } from "../../resources/missions/kanban/select.ts";
import { missionShowRead } from "../../resources/missions/select.ts";
import { createQueryClient } from "./query-client.ts";
import { REGISTRY } from "./registry.ts";
import { RESOURCES } from "./resources.ts";
import { prefetchRouteReads } from "./route-reads.ts";

afterEach(cleanup);

const MISSION = "00000000-0000-4000-8000-000000000001";

const setup = () => {
  const getOne = vi.fn(async () => ({ data: { id: MISSION, reference: "CMD-1" } as BaseRecord }));
  const getList = vi.fn(async () => ({ data: [{ id: "a1" }, { id: "a2" }] as BaseRecord[], total: 2 }));
  const dataProvider = {
    getApiUrl: () => "",
    getList,
    getOne,
    create: vi.fn(),
    update: vi.fn(),
    deleteOne: vi.fn(),
  } as unknown as DataProvider;
  const queryClient = createQueryClient();
  const renders: string[] = [];
  // the same calls as resources/missions/show.tsx and kanban/board.tsx
  const Page = () => {
    const { query } = useOne({ ...missionShowRead(MISSION), queryOptions: { enabled: true } });
    const { result } = useList(kanbanListParams(MISSION));
    const text = `${String(query.data?.data.reference ?? "…")} : ${result.data.length} candidatures`;
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
    await vi.waitFor(() =>
      expect(
        s.queryClient
          .getQueryCache()
          .getAll()
          .filter((q) => q.state.status === "success"),
      ).toHaveLength(2),
    );
    s.mount();
    expect(await screen.findByText("CMD-1 : 2 candidatures")).toBeTruthy();
    expect(s.renders[0]).toBe("CMD-1 : 2 candidatures");
    expect(s.getOne).toHaveBeenCalledTimes(1);
    expect(s.getList).toHaveBeenCalledTimes(1);
  });

  it("joins the reads still on the network, and reads only what the route declares", async () => {
    const s = setup();
    s.prefetch(`/missions/${MISSION}/details`);
    expect(s.getOne).toHaveBeenCalledTimes(1);
    expect(s.getList).not.toHaveBeenCalled();
    s.prefetch(`/missions/${MISSION}/applications`);
    s.mount();
    expect(await screen.findByText("CMD-1 : 2 candidatures")).toBeTruthy();
    expect(s.getOne).toHaveBeenCalledTimes(1);
    expect(s.getList).toHaveBeenCalledTimes(1);
    s.prefetch("/settings/account");
    expect(s.getOne).toHaveBeenCalledTimes(1);
  });
});

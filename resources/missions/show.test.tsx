// @vitest-environment jsdom
import type { BaseRecord, DataProvider, GetListParams } from "@refinedev/core";
import { cleanup, configure } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { renderInApp } from "../../src/test/render.tsx";
import { MissionShow } from "./show.tsx";

afterEach(cleanup);
configure({ asyncUtilTimeout: 10_000 });

/** A provider whose mission read never answers; the list reads are recorded. */
const pendingMission = () => {
  const lists: GetListParams[] = [];
  const dataProvider = {
    getApiUrl: () => "",
    getOne: () => new Promise<never>(() => undefined),
    getList: async <T extends BaseRecord>(params: GetListParams) => {
      lists.push(params);
      return { data: [] as T[], total: 0 };
    },
  } as unknown as DataProvider;
  return { dataProvider, lists };
};

const renderShow = (path: string, dataProvider: DataProvider) =>
  renderInApp(
    <Routes>
      <Route path="/missions/:id" element={<MissionShow />}>
        <Route path="*" element={null} />
      </Route>
    </Routes>,
    { dataProvider, path },
  );

// The kanban's reads are started by the router on the applications tab (AppRoute.reads):
// src/app/route-reads.test.tsx.
describe("MissionShow", () => {
  it("reads no application on another tab", async () => {
    const { dataProvider, lists } = pendingMission();
    renderShow("/missions/m1/details", dataProvider);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lists.map((p) => p.resource)).not.toContain("application");
  });
});

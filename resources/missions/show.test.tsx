// @vitest-environment jsdom
import type { BaseRecord, DataProvider, GetListParams } from "@refinedev/core";
import { cleanup, configure, waitFor } from "@testing-library/react";
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

describe("MissionShow", () => {
  it("starts the kanban's reads beside the mission's own read on the applications tab", async () => {
    const { dataProvider, lists } = pendingMission();
    renderShow("/missions/m1/applications", dataProvider);
    await waitFor(() => expect(lists.map((p) => p.resource)).toContain("application"));
    expect(lists.find((p) => p.resource === "application")?.filters).toEqual([
      { field: "mission_id", operator: "eq", value: "m1" },
    ]);
    expect(lists.map((p) => p.resource)).toContain("status_transition");
    expect(lists.filter((p) => p.resource === "enum_label")).toHaveLength(3);
  });

  it("reads no application on another tab", async () => {
    const { dataProvider, lists } = pendingMission();
    renderShow("/missions/m1/details", dataProvider);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lists.map((p) => p.resource)).not.toContain("application");
  });
});

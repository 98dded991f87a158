import type { GetListParams } from "@refinedev/core";
import { describe, expect, it } from "vitest";
import type { RegistryEntry } from "../../../resources/types.ts";
import { firstQueryFor, prefetchRouteData } from "./prefetch-route-data.ts";

const listRead: GetListParams = { resource: "talent", pagination: { currentPage: 1, pageSize: 25, mode: "server" } };
const listQuery = (search: URLSearchParams) => (search.has("filters[0][field]") ? null : listRead);
const REGISTRY = [
  {
    name: "talent",
    area: "main",
    routes: [
      { path: "talents", title: "t", redirect: "list" },
      { path: "talents/list", title: "t", firstQuery: listQuery },
      { path: "talents/:id", title: "t", children: [{ path: "details", title: "t" }] },
    ],
  },
] as unknown as RegistryEntry[];

const run = (pathname: string, search = "") => {
  const started: GetListParams[] = [];
  const result = prefetchRouteData(REGISTRY, { pathname, search }, (params) => started.push(params));
  return { result, started };
};

describe("prefetchRouteData", () => {
  it("finds the list route's first query", () => {
    expect(firstQueryFor(REGISTRY, "/talents/list")).toBe(listQuery);
    expect(firstQueryFor(REGISTRY, "/talents/42/details")).toBeUndefined();
  });

  it("starts the list's first read on its URL", () => expect(run("/talents/list")).toEqual({ result: true, started: [listRead] }));

  it("starts nothing when the declaration declines the URL, or elsewhere", () => {
    expect(run("/talents/list", "?filters[0][field]=is_benched")).toEqual({ result: false, started: [] });
    expect(run("/talents/42/details")).toEqual({ result: false, started: [] });
    expect(run("/nulle-part")).toEqual({ result: false, started: [] });
  });
});

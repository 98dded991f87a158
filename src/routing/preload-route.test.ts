import { describe, expect, it } from "vitest";
import type { PageLoader, RegistryEntry } from "../../resources/types.ts";
import { pageLoadersFor, preloadRoutePages, preloadedPage, routeTableOf } from "./preload-route.ts";

const page = (): PageLoader => async () => () => null;
const list = page();
const show = page();
const tab = page();
const other = page();
const REGISTRY = [
  {
    name: "talent",
    area: "main",
    routes: [
      { path: "talents", title: "t", redirect: "list" },
      { path: "talents/list", title: "t", page: list },
      {
        path: "talents/:id",
        title: "t",
        page: show,
        children: [
          { path: "details", title: "t", page: tab },
          { path: "", title: "t" },
        ],
      },
    ],
  },
  { name: "login", area: "public", routes: [{ path: "login", title: "t", page: other }] },
] as unknown as RegistryEntry[];

describe("pageLoadersFor", () => {
  const table = routeTableOf(REGISTRY);
  it("finds the list page of /talents/list", () => expect(pageLoadersFor(table, "/talents/list")).toEqual([list]));
  it("finds a tab and its parent screen, outermost first", () =>
    expect(pageLoadersFor(table, "/talents/42/details")).toEqual([show, tab]));
  it("finds the parent screen on its index", () => expect(pageLoadersFor(table, "/talents/42")).toEqual([show]));
  it("finds nothing for a redirect or an unknown path", () => {
    expect(pageLoadersFor(table, "/talents")).toEqual([]);
    expect(pageLoadersFor(table, "/nowhere")).toEqual([]);
  });
});

describe("preloadRoutePages", () => {
  it("loads the current route's pages only, and keeps them for LazyPage", async () => {
    const Page = () => null;
    const calls: string[] = [];
    const loader: PageLoader = async () => (calls.push("list"), Page);
    const unused: PageLoader = async () => (calls.push("other"), Page);
    const registry = [
      {
        name: "talent",
        area: "main",
        routes: [
          { path: "talents/list", title: "t", page: loader },
          { path: "login", title: "t", page: unused },
        ],
      },
    ] as unknown as RegistryEntry[];
    expect(preloadedPage(loader)).toBeUndefined();
    preloadRoutePages(registry, "/talents/list");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(["list"]);
    expect(preloadedPage(loader)).toBe(Page);
    expect(preloadedPage(unused)).toBeUndefined();
  });

  it("is called at every navigation: a page already loaded is not asked again", async () => {
    const Page = () => null;
    let calls = 0;
    const loader: PageLoader = async () => (calls++, Page);
    const registry = [
      { name: "x", area: "main", routes: [{ path: "x/:id", title: "t", page: loader }] },
    ] as unknown as RegistryEntry[];
    preloadRoutePages(registry, "/x/1");
    await new Promise((resolve) => setTimeout(resolve, 0));
    preloadRoutePages(registry, "/x/2");
    expect(calls).toBe(1);
    expect(preloadedPage(loader)).toBe(Page);
  });

  it("leaves a failed load to LazyPage", async () => {
    const failing: PageLoader = () => Promise.reject(new Error("chunk"));
    const registry = [
      { name: "x", area: "main", routes: [{ path: "x", title: "t", page: failing }] },
    ] as unknown as RegistryEntry[];
    expect(() => preloadRoutePages(registry, "/x")).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloadedPage(failing)).toBeUndefined();
  });
});

// @vitest-environment happy-dom
// The router binding's parse, matched once per URL: the same answer as Refine's binding gives
// (resource, action, id, the query string's parameters with numbers and `to` decoded).
import "../src/test/dom-polyfills.ts";
import { ResourceContext, type ResourceProps } from "@refinedev/core";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { routerProvider } from "./router-provider.ts";

const RESOURCES: ResourceProps[] = [
  { name: "talent", list: "/talents/list", show: "/talents/:id", create: "/talents/create" },
  { name: "company", list: "/companies", show: "/companies/:id", edit: "/companies/:id/edit" },
];

const parseAt = (url: string, routePath?: string) => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      <ResourceContext.Provider value={{ resources: RESOURCES }}>
        {routePath ? (
          <Routes>
            <Route path={routePath} element={children} />
          </Routes>
        ) : (
          children
        )}
      </ResourceContext.Provider>
    </MemoryRouter>
  );
  const parse = routerProvider.parse as () => () => unknown;
  return renderHook(() => parse()(), { wrapper }).result.current as Record<string, unknown>;
};

describe("routerProvider.parse", () => {
  it("finds a list's resource and action, and reads its table parameters as numbers", () => {
    const parsed = parseAt("/talents/list?currentPage=2&pageSize=50&sorters[0][field]=last_name&sorters[0][order]=asc");
    expect(parsed).toMatchObject({ action: "list", pathname: "/talents/list" });
    expect((parsed.resource as ResourceProps).name).toBe("talent");
    expect(parsed.params).toEqual({
      currentPage: 2,
      pageSize: 50,
      sorters: [{ field: "last_name", order: "asc" }],
      to: undefined,
    });
    expect(parsed.id).toBeUndefined();
  });

  it("reads a record's id from the resource route, decoded, and prefers the specific route to the parametrised one", () => {
    const parsed = parseAt("/companies/a%20b/edit?to=%2Fcompanies");
    expect(parsed).toMatchObject({ action: "edit", id: "a b" });
    expect((parsed.params as Record<string, unknown>).to).toBe("/companies");
    expect((parsed.params as Record<string, unknown>).id).toBe("a%20b");
    const create = parseAt("/talents/create");
    expect(create).toMatchObject({ action: "create" });
    expect(create.id).toBeUndefined();
  });

  it("takes the params of the route that rendered the hook when it declares some", () => {
    const parsed = parseAt("/talents/t1", "/talents/:id");
    expect(parsed).toMatchObject({ action: "show", id: "t1" });
  });

  it("answers nothing about a resource on a path no resource owns, and keeps nested filters", () => {
    const parsed = parseAt(
      "/settings/account?filters[0][field]=name&filters[0][operator]=contains&filters[0][value]=x",
    );
    expect(parsed.resource).toBeUndefined();
    expect(parsed.action).toBeUndefined();
    expect((parsed.params as Record<string, unknown>).filters).toEqual([
      { field: "name", operator: "contains", value: "x" },
    ]);
  });
});

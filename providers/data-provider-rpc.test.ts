import { describe, expect, it } from "vitest";
import { columnFilters, rpcSourceOf, type RpcListSource } from "./data-provider-rpc.ts";

describe("rpcSourceOf", () => {
  const source: RpcListSource<"talents_near"> = {
    name: "talents_near",
    args: { p_latitude: 45.19, p_longitude: 5.72, p_radius_km: 5 },
    consumes: ["distance_from"],
  };
  it("takes a fixed source, or derives it from the request's filters", () => {
    const fromFilters = (filters: unknown[]) => (filters.length ? source : undefined);
    expect(rpcSourceOf(source, [])).toBe(source);
    expect(rpcSourceOf(fromFilters, [{ field: "distance_from", operator: "lte", value: {} }])).toBe(source);
    expect(rpcSourceOf(fromFilters, undefined)).toBeUndefined();
    expect(rpcSourceOf(undefined, [])).toBeUndefined();
  });
});

describe("columnFilters", () => {
  it("drops the filters an RPC takes as arguments and keeps the others", () => {
    const filters = [
      { field: "distance_from", operator: "lte" as const, value: { km: 5 } },
      { field: "availability_status", operator: "in" as const, value: ["available"] },
      { operator: "or" as const, value: [{ field: "email", operator: "eq" as const, value: "a@b.fr" }] },
    ];
    expect(columnFilters(filters, ["distance_from"])).toEqual(filters.slice(1));
    expect(columnFilters(filters)).toEqual(filters);
    expect(columnFilters(undefined, ["distance_from"])).toEqual([]);
  });
});

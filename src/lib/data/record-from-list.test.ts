import { keys } from "@refinedev/core";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { rowFromLists } from "./record-from-list.ts";

const listKey = (resource: string, params: object) =>
  keys().data("default").resource(resource).action("list").params(params).get();

describe("rowFromLists", () => {
  const client = new QueryClient();
  // a select's options (id and name only), then the companies list's page
  client.setQueryData(listKey("company", { select: "id, name" }), { data: [{ id: "co-1", name: "Élan" }], total: 1 });
  client.setQueryData(listKey("company", { select: "id, name, status" }), {
    data: [
      { id: "co-2", name: "Bâtir", status: "prospect" },
      { id: "co-1", name: "Élan", status: "active" },
    ],
    total: 2,
  });
  client.setQueryData(listKey("talent", {}), { data: [{ id: "co-3", name: "Homonyme", status: "active" }], total: 1 });

  it("takes the row of a cached list of the resource that holds every field asked", () => {
    expect(rowFromLists(client, "company", "co-1", ["name", "status"])).toEqual({
      id: "co-1",
      name: "Élan",
      status: "active",
    });
  });

  it("finds nothing in a list whose rows lack a field, in another resource's lists, or without an id", () => {
    expect(rowFromLists(client, "company", "co-1", ["name", "siren"])).toBeUndefined();
    expect(rowFromLists(client, "company", "co-3", ["name"])).toBeUndefined();
    expect(rowFromLists(client, "company", undefined, ["name"])).toBeUndefined();
  });
});

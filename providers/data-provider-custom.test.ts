// The data provider's `custom`: a database function called through Refine's useCustom /
// useCustomMutation (the url rpc.ts's rpcUrl makes), with the query's or the payload's arguments.
import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it, vi } from "vitest";
import { createDataProvider } from "./data-provider.ts";

const clientWith = (result: { data: unknown; error: unknown }) => {
  const rpc = vi.fn(async () => result);
  return { client: { rpc } as unknown as SupabaseClient, rpc };
};

describe("createDataProvider custom", () => {
  it("calls the named function with the query's arguments and gives its result", async () => {
    const { client, rpc } = clientWith({ data: [{ id: "t1" }], error: null });
    const result = await createDataProvider(client).custom({
      url: "rpc/search_records",
      method: "get",
      query: { p_query: "dupont", p_limit: 20 },
    });
    expect(rpc).toHaveBeenCalledWith("search_records", { p_query: "dupont", p_limit: 20 });
    expect(result).toEqual({ data: [{ id: "t1" }] });
  });

  it("takes a mutation's payload as the arguments", async () => {
    const { client, rpc } = clientWith({ data: null, error: null });
    await createDataProvider(client).custom({ url: "rpc/switch_it", method: "post", payload: { p_id: "x" } });
    expect(rpc).toHaveBeenCalledWith("switch_it", { p_id: "x" });
  });

  it("refuses a url that names no function", async () => {
    const { client, rpc } = clientWith({ data: null, error: null });
    await expect(createDataProvider(client).custom({ url: "https://ailleurs.test/x", method: "get" })).rejects.toThrow(
      "n'est pas une fonction de la base",
    );
    expect(rpc).not.toHaveBeenCalled();
  });

  it("rejects with the database's error", async () => {
    const { client } = clientWith({
      data: null,
      error: { code: "42501", message: "permission denied", details: "", hint: "" },
    });
    await expect(createDataProvider(client).custom({ url: "rpc/search_records", method: "get" })).rejects.toMatchObject(
      { message: expect.any(String) },
    );
  });
});

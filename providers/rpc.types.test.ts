// The typed calls' contract, checked by the compiler (`npm run typecheck` includes the tests): a
// function's name must be one of the schema's, its arguments that function's — a renamed or
// misspelt argument is an error at its caller —, and the answer is the function's Returns.
// Each `@ts-expect-error` fails the typecheck the day the line it marks compiles.
import { describe, expect, expectTypeOf, it } from "vitest";
import type { RpcListMeta } from "./data-provider-rpc.ts";
import type { SaveFunction, SaveVariables } from "./data-provider-save.ts";
import {
  callRpc,
  rpcUrl,
  useRpc,
  useRpcCall,
  useRpcMutation,
  type RpcArgs,
  type RpcListSource,
  type RpcReturns,
} from "./rpc.ts";

// never called: these lines exist for the compiler
const compileOnly = () => {
  const dataProvider = { custom: undefined };

  // a read: the answer is the function's rows
  const { data } = useRpc("search_records", { p_query: "dupont", p_limit: 20 });
  expectTypeOf(data).toEqualTypeOf<RpcReturns<"search_records"> | undefined>();
  expectTypeOf(data).toEqualTypeOf<
    { entity: string; id: string; label: string; detail: string; score: number }[] | undefined
  >();
  // a function without arguments takes {}
  useRpc("action_centre_figures", {});
  // @ts-expect-error — a function without arguments takes none
  useRpc("action_centre_figures", { p_limit: 3 });
  // @ts-expect-error — a misspelt argument (p_queyr)
  useRpc("search_records", { p_queyr: "dupont" });
  // @ts-expect-error — a misspelt optional argument (p_limti)
  useRpc("search_records", { p_query: "dupont", p_limti: 20 });
  // @ts-expect-error — a required argument left out (p_query)
  useRpc("search_records", { p_limit: 20 });
  // @ts-expect-error — an argument of the wrong type
  useRpc("search_records", { p_query: 42 });
  // @ts-expect-error — a function the schema does not have
  useRpc("search_record", { p_query: "dupont" });
  // any argument may be NULL (the function decides what it means)
  useRpc("search_records", { p_query: "dupont", p_limit: null });

  // a write
  const { mutate, mutateAsync } = useRpcMutation();
  const moved: Promise<string> = mutateAsync("transition_status", {
    p_entity: "contract",
    p_id: "c-1",
    p_status: "signed",
  });
  // @ts-expect-error — the argument is p_status, not p_to
  void mutateAsync("transition_status", { p_entity: "contract", p_id: "c-1", p_to: "signed" });
  // @ts-expect-error — an optional argument misspelt (p_coment)
  void mutateAsync("transition_status", { p_entity: "contract", p_id: "c-1", p_status: "signed", p_coment: "" });
  // @ts-expect-error — a function the schema does not have
  void mutateAsync("transition_statut", { p_entity: "contract", p_id: "c-1", p_status: "signed" });
  mutate(
    "add_talents_to_hiring_pool",
    { p_pool_id: "p-1", p_talent_ids: ["t-1"] },
    {
      successNotification: (added) => ({ type: "success", message: `${added.toFixed(0)} ajouté(s)` }),
      onSuccess: (added) => expectTypeOf(added).toEqualTypeOf<number>(),
    },
  );
  mutate(
    "add_talents_to_hiring_pool",
    { p_pool_id: "p-1", p_talent_ids: ["t-1"] },
    // @ts-expect-error — the answer is a number, not a row
    { onSuccess: (added) => added.id },
  );

  // a plain call
  const call = useRpcCall();
  const lines: Promise<RpcReturns<"pay_export_lines">> = call("pay_export_lines", { p_period_start: "2026-11-01" });
  // @ts-expect-error — a misspelt argument
  void callRpc(dataProvider, "pay_export_lines", { p_period: "2026-11-01" });

  // a list's source
  const near: RpcListSource<"talents_near"> = {
    name: "talents_near",
    args: { p_latitude: 45.19, p_longitude: 5.72, p_radius_km: 10 },
    consumes: ["distance_from"],
  };
  // @ts-expect-error — talents_near has no p_query
  const wrong: RpcListSource = { name: "talents_near", args: { p_query: "maçon" } };
  // @ts-expect-error — a list reads a set-returning function, not a scalar one
  const scalar: RpcListSource = { name: "transition_status", args: {} };
  const meta: RpcListMeta = () => near;

  // the save functions come from the schema: those taking p_values
  expectTypeOf<"save_talent">().toExtend<SaveFunction>();
  expectTypeOf<"declare_cooptation">().toExtend<SaveFunction>();
  expectTypeOf<"transition_status">().not.toExtend<SaveFunction>();
  expectTypeOf<SaveVariables<"save_talent">>().not.toHaveProperty("p_id");
  expectTypeOf<RpcArgs<"save_talent">>().toHaveProperty("p_job_ids");

  return [moved, lines, wrong, scalar, meta];
};

describe("rpc types", () => {
  it("names the function in the url the data provider reads", () => {
    expect(typeof compileOnly).toBe("function");
    expect(rpcUrl("search_records")).toBe("rpc/search_records");
  });
});

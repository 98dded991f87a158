// `meta.rpc` of a list read (see data-provider.ts): the set-returning function a list reads
// instead of its table, possibly chosen from the request's filters, and the filters it consumes.
// The source is typed by the function (rpc.ts): its name is a set-returning function of the
// schema, its arguments that function's.
import type { CrudFilter } from "@refinedev/core";
import type { RpcListSource, SetRpcName } from "./rpc.ts";

export type { RpcListSource };
export type RpcListMeta<F extends SetRpcName = SetRpcName> =
  RpcListSource<F> | ((filters: CrudFilter[]) => RpcListSource<F> | undefined);

/** The function source of this request, if any. */
export const rpcSourceOf = (
  rpc: RpcListMeta | undefined,
  filters: CrudFilter[] | undefined,
): RpcListSource | undefined => (typeof rpc === "function" ? rpc(filters ?? []) : rpc);

const fieldOf = (filter: CrudFilter) => ("field" in filter ? filter.field : undefined);

/** The filters the function does not take as arguments. */
export const columnFilters = (filters: CrudFilter[] | undefined, consumes: string[] = []): CrudFilter[] =>
  (filters ?? []).filter((filter) => !consumes.includes(fieldOf(filter) ?? ""));

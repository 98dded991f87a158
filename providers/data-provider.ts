// Refine's data provider over PostgREST (`/rest/v1`), the official @refinedev/supabase one,
// plus one extension: `meta.rpc` makes a list read a set-returning function's rows
// (`POST /rest/v1/rpc/<name>`) instead of the resource's table, with the same select, embeds,
// filters, order, range and exact count. The filters on `rpc.consumes` fields are the ones the
// function's arguments already express (e.g. the talents list's distance filter): they stay in
// the URL but are not sent as column filters. `meta.rpc` may be a function of the request's
// filters, so that the source always matches the filters being sent (a list's filter state
// changes one render before its URL does).
import type { BaseRecord, CrudFilter, DataProvider, GetListParams, GetListResponse } from "@refinedev/core";
import { dataProvider as supabaseDataProvider, generateFilter, handleError } from "@refinedev/supabase";
import type { SupabaseClient } from "@supabase/supabase-js";

export type RpcListSource = { name: string; args: Record<string, unknown>; consumes?: string[] };
export type RpcListMeta = RpcListSource | ((filters: CrudFilter[]) => RpcListSource | undefined);

/** The function source of this request, if any. */
export const rpcSourceOf = (rpc: RpcListMeta | undefined, filters: CrudFilter[] | undefined): RpcListSource | undefined =>
  typeof rpc === "function" ? rpc(filters ?? []) : rpc;

const fieldOf = (filter: CrudFilter) => ("field" in filter ? filter.field : undefined);

/** The filters the function does not take as arguments. */
export const columnFilters = (filters: CrudFilter[] | undefined, consumes: string[] = []): CrudFilter[] =>
  (filters ?? []).filter((filter) => !consumes.includes(fieldOf(filter) ?? ""));

async function getListFromRpc<T extends BaseRecord>(supabase: SupabaseClient, { pagination, filters, sorters, meta }: GetListParams, rpc: RpcListSource): Promise<GetListResponse<T>> {
  const { currentPage = 1, pageSize = 10, mode = "server" } = pagination ?? {};
  const client = meta?.schema ? supabase.schema(meta.schema) : supabase;
  // A filter builder at run time: select, order, range and the filters all apply to the call.
  const query = client.rpc(rpc.name, rpc.args, { count: meta?.count ?? "exact" }).select(meta?.select ?? "*") as unknown as {
    range: (from: number, to: number) => void;
    order: (column: string, options: { ascending: boolean; foreignTable?: string }) => void;
  } & PromiseLike<{ data: T[] | null; count: number | null; error: unknown }>;
  if (mode === "server") query.range((currentPage - 1) * pageSize, currentPage * pageSize - 1);
  for (const sorter of sorters ?? []) {
    const [foreignTable, field] = sorter.field.split(/\.(?=[^.]+$)/);
    if (foreignTable && field) query.order(field, { ascending: sorter.order === "asc", foreignTable });
    else query.order(sorter.field, { ascending: sorter.order === "asc" });
  }
  for (const filter of columnFilters(filters, rpc.consumes)) generateFilter(filter, query);
  const { data, count, error } = await query;
  if (error) return handleError(error as Parameters<typeof handleError>[0]);
  return { data: data ?? [], total: count ?? 0 };
}

export const createDataProvider = (supabase: SupabaseClient): Required<DataProvider> => {
  const base = supabaseDataProvider(supabase);
  return {
    ...base,
    getList: <T extends BaseRecord>(params: GetListParams) => {
      const rpc = rpcSourceOf(params.meta?.rpc as RpcListMeta | undefined, params.filters);
      return rpc ? getListFromRpc<T>(supabase, params, rpc) : base.getList<T>(params);
    },
  };
};

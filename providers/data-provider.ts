// Refine's data provider over PostgREST (`/rest/v1`), the official @refinedev/supabase one,
// plus one extension: `meta.rpc` makes a list read a set-returning function's rows instead of
// the resource's table, with the same select, embeds, filters, order, range and exact count.
// The filters on `rpc.consumes` fields are the ones the function's arguments already express
// (e.g. the talents list's distance filter): they stay in the URL but are not sent as column
// filters. `meta.rpc` may be a function of the request's filters, so that the source always
// matches the filters being sent (a list's filter state changes one render before its URL
// does). A create or update whose meta names a save function (`meta.save`,
// data-provider-save.ts) is one call to that function. `meta.tiebreak` names a unique column
// ordered by last, so that equal rows keep their order across pages. `custom` calls a database
// function: the typed hooks of rpc.ts (useRpc, useRpcMutation, callRpc) send its name in the
// url (rpcUrl) and its arguments in `query` or `payload`. Every refusal it passes on is in
// French (data-provider-errors.ts).
import type {
  BaseRecord,
  CrudSort,
  CustomParams,
  DataProvider,
  DeleteManyParams,
  DeleteManyResponse,
  GetListParams,
  GetListResponse,
  UpdateManyParams,
  UpdateManyResponse,
} from "@refinedev/core";
import { dataProvider as supabaseDataProvider, generateFilter, handleError } from "@refinedev/supabase";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { AppSupabaseClient } from "./supabase-client.ts";
import { columnFilters, rpcSourceOf, type RpcListMeta, type RpcListSource } from "./data-provider-rpc.ts";
import { invokeRpc, rpcListQuery, rpcNameOf } from "./rpc.ts";
import { withFrenchErrors } from "./data-provider-errors.ts";
import { withSaveFunctions } from "./data-provider-save.ts";

async function getListFromRpc<T extends BaseRecord>(
  supabase: AppSupabaseClient,
  { pagination, filters, sorters, meta }: GetListParams,
  rpc: RpcListSource,
): Promise<GetListResponse<T>> {
  const { currentPage = 1, pageSize = 10, mode = "server" } = pagination ?? {};
  // A filter builder at run time: select, order, range and the filters all apply to the call.
  const query = rpcListQuery(supabase, rpc, { schema: meta?.schema, count: meta?.count ?? "exact" }).select(
    meta?.select ?? "*",
  ) as unknown as {
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

/** The sorters, then `meta.tiebreak` (a unique column) unless already sorted on: a stable page order. */
export const withTiebreak = (sorters: CrudSort[] | undefined, tiebreak: unknown): CrudSort[] | undefined =>
  typeof tiebreak === "string" && !sorters?.some((s) => s.field === tiebreak)
    ? [...(sorters ?? []), { field: tiebreak, order: "asc" }]
    : sorters;

export type AppDataProvider = Required<DataProvider>;

export const createDataProvider = (supabase: AppSupabaseClient): AppDataProvider => {
  const base = supabaseDataProvider(supabase);
  const getList = <T extends BaseRecord>(asked: GetListParams) => {
    const params = { ...asked, sorters: withTiebreak(asked.sorters, asked.meta?.tiebreak) };
    const rpc = rpcSourceOf(params.meta?.rpc as RpcListMeta | undefined, params.filters);
    return rpc ? getListFromRpc<T>(supabase, params, rpc) : base.getList<T>(params);
  };
  const untyped: SupabaseClient = supabase;
  // custom calls name their function at run time (rpcUrl of a typed hook)
  const custom: AppDataProvider["custom"] = async <TData extends BaseRecord>({ url, query, payload }: CustomParams) => {
    const name = rpcNameOf(url);
    if (!name) throw new Error(`custom: « ${url} » n'est pas une fonction de la base`);
    const { data, error } = await invokeRpc(supabase, name, (payload ?? query ?? {}) as object);
    if (error) return handleError(error as Parameters<typeof handleError>[0]);
    // the caller's view of the answer (rpc.ts gives it the function's Returns)
    return { data: data as TData };
  };
  // One request for all the rows (Refine's own sends one per id): PostgREST runs it as one
  // statement, so a refused row leaves every row as it was.
  const updateMany = async <TData extends BaseRecord>({
    resource,
    ids,
    variables,
    meta,
  }: UpdateManyParams<unknown>): Promise<UpdateManyResponse<TData>> => {
    const client = meta?.schema ? untyped.schema(meta.schema) : untyped;
    const { data, error } = await client
      .from(resource)
      .update(variables as Record<string, unknown>)
      .in(typeof meta?.idColumnName === "string" ? meta.idColumnName : "id", ids as string[])
      .select(typeof meta?.select === "string" ? meta.select : "*");
    if (error) return handleError(error as Parameters<typeof handleError>[0]);
    return { data: (data ?? []) as unknown as TData[] };
  };
  const deleteMany = async <TData extends BaseRecord>({
    resource,
    ids,
    meta,
  }: DeleteManyParams<unknown>): Promise<DeleteManyResponse<TData>> => {
    const client = meta?.schema ? untyped.schema(meta.schema) : untyped;
    const { data, error } = await client
      .from(resource)
      .delete()
      .in(typeof meta?.idColumnName === "string" ? meta.idColumnName : "id", ids as string[])
      .select(typeof meta?.select === "string" ? meta.select : "*");
    if (error) return handleError(error as Parameters<typeof handleError>[0]);
    return { data: (data ?? []) as unknown as TData[] };
  };
  return withFrenchErrors({
    ...base,
    ...withSaveFunctions(supabase, base),
    getList,
    custom,
    updateMany,
    deleteMany,
  });
};

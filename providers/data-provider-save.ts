// Saves that span several rows go through one SQL function (public.save_*, each in its domain's
// supabase/schemas/ file): a form's create or update with `meta.save` names the
// function, and its variables are the function's arguments (the row's columns in `p_values`,
// the address, the jobs…). The data provider calls the function once (rpc.ts's invokeRpc), with
// the record's id for an update; the function writes every row as the caller (row-level
// security applies) in one transaction and returns the saved row.
import type {
  BaseRecord,
  CreateParams,
  CreateResponse,
  DataProvider,
  MetaQuery,
  UpdateParams,
  UpdateResponse,
} from "@refinedev/core";
import { handleError } from "@refinedev/supabase";
import type { Database, Json } from "../src/database.types.ts";
import { invokeRpc, type RpcArgs, type RpcName, type RpcReturns } from "./rpc.ts";
import type { AppSupabaseClient } from "./supabase-client.ts";

/**
 * A record's save: a function that takes the row's columns as one JSON argument (`p_values`),
 * its id for an update (`p_id`) and the record's other rows (`p_address`, `p_job_ids`…): derived
 * from the generated schema, no list to keep.
 */
export type SaveFunction = {
  [F in RpcName]: Functions[F]["Args"] extends { p_values: Json } ? F : never;
}[RpcName];
type Functions = Database["public"]["Functions"];
/** A save's variables: the function's arguments but the id (Refine passes it). */
export type SaveVariables<F extends SaveFunction> = Omit<RpcArgs<F>, "p_id">;
/** The row a save function returns. */
export type SavedRow<F extends SaveFunction> = RpcReturns<F>;

export const saveMeta = <F extends SaveFunction>(fn: F) => ({ save: fn });

// meta.save is only ever set by saveMeta (or a request type's typed `create.save`)
const saveFunctionOf = (meta: MetaQuery | undefined): SaveFunction | undefined =>
  typeof meta?.save === "string" && /^[a-z_][a-z0-9_]*$/.test(meta.save) ? (meta.save as SaveFunction) : undefined;

async function save<TData extends BaseRecord>(
  supabase: AppSupabaseClient,
  fn: SaveFunction,
  variables: unknown,
  id?: string,
): Promise<{ data: TData }> {
  const args = { ...(variables as SaveVariables<typeof fn>), ...(id === undefined ? {} : { p_id: id }) };
  const { data, error } = await invokeRpc(supabase, fn, args);
  if (error) return handleError(error as Parameters<typeof handleError>[0]);
  // Refine's TData is the caller's view of the row the function returns.
  const row = data as BaseRecord;
  return { data: row as TData };
}

/** Refine's create and update, routed to a save function when the call's meta names one. */
export const withSaveFunctions = (
  supabase: AppSupabaseClient,
  base: Pick<DataProvider, "create" | "update">,
): Pick<DataProvider, "create" | "update"> => ({
  create: <TData extends BaseRecord = BaseRecord, TVariables = object>(
    params: CreateParams<TVariables>,
  ): Promise<CreateResponse<TData>> => {
    const fn = saveFunctionOf(params.meta);
    return fn ? save<TData>(supabase, fn, params.variables) : base.create<TData, TVariables>(params);
  },
  update: <TData extends BaseRecord = BaseRecord, TVariables = object>(
    params: UpdateParams<TVariables>,
  ): Promise<UpdateResponse<TData>> => {
    const fn = saveFunctionOf(params.meta);
    return fn ? save<TData>(supabase, fn, params.variables, String(params.id)) : base.update<TData, TVariables>(params);
  },
});

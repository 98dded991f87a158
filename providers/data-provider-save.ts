// Saves that span several rows go through one SQL function (public.save_*, each in its domain's
// supabase/schemas/ file): a form's create or update with `meta.save` names the
// function, and its variables are the function's arguments (the row's columns in `p_values`,
// the address, the jobs…). The data provider calls `POST /rest/v1/rpc/<function>` once, with
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
import type { Database } from "../src/database.types.ts";
import type { AppSupabaseClient } from "./supabase-client.ts";

type Functions = Database["public"]["Functions"];
export type SaveFunction =
  | "save_talent"
  | "save_company"
  | "save_agency"
  | "save_mission"
  | "save_medical_center"
  | "save_qualification_center"
  | "save_contract"
  | "declare_cooptation";
/** A save's variables: the function's arguments but the id (Refine passes it). */
export type SaveVariables<F extends SaveFunction> = Omit<Functions[F]["Args"], "p_id">;
/** The row a save function returns. */
export type SavedRow<F extends SaveFunction> = Functions[F]["Returns"];

export const saveMeta = (fn: SaveFunction) => ({ save: fn });

const SAVE_FUNCTIONS: readonly SaveFunction[] = [
  "save_talent",
  "save_company",
  "save_agency",
  "save_mission",
  "save_medical_center",
  "save_qualification_center",
  "save_contract",
  "declare_cooptation",
];
const saveFunctionOf = (meta: MetaQuery | undefined): SaveFunction | undefined =>
  SAVE_FUNCTIONS.find((fn) => fn === meta?.save);

async function save<TData extends BaseRecord>(
  supabase: AppSupabaseClient,
  fn: SaveFunction,
  variables: unknown,
  id?: string,
): Promise<{ data: TData }> {
  const args = { ...(variables as SaveVariables<typeof fn>), ...(id === undefined ? {} : { p_id: id }) };
  const { data, error } = await supabase.rpc(fn, args);
  if (error) return handleError(error);
  // Refine's TData is the caller's view of the row the function returns.
  const row: BaseRecord = data;
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

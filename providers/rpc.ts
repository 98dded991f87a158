// The one way the app calls a database function, typed by the generated schema
// (src/database.types.ts, `npm run db:types`): a function's name is a key of
// `Database["public"]["Functions"]`, its arguments that function's `Args` (a renamed or
// misspelt argument breaks the compilation of every caller), its answer its `Returns`.
//
//   useRpc(name, args, options?)        a read: Refine's useCustom (cached under Refine's key,
//                                       refetched, invalidated like any custom read)
//   useRpcMutation()                    a write: Refine's useCustomMutation; mutate / mutateAsync
//                                       take (name, args, notifications…) and give the Returns;
//                                       a refusal is toasted with the database's French message
//                                       (dbErrorNotification) unless the caller says otherwise
//   useRpcCall() / callRpc(provider…)   a plain call outside React Query (an export, a check
//                                       before a toast): the data provider's custom, no toast
//   rpcListSource: RpcListSource<F>     a list read from a set-returning function (meta.rpc,
//                                       data-provider-rpc.ts)
//   invokeRpc / rpcListQuery            the data provider's own use of supabase-js (and the boot's
//                                       user context): the only `.rpc(` of the app
//
// Every call goes through Refine's data provider (`custom` with `url: "rpc/<name>"`,
// providers/data-provider.ts), so errors, notifications and the database's French messages are
// those of every other write. `npm run lint` refuses a function named by a string anywhere else.
//
// Arguments: every generated argument may also be `null` — SQL passes NULL to any parameter and
// the functions decide what it means (« no comment », « every talent ») — and an array may be a
// readonly one, while names and types stay checked.
import {
  useCustom,
  useCustomMutation,
  useDataProvider,
  type BaseRecord,
  type CustomResponse,
  type DataProvider,
  type HttpError,
  type MetaQuery,
  type OpenNotificationParams,
  type UseCustomProps,
} from "@refinedev/core";
import type { SupabaseClient } from "@supabase/supabase-js";
import { useMemo } from "react";
import type { Database } from "../src/database.types.ts";
import { dbErrorNotification } from "../src/lib/forms/notifications.ts";

type Functions = Database["public"]["Functions"];

/** A function of the public schema. */
export type RpcName = keyof Functions;

// an array argument is only read: a readonly array will do
type Argument<T> = T extends (infer E)[] ? readonly E[] : T;
type OrNull<A> = { [K in keyof A]: Argument<A[K]> | null };

/** A function's arguments (a function without any takes `{}`), each of them possibly null, arrays readonly. */
export type RpcArgs<F extends RpcName> = [Functions[F]["Args"]] extends [never]
  ? Record<string, never>
  : OrNull<Functions[F]["Args"]>;

/** What a function returns: a row, an array of rows for `setof`/`table`, a scalar or Json. */
export type RpcReturns<F extends RpcName> = Functions[F]["Returns"];

/** The set-returning functions: those a list may read (meta.rpc). */
export type SetRpcName = {
  [F in RpcName]: RpcReturns<F> extends readonly unknown[] ? F : never;
}[RpcName];

/** The url of Refine's custom call that runs the function (data-provider.ts reads it back). */
export const rpcUrl = (name: RpcName): string => `rpc/${name}`;

/** The function a custom call's url names, if it names one. */
export const rpcNameOf = (url: string): string | undefined => /^rpc\/([a-z_][a-z0-9_]*)$/.exec(url)?.[1];

// --- notifications -----------------------------------------------------------------------

export type RpcNotifications<F extends RpcName> = {
  /**
   * The success toast: none (`false` or unset), a French title, or the toast's params (from the
   * function's answer when it says what was done: « Relevé envoyé à … »).
   */
  successNotification?: false | string | ((data: RpcReturns<F>) => OpenNotificationParams | false);
  /**
   * The refusal's toast: by default « Oops ! » with the database's French message
   * (dbErrorNotification); `false` when the caller shows the refusal itself.
   */
  errorNotification?: false | ((error?: HttpError) => OpenNotificationParams | false);
};

const successOf =
  <F extends RpcName>(success: RpcNotifications<F>["successNotification"]) =>
  (response?: { data: BaseRecord }): OpenNotificationParams | false => {
    if (!success) return false;
    if (typeof success === "string") return { type: "success", message: success };
    return success(response?.data as RpcReturns<F>);
  };

const errorOf = (error: RpcNotifications<RpcName>["errorNotification"]) =>
  error === undefined ? dbErrorNotification : error;

// --- reads -------------------------------------------------------------------------------

export type RpcReadOptions = {
  /** React Query's options (enabled, staleTime, placeholderData, retry…) */
  queryOptions?: Omit<
    NonNullable<UseCustomProps<BaseRecord, HttpError, unknown, unknown, BaseRecord>["queryOptions"]>,
    "select" | "queryKey" | "queryFn"
  >;
  /** the failed read's toast: by default « Oops ! » and the French reason; `false` when the screen shows it */
  errorNotification?: RpcNotifications<RpcName>["errorNotification"];
  /** extra meta for the data provider, and part of the query's key */
  meta?: MetaQuery;
};

/**
 * Reads a function through Refine's useCustom. `data` is the function's answer, undefined until
 * the first one (not Refine's frozen `{}`); `query` is React Query's result (isLoading, refetch…).
 */
export function useRpc<F extends RpcName>(name: F, args: RpcArgs<F>, options: RpcReadOptions = {}) {
  const { query } = useCustom<BaseRecord, HttpError, RpcArgs<F>>({
    url: rpcUrl(name),
    method: "get",
    config: { query: args },
    queryOptions: options.queryOptions,
    errorNotification: errorOf(options.errorNotification),
    meta: options.meta,
  });
  // the one place the data provider's untyped answer becomes the function's type
  const data = query.data?.data as RpcReturns<F> | undefined;
  return { data, query };
}

// --- writes ------------------------------------------------------------------------------

export type RpcMutateOptions<F extends RpcName> = RpcNotifications<F> & {
  onSuccess?: (data: RpcReturns<F>) => void;
  onError?: (error: HttpError) => void;
  onSettled?: () => void;
};

/**
 * Calls functions that change data, through Refine's useCustomMutation (one per hook: `isPending`
 * is the last call's). `mutateAsync` resolves with the function's answer and rejects after the
 * refusal's toast; `mutate` takes the callbacks with the notifications.
 */
export function useRpcMutation() {
  const { mutate: refineMutate, mutateAsync: refineMutateAsync, mutation } = useCustomMutation<BaseRecord>();
  const calls = useMemo(() => {
    const params = <F extends RpcName>(name: F, args: RpcArgs<F>, notify: RpcNotifications<F>) => ({
      url: rpcUrl(name),
      method: "post" as const,
      values: args,
      successNotification: successOf<F>(notify.successNotification),
      errorNotification: errorOf(notify.errorNotification),
    });
    return {
      mutateAsync: async <F extends RpcName>(
        name: F,
        args: RpcArgs<F>,
        notifications: RpcNotifications<F> = {},
      ): Promise<RpcReturns<F>> => {
        const response = await refineMutateAsync(params(name, args, notifications));
        return response.data as RpcReturns<F>;
      },
      mutate: <F extends RpcName>(name: F, args: RpcArgs<F>, options: RpcMutateOptions<F> = {}): void =>
        refineMutate(params(name, args, options), {
          onSuccess: (response: CustomResponse<BaseRecord>) => options.onSuccess?.(response.data as RpcReturns<F>),
          onError: (error: HttpError) => options.onError?.(error),
          onSettled: () => options.onSettled?.(),
        }),
    };
  }, [refineMutate, refineMutateAsync]);
  const variables = mutation.isPending ? mutation.variables : undefined;
  /** The arguments of the call in flight, if it is one of `name` (a row's own spinner). */
  const pendingArgs = <F extends RpcName>(name: F): RpcArgs<F> | undefined =>
    variables?.url === rpcUrl(name) ? (variables.values as RpcArgs<F>) : undefined;
  return { ...calls, isPending: mutation.isPending, pendingArgs, mutation };
}

// --- plain calls -------------------------------------------------------------------------

/** One call through a data provider's custom, outside React Query: no cache, no toast. */
export async function callRpc<F extends RpcName>(
  dataProvider: Pick<DataProvider, "custom">,
  name: F,
  args: RpcArgs<F>,
): Promise<RpcReturns<F>> {
  if (!dataProvider.custom) throw new Error("callRpc: the data provider has no custom method");
  const { data } = await dataProvider.custom({ url: rpcUrl(name), method: "post", payload: args });
  return data as RpcReturns<F>;
}

/** A typed call of any function (what useRpcCall gives; adapters such as the signature's take one). */
export type RpcCaller = <F extends RpcName>(name: F, args: RpcArgs<F>) => Promise<RpcReturns<F>>;

/** callRpc bound to the app's data provider. */
export function useRpcCall(): RpcCaller {
  const dataProvider = useDataProvider();
  return useMemo(() => (name, args) => callRpc(dataProvider(), name, args), [dataProvider]);
}

// --- lists read from a function (meta.rpc) -----------------------------------------------

/**
 * The set-returning function a list reads instead of its table, its arguments, and the list's
 * filters those arguments already express (not sent as column filters).
 */
export type RpcListSource<F extends SetRpcName = SetRpcName> = {
  [G in F]: { name: G; args: RpcArgs<G>; consumes?: string[] };
}[F];

/** A list's source, its arguments checked against the function's (the name infers them). */
export const rpcListSource = <F extends SetRpcName>(name: F, args: RpcArgs<F>, consumes?: string[]): RpcListSource<F> =>
  ({ name, args, ...(consumes ? { consumes } : {}) }) as RpcListSource<F>;

// --- the data provider's own calls -------------------------------------------------------

/**
 * supabase-js's rpc for the data provider (custom, save functions) and the boot's user context:
 * a name the caller typed (`invokeRpc`) or one the data provider was given at run time (a
 * custom url, a save's meta), the arguments as they came.
 */
export function invokeRpc<F extends RpcName>(
  client: SupabaseClient<Database>,
  name: F,
  args: RpcArgs<F>,
): PromiseLike<{ data: RpcReturns<F> | null; error: unknown }>;
export function invokeRpc(
  client: SupabaseClient<Database>,
  name: string,
  args: object,
): PromiseLike<{ data: unknown; error: unknown }>;
export function invokeRpc(client: SupabaseClient<Database>, name: string, args: object) {
  const untyped: SupabaseClient = client;
  return untyped.rpc(name, args as Record<string, unknown>);
}

/** The filter builder over a list's function (data-provider.ts adds select, order, range, filters). */
export const rpcListQuery = (
  client: SupabaseClient<Database>,
  source: RpcListSource,
  options: { schema?: string; count: "exact" | "planned" | "estimated" },
) => {
  const untyped: SupabaseClient = client;
  const target = options.schema ? untyped.schema(options.schema) : untyped;
  return target.rpc(source.name, source.args as Record<string, unknown>, { count: options.count });
};

// List reads started before their page renders (the current route's first read, at boot), and
// handed once to the page's own getList when it asks for the same thing. The key is what the
// request sends — resource, page, page size, sorters, filters, select and function source —
// so a page that asks for anything else simply reads again. A read older than MAX_AGE_MS, or
// one that failed, is not handed over.
import type { BaseRecord, GetListParams, GetListResponse } from "@refinedev/core";
import { rpcSourceOf, type RpcListMeta } from "./data-provider-rpc.ts";

/** Past this the first screen has long been shown, or never will be: read afresh. */
export const MAX_AGE_MS = 10_000;

type Entry = { at: number; result: Promise<GetListResponse<BaseRecord>>; value?: GetListResponse<BaseRecord> };
const pending = new Map<string, Entry>();

/** What a list request sends, as a string: two params with equal keys ask for the same rows. */
export const listKey = ({ resource, pagination, sorters, filters, meta }: GetListParams): string =>
  JSON.stringify([
    resource,
    pagination?.currentPage ?? 1,
    pagination?.pageSize ?? 10,
    pagination?.mode ?? "server",
    sorters ?? [],
    filters ?? [],
    meta?.schema ?? null,
    meta?.select ?? "*",
    rpcSourceOf(meta?.rpc as RpcListMeta | undefined, filters) ?? null,
  ]);

export const storePrefetchedList = (params: GetListParams, result: Promise<GetListResponse<BaseRecord>>, now = Date.now()): void => {
  const key = listKey(params);
  const entry: Entry = { at: now, result };
  pending.set(key, entry);
  result.then(
    (value) => {
      entry.value = value;
    },
    // a failed read is not kept for the page, which then reads (and reports) by itself
    () => {
      if (pending.get(key) === entry) pending.delete(key);
    },
  );
};

/**
 * The rows of a prefetched read of these params that has already arrived, without taking it:
 * the page's query starts from them (src/app/query-client.ts), and its first fetch then takes
 * the read itself, with no second request.
 */
export const arrivedPrefetchedList = (params: GetListParams, now = Date.now()): GetListResponse<BaseRecord> | undefined => {
  const entry = pending.get(listKey(params));
  return entry && now - entry.at <= MAX_AGE_MS ? entry.value : undefined;
};

/** The prefetched read of exactly these params, once; null when there is none or it is too old. */
export const takePrefetchedList = <T extends BaseRecord>(params: GetListParams, now = Date.now()): Promise<GetListResponse<T>> | null => {
  const key = listKey(params);
  const entry = pending.get(key);
  pending.delete(key);
  if (!entry || now - entry.at > MAX_AGE_MS) return null;
  return entry.result as Promise<GetListResponse<T>>;
};

/**
 * Whether a prefetched read may still be handed over. The query client asks at every list
 * query's build: expired reads no page took are dropped here, so that it stops looking.
 */
export const hasPrefetchedLists = (now = Date.now()): boolean => {
  for (const [key, entry] of pending) if (now - entry.at > MAX_AGE_MS) pending.delete(key);
  return pending.size > 0;
};

let waiting: { promise: Promise<void>; entries: Set<Entry> } | null = null;

/**
 * While prefetched reads are still on the network, a promise that settles when they have (or
 * after `maxWaitMs`): a page about to render its first read waits for the rows (React's `use`)
 * rather than rendering an empty table and again a moment later. Once given, the same promise,
 * settled, is given again until other reads start: a component that suspended on it calls
 * `use` on it again when it renders (React requires it). Null when no read was ever waited for.
 */
export const prefetchedListsInFlight = (maxWaitMs: number): Promise<void> | null => {
  const inFlight = [...pending.values()].filter((entry) => !("value" in entry));
  if (inFlight.some((entry) => !waiting?.entries.has(entry))) {
    const settled = Promise.allSettled(inFlight.map((entry) => entry.result)).then(() => undefined);
    waiting = { entries: new Set(inFlight), promise: Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs))]) };
  }
  return waiting?.promise ?? null;
};

/**
 * A list reader with prefetching: `getList` takes a prefetched read of the same params, else
 * reads; `prefetchList` starts a read for a getList to come.
 */
export const withPrefetchedLists = (read: <T extends BaseRecord>(params: GetListParams) => Promise<GetListResponse<T>>) => ({
  getList: <T extends BaseRecord>(params: GetListParams): Promise<GetListResponse<T>> => takePrefetchedList<T>(params) ?? read<T>(params),
  prefetchList: (params: GetListParams): void => storePrefetchedList(params, read(params)),
});

/** Forgets every prefetched read (on sign-out: they were read with the previous session). */
export const clearPrefetchedLists = (): void => {
  pending.clear();
  waiting = null;
};

// Refine's query client, with Refine's own defaults (no refetch on window focus, previous data
// kept while the next page loads) and a short freshness: a read prefetched at boot
// (first-read.ts) is what the page's first render shows, not a reason to read again on mount.
// Mutations still invalidate what they change, and live updates refetch. A read the database
// refused is shown at once, not after three retries (query-retry.ts).
// A status history is written by the database (the status_transition trigger) whatever saved the
// status: a form's « Enregistrer », a status card's button, an RPC, a kanban move. No screen can
// list every history a save touches, so any successful save reads the histories on screen again
// (those not shown are only marked stale).
import { keys } from "@refinedev/core";
import {
  keepPreviousData,
  MutationCache,
  notifyManager,
  QueryClient,
  type QueryClientConfig,
} from "@tanstack/react-query";
import { retryTransient } from "./query-retry.ts";

// TanStack Query tells each query's observers in a task of its own (setTimeout 0 per update), so
// that queries settling one after another give React one render and commit each: the sider's
// fifty access checks alone made about a hundred commits before the first rows. One task for
// the updates due at the same time lets React render them together.
let due: Array<() => void> = [];
const coalescingScheduler = (callback: () => void): void => {
  due.push(callback);
  if (due.length === 1)
    setTimeout(() => {
      const run = due;
      due = [];
      for (const notify of run) notify();
    }, 0);
};
notifyManager.setScheduler(coalescingScheduler);

export const STALE_TIME_MS = 10_000;

/** Refine's key of every read of public.status_history (lists, one, many). */
export const STATUS_HISTORY_KEY = keys().data().resource("status_history").get();

export const createQueryClient = (config: QueryClientConfig = {}): QueryClient => {
  const mutationCache =
    config.mutationCache ??
    new MutationCache({
      onSuccess: () => void client.invalidateQueries({ queryKey: STATUS_HISTORY_KEY }),
    });
  const client: QueryClient = new QueryClient({
    ...config,
    mutationCache,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        refetchOnWindowFocus: false,
        placeholderData: keepPreviousData,
        staleTime: STALE_TIME_MS,
        retry: retryTransient,
        ...config.defaultOptions?.queries,
      },
    },
  });
  return client;
};

// Refine's query client, with Refine's own defaults (no refetch on window focus, previous data
// kept while the next page loads) and a short freshness: a read prefetched at boot
// (first-read.ts) is what the page's first render shows, not a reason to read again on mount.
// Mutations still invalidate what they change, and live updates refetch.
import { keepPreviousData, QueryClient, type QueryClientConfig } from "@tanstack/react-query";

export const STALE_TIME_MS = 10_000;

export const createQueryClient = (config: QueryClientConfig = {}): QueryClient =>
  new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        refetchOnWindowFocus: false,
        placeholderData: keepPreviousData,
        staleTime: STALE_TIME_MS,
        ...config.defaultOptions?.queries,
      },
    },
  });

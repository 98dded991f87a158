// A record opened from a list is already in that list's rows: its page shows the row at once
// (its title, its status) while its own read is on the network, instead of a loading state.
// The row is TanStack Query's placeholder of the record's useOne: the page renders its header
// from it and the rest only from the whole record (useRecordOpenedFromList).
import { keys, useOne, type BaseRecord, type LiveModeProps, type MetaQuery } from "@refinedev/core";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import { usePaintedSinceMount } from "../browser/when-idle.ts";

type Row = { id?: unknown } & Record<string, unknown>;

/**
 * The first row with id `id` among the cached reads of `resource`'s lists (Refine's useList /
 * useTable keys, default data provider) that holds every field of `fields`; undefined if none.
 */
export const rowFromLists = (
  queryClient: QueryClient,
  resource: string,
  id: string | undefined,
  fields: readonly string[],
): Row | undefined => {
  if (!id) return undefined;
  const lists = queryClient.getQueriesData<{ data?: unknown }>({
    queryKey: keys().data("default").resource(resource).action("list").get(),
  });
  for (const [, list] of lists) {
    const rows = Array.isArray(list?.data) ? (list.data as Row[]) : [];
    const row = rows.find((candidate) => candidate?.id === id);
    if (row && fields.every((field) => row[field] !== undefined)) return row;
  }
  return undefined;
};

/** A record read this recently was read for the navigation that mounts its page (beside its code). */
const READ_WITH_THE_NAVIGATION_MS = 1_000;

/**
 * The whole record for what the page renders beyond its header, or null until then: while the
 * list's row stands in for it, and — when the record came with this navigation or after — until
 * the header has painted, the rest rendering in a deferred render, so that the header is on
 * screen first. A record already read before (another tab of the same record) renders at once.
 */
export const useRecordAfterHeader = <Record>(query: {
  data?: { data?: Record };
  isPlaceholderData: boolean;
  dataUpdatedAt: number;
}): Record | null => {
  const whole = query.isPlaceholderData ? null : (query.data?.data ?? null);
  const [shownBefore] = useState(
    () => whole !== null && Date.now() - query.dataUpdatedAt > READ_WITH_THE_NAVIGATION_MS,
  );
  const painted = usePaintedSinceMount();
  const deferred = useDeferredValue(painted ? whole : null, null);
  return shownBefore ? whole : deferred;
};

/**
 * A record page's read (`read`: the same params the route starts at navigation, AppRoute.reads):
 * its `query` — whose data, until the read answers, is the row of a cached list that holds the
 * header's fields (`headerFields`), flagged `isPlaceholderData` — and `record`, the whole record
 * for everything beyond the header (useRecordAfterHeader), null until then.
 */
export const useRecordOpenedFromList = <Record extends BaseRecord>(
  read: { resource: string; id: string; meta?: MetaQuery },
  headerFields: readonly string[],
  { liveMode }: LiveModeProps = {},
) => {
  const queryClient = useQueryClient();
  const { query } = useOne<Record>({
    ...read,
    liveMode,
    queryOptions: {
      enabled: !!read.id,
      placeholderData: () => {
        const row = rowFromLists(queryClient, read.resource, read.id, headerFields);
        // the row is the record only in part: the page reads nothing else from it
        return row ? { data: row as unknown as Record } : undefined;
      },
    },
  });
  return { query, record: useRecordAfterHeader(query) };
};

/** A record page's form does not read again a record its page read this recently. */
const FORM_FRESH_MS = 10_000;

/**
 * The query options of a record page's edit form (Refine's useForm) fed by the page's whole
 * record, read at `readAt`: the form fills without a second read. A form cached from an earlier
 * visit is read again as it mounts, and a save reads it again (Refine's invalidation).
 */
export const formFedByPage = <Record>(record: Record, readAt: number) => ({
  initialData: { data: record },
  initialDataUpdatedAt: readAt,
  staleTime: FORM_FRESH_MS,
});

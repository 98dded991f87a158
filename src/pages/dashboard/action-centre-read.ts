// The action centre's one read (public.action_centre(): every queue of the user), declared
// once for the page's useList and for the route's boot prefetch (src/app/first-read.ts), so
// that the page landing after sign-in finds its queues in the cache on its first render.
import type { GetListParams } from "@refinedev/core";
import { rpcListSource } from "../../../providers/rpc.ts";

export const ACTION_CENTRE_RESOURCE = "action-center";

export const ACTION_CENTRE_READ: GetListParams = {
  resource: ACTION_CENTRE_RESOURCE,
  // 12 rules × 50 items at most (the function keeps each rule's 50 most urgent)
  pagination: { currentPage: 1, pageSize: 1000, mode: "server" },
  sorters: [],
  filters: [],
  meta: { rpc: rpcListSource("action_centre", {}), select: "*", count: "exact" },
};

/** The route's first read: always the same, whatever the query string. */
export const firstActionCentreRead = (): GetListParams => ACTION_CENTRE_READ;

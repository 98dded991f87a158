// Started by the mission page while its own read is on the network: the board's two reads, so
// that the applications tab finds its rows in the query cache (or joins the read under way)
// instead of asking only once the mission has arrived. Same params as the board's, hence the
// same queries; this observer never re-renders the page (no props to notify).
import { useList } from "@refinedev/core";
import { kanbanListParams, TRANSITIONS_LIST } from "./select.ts";

export const usePrefetchKanban = (missionId: string, enabled: boolean) => {
  useList({
    ...kanbanListParams(missionId),
    liveMode: "off",
    queryOptions: { enabled, notifyOnChangeProps: [] },
  });
  useList({
    ...TRANSITIONS_LIST,
    liveMode: "off",
    queryOptions: { enabled, staleTime: Infinity, notifyOnChangeProps: [] },
  });
};

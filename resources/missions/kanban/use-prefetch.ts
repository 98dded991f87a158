// Started by the mission page while its own read is on the network: the board's reads, so
// that the applications tab finds its rows in the query cache (or joins the read under way)
// instead of asking only once the mission has arrived. Same params as the board's, hence the
// same queries; this observer never re-renders the page (no props to notify).
import { useCan, useList } from "@refinedev/core";
import { enumLabelsList } from "../../../src/components/status/use-enum-style.ts";
import { kanbanListParams, TRANSITIONS_LIST } from "./select.ts";

export const usePrefetchKanban = (missionId: string, enabled: boolean) => {
  useList({
    ...kanbanListParams(missionId),
    liveMode: "off",
    queryOptions: { enabled, notifyOnChangeProps: [] },
  });
  const labels = (name: string) => {
    const read = enumLabelsList(name);
    return { ...read, queryOptions: { ...read.queryOptions, enabled, notifyOnChangeProps: [] } };
  };
  useList(labels("application_stage"));
  useList(labels("application_source"));
  useList(labels("application_rejection_reason"));
  useList({
    ...TRANSITIONS_LIST,
    liveMode: "off",
    queryOptions: { enabled, staleTime: Infinity, notifyOnChangeProps: [] },
  });
  // the board's access check for "Créer le contrat": answered before the rows arrive, it does
  // not redraw the cards after them (`enabled` is part of the key: left unset, as the board's)
  useCan({
    resource: "contract",
    action: "create",
    queryOptions: { enabled: enabled ? undefined : false, notifyOnChangeProps: [] },
  });
};

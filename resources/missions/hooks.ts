// Lookups of the mission screens: the counts per status of a list (public.mission_status_counts),
// the establishments and contacts of a company, the status transitions and history, the warnings.
import { useSelect } from "@refinedev/antd";
import { useList } from "@refinedev/core";
import { App } from "antd";
import { useRpc, useRpcCall } from "../../providers/rpc.ts";
import { t } from "../../src/i18n/index.ts";
import type { MissionStatus } from "../../src/domain/missions/constants.ts";
import { STATUS_HISTORY_SELECT } from "../../src/domain/status/history.ts";
import type { StatusHistoryRow, TransitionRow } from "../../src/domain/status/history.ts";

export type StatusCount = { status: MissionStatus; count: number };

/** Missions per status of one kind, as the caller (the quick filters' figures). */
export const useMissionStatusCounts = (isClientOrder: boolean) => {
  const { data, query } = useRpc(
    "mission_status_counts",
    { p_is_client_order: isClientOrder },
    { errorNotification: false },
  );
  const counts: StatusCount[] = data ?? [];
  return { counts, refetch: query.refetch };
};

/** The companies the user can read, the selected one named before the list loads. */
export const useCompanySelect = (companyId?: string | null) =>
  useSelect<{ id: string; name: string }>({
    liveMode: "off",
    resource: "company",
    optionLabel: "name",
    optionValue: "id",
    defaultValue: companyId ?? undefined,
    sorters: [{ field: "name", order: "asc" }],
    onSearch: (value) => [{ field: "name", operator: "contains", value }],
    pagination: { pageSize: 50, mode: "server" },
  });

/** The mission status moves of public.status_transition (readable by every team member). */
export const useMissionTransitions = () =>
  useList<TransitionRow>({
    liveMode: "off",
    resource: "status_transition",
    filters: [
      { field: "entity", operator: "eq", value: "mission" },
      { field: "status_column", operator: "eq", value: "status" },
    ],
    pagination: { pageSize: 100 },
    meta: { select: "id, from_status, to_status, roles, requires_comment" },
  });

export const useMissionStatusHistory = (missionId: string) =>
  useList<StatusHistoryRow>({
    resource: "status_history",
    filters: [
      { field: "entity", operator: "eq", value: "mission" },
      { field: "entity_id", operator: "eq", value: missionId },
      { field: "status_column", operator: "eq", value: "status" },
    ],
    sorters: [{ field: "changed_at", order: "desc" }],
    pagination: { pageSize: 50 },
    meta: { select: STATUS_HISTORY_SELECT },
  });

/** Non-blocking warnings of a mission (délai de carence), public.mission_warnings. */
export const useMissionWarnings = (missionId: string) => {
  const { data, query } = useRpc("mission_warnings", { p_id: missionId }, { errorNotification: false });
  return { warnings: data ?? [], refetch: query.refetch };
};

/** After a save: the mission's warnings (délai de carence) as a warning toast, when there are any. */
export const useWarnAfterSave = () => {
  const callRpc = useRpcCall();
  const { notification } = App.useApp();
  return async (missionId: string) => {
    try {
      const data = await callRpc("mission_warnings", { p_id: missionId });
      if (Array.isArray(data) && data.length)
        notification.warning({ message: t("resources.missions.warnings.title"), description: data.join("\n") });
    } catch {
      // a warning that cannot be read does not undo the save
    }
  };
};

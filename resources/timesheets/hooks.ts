// Lookups of the timesheet screens: the tabs' counts (public.timesheet_week_counts), a week's days,
// warnings, rounds, contests and history; a contract's period, its client's night period and the
// contracts a week may be created for (the talents filter: src/domain/talents/talents-select.ts).
import { useSelect } from "@refinedev/antd";
import { useList, type CrudFilters } from "@refinedev/core";
import { useRpc } from "../../providers/rpc.ts";
import { displayName } from "../../src/lib/names/display-name.ts";
import { STATUS_HISTORY_SELECT } from "../../src/domain/status/history.ts";
import type { StatusHistoryRow } from "../../src/domain/status/history.ts";
import { WEEK_CONTRACT_STATUSES, type TimesheetTab } from "./constants.ts";
import { contractSearch } from "./filters.ts";
import { countParams } from "./filters.ts";
import { TIMESHEET_DAY_SELECT } from "./select.ts";
import type { ContestRow, DeclarationRow, RoundRow, TimesheetDayRow, WarningRow } from "./types.ts";
import type { NightWindow } from "./split.ts";
import type { ContractPeriod } from "./week-span.ts";

export type TabCounts = Partial<Record<TimesheetTab, number>>;

export const useTimesheetCounts = (filters: CrudFilters) => {
  const { data, query } = useRpc("timesheet_week_counts", countParams(filters), { errorNotification: false });
  // a JSON object of counts per tab (public.timesheet_week_counts)
  const counts = (data && typeof data === "object" && !Array.isArray(data) ? data : {}) as TabCounts;
  return { counts, refetch: query.refetch };
};

/** The saved days of a week (none without an id). */
export const useWeekDays = (weekId: string | null | undefined) =>
  useList<TimesheetDayRow>({
    resource: "timesheet_day",
    filters: [{ field: "timesheet_week_id", operator: "eq", value: weekId }],
    sorters: [{ field: "date", order: "asc" }],
    pagination: { mode: "off" },
    meta: { select: TIMESHEET_DAY_SELECT },
    queryOptions: { enabled: !!weekId },
    liveMode: "off",
  });

/** The days of the same contract's previous week (for « Copier la semaine précédente »). */
export const usePreviousWeekDays = (contractKey: string | undefined, previousMonday: string | undefined) =>
  useList<TimesheetDayRow & { week: { contract_key: string; week_start: string } }>({
    resource: "timesheet_day",
    filters: [
      { field: "week.contract_key", operator: "eq", value: contractKey },
      { field: "week.week_start", operator: "eq", value: previousMonday },
    ],
    pagination: { mode: "off" },
    meta: { select: `${TIMESHEET_DAY_SELECT}, week:timesheet_week_id!inner(contract_key, week_start)` },
    queryOptions: { enabled: !!contractKey && !!previousMonday },
    liveMode: "off",
  });

export const useWeekWarnings = (weekId: string | null | undefined) => {
  const { data, query } = useRpc(
    "timesheet_week_warnings",
    { p_week_id: weekId ?? null },
    { errorNotification: false, queryOptions: { enabled: !!weekId } },
  );
  const warnings: WarningRow[] = data ?? [];
  return { warnings, refetch: query.refetch };
};

export const useWeekRounds = (weekId: string | null | undefined) =>
  useList<RoundRow>({
    resource: "timesheet_week_round",
    filters: [{ field: "timesheet_week_id", operator: "eq", value: weekId }],
    sorters: [{ field: "round", order: "asc" }],
    pagination: { mode: "off" },
    meta: { select: "id, round, outcome, total_hours, days, dispute_reason, signer_name, created_at" },
    queryOptions: { enabled: !!weekId },
    liveMode: "off",
  });

/** The talent's declarations kept as conflicts (their space's hours; none without an id). */
export const useTalentConflicts = (weekId: string | null | undefined) =>
  useList<DeclarationRow>({
    resource: "timesheet_day_declaration",
    filters: [
      { field: "timesheet_week_id", operator: "eq", value: weekId },
      { field: "status", operator: "eq", value: "conflict" },
    ],
    sorters: [{ field: "date", order: "asc" }],
    pagination: { mode: "off" },
    meta: { select: "date, start_time, end_time, break_minutes, worked_hours, status" },
    queryOptions: { enabled: !!weekId },
    liveMode: "off",
  });

export const useWeekContests = (weekId: string | null | undefined) =>
  useList<ContestRow>({
    resource: "timesheet_contest",
    filters: [{ field: "timesheet_week_id", operator: "eq", value: weekId }],
    sorters: [
      { field: "round", order: "asc" },
      { field: "day_date", order: "asc" },
    ],
    pagination: { mode: "off" },
    meta: { select: "id, round, day_date, reason, signer_name" },
    queryOptions: { enabled: !!weekId },
    liveMode: "off",
  });

export const useWeekHistory = (weekId: string | null | undefined) =>
  useList<StatusHistoryRow>({
    resource: "status_history",
    filters: [
      { field: "entity", operator: "eq", value: "timesheet_week" },
      { field: "entity_id", operator: "eq", value: weekId },
    ],
    sorters: [{ field: "changed_at", order: "desc" }],
    pagination: { pageSize: 50 },
    meta: { select: STATUS_HISTORY_SELECT },
    queryOptions: { enabled: !!weekId },
    liveMode: "off",
  });

/** The contract's period, souplesse included (public.contract_timesheet_period); null while unknown. */
export const useContractPeriod = (contractId: string | null | undefined) => {
  const { data, query } = useRpc(
    "contract_timesheet_period",
    { p_contract_id: contractId ?? null },
    { errorNotification: false, queryOptions: { enabled: !!contractId } },
  );
  // a JSON object of this shape (public.contract_timesheet_period)
  const period = data && typeof data === "object" && "first_day" in data ? (data as ContractPeriod) : null;
  return { period, loading: !!contractId && query.isLoading };
};

/** The client's night period on the week's first day (public.contract_night_window); null while unknown. */
export const useNightWindow = (contractId: string | null | undefined, on: string | null | undefined) => {
  const { data } = useRpc(
    "contract_night_window",
    { p_contract_id: contractId ?? null, p_on: on ?? null },
    { errorNotification: false, queryOptions: { enabled: !!contractId && !!on } },
  );
  // a JSON object of this shape (public.contract_night_window)
  return data && typeof data === "object" && "start_hour" in data ? (data as NightWindow) : null;
};

type ContractOption = {
  id: string;
  contract_key: string;
  job_name: string | null;
  talent: { first_name: string | null; last_name: string | null } | null;
  company: { name: string } | null;
};

/** The contracts a week may be created for, searched on the server (contractSearch). */
export const useTimesheetContractsSelect = () =>
  useSelect<ContractOption>({
    liveMode: "off",
    resource: "contract",
    optionLabel: (row) =>
      [row.contract_key, row.talent ? displayName(row.talent, { upperLastName: true }) : null, row.company?.name]
        .filter(Boolean)
        .join(" · "),
    optionValue: "id",
    filters: [
      { field: "is_amendment", operator: "eq", value: false },
      { field: "status", operator: "in", value: [...WEEK_CONTRACT_STATUSES] },
    ],
    sorters: [{ field: "start_date", order: "desc" }],
    onSearch: contractSearch,
    pagination: { pageSize: 20, mode: "server" },
    meta: {
      select:
        "id, contract_key, job_name, talent:talent_id!inner(first_name, last_name, search_text), company:company_id(name)",
    },
  });

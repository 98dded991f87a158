// Lookups of the contract screens: the counts per status (public.contract_status_counts), the
// status moves and history, the field diffs, the pricing (empty for the
// roles contract_pricing's RLS refuses), the warnings (public.contract_warnings).
import { useList, useOne } from "@refinedev/core";
import { useRpc } from "../../providers/rpc.ts";
import type { ContractStatus } from "../../src/domain/contracts/constants.ts";
import { CHANGE_SELECT, PRICING_SELECT, STATUS_HISTORY_SELECT } from "./select.ts";
import type { ChangeRow, ContractWarning, PricingRow, StatusHistoryRow } from "./types.ts";
import type { TransitionRow } from "../../src/domain/status/history.ts";

export type StatusCount = { status: ContractStatus; count: number };

/** Contracts (or amendments) per status, as the caller (the quick filters' figures). */
export const useContractStatusCounts = (isAmendment: boolean) => {
  const { data, query } = useRpc(
    "contract_status_counts",
    { p_is_amendment: isAmendment },
    { errorNotification: false },
  );
  const counts: StatusCount[] = data ?? [];
  return { counts, refetch: query.refetch };
};

/** The contract status moves of public.status_transition (readable by every team member). */
export const useContractTransitions = () =>
  useList<TransitionRow>({
    liveMode: "off",
    resource: "status_transition",
    filters: [
      { field: "entity", operator: "eq", value: "contract" },
      { field: "status_column", operator: "eq", value: "status" },
    ],
    pagination: { pageSize: 100 },
    meta: { select: "id, from_status, to_status, roles, requires_comment" },
    queryOptions: { staleTime: Infinity },
  });

export const useContractStatusHistory = (contractId: string) =>
  useList<StatusHistoryRow>({
    resource: "status_history",
    filters: [
      { field: "entity", operator: "eq", value: "contract" },
      { field: "entity_id", operator: "eq", value: contractId },
      { field: "status_column", operator: "eq", value: "status" },
    ],
    sorters: [{ field: "changed_at", order: "desc" }],
    pagination: { pageSize: 50 },
    meta: { select: STATUS_HISTORY_SELECT },
  });

export const useContractChanges = (contractId: string) =>
  useList<ChangeRow>({
    resource: "contract_change",
    filters: [{ field: "contract_id", operator: "eq", value: contractId }],
    sorters: [{ field: "changed_at", order: "desc" }],
    pagination: { pageSize: 100 },
    meta: { select: CHANGE_SELECT },
  });

/** The contract's pricing: no row for the roles that may not see coefficients (RLS). */
export const useContractPricing = (contractId: string | undefined) => {
  const { result, query } = useList<PricingRow>({
    resource: "contract_pricing",
    filters: [{ field: "contract_id", operator: "eq", value: contractId }],
    pagination: { pageSize: 1 },
    meta: { select: PRICING_SELECT },
    queryOptions: { enabled: !!contractId },
  });
  return { pricing: result.data[0] ?? null, query };
};

export const useContractWarnings = (contractId: string) => {
  const { data, query } = useRpc("contract_warnings", { p_contract_id: contractId }, { errorNotification: false });
  const warnings: ContractWarning[] = data ?? [];
  return { warnings, query };
};

/** The client of a contract being written: its company, else its mission's (prepare_contract's rule). */
export const useContractCompanyId = (companyId: string | null | undefined, missionId: string | null | undefined) => {
  const { result } = useOne<{ id: string; company_id: string | null }>({
    liveMode: "off",
    resource: "mission",
    id: missionId ?? "",
    meta: { select: "id, company_id" },
    queryOptions: { enabled: !companyId && !!missionId },
  });
  return companyId || (missionId ? result?.company_id : null) || null;
};

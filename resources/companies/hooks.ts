// Lookups of companies and company groups for the other screens' selects, the NAF list, and a
// company's status moves and their history.
import { useSelect } from "@refinedev/antd";
import { useList, useOne } from "@refinedev/core";
import { useEffect, useState } from "react";
import type { Tables } from "../../src/database.types.ts";
import type { RecordLookup } from "../../src/components/form/record-select.tsx";
import { useStatusTransitions } from "../../src/components/status/use-status-transitions.ts";
import { loadNafIndex, type NafIndex } from "./naf.ts";

export type CompanyStatusHistoryRow = Pick<
  Tables<"status_history">,
  "id" | "from_status" | "to_status" | "comment" | "changed_at"
>;

/** The companies a picker offers: by name, 50 at a time, searched by name. */
export const COMPANY_LOOKUP: RecordLookup<{ id: string; name: string }> = {
  liveMode: "off",
  resource: "company",
  optionLabel: "name",
  optionValue: "id",
  sorters: [{ field: "name", order: "asc" }],
  onSearch: (value) => [{ field: "name", operator: "contains", value }],
  pagination: { pageSize: 50, mode: "server" },
};

/** The active groups a company can join; `current` (its group, perhaps archived since) stays shown. */
export const useCompanyGroupsSelect = (current?: string | null) =>
  useSelect<{ id: string; name: string }>({
    liveMode: "off",
    resource: "company_group",
    optionLabel: "name",
    optionValue: "id",
    filters: [{ field: "status", operator: "eq", value: "active" }],
    defaultValue: current ?? undefined,
    sorters: [{ field: "name", order: "asc" }],
    pagination: { pageSize: 200, mode: "server" },
  });

/** The NAF sub-classes, loaded lazily on first use (undefined while loading). */
export const useNafIndex = (): NafIndex | undefined => {
  const [index, setIndex] = useState<NafIndex>();
  useEffect(() => {
    let live = true;
    void loadNafIndex().then((loaded) => live && setIndex(loaded));
    return () => {
      live = false;
    };
  }, []);
  return index;
};

/** The company status moves of public.status_transition (the shared read, readable by every team member). */
export const useCompanyTransitions = () => useStatusTransitions("company");

/** The company's status moves, newest first, with their comments (a block's motif). */
export const useCompanyStatusHistory = (companyId: string) =>
  useList<CompanyStatusHistoryRow>({
    liveMode: "off",
    resource: "status_history",
    filters: [
      { field: "entity", operator: "eq", value: "company" },
      { field: "entity_id", operator: "eq", value: companyId },
      { field: "status_column", operator: "eq", value: "status" },
    ],
    sorters: [{ field: "changed_at", order: "desc" }],
    pagination: { pageSize: 50 },
    meta: { select: "id, from_status, to_status, comment, changed_at" },
  });

/** The status of a company chosen in another screen's form (nothing read without one). */
export const useCompanyStatus = (companyId: string | null | undefined) =>
  useOne<Pick<Tables<"company">, "id" | "status">>({
    liveMode: "off",
    resource: "company",
    id: companyId ?? "",
    meta: { select: "id, status" },
    queryOptions: { enabled: !!companyId },
  }).result?.status;

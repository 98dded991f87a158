// The company screens' reads: the NAF list, a company's status moves and their history (the
// pickers of companies and groups other screens use: src/domain/companies/lookups.ts).
import { useList } from "@refinedev/core";
import { useEffect, useState } from "react";
import type { Tables } from "../../src/database.types.ts";
import { useStatusTransitions } from "../../src/components/status/use-status-transitions.ts";
import { loadNafIndex, type NafIndex } from "./naf.ts";

export type CompanyStatusHistoryRow = Pick<
  Tables<"status_history">,
  "id" | "from_status" | "to_status" | "comment" | "changed_at"
>;

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

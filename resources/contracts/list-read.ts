// The contract lists' read (src/components/table/list-read.ts): contracts and amendments are one
// table, the kind as a permanent filter (is_amendment), newest first — served by
// contract_kind_created_idx (supabase/schemas/07_contracts.sql).
import type { CrudFilter, GetListParams } from "@refinedev/core";
import { firstListRead, type ListRead } from "../../src/components/table/list-read.ts";
import { CONTRACT_LIST_SELECT } from "./select.ts";

export const CONTRACT_LIST_READ: ListRead = {
  resource: "contract",
  pageSize: 25,
  sorters: [{ field: "created_at", order: "desc" }],
  meta: () => ({ select: CONTRACT_LIST_SELECT, count: "estimated" }),
};

export type ContractKind = "contracts" | "amendments";

/** The list's permanent filter: contracts or amendments. */
export const kindFilter = (kind: ContractKind): CrudFilter => ({
  field: "is_amendment",
  operator: "eq",
  value: kind === "amendments",
});

/** The route's boot prefetch: the default read with the kind's filter, as useTable asks for it. */
export const firstContractListRead =
  (kind: ContractKind) =>
  (search: URLSearchParams): GetListParams | null => {
    const params = firstListRead(CONTRACT_LIST_READ)(search);
    return params && { ...params, filters: [kindFilter(kind)] };
  };

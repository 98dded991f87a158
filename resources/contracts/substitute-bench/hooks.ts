// The bench's reads: public.substitute_bench for the URL's criteria (useRpc over Refine's
// useCustom), and the contract to replace with its coefficient when the roles may read it.
import { keepPreviousData } from "@tanstack/react-query";
import { useOne } from "@refinedev/core";
import { useRpc } from "../../../providers/rpc.ts";
import { useContractPricing } from "../hooks.ts";
import { usePricingRights } from "../rights.ts";
import { CONTRACT_SHOW_SELECT } from "../select.ts";
import type { ContractRow } from "../types.ts";
import { groupByNeed, toRpcArgs, type BenchCriteria } from "./bench.utils.ts";
import type { BenchRow } from "./types.ts";

export const useSubstituteBench = (criteria: BenchCriteria) => {
  const { data, query } = useRpc("substitute_bench", toRpcArgs(criteria), {
    queryOptions: { placeholderData: keepPreviousData },
    errorNotification: false,
  });
  const rows: BenchRow[] = data ?? [];
  return {
    needs: groupByNeed(rows),
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
  };
};

/** The contract of the absent temp, and its coefficient (null for the roles that may not read it). */
export const useContractToReplace = (contractId: string | undefined) => {
  const rights = usePricingRights();
  const contract = useOne<ContractRow>({
    resource: "contract",
    id: contractId ?? "",
    meta: { select: CONTRACT_SHOW_SELECT },
    queryOptions: { enabled: !!contractId },
  });
  const pricing = useContractPricing(rights.canSeePricing ? contractId : undefined);
  const loading = contract.query.isLoading || (rights.canSeePricing && pricing.query.isLoading);
  return { contract: contract.result, pricing: pricing.pricing, loading };
};

// An acompte's figures, computed by the server (docs/rules/pay.md#acomptes): the pay-net Edge
// Function reads the month's gross earned on the talent's signed or validated days as the user
// (RLS decides; on the chosen contract's key when there is one, as the request's trigger sums
// it), computes its net before tax with the pay engine, records it — the only net the database
// accepts: the request's trigger sets estimated_net_earned from it — and answers the gross, the
// net, the month's advances already granted, the policy's ratio and the ceiling. Nothing is
// computed in the browser, and the form sends no net.
import { useQuery } from "@tanstack/react-query";
import { invokeFunction } from "../../../providers/client-calls.ts";

export type AdvanceFigures = {
  talent_id: string;
  /** The month's first day, "YYYY-MM-DD". */
  month: string;
  contract_key: string | null;
  /** Gross earned on the month's signed or validated days, €. */
  gross: number;
  /** The server's net before tax of that gross, €; null without work done in the month. */
  net: number | null;
  /** Approved, paid or deducted advances of the month, €. */
  already_advanced: number;
  max_ratio: number;
  /** The most that may be approved: net × ratio − advances, never below 0, €; null without net. */
  ceiling: number | null;
  computed_at: string | null;
};

export const advanceFiguresKey = (talentId: string, month: string, contractId: string | null) =>
  ["functions", "pay-net", "advance", talentId, month, contractId] as const;

/** The server's figures of a talent's month (`month`: its first day), asked again each time the form opens. */
export const useAdvanceFigures = ({
  talentId,
  month,
  contractId,
}: {
  talentId: string | null | undefined;
  month: string;
  contractId: string | null | undefined;
}) =>
  useQuery({
    queryKey: advanceFiguresKey(talentId ?? "", month, contractId ?? null),
    queryFn: () =>
      invokeFunction<AdvanceFigures>("pay-net", { talent_id: talentId, month, contract_id: contractId ?? null }),
    enabled: !!talentId,
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

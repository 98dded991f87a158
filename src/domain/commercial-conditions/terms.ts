// The signed commercial conditions a client's order or contract starts from
// (public.client_coefficient_terms): nothing for the roles that do not see coefficients.
import { useRpc } from "../../../providers/rpc.ts";
import type { Database } from "../../database.types.ts";

export type ClientTerms = Database["public"]["Functions"]["client_coefficient_terms"]["Returns"][number];

export const useClientTerms = (companyId: string | null | undefined, jobName?: string | null, on?: string | null) => {
  const { data, query } = useRpc(
    "client_coefficient_terms",
    { p_company_id: companyId ?? null, p_job_name: jobName || undefined, p_on: on || undefined },
    { errorNotification: false, queryOptions: { enabled: !!companyId } },
  );
  const terms: ClientTerms | null = data?.[0] ?? null;
  return { terms, loading: !!companyId && query.isLoading };
};

/** What the form's figures say against the signed terms: a coefficient that departs from them, a
 * wage under the grid line's minimum pay (both warnings: the database decides what it refuses). */
export const termsWarnings = (
  terms: ClientTerms,
  coefficient: number | null | undefined,
  wage: number | null | undefined,
) => ({
  departs: coefficient != null && Math.abs(Number(coefficient) - Number(terms.coefficient)) > 0.0005,
  underMinPay: wage != null && terms.min_pay_rate != null && Number(wage) < Number(terms.min_pay_rate),
});

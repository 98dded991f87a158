// The replacement's contract prepared from the contract of the absent temp: the same order
// (mission), client, post, workplace, schedule, pay, risks and PPE; the chosen talent; the motif
// « remplacement d'un salarié absent » (Code du travail L1251-6 1°) with the replaced person's
// name and qualification in the justification, as L1251-43 requires the contract to state them;
// from today (or the contract's start, if later) to the contract's end. The consultant completes
// the absence's reason, reviews and saves: the normal validation and signature flow follows.
import { t } from "../../../src/i18n/index.ts";
import { displayName } from "../../../src/lib/names/display-name.ts";
import { contractFormValuesOf, type ContractFormValues } from "../schema.ts";
import type { ContractRow, PricingRow } from "../types.ts";

export const replacedName = (contract: Pick<ContractRow, "talent">) =>
  contract.talent ? displayName(contract.talent) : "—";

export const replacementValues = (
  contract: ContractRow,
  pricing: PricingRow | null,
  talentId: string,
  today: string,
): Partial<ContractFormValues> => {
  const name = replacedName(contract);
  const end = contract.definitive_end_date ?? contract.end_date;
  return {
    ...contractFormValuesOf(contract, pricing),
    talent_id: talentId,
    contract_type: "mission",
    contract_reason: "replacement_absence",
    contract_reason_justification: t("resources.substituteBench.justification", {
      name,
      qualification: contract.qualification_level || contract.job_name || "—",
    }),
    replaced_employee: name,
    start_date: contract.start_date > today ? contract.start_date : today,
    end_date: end,
    is_precise_term: end != null,
    minimum_duration_days: end != null ? null : contract.minimum_duration_days,
    // the override is accounting's, for this contract only
    coefficient_override_reason: null,
    amendment_type: null,
  };
};

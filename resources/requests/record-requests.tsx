// "Demandes" on a company's and on a contract's page: their requests of every type, and the
// types created from there (registry flags fromCompany / fromContract), pre-filled with them.
import { useList } from "@refinedev/core";
import { t } from "../../src/i18n/index.ts";
import { LinkedRequestsCard } from "./linked-requests.tsx";

/** A company's requests (credit insurance, PPE, recruitment invoices…), created pre-filled with it. */
export const CompanyRequestsCard = ({ companyId }: { companyId: string }) => (
  <LinkedRequestsCard
    scope={{
      column: "company_id",
      ids: [companyId],
      from: "fromCompany",
      prefill: { company_id: companyId },
      empty: t("resources.requests.companyCard.empty"),
    }}
  />
);

type ContractLink = {
  id: string;
  contract_key: string;
  talent_id: string | null;
  company_id: string | null;
};

/**
 * A contract's requests (PPE, medical visit, definitive end, expenses, advances…), those of its
 * amendments too (the same contract key), created pre-filled with the contract, talent and client.
 */
export const ContractRequestsCard = ({ contract }: { contract: ContractLink }) => {
  const versions = useList<{ id: string }>({
    resource: "contract",
    filters: [{ field: "contract_key", operator: "eq", value: contract.contract_key }],
    pagination: { mode: "off" },
    meta: { select: "id" },
    liveMode: "off",
  }).result.data;
  const ids = [...new Set([contract.id, ...versions.map((v) => v.id)])];
  return (
    <LinkedRequestsCard
      scope={{
        column: "contract_id",
        ids,
        from: "fromContract",
        prefill: { contract_id: contract.id, talent_id: contract.talent_id, company_id: contract.company_id },
        title: t("resources.requests.contractCard.title"),
        empty: t("resources.requests.contractCard.empty"),
      }}
    />
  );
};

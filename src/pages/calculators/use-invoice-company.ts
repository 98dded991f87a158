// The company chosen in the invoice simulator: the companies the user can read (RLS decides),
// its payment terms, and its commercial conditions in force (the company's signed ones, else its
// group's, else the agency's default: public.client_coefficient_terms) when any.
import { useSelect } from "@refinedev/antd";
import { useList, useOne } from "@refinedev/core";
import { useClientTerms } from "../../domain/commercial-conditions/terms.ts";
import type { PaymentTerms } from "../../lib/pay/invoice.ts";
import type { ContractForLine } from "./invoice-inputs.ts";
import type { SignedWeek } from "./signed-grid.ts";

type CompanyRow = { id: string; name: string; payment_terms_days: number; payment_terms_mode: PaymentTerms["mode"] };
export type CompanyTerms = {
  name: string;
  terms: PaymentTerms;
  /** Default coefficient of the signed commercial conditions in force, when there are some. */
  coefficient?: number;
  source: "conditions" | "company";
};

export const useCompanyOptions = () =>
  useSelect<{ id: string; name: string }>({
    liveMode: "off",
    resource: "company",
    optionLabel: "name",
    optionValue: "id",
    sorters: [{ field: "name", order: "asc" }],
    onSearch: (value) => [{ field: "name", operator: "contains", value }],
    pagination: { pageSize: 50, mode: "server" },
  });

export const useCompanyTerms = (companyId: string | null): CompanyTerms | undefined => {
  const { result: company } = useOne<CompanyRow>({
    resource: "company",
    id: companyId ?? "",
    liveMode: "off",
    meta: { select: "id,name,payment_terms_days,payment_terms_mode" },
    queryOptions: { enabled: !!companyId },
  });
  const { terms: inForce } = useClientTerms(companyId);
  if (!companyId || !company?.id) return undefined;
  return inForce
    ? {
        name: company.name,
        terms: { days: inForce.payment_terms_days, mode: inForce.payment_terms_mode },
        coefficient: Number(inForce.default_coefficient),
        source: "conditions",
      }
    : {
        name: company.name,
        terms: { days: company.payment_terms_days, mode: company.payment_terms_mode },
        source: "company",
      };
};

export type CompanyContract = ContractForLine & { id: string; status: string; timesheet_week?: SignedWeek[] | null };

/** Contracts a simulation may start from: the company's live ones the user may read (RLS decides). */
export const CONTRACT_STATUSES = ["validated", "sent_for_signature", "partially_signed", "signed", "active"];

export const useCompanyContracts = (companyId: string | null): CompanyContract[] => {
  const { result } = useList<CompanyContract>({
    resource: "contract",
    liveMode: "off",
    filters: [
      { field: "company_id", operator: "eq", value: companyId },
      { field: "status", operator: "in", value: CONTRACT_STATUSES },
    ],
    sorters: [{ field: "start_date", order: "desc" }],
    pagination: { pageSize: 50 },
    // its weeks and their days: a simulation starts from the hours the client signed
    meta: {
      select:
        "id,contract_key,job_name,hourly_wage,hourly_billing_rate,working_hours,status,timesheet_week(week_start,status,timesheet_day(date,worked_hours))",
    },
    queryOptions: { enabled: !!companyId },
  });
  return companyId ? (result.data ?? []) : [];
};

// The contract lists' filter form ⇄ Refine filters (kept in the URL by useTable). The agency,
// "ending within 15 days" and "unsigned after 2 working days" are computed fields of the
// database (public.contract_agency_id, contract_ending_soon, contract_signature_overdue).
import type { CrudFilters } from "@refinedev/core";
import { filterIf, valueOf } from "../../src/components/table/filter-codec.ts";
import type { FilterCodec } from "../../src/components/table/filter-bar.tsx";

export type ContractFilterValues = {
  q?: string;
  status?: string[];
  company_id?: string;
  talent_id?: string;
  owner_id?: string;
  agency_id?: string;
  contract_reason?: string[];
  start_from?: string;
  start_to?: string;
  end_from?: string;
  end_to?: string;
  ending_soon?: boolean;
  signature_overdue?: boolean;
};

const flag = (field: string, on: boolean | undefined): CrudFilters => (on ? filterIf(field, "eq", true) : []);

export const contractFilterCodec: FilterCodec<ContractFilterValues> = {
  toFilters: (v): CrudFilters => [
    ...filterIf("contract_key", "contains", v.q?.trim()),
    ...filterIf("status", "in", v.status),
    ...filterIf("company_id", "eq", v.company_id),
    ...filterIf("talent_id", "eq", v.talent_id),
    ...filterIf("owner_id", "eq", v.owner_id),
    ...filterIf("contract_agency_id", "eq", v.agency_id),
    ...filterIf("contract_reason", "in", v.contract_reason),
    ...filterIf("start_date", "gte", v.start_from),
    ...filterIf("start_date", "lte", v.start_to),
    ...filterIf("end_date", "gte", v.end_from),
    ...filterIf("end_date", "lte", v.end_to),
    ...flag("contract_ending_soon", v.ending_soon),
    ...flag("contract_signature_overdue", v.signature_overdue),
  ],
  fromFilters: (f) => ({
    q: valueOf<string>(f, "contract_key", "contains"),
    status: valueOf<string[]>(f, "status", "in"),
    company_id: valueOf<string>(f, "company_id", "eq"),
    talent_id: valueOf<string>(f, "talent_id", "eq"),
    owner_id: valueOf<string>(f, "owner_id", "eq"),
    agency_id: valueOf<string>(f, "contract_agency_id", "eq"),
    contract_reason: valueOf<string[]>(f, "contract_reason", "in"),
    start_from: valueOf<string>(f, "start_date", "gte"),
    start_to: valueOf<string>(f, "start_date", "lte"),
    end_from: valueOf<string>(f, "end_date", "gte"),
    end_to: valueOf<string>(f, "end_date", "lte"),
    ending_soon: valueOf<boolean>(f, "contract_ending_soon", "eq"),
    signature_overdue: valueOf<boolean>(f, "contract_signature_overdue", "eq"),
  }),
};

// Lookups of the contact screens: a company's contacts with their roles and status, read once
// for the client-roles warning and a contract's signatory and validator pickers (same query).
import { useList } from "@refinedev/core";
import { COMPANY_CONTACT_SELECT, type RoleContact } from "./client-roles.ts";

export const useCompanyContacts = (companyId: string | null | undefined) => {
  const { result, query } = useList<RoleContact>({
    resource: "contact",
    filters: [{ field: "company_id", operator: "eq", value: companyId }],
    sorters: [{ field: "last_name", order: "asc" }],
    pagination: { mode: "off" },
    meta: { select: COMPANY_CONTACT_SELECT },
    queryOptions: { enabled: !!companyId },
  });
  return { contacts: result.data, loading: !!companyId && query.isLoading, ready: !!companyId && query.isSuccess };
};

// The reads of a company group's page: its member companies, their contacts, the group's exposure
// (public.company_group_outstanding) and its companies' latest invoices; and the companies
// « Ajouter des entreprises » offers, searched on the server.
import { useSelect } from "@refinedev/antd";
import { useList } from "@refinedev/core";
import { useRpc } from "../../providers/rpc.ts";
import { normalizeSearch } from "../../src/lib/search/normalize.ts";
import { INVOICE_LIST_SELECT } from "../../src/domain/invoices/select.ts";
import type { InvoiceListRow } from "../../src/domain/invoices/types.ts";
import { COMPANY_LIST_SELECT } from "../../src/domain/companies/select.ts";
import type { CompanyListRow } from "../../src/domain/companies/types.ts";
import type { ContactRow } from "../../src/domain/contacts/types.ts";
import { COMPANY_PICK_SELECT, GROUP_CONTACT_SELECT } from "./select.ts";
import type { CompanyPickRow, GroupOutstandingRow } from "./types.ts";

/** The group's companies, by name (a group holds a few dozen at most: one page). */
export const useGroupMembers = (groupId: string) =>
  useList<CompanyListRow>({
    liveMode: "off",
    resource: "company",
    filters: [{ field: "company_group_id", operator: "eq", value: groupId }],
    sorters: [{ field: "name", order: "asc" }],
    pagination: { pageSize: 200 },
    meta: { select: COMPANY_LIST_SELECT },
  });

/** The contacts of the member companies (nothing read without a member). */
export const useGroupContacts = (companyIds: readonly string[]) =>
  useList<ContactRow>({
    liveMode: "off",
    resource: "contact",
    filters: [{ field: "company_id", operator: "in", value: companyIds }],
    sorters: [
      { field: "last_name", order: "asc" },
      { field: "first_name", order: "asc" },
    ],
    pagination: { pageSize: 500 },
    meta: { select: GROUP_CONTACT_SELECT },
    queryOptions: { enabled: companyIds.length > 0 },
  });

/**
 * The group's exposure, the sum of its companies' « Encours ». The member ids key the read: a
 * company added or removed reads it again.
 */
export const useGroupOutstanding = (groupId: string, companyIds: readonly string[]) => {
  const { data, query } = useRpc(
    "company_group_outstanding",
    { p_group_id: groupId },
    { meta: { members: companyIds.join(",") }, errorNotification: false },
  );
  const outstanding: GroupOutstandingRow | null = data?.[0] ?? null;
  return { outstanding, query };
};

/** The latest invoices of the member companies. */
export const useGroupInvoices = (companyIds: readonly string[]) =>
  useList<InvoiceListRow>({
    resource: "client_invoice",
    filters: [{ field: "company_id", operator: "in", value: companyIds }],
    sorters: [{ field: "period_start", order: "desc" }],
    pagination: { pageSize: 10 },
    meta: { select: INVOICE_LIST_SELECT },
    queryOptions: { enabled: companyIds.length > 0 },
  });

/** The workspace's companies by name, searched on the server (accents and case aside), with their group. */
export const useCompanyPicker = () =>
  useSelect<CompanyPickRow>({
    liveMode: "off",
    resource: "company",
    optionLabel: "name",
    optionValue: "id",
    sorters: [{ field: "name", order: "asc" }],
    onSearch: (value) => [{ field: "search_text", operator: "contains", value: normalizeSearch(value) }],
    pagination: { pageSize: 50, mode: "server" },
    meta: { select: COMPANY_PICK_SELECT },
  });

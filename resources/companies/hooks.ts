// Lookups of companies and company groups for the other screens' selects.
import { useSelect } from "@refinedev/antd";

export const useCompaniesSelect = () =>
  useSelect<{ id: string; name: string }>({ liveMode: "off", resource: "company", optionLabel: "name", optionValue: "id", sorters: [{ field: "name", order: "asc" }], onSearch: (value) => [{ field: "name", operator: "contains", value }], pagination: { pageSize: 50, mode: "server" } });

export const useCompanyGroupsSelect = () =>
  useSelect<{ id: string; name: string }>({ liveMode: "off", resource: "company_group", optionLabel: "name", optionValue: "id", sorters: [{ field: "name", order: "asc" }], pagination: { pageSize: 200, mode: "server" } });

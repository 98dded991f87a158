// The companies and company groups as pickers offer them.
import { useSelect } from "@refinedev/antd";
import type { RecordLookup } from "../../components/form/record-select.tsx";

/** The companies a picker offers: by name, 50 at a time, searched by name. */
export const COMPANY_LOOKUP: RecordLookup<{ id: string; name: string }> = {
  liveMode: "off",
  resource: "company",
  optionLabel: "name",
  optionValue: "id",
  sorters: [{ field: "name", order: "asc" }],
  onSearch: (value) => [{ field: "name", operator: "contains", value }],
  pagination: { pageSize: 50, mode: "server" },
};

/** The active groups a company can join; `current` (its group, perhaps archived since) stays shown. */
export const useCompanyGroupsSelect = (current?: string | null) =>
  useSelect<{ id: string; name: string }>({
    liveMode: "off",
    resource: "company_group",
    optionLabel: "name",
    optionValue: "id",
    filters: [{ field: "status", operator: "eq", value: "active" }],
    defaultValue: current ?? undefined,
    sorters: [{ field: "name", order: "asc" }],
    pagination: { pageSize: 200, mode: "server" },
  });

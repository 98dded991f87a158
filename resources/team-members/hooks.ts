// Lookups of the team members list.
import { useSelect } from "@refinedev/antd";

export const useBusinessUnitsSelect = () =>
  useSelect<{ id: string; name: string }>({
    liveMode: "off",
    resource: "business_unit",
    optionLabel: "name",
    optionValue: "id",
    sorters: [{ field: "name", order: "asc" }],
    pagination: { pageSize: 200, mode: "server" },
  });

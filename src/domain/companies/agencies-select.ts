// A company's establishments (public.agency) as a select's options, by name: the mission and
// contract filters, the planning, the substitute bench.
import { useSelect } from "@refinedev/antd";

export const useAgenciesSelect = (companyId: string | null | undefined) =>
  useSelect<{ id: string; name: string }>({
    liveMode: "off",
    resource: "agency",
    optionLabel: "name",
    optionValue: "id",
    filters: companyId ? [{ field: "company_id", operator: "eq", value: companyId }] : [],
    sorters: [{ field: "name", order: "asc" }],
    pagination: { pageSize: 200, mode: "server" },
  });

// The jobs (public.job) as a select's options, by name: the talent, mission and contract forms,
// the lists' filters, the super search and the planning.
import { useSelect } from "@refinedev/antd";

export const useJobsSelect = () =>
  useSelect<{ id: string; name: string }>({
    liveMode: "off",
    resource: "job",
    optionLabel: "name",
    optionValue: "id",
    sorters: [{ field: "name", order: "asc" }],
    pagination: { pageSize: 500, mode: "server" },
  });

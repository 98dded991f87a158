// Lookups of the /applications filters: missions by reference or job title.
import { useSelect } from "@refinedev/antd";

export const useMissionsSelect = () =>
  useSelect<{ id: string; reference: string; job_name: string }>({
    liveMode: "off",
    resource: "mission",
    optionLabel: (m) => `${m.reference} — ${m.job_name}`,
    optionValue: "id",
    sorters: [{ field: "created_at", order: "desc" }],
    onSearch: (value) => [
      {
        operator: "or",
        value: [
          { field: "reference", operator: "contains", value },
          { field: "job_name", operator: "contains", value },
        ],
      },
    ],
    meta: { select: "id, reference, job_name" },
    pagination: { pageSize: 50, mode: "server" },
  });

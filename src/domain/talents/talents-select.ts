// The talents as a select's options, read page by page as the user types: by last name (the
// contract form and list, the unavailability modal: `talentId` named before the list loads), or
// on their normalised name (the timesheet and pay-tracking filters).
import { useSelect } from "@refinedev/antd";
import { displayName } from "../../lib/names/display-name.ts";
import { normalizeSearch } from "../../lib/search/normalize.ts";

type TalentOption = { id: string; first_name: string | null; last_name: string | null };

export const useTalentsSelect = (talentId?: string | null) =>
  useSelect<TalentOption>({
    liveMode: "off",
    resource: "talent",
    optionLabel: (talent) => displayName(talent),
    optionValue: "id",
    defaultValue: talentId ?? undefined,
    sorters: [{ field: "last_name", order: "asc" }],
    onSearch: (value) => [{ field: "last_name", operator: "contains", value }],
    pagination: { pageSize: 50, mode: "server" },
    meta: { select: "id, first_name, last_name" },
  });

export const useTalentsSearchSelect = () =>
  useSelect<TalentOption>({
    liveMode: "off",
    resource: "talent",
    optionLabel: (row) => displayName(row, { upperLastName: true }),
    optionValue: "id",
    sorters: [{ field: "last_name", order: "asc" }],
    onSearch: (value) => [{ field: "search_text", operator: "contains", value: normalizeSearch(value) }],
    pagination: { pageSize: 20, mode: "server" },
    meta: { select: "id, first_name, last_name" },
  });

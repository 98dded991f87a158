// Lookups of the talent screens: jobs and owners for selects (duplicate detection, which needs
// the phone validators, is in duplicates.ts: the list does not load them).
import { useSelect } from "@refinedev/antd";
import { useList } from "@refinedev/core";
import { toSelectItems } from "../../src/lib/select/select-items.ts";
import { displayName, firstNameOf, lastNameOf } from "../../src/lib/names/display-name.ts";

export const useJobsSelect = () =>
  useSelect<{ id: string; name: string }>({
    liveMode: "off",
    resource: "job",
    optionLabel: "name",
    optionValue: "id",
    sorters: [{ field: "name", order: "asc" }],
    pagination: { pageSize: 500, mode: "server" },
  });

type Member = {
  id: string;
  temp_first_name: string | null;
  temp_last_name: string | null;
  email: string;
  auth_user: { first_name: string | null; last_name: string | null } | null;
};

export const useTeamMembersSelect = () => {
  const { result, query } = useList<Member>({
    liveMode: "off",
    resource: "team_member",
    pagination: { pageSize: 500 },
    filters: [{ field: "offboarded_at", operator: "null", value: null }],
    meta: { select: "id, temp_first_name, temp_last_name, email, auth_user:auth_user_id(first_name, last_name)" },
  });
  return {
    options: toSelectItems(
      result.data,
      (m) => m.id,
      (m) => (firstNameOf(m) || lastNameOf(m) ? displayName(m) : m.email),
    ),
    loading: query.isLoading,
  };
};

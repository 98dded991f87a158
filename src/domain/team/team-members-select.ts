// The team members still on board, as a select's options (their name, or their e-mail while they
// have none): the « Responsable » pickers (owner-select.tsx), the managers of the team list.
import { useList } from "@refinedev/core";
import { toSelectItems } from "../../lib/select/select-items.ts";
import { displayName, firstNameOf, lastNameOf } from "../../lib/names/display-name.ts";

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

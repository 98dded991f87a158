// Lookups of the talent screens: jobs and owners for selects, and duplicate detection.
import { useSelect } from "@refinedev/antd";
import { useList } from "@refinedev/core";
import { toSelectItems } from "../../src/lib/select/select-items.ts";
import { displayName, firstNameOf, lastNameOf } from "../../src/lib/names/display-name.ts";
import { toE164 } from "../../src/lib/validators/french-ids.ts";

export const useJobsSelect = () =>
  useSelect<{ id: string; name: string }>({ liveMode: "off",
    resource: "job", optionLabel: "name", optionValue: "id", sorters: [{ field: "name", order: "asc" }], pagination: { pageSize: 500, mode: "server" } });

type Member = { id: string; temp_first_name: string | null; temp_last_name: string | null; email: string; auth_user: { first_name: string | null; last_name: string | null } | null };

export const useTeamMembersSelect = () => {
  const { result, query } = useList<Member>({ liveMode: "off",
    resource: "team_member", pagination: { pageSize: 500 }, filters: [{ field: "offboarded_at", operator: "null", value: null }], meta: { select: "id, temp_first_name, temp_last_name, email, auth_user:auth_user_id(first_name, last_name)" } });
  return { options: toSelectItems(result.data, (m) => m.id, (m) => (firstNameOf(m) || lastNameOf(m) ? displayName(m) : m.email)), loading: query.isLoading };
};

export type Duplicate = { id: string; first_name: string | null; last_name: string | null; email: string | null; phone_number: string | null };

/** Existing talents with the same e-mail or phone (user-asks §6), other than `exceptId`. */
export const useTalentDuplicates = ({ email, phone, exceptId }: { email?: string | null; phone?: string | null; exceptId?: string }) => {
  const or = [
    ...(email?.trim() ? [{ field: "email", operator: "eq" as const, value: email.trim().toLowerCase() }] : []),
    ...(phone?.trim() ? [{ field: "phone_number", operator: "eq" as const, value: toE164(phone) }] : []),
  ];
  const { result } = useList<Duplicate>({
    liveMode: "off",
    resource: "talent",
    filters: [{ operator: "or", value: or }, ...(exceptId ? [{ field: "id", operator: "ne" as const, value: exceptId }] : [])],
    pagination: { pageSize: 5 },
    meta: { select: "id, first_name, last_name, email, phone_number" },
    queryOptions: { enabled: or.length > 0 },
  });
  return or.length ? result.data : [];
};

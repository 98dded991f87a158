// The deciders' reads and writes of feature access (docs/rules/talents-documents.md#feature-access):
// the pending requests and the grants of the current workspace's members (RLS: managers of level 3
// or more and developers read them), and the two decisions, each one SQL call
// (public.decide_feature_access, public.revoke_feature) that notifies the member.
import { useInvalidate, useList } from "@refinedev/core";
import { useRpcMutation, type RpcArgs } from "../../../../providers/rpc.ts";
import type { Tables } from "../../../database.types.ts";
import { displayName } from "../../../lib/names/display-name.ts";

type Person = { first_name: string | null; last_name: string | null; email: string | null } | null;
type MemberEmbed = { id: string; email: string; auth_user: Person } | null;

export type PendingRequest = Tables<"feature_access_request"> & { requester: MemberEmbed };
export type Grant = Tables<"team_member_feature"> & { member: MemberEmbed; granter: MemberEmbed };

const MEMBER = "id, email, auth_user:auth_user!team_member_auth_user_id_fkey(first_name, last_name, email)";
const REQUEST_SELECT = `*, requester:team_member!feature_access_request_team_member_id_fkey(${MEMBER})`;
const GRANT_SELECT =
  `*, member:team_member!team_member_feature_team_member_id_fkey(${MEMBER}), ` +
  `granter:team_member!team_member_feature_granted_by_fkey(${MEMBER})`;

/** A member's name as the lists show it (their e-mail when the login has no name yet). */
export const memberName = (member: MemberEmbed): string =>
  member ? displayName(member) || member.auth_user?.email || member.email : "";

export const useFeatureAccessLists = (workspaceId: string | null, enabled: boolean) => {
  const pending = useList<PendingRequest>({
    resource: "feature_access_request",
    filters: [
      { field: "workspace_id", operator: "eq", value: workspaceId },
      { field: "status", operator: "eq", value: "pending" },
    ],
    sorters: [{ field: "created_at", order: "asc" }],
    pagination: { mode: "off" },
    meta: { select: REQUEST_SELECT },
    liveMode: "off",
    queryOptions: { enabled: enabled && !!workspaceId },
  });
  // RLS gives a decider the grants of their current workspaces' members (and their own)
  const grants = useList<Grant>({
    resource: "team_member_feature",
    sorters: [{ field: "granted_at", order: "desc" }],
    pagination: { mode: "off" },
    meta: { select: GRANT_SELECT },
    liveMode: "off",
    queryOptions: { enabled: enabled && !!workspaceId },
  });
  return {
    pending: pending.result.data,
    grants: grants.result.data,
    isLoading: pending.query.isLoading || grants.query.isLoading,
    isError: pending.query.isError || grants.query.isError,
  };
};

/** The decisions; each refreshes both lists. */
export const useFeatureAccessDecisions = () => {
  const { mutateAsync, isPending } = useRpcMutation();
  const invalidate = useInvalidate();
  const refresh = () =>
    Promise.all([
      invalidate({ resource: "feature_access_request", invalidates: ["list"] }),
      invalidate({ resource: "team_member_feature", invalidates: ["list"] }),
    ]);
  const call = async <F extends "decide_feature_access" | "revoke_feature">(fn: F, values: RpcArgs<F>) => {
    await mutateAsync(fn, values, { successNotification: false, errorNotification: false });
    await refresh();
  };
  return {
    busy: isPending,
    decide: (requestId: string, grant: boolean, comment: string | null) =>
      call("decide_feature_access", { p_request_id: requestId, p_grant: grant, p_comment: comment }),
    revoke: (teamMemberId: string, feature: string) =>
      call("revoke_feature", { p_team_member_id: teamMemberId, p_feature: feature }),
  };
};

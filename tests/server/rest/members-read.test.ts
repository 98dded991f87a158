// The members screen's one read (src/pages/settings/members/members-queries.ts) through Refine's
// data provider, signed in: the team members linked to the workspace (inner embed), each with
// its login's role rows; nobody from another workspace.
import { dataProvider } from "@refinedev/supabase";
import { createClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { DEMO_PASSWORD } from "../../../supabase/seed/accounts.ts";
import { MEMBERS_SELECT, withRoles, type MemberRow } from "../../../src/pages/settings/members/members-queries.ts";
import { anonKey, serverUrl, serviceClient } from "../helpers.ts";

const options = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as never },
};

describe("the members screen's read", () => {
  it("lists the workspace's team members with their roles, in one request", async () => {
    const sb = createClient(serverUrl(), anonKey(), options);
    expect((await sb.auth.signInWithPassword({ email: "dev@renfort.test", password: DEMO_PASSWORD })).error).toBeNull();
    const { data: me } = await sb.from("team_member").select("workspace_id").eq("email", "dev@renfort.test").single();
    const workspaceId = (me as { workspace_id: string }).workspace_id;

    const { data } = await dataProvider(sb).getList<MemberRow>({
      resource: "team_member",
      filters: [{ field: "team_member_workspace.workspace_id", operator: "eq", value: workspaceId }],
      pagination: { mode: "off" },
      meta: { select: MEMBERS_SELECT },
    });

    const service = serviceClient();
    const links = (await service.from("team_member_workspace").select("team_member_id").eq("workspace_id", workspaceId))
      .data as Array<{ team_member_id: string }>;
    expect(data.map((m) => m.id).sort()).toEqual([...new Set(links.map((l) => l.team_member_id))].sort());

    const withLogin = data.filter((m) => m.auth_user_id);
    expect(withLogin.length).toBeGreaterThan(1);
    const roles = (
      await service
        .from("user_role")
        .select("id, user_id, role")
        .in(
          "user_id",
          withLogin.map((m) => m.auth_user_id as string),
        )
    ).data as Array<{ id: string; user_id: string; role: string }>;
    for (const member of withRoles(data).filter((m) => m.auth_user_id)) {
      const own = roles.filter((r) => r.user_id === member.auth_user_id);
      expect([...member.roles].sort()).toEqual(own.map((r) => r.role).sort());
      expect(Object.values(member.roleIds).sort()).toEqual(own.map((r) => r.id).sort());
    }
  });
});

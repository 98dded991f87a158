// public.current_user_context(): the signed-in user's whole context in one call, every part read
// under the caller's RLS — what the shell needs at boot (identity, profile, roles, membership,
// workspaces, managees).
import { describe, expect, it } from "vitest";
import { client, mintToken } from "../../tests/server/helpers.ts";
import { WORKSPACES } from "../seed/accounts.ts";
import { account } from "./support/db.ts";

type Context = {
  user_id: string;
  email: string;
  roles: string[];
  profile: { id: string; email: string } | null;
  team_member: { id: string; workspace_id: string; auth_user: { email: string } | null } | null;
  workspace: { id: string; name: string } | null;
  invited_workspace_ids: string[];
  main_workspace_id: string | null;
  managees: Array<{ id: string; is_independent: boolean; offboarded_at: string | null }>;
};

async function as(key: string): Promise<ReturnType<typeof client>> {
  const a = account(key);
  return client({ accessToken: await mintToken({ sub: a.userId, email: a.email }) });
}

const contextOf = async (key: string): Promise<Context> => {
  const { data, error } = await (await as(key)).rpc("current_user_context");
  expect(error).toBeNull();
  return data as Context;
};

describe("current_user_context", () => {
  it("gives a manager their identity, profile, roles, membership, workspaces and active managees", async () => {
    const manager = account("manager");
    const context = await contextOf("manager");
    expect(context).toMatchObject({
      user_id: manager.userId,
      email: manager.email,
      roles: ["consultant_team_member"],
      main_workspace_id: WORKSPACES.renfort.id,
    });
    expect(context.profile).toMatchObject({ id: manager.userId, email: manager.email });
    expect(context.team_member).toMatchObject({ id: manager.teamMemberId, auth_user: { email: manager.email } });
    expect(context.workspace?.id).toBe(context.team_member?.workspace_id);
    expect(context.invited_workspace_ids.length).toBeGreaterThan(0);
    const managees = context.managees.map((m) => m.id);
    expect(managees).toEqual(
      expect.arrayContaining([account("consultant").teamMemberId, account("independant").teamMemberId]),
    );
    expect(context.managees.every((m) => m.offboarded_at === null)).toBe(true);
    expect(context.managees.some((m) => m.is_independent)).toBe(true);
  });

  it("gives the same managees as get_current_user_managees", async () => {
    const db = await as("manager");
    const { data: ids } = await db.rpc("get_current_user_managees");
    const context = await contextOf("manager");
    expect(new Set(context.managees.map((m) => m.id))).toEqual(
      new Set((ids as Array<{ managee_id: string }>).map((r) => r.managee_id)),
    );
  });

  it("gives a signed-in non-member no membership, role nor managee", async () => {
    const context = await contextOf("candidat");
    expect(context).toMatchObject({
      user_id: account("candidat").userId,
      roles: [],
      team_member: null,
      workspace: null,
      invited_workspace_ids: [],
      managees: [],
    });
  });

  it("is not callable without a session", async () => {
    const { data, error } = await client().rpc("current_user_context");
    expect(data).toBeNull();
    expect(error).not.toBeNull();
  });
});

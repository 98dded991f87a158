// Members join by invitation (issue #12, finding 5): a country manager invites an address from
// the members screen (the invite-member function); the invitation lands in the outbox; its link
// signs the person in, they choose a password and are a member of the inviter's workspace. A
// consultant may not invite, and nothing is recorded when they try.
import { createClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { DEMO_PASSWORD } from "../../../supabase/seed/accounts.ts";
import { anonKey, serverUrl, serviceClient } from "../helpers.ts";
import { clickLink, fragment, gotrue, lastMail, outbox, uniqueEmail } from "./helpers.ts";

const options = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as never },
};

async function signedIn(email: string, password = DEMO_PASSWORD) {
  const sb = createClient(serverUrl(), anonKey(), options);
  const { error } = await sb.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return sb;
}

const memberRow = async (email: string) =>
  (
    await serviceClient()
      .from("team_member")
      .select("id, auth_user_id, workspace_id, temp_first_name")
      .eq("email", email)
  ).data ?? [];

describe("inviting a member", () => {
  it("mails the invitation; its link lets the person choose a password and join the workspace", async () => {
    const email = uniqueEmail("invitee").toLowerCase();
    const manager = await signedIn("direction@renfort.test");
    const { data: me } = await manager
      .from("team_member")
      .select("workspace_id")
      .eq("email", "direction@renfort.test")
      .single();
    const invited = await manager.functions.invoke("invite-member", {
      body: { email, first_name: "Inès", last_name: "Invitée", redirect_to: "http://localhost:5173/auth/invitation" },
    });
    expect(invited.error).toBeNull();
    expect(invited.data).toMatchObject({ invited: true });

    const mail = await lastMail(email);
    expect(mail).toMatchObject({ subject: "Vous êtes invité(e) à rejoindre Renfort", type: "invite" });
    const [member] = await memberRow(email);
    expect(member).toMatchObject({ workspace_id: me?.workspace_id, temp_first_name: "Inès" });
    expect(member.auth_user_id).toBeTruthy();

    const location = await clickLink(mail.link as string);
    expect(location.startsWith("http://localhost:5173/auth/invitation")).toBe(true);
    const token = fragment(location).get("access_token") as string;
    expect((await gotrue("/user", { method: "PUT", token, body: { password: "Tilleul-Perché-47" } })).status).toBe(200);

    const newcomer = await signedIn(email, "Tilleul-Perché-47");
    const { data: self } = await newcomer.from("team_member").select("id, workspace_id").eq("email", email);
    expect(self).toEqual([{ id: member.id, workspace_id: me?.workspace_id }]);
  });

  it("is refused to a consultant, with a French reason, and records nothing", async () => {
    const email = uniqueEmail("refus").toLowerCase();
    const consultant = await signedIn("consultant@renfort.test");
    const r = await consultant.functions.invoke("invite-member", { body: { email } });
    expect(r.error).not.toBeNull();
    const body = (await (r.error as { context: Response }).context.json()) as { message: string };
    expect(body.message).toBe("Seul un country manager (niveau 3 ou plus) ou un développeur peut inviter un membre");
    expect(await memberRow(email)).toEqual([]);
    expect(await outbox(email)).toEqual([]);
  });
});

// Two recruiters on one mission's kanban see each other's moves without reloading: the board's
// list subscribes through providers/live-provider.ts to `application` filtered on its mission
// (what Refine's useList asks for), the table is in `supabase_realtime`, and a move written by
// one recruiter through /rest/v1 reaches the other's subscription (RLS-filtered), and not a
// member of another workspace.
import type { LiveEvent } from "@refinedev/core";
import { afterAll, describe, expect, it } from "vitest";
import { createLiveProvider } from "../../providers/live-provider.ts";
import { closeClients, Inbox, rtClient, systemInbox } from "../../tests/server/realtime/support.ts";
import { account } from "./support/db.ts";
import { rest, signIn } from "./support/http.ts";

afterAll(closeClients);

/** A recruiter's board: the live subscription the kanban's useList opens for this mission. */
async function board(key: string, missionId: string) {
  const token = await signIn(account(key));
  const provider = createLiveProvider(await rtClient(token));
  const events = new Inbox<LiveEvent>();
  const subscription = provider.subscribe({
    channel: "resources/application",
    types: ["*"],
    params: { resource: "application", filters: [{ field: "mission_id", operator: "eq", value: missionId }] },
    callback: events.push,
  }) as { channel: Parameters<typeof systemInbox>[0] };
  const status = await systemInbox(subscription.channel).next(
    (s) => s.extension === "postgres_changes",
    "the subscription status",
  );
  expect(status).toMatchObject({ status: "ok" });
  return { token, events };
}

const moved = (id: string, stage: string) => (e: LiveEvent) =>
  e.type === "updated" && e.payload?.id === id && e.payload?.stage === stage;

describe("the kanban live", () => {
  it("each recruiter sees the other's move; another workspace sees nothing", async () => {
    const consultantToken = await signIn(account("consultant"));
    const missions = await rest(consultantToken, "GET", "mission", "select=id&status=eq.open&limit=1");
    const missionId = String(missions.rows[0]!.id);
    const talents = await rest(
      consultantToken,
      "GET",
      "talent",
      `select=id&qualification_status=eq.qualified&blacklisted_at=is.null&limit=50`,
    );
    const taken = await rest(consultantToken, "GET", "application", `select=talent_id&mission_id=eq.${missionId}`);
    const free = talents.rows.find((t) => !taken.rows.some((a) => a.talent_id === t.id));
    expect(free).toBeDefined();
    const created = await rest(consultantToken, "POST", "application", "select=id", {
      body: { mission_id: missionId, talent_id: free!.id },
      prefer: "return=representation",
    });
    expect(created.error).toBeNull();
    const id = String(created.rows[0]!.id);

    const consultant = await board("consultant", missionId);
    const manager = await board("manager", missionId);
    const partner = await board("partenaire", missionId);

    const first = await rest(consultant.token, "PATCH", "application", `id=eq.${id}`, { body: { stage: "qualified" } });
    expect(first.error).toBeNull();
    await manager.events.next(moved(id, "qualified"), "the consultant's move on the manager's board");

    const second = await rest(manager.token, "PATCH", "application", `id=eq.${id}`, { body: { stage: "shortlisted" } });
    expect(second.error).toBeNull();
    await consultant.events.next(moved(id, "shortlisted"), "the manager's move on the consultant's board");

    // By the time both recruiters had both moves, the partner (another workspace) had none of them.
    expect(partner.events.items.filter((e) => e.payload?.id === id)).toEqual([]);
  });
});

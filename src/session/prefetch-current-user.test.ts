import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeEach, describe, expect, it, vi } from "vitest";

const fetchCurrentUser = vi.fn();
vi.mock("./fetch-current-user.ts", () => ({ fetchCurrentUser: (...args: unknown[]) => fetchCurrentUser(...args) }));
const { prefetchCurrentUser, takePrefetchedCurrentUser } = await import("./prefetch-current-user.ts");

const clientWith = (userId: string | null) =>
  ({ auth: { getSession: async () => ({ data: { session: userId ? { user: { id: userId } } : null } }) } }) as unknown as SupabaseClient;
const userOf = (id: string) => ({ profile: { id } });

describe("prefetchCurrentUser", () => {
  beforeEach(() => {
    fetchCurrentUser.mockReset();
    takePrefetchedCurrentUser("reset");
  });

  it("reads nothing without a session", async () => {
    await prefetchCurrentUser(clientWith(null), []);
    expect(fetchCurrentUser).not.toHaveBeenCalled();
    expect(takePrefetchedCurrentUser("u1")).toBeNull();
  });

  it("hands the boot read to the same user, once", async () => {
    fetchCurrentUser.mockResolvedValue(userOf("u1"));
    await prefetchCurrentUser(clientWith("u1"), ["board@x.test"]);
    expect(fetchCurrentUser).toHaveBeenCalledWith(expect.anything(), ["board@x.test"]);
    await expect(takePrefetchedCurrentUser("u1")).resolves.toEqual(userOf("u1"));
    expect(takePrefetchedCurrentUser("u1")).toBeNull();
  });

  it("gives nothing to another user, nor once too old", async () => {
    fetchCurrentUser.mockResolvedValue(userOf("u1"));
    await prefetchCurrentUser(clientWith("u1"), []);
    expect(takePrefetchedCurrentUser("u2")).toBeNull();
    await prefetchCurrentUser(clientWith("u1"), []);
    expect(takePrefetchedCurrentUser("u1", Date.now() + 60_000)).toBeNull();
  });

  it("reads again when the verified user is not the session's", async () => {
    fetchCurrentUser.mockResolvedValueOnce(userOf("u2")).mockResolvedValueOnce(userOf("u1"));
    await prefetchCurrentUser(clientWith("u1"), []);
    await expect(takePrefetchedCurrentUser("u1")).resolves.toEqual(userOf("u1"));
    expect(fetchCurrentUser).toHaveBeenCalledTimes(2);
  });

  it("hands the read's roles on, or null when the verified user is another one", async () => {
    const handed: Array<[string, unknown]> = [];
    const onRoles = (userId: string, roles: Promise<unknown>) => void roles.then((r) => handed.push([userId, r]));
    fetchCurrentUser.mockResolvedValueOnce({ ...userOf("u1"), roles: ["consultant_team_member"] });
    await prefetchCurrentUser(clientWith("u1"), [], onRoles);
    fetchCurrentUser.mockResolvedValueOnce({ ...userOf("u2"), roles: ["dev"] });
    await prefetchCurrentUser(clientWith("u1"), [], onRoles);
    await vi.waitFor(() => expect(handed).toEqual([["u1", ["consultant_team_member"]], ["u1", null]]));
  });

  it("passes a failed read on, so that the query reports and retries it", async () => {
    fetchCurrentUser.mockRejectedValue(new Error("réseau"));
    await prefetchCurrentUser(clientWith("u1"), []);
    await expect(takePrefetchedCurrentUser("u1")).rejects.toThrow("réseau");
  });
});

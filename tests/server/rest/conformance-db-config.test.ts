// PostgREST's in-database configuration, as supabase-js's postgrest-js test stack sets it:
// `alter role authenticator set pgrst.db_tx_end to 'commit-allow-override'` (and
// pgrst.db_plan_enabled) override the server's own configuration, so `Prefer: tx=rollback`
// (postgrest-js `rollback()`) is honoured. A server of its own, configured with db-tx-end =
// commit and plans off. On native PostgreSQL the role is shared with the suite's server, whose
// configuration has the same two values (the setting changes nothing there), and reset after.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startServer, type RunningServer } from "../../../server/main.ts";

let server: RunningServer;
const dirs: string[] = [];

const FIXTURE = `
create schema dbcfg;
grant usage on schema dbcfg to anon;
create table dbcfg.users (username text primary key, status text not null default 'ONLINE');
insert into dbcfg.users values ('dragarcia', 'ONLINE');
grant select, insert, update, delete on dbcfg.users to anon;
create function dbcfg.offline_user(name_param text) returns text language sql volatile as
  $$ update dbcfg.users set status = 'OFFLINE' where username = name_param returning status $$;
grant execute on function dbcfg.offline_user(text) to anon;
alter role authenticator set pgrst.db_tx_end to 'commit-allow-override';
alter role authenticator set pgrst.db_plan_enabled to 'true';
`;

beforeAll(async () => {
  const engine = inject("engine");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "renfort-dbcfg-"));
  const migrations = mkdtempSync(path.join(os.tmpdir(), "renfort-dbcfg-sql-"));
  dirs.push(dataDir, migrations);
  // a version of its own: on native PostgreSQL the servers of the suite share one migrations table
  writeFileSync(path.join(migrations, "99990002000000_dbcfg.sql"), FIXTURE);
  server = await startServer({
    port: 0,
    dataDir,
    inMemory: engine === "pglite",
    databaseUrl: engine === "postgres" ? inject("databaseUrl") : undefined,
    jwtSecret: inject("jwtSecret"),
    exposedSchemas: ["dbcfg"],
    migrationsDirs: [migrations],
    seed: false,
    txEnd: "commit",
    planEnabled: false,
  });
}, 120_000);

afterAll(async () => {
  // roles are the cluster's: leave the authenticator as the other servers of the suite found it
  await server?.ctx.engine.exec(
    "alter role authenticator reset pgrst.db_tx_end; alter role authenticator reset pgrst.db_plan_enabled",
  );
  await server?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const client = () =>
  createClient(server.url, server.ctx.keys.anonKey, {
    db: { schema: "dbcfg" },
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no native WebSocket (supabase-js checks for one even when realtime is unused)
    realtime: { transport: WebSocket as never },
  });

describe("PostgREST in-database configuration (pgrst.* settings of the authenticator role)", () => {
  it("rollback() on an insert: the representation comes back, nothing is kept", async () => {
    const res = await client().from("users").insert({ username: "soedirgo" }).select().rollback().single();
    expect(res.status).toBe(201);
    expect(res.data).toEqual({ username: "soedirgo", status: "ONLINE" });
    expect((await client().from("users").select().eq("username", "soedirgo")).data).toEqual([]);
  });

  it("rollback() on an update, a function call and a delete", async () => {
    const update = await client()
      .from("users")
      .update({ status: "OFFLINE" })
      .eq("username", "dragarcia")
      .select("status")
      .rollback()
      .single();
    expect(update.data).toEqual({ status: "OFFLINE" });
    const call = await client().rpc("offline_user", { name_param: "dragarcia" }).rollback();
    expect(call.data).toBe("OFFLINE");
    const del = await client().from("users").delete().eq("username", "dragarcia").select("username").rollback();
    expect(del.data).toEqual([{ username: "dragarcia" }]);
    const after = await client().from("users").select("username, status").eq("username", "dragarcia").single();
    expect(after.data).toEqual({ username: "dragarcia", status: "ONLINE" });
  });

  it("Preference-Applied reports tx=rollback, as db-tx-end allows it", async () => {
    const key = server.ctx.keys.anonKey;
    const res = await fetch(`${server.url}/rest/v1/rpc/offline_user`, {
      method: "POST",
      headers: {
        apikey: key,
        Authorization: `Bearer ${key}`,
        "Content-Profile": "dbcfg",
        "Content-Type": "application/json",
        Prefer: "tx=rollback",
      },
      body: JSON.stringify({ name_param: "dragarcia" }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("preference-applied")).toBe("tx=rollback");
  });

  it("pgrst.db_plan_enabled turns explain() on", async () => {
    const res = await client().from("users").select().explain({ format: "json" });
    expect(res.status).toBe(200);
    expect(res.data).toEqual([expect.objectContaining({ Plan: expect.any(Object) })]);
  });
});

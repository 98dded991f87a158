// The background jobs on hosted Supabase (supabase/schemas/16_realtime_scheduler.sql): one list
// of every job (private.background_jobs), scheduled by the migration where pg_cron is (and the
// Edge Functions' where pg_net is too), each worker function called with the service key read from
// Vault. pg_cron, pg_net and Vault are not on this machine's engines: in the rolled-back
// transaction, `cron.schedule`, `net.http_post` and `vault.decrypted_secrets` are stand-ins with
// the extensions' signatures that record what they are given.
// Direct engine, rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, type Query, type TestDatabase } from "./support/db.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

/** pg_cron's cron.schedule(job_name, schedule, command), recording its arguments. */
const standInCron = async (q: Query) => {
  await q("create schema cron");
  await q("create table cron.scheduled (name text primary key, schedule text, command text)");
  await q(`create function cron.schedule(job_name text, schedule text, command text) returns bigint
           language sql as $$
             insert into cron.scheduled values (job_name, schedule, command)
             on conflict (name) do update set schedule = excluded.schedule, command = excluded.command
             returning 1::bigint $$`);
};

/** pg_net's net.http_post, recording each request. */
const standInNet = async (q: Query) => {
  await q("create schema net");
  await q("create table net.sent (id bigserial, url text, body jsonb, headers jsonb, timeout integer)");
  await q(`create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
             headers jsonb default '{}', timeout_milliseconds integer default 5000) returns bigint
           language sql as $$
             insert into net.sent (url, body, headers, timeout)
             values (url, body, headers, timeout_milliseconds) returning id $$`);
};

/** Vault's decrypted view, holding the given secrets. */
const standInVault = async (q: Query, secrets: Record<string, string>) => {
  await q("create schema vault");
  await q("create table vault.decrypted_secrets (name text, decrypted_secret text)");
  for (const [name, value] of Object.entries(secrets))
    await q("insert into vault.decrypted_secrets values ($1, $2)", [name, value]);
};

const JOBS = [
  "renfort-time-based",
  "renfort-document-worker",
  "renfort-dpae-send",
  "renfort-mail-relay",
  "renfort-resume-index",
  "renfort-import",
];

describe("the background jobs", () => {
  it("lists every job once, each with a schedule pg_cron reads and a command", async () => {
    const { rows } = await db.system((q) =>
      q<{ name: string; schedule: string; command: string }>("select * from private.background_jobs()"),
    );
    expect(rows.map((r) => r.name)).toEqual(JOBS);
    for (const row of rows) {
      // five cron fields, or pg_cron 1.5's « N seconds »
      expect(row.schedule, row.name).toMatch(/^(\S+ \S+ \S+ \S+ \S+|\d{1,2} seconds)$/);
      expect(row.command, row.name).toMatch(/^select /);
    }
  });

  it("schedules none without pg_cron (the local server runs them)", async () => {
    expect(
      await db.system(
        async (q) => (await q<{ n: number }>("select private.schedule_background_jobs() as n")).rows[0]?.n,
      ),
    ).toBe(0);
  });

  it("schedules every job with pg_cron and pg_net, and again without a duplicate", async () => {
    const scheduled = await db.system(async (q) => {
      await standInCron(q);
      await standInNet(q);
      const first = (await q<{ n: number }>("select private.schedule_background_jobs() as n")).rows[0]?.n;
      const second = (await q<{ n: number }>("select private.schedule_background_jobs() as n")).rows[0]?.n;
      const { rows } = await q<{ name: string; schedule: string; command: string }>(
        "select * from cron.scheduled order by name",
      );
      return { first, second, rows };
    });
    expect([scheduled.first, scheduled.second]).toEqual([JOBS.length, JOBS.length]);
    expect(scheduled.rows.map((r) => r.name)).toEqual([...JOBS].sort());
    const byName = Object.fromEntries(scheduled.rows.map((r) => [r.name, r]));
    expect(byName["renfort-time-based"]).toMatchObject({
      schedule: "*/15 * * * *",
      command: "select public.run_time_based_transitions()",
    });
    expect(byName["renfort-document-worker"]?.command).toBe(
      `select private.call_worker('document-worker', '{"limit": 3}')`,
    );
  });

  it("schedules only the SQL jobs when pg_net is missing", async () => {
    const names = await db.system(async (q) => {
      await standInCron(q);
      await q("select private.schedule_background_jobs()");
      return (await q<{ name: string }>("select name from cron.scheduled order by name")).rows.map((r) => r.name);
    });
    expect(names).toEqual(["renfort-import", "renfort-time-based"]);
  });
});

describe("a worker's call", () => {
  it("posts to the project's function with the service key from Vault", async () => {
    const sent = await db.system(async (q) => {
      await standInNet(q);
      await standInVault(q, { project_url: "https://abcd.supabase.co/", service_role_key: "clé-de-service" });
      const id = (await q<{ id: string }>("select private.call_worker('dpae-send', '{\"limit\": 10}') as id")).rows[0]
        ?.id;
      return { id, rows: (await q("select url, body, headers, timeout from net.sent")).rows };
    });
    expect(sent.id).not.toBeNull();
    expect(sent.rows).toEqual([
      {
        url: "https://abcd.supabase.co/functions/v1/dpae-send",
        body: { limit: 10 },
        headers: { "Content-Type": "application/json", Authorization: "Bearer clé-de-service" },
        // the hosted wall clock of a function call (150 s on the free plan)
        timeout: 150000,
      },
    ]);
  });

  it("does nothing while a secret is missing from Vault", async () => {
    const sent = await db.system(async (q) => {
      await standInNet(q);
      await standInVault(q, { service_role_key: "clé-de-service" });
      const id = (await q<{ id: string | null }>("select private.call_worker('mail-relay') as id")).rows[0]?.id;
      return { id, count: (await q<{ n: number }>("select count(*)::int as n from net.sent")).rows[0]?.n };
    });
    expect(sent).toEqual({ id: null, count: 0 });
  });
});

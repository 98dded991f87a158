// public.action_right is the one list of who may make an action that is neither a row's read or
// write nor a status move: every guard asks private.may() for a listed action, every listed action
// guards something, and may() answers for the caller's roles (an unknown action: no one).
// Direct engine, rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, type TestDatabase } from "./support/db.ts";
import { one } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

// retry_document_job asks may() for the permission its kind names (public.document_kind)
const ASKED = `select distinct m[1] as action
                 from pg_proc p join pg_namespace n on n.oid = p.pronamespace,
                      regexp_matches(p.prosrc, 'private\\.may\\(''([a-z_.]+)''\\)', 'g') m
                where n.nspname in ('public', 'private')
               union
               select k.retry_permission from public.document_kind k`;

describe("public.action_right", () => {
  it("lists every action a function asks for, and asks for every listed action — R:ROLE-ACTION-RIGHT", async () => {
    const { missing, unused } = await db.system((q) =>
      one<{ missing: string[]; unused: string[] }>(
        q,
        `with asked as (${ASKED})
         select array(select action from asked where action not in (select action from public.action_right) order by 1) as missing,
                -- screen.<subject>: who may open a screen that is not a table, asked by the front's
                -- access control (src/lib/permissions/permissions.ts); its data stay under RLS
                array(select action from public.action_right
                      where action not in (select action from asked) and action not like 'screen.%' order by 1) as unused`,
      ),
    );
    expect(missing).toEqual([]);
    expect(unused).toEqual([]);
  });

  it("answers private.may() for the caller's roles — R:ROLE-ACTION-RIGHT", async () => {
    const answers = (key: string) =>
      db.as(key, (q) =>
        one<{ renew: boolean; override: boolean; unknown: boolean }>(
          q,
          `select private.may('timesheet_week.renew_link') as renew,
                  private.may('contract.coefficient_override') as override,
                  private.may('no.such_action') as unknown`,
        ),
      );
    expect(await answers("csm")).toEqual({ renew: true, override: false, unknown: false });
    expect(await answers("comptable")).toEqual({ renew: false, override: true, unknown: false });
    expect(await answers("consultant")).toEqual({ renew: false, override: false, unknown: false });
  });

  it("is read by team members and written by no one through the API", async () => {
    const read = await db.as("marketing", (q) =>
      one<{ n: number }>(q, "select count(*)::int as n from public.action_right"),
    );
    expect(read.n).toBeGreaterThan(10);
    await expect(
      db.as("dev", (q) => q("update public.action_right set roles = '{}' where action = 'pay.export'")),
    ).rejects.toThrow(/permission denied/);
  });
});

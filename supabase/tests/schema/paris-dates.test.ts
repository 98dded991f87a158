// The business lives in Paris but the database's clock is UTC (the embedded server sets
// timezone=UTC, as hosted Supabase does): current_date, now()::date and their kin give
// yesterday's date between midnight and 1 a.m. (2 a.m. in summer) in Paris. The schema's
// functions and column defaults therefore take today from private.paris_today(), and a
// timestamp's day from `(x at time zone 'Europe/Paris')::date`. This test fails as soon as a
// function body, a function parameter's default or a column default in public or private reads
// the server's date again, unless it is listed in UTC_ON_PURPOSE with the reason. One query.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, type Query, type TestDatabase } from "../support/db.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

/**
 * The objects allowed to read the server's (UTC) date, each with the reason. Keys are the
 * object's name as the query below reports it: `function <regprocedure>`,
 * `parameter default <regprocedure>` or `column default <table>.<column>`.
 */
const UTC_ON_PURPOSE: Record<string, string> = {};

// The server's date in all its spellings: current_date (CURRENT_DATE once deparsed), localtime
// and localtimestamp, current_time, a clock read cast to a date, 'today', and the year or the
// day truncated straight from now() (in the session's time zone, UTC).
const SERVER_DATE = [
  String.raw`\mcurrent_date\M`,
  String.raw`\mlocaltimestamp\M`,
  String.raw`\mlocaltime\M`,
  String.raw`\mcurrent_time\M`,
  // `now()::date` is deparsed `(now())::date` in a default
  String.raw`\m(now\(\)|transaction_timestamp\(\)|statement_timestamp\(\)|clock_timestamp\(\)|current_timestamp)\)?\s*::\s*date\M`,
  String.raw`'(today|yesterday|tomorrow)'`,
  String.raw`\m(date_trunc\(\s*'[a-z]+'(::text)?\s*,|to_char\(|extract\(\s*[a-z]+\s+from)\s*(now\(\)|current_timestamp)`,
].join("|");

/** The objects of public and private whose text reads the server's date (one query). */
async function serverDateReaders(q: Query): Promise<Array<{ object: string; excerpt: string }>> {
  const r = await q<{ object: string; excerpt: string }>(
    `with own as (
       select p.oid, p.prosrc, p.proargdefaults
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private')
         and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
     ), candidates as (
       -- function bodies without their line comments (a comment may name current_date)
       select 'function ' || o.oid::regprocedure::text as object, regexp_replace(o.prosrc, '--[^\\n]*', '', 'g') as text
       from own o
       union all
       select 'parameter default ' || o.oid::regprocedure::text, pg_get_expr(o.proargdefaults, 0)
       from own o where o.proargdefaults is not null
       union all
       select 'column default ' || c.oid::regclass::text || '.' || a.attname, pg_get_expr(d.adbin, d.adrelid)
       from pg_attrdef d
       join pg_class c on c.oid = d.adrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
       where n.nspname in ('public', 'private')
     )
     select object, regexp_replace((regexp_match(text, '(.{0,40}(?:' || $1 || ').{0,40})', 'i'))[1], '\\s+', ' ', 'g') as excerpt
     from candidates where text ~* $1
     order by object`,
    [SERVER_DATE],
  );
  return r.rows;
}

describe("business dates are Paris dates", () => {
  it("no function, parameter default or column default in public or private reads the server's date — R:GEN-PARIS-DAY", async () => {
    const found = await db.system(serverDateReaders);
    const unexpected = found.filter((f) => !(f.object in UTC_ON_PURPOSE)).map((f) => `${f.object}: …${f.excerpt}…`);
    expect(unexpected).toEqual([]);
    // a reason listed for an object that no longer reads the server's date is stale
    const stale = Object.keys(UTC_ON_PURPOSE).filter((k) => !found.some((f) => f.object === k));
    expect(stale).toEqual([]);
  });

  it("the check sees a body, a parameter default and a column default that read it, not a comment naming it", async () => {
    const found = await db.system(async (q) => {
      await q(
        "create function private.probe_day(p_on date default current_date) returns date language sql as $$ select p_on $$",
      );
      await q(`create function private.probe_year() returns text language sql as $$
                 -- a comment may say current_date
                 select to_char(now(), 'YYYY') $$`);
      await q(`create function private.probe_paris() returns date language sql as $$
                 -- not current_date: Paris
                 select private.paris_today() $$`);
      await q("create table private.probe_dates (a date default now()::date, b date default private.paris_today())");
      return serverDateReaders(q);
    });
    expect(
      found
        .map((f) => f.object)
        .filter((o) => o.includes("probe"))
        .sort(),
    ).toEqual([
      "column default private.probe_dates.a",
      "function private.probe_year()",
      "parameter default private.probe_day(date)",
    ]);
  });

  it("private.paris_today() is today's date in Paris for the roles that run the rules, whatever the session's time zone — R:GEN-PARIS-DAY", async () => {
    const paris = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
    for (const zone of ["UTC", "Pacific/Kiritimati", "Etc/GMT+12"]) {
      const before = paris();
      const today = await db.as("consultant", async (q) => {
        await q(`set local timezone = '${zone}'`);
        return (await q<{ d: string }>("select private.paris_today()::text as d")).rows[0]?.d;
      });
      // the day may turn between the two reads of the clock
      expect([before, paris()], zone).toContain(today);
    }
  });
});

// Super-search: each criterion narrows the talents to those that meet it, the total
// count equals an independent count of the same rule, pages share that count, and the read
// rule is the talent table's (workspaces, matrix): the partner sees none of Renfort's
// talents, marketing searches, a signed-in non-member gets nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORKSPACES } from "../seed/accounts.ts";
import { testDatabase, type TestDatabase } from "./support/db.ts";
import { one } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

type Hit = {
  talent_id: string;
  first_name: string | null;
  last_name: string | null;
  city: string | null;
  main_job_name: string | null;
  qualification_status: string;
  availability_status: string;
  available_from: string | Date | null;
  blacklisted: boolean;
  distance_km: number | null;
  score: number;
  total_count: string | number;
};

const RENFORT = WORKSPACES.renfort.id;
const LYON = { lat: 45.764, lng: 4.836 };

/** Named arguments of public.super_search_talents, as PostgREST passes them. */
const superSearch = (accountKey: string, args: Record<string, unknown>) =>
  db.as(accountKey, async (q) => {
    const names = Object.keys(args);
    const sql = `select * from public.super_search_talents(${names.map((n, i) => `${n} => $${i + 1}`).join(", ")})`;
    // arrays as literals: PGlite does not serialise arrays of enum values itself
    const values = Object.values(args).map((v) => (Array.isArray(v) ? `{${v.join(",")}}` : v));
    return (await q<Hit>(sql, values)).rows;
  });

const ids = (hits: Hit[]) => hits.map((h) => h.talent_id).sort();
const total = (hits: Hit[]) => Number(hits[0]?.total_count ?? 0);

/** Ids of Renfort's searchable talents (not anonymised, not blacklisted) meeting `where`, as the owner. */
const expectedIds = (where: string, params: unknown[] = []) =>
  db.system(async (q) =>
    (
      await q<{ id: string }>(
        `select t.id from public.talent t left join public.address a on a.id = t.address_id
     where t.workspace_id = $1 and t.qualification_status <> 'anonymized' and t.blacklisted_at is null and (${where})`,
        [RENFORT, ...params],
      )
    ).rows
      .map((r) => r.id)
      .sort(),
  );

describe("super_search_talents", () => {
  it("without criteria: every searchable talent of the caller's workspace, counted — R:TAL-SEARCH-PAGES", async () => {
    const page = await superSearch("consultant", { p_limit: 25 });
    const expected = await expectedIds("true");
    expect(page).toHaveLength(25);
    expect(total(page)).toBe(expected.length);
    for (const h of page) expect(expected).toContain(h.talent_id);
  });

  it("pages share the count and do not overlap — R:TAL-SEARCH-PAGES", async () => {
    const first = await superSearch("consultant", { p_limit: 10, p_offset: 0 });
    const second = await superSearch("consultant", { p_limit: 10, p_offset: 10 });
    expect(total(first)).toBe(total(second));
    expect(ids(first).filter((id) => ids(second).includes(id))).toEqual([]);
  });

  it("text: accent-insensitive, on names and job titles — R:TAL-SEARCH-TEXT", async () => {
    const hits = await superSearch("consultant", { p_query: "lea", p_limit: 200 });
    expect(hits.some((h) => h.first_name === "Léa")).toBe(true);
    const expected = await expectedIds(
      "t.search_text like '%lea%' or exists (select 1 from public.talent_job tj join public.job j on j.id = tj.job_id where tj.talent_id = t.id and j.search_text like '%lea%')",
    );
    expect(expected.length).toBeLessThanOrEqual(200);
    expect(total(hits)).toBe(expected.length);
    expect(ids(hits)).toEqual(expected);
  });

  it("text: a typo still finds the name (word similarity) — R:TAL-SEARCH-TEXT", async () => {
    const hits = await superSearch("consultant", { p_query: "fernandez" });
    expect(hits.some((h) => h.last_name === "Fernandes")).toBe(true);
  });

  it("text matched but filtered out by another criterion: nothing (no fuzzy fallback)", async () => {
    const sample = await db.system((q) =>
      one<{ email: string; other_job: string }>(
        q,
        `select t.email, (select j.id from public.job j where not exists (select 1 from public.talent_job tj where tj.talent_id = t.id and tj.job_id = j.id) order by j.position limit 1) as other_job
       from public.talent t where t.workspace_id = $1 and t.email is not null and t.blacklisted_at is null order by t.id limit 1`,
        [RENFORT],
      ),
    );
    expect(await superSearch("consultant", { p_query: sample.email })).toHaveLength(1);
    expect(await superSearch("consultant", { p_query: sample.email, p_job_ids: [sample.other_job] })).toEqual([]);
  });

  it("jobs: only talents doing one of the jobs — R:TAL-SEARCH-CRITERIA", async () => {
    const job = await db.system((q) =>
      one<{ job_id: string; name: string }>(
        q,
        "select tj.job_id, j.name from public.talent_job tj join public.job j on j.id = tj.job_id where tj.workspace_id = $1 group by 1, 2 order by count(*) desc limit 1",
        [RENFORT],
      ),
    );
    const hits = await superSearch("consultant", { p_job_ids: [job.job_id], p_limit: 200 });
    const expected = await expectedIds(
      "exists (select 1 from public.talent_job tj where tj.talent_id = t.id and tj.job_id = $2)",
      [job.job_id],
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(total(hits)).toBe(expected.length);
    expect(ids(hits)).toEqual(expected);
  });

  it("radius: only talents living within the distance, nearest first when no text — R:TAL-SEARCH-CRITERIA", async () => {
    const hits = await superSearch("consultant", {
      p_latitude: LYON.lat,
      p_longitude: LYON.lng,
      p_radius_km: 20,
      p_limit: 200,
    });
    const expected = await expectedIds(
      "a.latitude is not null and private.distance_km($2, $3, a.latitude::float8, a.longitude::float8) <= 20",
      [LYON.lat, LYON.lng],
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(total(hits)).toBe(expected.length);
    expect(ids(hits)).toEqual(expected);
    const distances = hits.map((h) => h.distance_km!);
    expect(Math.max(...distances)).toBeLessThanOrEqual(20);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("available by a date: available now without a later date, or a known date on or before it — R:TAL-SEARCH-CRITERIA", async () => {
    const day = await db.system((q) =>
      one<{ d: string }>(q, "select to_char(private.paris_today() + 10, 'YYYY-MM-DD') as d"),
    );
    const hits = await superSearch("consultant", { p_available_by: day.d, p_limit: 1 });
    const expected = await expectedIds(
      "t.availability_status <> 'unavailable' and (t.available_from <= $2::date or (t.available_from is null and t.availability_status = 'available'))",
      [day.d],
    );
    const later = await expectedIds("t.available_from > $2::date", [day.d]);
    expect(later.length).toBeGreaterThan(0);
    expect(total(hits)).toBe(expected.length);
    const all = await superSearch("consultant", { p_available_by: day.d, p_limit: 200, p_offset: 0 });
    for (const h of all) expect(later).not.toContain(h.talent_id);
  });

  it("qualification statuses and availability statuses — R:TAL-SEARCH-CRITERIA", async () => {
    const hits = await superSearch("consultant", {
      p_qualification_statuses: ["to_qualify"],
      p_availability: ["available"],
      p_limit: 200,
    });
    const expected = await expectedIds("t.qualification_status = 'to_qualify' and t.availability_status = 'available'");
    expect(total(hits)).toBe(expected.length);
    expect(ids(hits)).toEqual(expected);
  });

  it("qualification documents: a valid CACES (not expired, not rejected) — R:TAL-SEARCH-CRITERIA", async () => {
    const hits = await superSearch("consultant", { p_document_types: ["caces"], p_limit: 200 });
    const expected = await expectedIds(
      "exists (select 1 from public.document d where d.talent_id = t.id and d.type = 'caces' and d.status in ('valid', 'expiring_soon') and (d.expiry_date is null or d.expiry_date >= private.paris_today()))",
    );
    const anyCaces = await expectedIds(
      "exists (select 1 from public.document d where d.talent_id = t.id and d.type = 'caces')",
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(anyCaces.length).toBeGreaterThan(expected.length);
    expect(total(hits)).toBe(expected.length);
    expect(ids(hits)).toEqual(expected);
  });

  it("qualification documents: every type asked (CACES and SST), each still valid — R:TAL-SEARCH-CRITERIA", async () => {
    const valid = (type: string) =>
      `exists (select 1 from public.document d where d.talent_id = t.id and d.type = '${type}' and d.status in ('valid', 'expiring_soon') and (d.expiry_date is null or d.expiry_date >= private.paris_today()))`;
    const { hits, both, withSst, withExpiredSst } = await db.setupThenAs(
      "consultant",
      async (q) => {
        // two CACES holders: one gets a valid SST, the other an SST that expired yesterday
        const holders = (
          await q<{ id: string }>(
            `select t.id from public.talent t where t.workspace_id = $1 and t.blacklisted_at is null and t.qualification_status <> 'anonymized' and ${valid("caces")} and not ${valid("sst")} order by t.id limit 2`,
            [RENFORT],
          )
        ).rows.map((r) => r.id);
        await q(
          `insert into public.document (workspace_id, type, status, talent_id, issued_at, expiry_date)
               values ($1, 'sst', 'valid', $2, private.paris_today() - 30, private.paris_today() + 300), ($1, 'sst', 'valid', $3, private.paris_today() - 800, private.paris_today() - 1)`,
          [RENFORT, holders[0], holders[1]],
        );
        const expected = (
          await q<{ id: string }>(
            `select t.id from public.talent t where t.workspace_id = $1 and t.blacklisted_at is null and t.qualification_status <> 'anonymized' and ${valid("caces")} and ${valid("sst")} order by t.id`,
            [RENFORT],
          )
        ).rows
          .map((r) => r.id)
          .sort();
        return { expected, holders };
      },
      async (q, { expected, holders }) => ({
        hits: (
          await q<Hit>(
            "select * from public.super_search_talents(p_document_types => '{sst,caces}', p_limit => 200)",
            [],
          )
        ).rows,
        both: expected,
        withSst: holders[0],
        withExpiredSst: holders[1],
      }),
    );
    expect(ids(hits)).toContain(withSst);
    expect(ids(hits)).not.toContain(withExpiredSst);
    expect(total(hits)).toBe(both.length);
    expect(ids(hits)).toEqual(both);
  });

  it("criteria combine (text + job + radius) — R:TAL-SEARCH-CRITERIA", async () => {
    const sample = await db.system((q) =>
      one<{ id: string; last_name: string; job_id: string }>(
        q,
        `select t.id, t.last_name, tj.job_id from public.talent t join public.address a on a.id = t.address_id join public.talent_job tj on tj.talent_id = t.id and tj.is_main
       where t.workspace_id = $1 and a.city = 'Lyon' and t.blacklisted_at is null and t.qualification_status <> 'anonymized' order by t.id limit 1`,
        [RENFORT],
      ),
    );
    const hits = await superSearch("consultant", {
      p_query: sample.last_name
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .toUpperCase(),
      p_job_ids: [sample.job_id],
      p_latitude: LYON.lat,
      p_longitude: LYON.lng,
      p_radius_km: 10,
      p_limit: 200,
    });
    expect(ids(hits)).toContain(sample.id);
    for (const h of hits) expect(h.distance_km!).toBeLessThanOrEqual(10);
    const broader = await superSearch("consultant", {
      p_latitude: LYON.lat,
      p_longitude: LYON.lng,
      p_radius_km: 10,
      p_limit: 1,
    });
    expect(total(hits)).toBeLessThan(total(broader));
  });

  it("talents who must no longer be delegated only when asked — R:TAL-BLACKLIST-OUT, R:TAL-SEARCH-BLACKLISTED", async () => {
    const blacklisted = await db.system(async (q) =>
      (
        await q<{ id: string }>(
          "select id from public.talent where workspace_id = $1 and blacklisted_at is not null and qualification_status <> 'anonymized'",
          [RENFORT],
        )
      ).rows.map((r) => r.id),
    );
    expect(blacklisted.length).toBeGreaterThan(0);
    const without = await superSearch("consultant", { p_limit: 1 });
    const withThem = await superSearch("consultant", { p_include_blacklisted: true, p_limit: 1 });
    expect(total(withThem) - total(without)).toBe(blacklisted.length);
  });

  it("reads only the caller's workspaces: the partner sees none of Renfort's talents", async () => {
    const hits = await superSearch("partenaire", { p_limit: 200 });
    const partnerIds = await db.system(async (q) =>
      (
        await q<{ id: string }>("select id from public.talent where workspace_id = $1", [WORKSPACES.partner.id])
      ).rows.map((r) => r.id),
    );
    expect(hits.length).toBeGreaterThan(0);
    for (const h of hits) expect(partnerIds).toContain(h.talent_id);
    const renfortHits = await superSearch("consultant", { p_limit: 200 });
    for (const h of renfortHits) expect(partnerIds).not.toContain(h.talent_id);
  });

  it("marketing searches; a signed-in non-member gets nothing", async () => {
    const marketing = await superSearch("marketing", { p_query: "lea", p_limit: 5 });
    expect(marketing.length).toBeGreaterThan(0);
    expect(await superSearch("candidat", { p_limit: 5 })).toEqual([]);
    expect(await superSearch("candidat", { p_document_types: ["caces"] })).toEqual([]);
  });

  it("leaves out anonymised talents — R:TAL-SEARCH-ANONYMIZED, R:TAL-ANONYMIZED-OUT", async () => {
    const anonymised = await db.system(async (q) =>
      (
        await q<{ id: string }>(
          "select id from public.talent where workspace_id = $1 and qualification_status = 'anonymized'",
          [RENFORT],
        )
      ).rows.map((r) => r.id),
    );
    expect(anonymised.length).toBeGreaterThan(0);
    const all = await superSearch("consultant", {
      p_include_blacklisted: true,
      p_qualification_statuses: ["anonymized"],
    });
    expect(all).toEqual([]);
  });
});

// Search: accent-insensitive trigram search on talent names, e-mails, phones and job titles,
// and the radius search on a sphere of 6371 km around a point or a mission's worksite —
// always through the caller's row-level security.
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
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  city: string;
  main_job_name: string;
  distance_km: number | null;
  score: number;
};

const search = (account: string, sql: string, params: unknown[] = []) =>
  db.as(account, async (q) => (await q<Hit>(sql, params)).rows);

describe("distance", () => {
  it("uses an earth radius of 6371 km", async () => {
    const r = await db.engine.query<{ km: number }>(
      "select private.distance_km(48.857, 2.352, 45.764, 4.836) as km",
      [],
    );
    // haversine Paris–Lyon on a 6371 km sphere
    expect(r.rows[0].km).toBeCloseTo(391.5, 0);
  });
});

describe("search_talents", () => {
  it("finds names regardless of case and accents", async () => {
    const plain = await search("consultant", "select * from public.search_talents('lea')");
    expect(plain.length).toBeGreaterThan(0);
    expect(plain.some((h) => h.first_name === "Léa")).toBe(true);
    const upper = await search("consultant", "select * from public.search_talents('TRAORE')");
    expect(upper.length).toBeGreaterThan(0);
    expect(upper.every((h) => h.last_name === "Traoré" || h.score < 1)).toBe(true);
  });

  it("finds e-mails and phones typed nationally", async () => {
    const sample = await db.system(async (q) =>
      one<{ email: string; phone_number: string; id: string }>(
        q,
        "select id, email, phone_number from public.talent where workspace_id = $1 and email is not null order by id limit 1",
        [WORKSPACES.renfort.id],
      ),
    );
    const byEmail = await search("consultant", "select * from public.search_talents($1)", [sample.email]);
    expect(byEmail[0].talent_id).toBe(sample.id);
    const national = "0" + sample.phone_number.slice(3);
    const byPhone = await search("consultant", "select * from public.search_talents($1)", [national]);
    expect(byPhone.map((h) => h.talent_id)).toContain(sample.id);
  });

  it("finds talents by job title, without the accent", async () => {
    const hits = await search("consultant", "select * from public.search_talents('macon', p_limit => 200)");
    expect(hits.length).toBeGreaterThan(0);
    const withJob = await db.as(
      "consultant",
      async (q) =>
        (
          await q<{ n: string }>(
            `select count(*) as n from public.talent_job tj join public.job j on j.id = tj.job_id
       where tj.talent_id = any ($1::uuid[]) and j.name ilike '%maçon%'`,
            [hits.map((h) => h.talent_id)],
          )
        ).rows[0].n,
    );
    expect(Number(withJob)).toBeGreaterThan(0);
  });

  it("tolerates a typo (trigram similarity)", async () => {
    const hits = await search("consultant", "select * from public.search_talents('fernandez')");
    expect(hits.some((h) => h.last_name === "Fernandes")).toBe(true);
  });

  it("searches within a radius, nearest distances computed", async () => {
    const hits = await search(
      "consultant",
      "select * from public.search_talents(p_latitude => 45.764, p_longitude => 4.836, p_radius_km => 15, p_limit => 500)",
    );
    expect(hits.length).toBeGreaterThan(0);
    for (const h of hits) {
      expect(h.distance_km).not.toBeNull();
      expect(h.distance_km!).toBeLessThanOrEqual(15);
    }
    // the seed's talents around Lyon live in Lyon or Villeurbanne (other test files may add their own, named apart)
    const seeded = hits.filter((h) => !/\d{6,}/.test(h.city ?? ""));
    expect(seeded.length).toBeGreaterThan(0);
    expect(new Set(seeded.map((h) => h.city))).toEqual(
      new Set(seeded.map((h) => h.city).filter((c) => ["Lyon", "Villeurbanne"].includes(c))),
    );
  });

  it("searches around a mission's worksite", async () => {
    const mission = await db.system((q) =>
      one<{ id: string; city: string }>(
        q,
        "select m.id, a.city from public.mission m join public.address a on a.id = m.address_id where m.workspace_id = $1 and a.city = 'Lyon' limit 1",
        [WORKSPACES.renfort.id],
      ),
    );
    const hits = await search("consultant", "select * from public.search_talents_around_mission($1, 25)", [mission.id]);
    expect(hits.length).toBeGreaterThan(0);
    const distances = hits.map((h) => h.distance_km!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(25);
  });

  it("goes through row-level security", async () => {
    const partner = await search("partenaire", "select * from public.search_talents(p_limit => 500)");
    const partnerIds = await db.system(async (q) =>
      (
        await q<{ id: string }>("select id from public.talent where workspace_id = $1", [WORKSPACES.partner.id])
      ).rows.map((r) => r.id),
    );
    expect(partner.length).toBeGreaterThan(0);
    for (const h of partner) expect(partnerIds).toContain(h.talent_id);
    expect(await search("candidat", "select * from public.search_talents()")).toEqual([]);
  });

  it("uses the trigram index on the search text", async () => {
    const plan = await db.system(async (q) => {
      await q("set local enable_seqscan = off", []);
      return (
        await q<{ "QUERY PLAN": string }>("explain select id from public.talent where search_text like '%dupont%'", [])
      ).rows
        .map((r) => r["QUERY PLAN"])
        .join("\n");
    });
    expect(plan).toContain("talent_search_text_trgm_idx");
  });
});

describe("search_records", () => {
  it("finds talents, companies, contacts and missions in one call", async () => {
    const rows = await db.as(
      "csm",
      async (q) =>
        (await q<{ entity: string; label: string }>("select * from public.search_records('bâtir', 50)", [])).rows,
    );
    expect(rows.some((r) => r.entity === "company")).toBe(true);
  });
});

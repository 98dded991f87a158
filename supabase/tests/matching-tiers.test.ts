// The matching rankings read by tiers (supabase/schemas/06_missions_applications.sql): the job's holders (or
// the talent's jobs' missions) first, then the others by distance band while a band can still
// reach the page. Each page must stay the slice of the full ranking, whatever tier its rows come
// from; the total is exact when every tier was read and flagged as an estimate otherwise; the
// talent_job copy of the home coordinates follows the talent's address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { cloneRow, one, RENFORT } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const LYON = { latitude: 45.764, longitude: 4.836 };
const KM_PER_DEGREE = 111.195;

async function place(q: Query, km: number): Promise<string> {
  const a = await cloneRow(q, "address", "workspace_id = $1", [RENFORT], {
    street1: `${km} km au nord du chantier des paliers`,
    location: null,
    latitude: (LYON.latitude + km / KM_PER_DEGREE).toFixed(6),
    longitude: LYON.longitude.toFixed(6),
  });
  return String(a.id);
}

async function talent(q: Query, km: number, values: Record<string, unknown> = {}): Promise<string> {
  const t = await cloneRow(
    q,
    "talent",
    "workspace_id = $1 and qualification_status = 'qualified' and blacklisted_at is null",
    [RENFORT],
    {
      address_id: await place(q, km),
      email: null,
      phone_number: null,
      auth_user_id: null,
      mobility_radius_km: 30,
      availability_status: "available",
      available_from: null,
      blacklisted_at: null,
      blacklist_reason: null,
      blacklisted_by: null,
      ...values,
    },
  );
  return String(t.id);
}

type World = { mission: string; job: string; holderNear: string; holderFar: string; otherNear: string };

/**
 * A mission at Lyon (job J, CACES and AIPR required unless `required` says otherwise) and
 * talents on both sides of the first tier: a holder of J at 1 km without documents (75), a
 * holder far away and unavailable (30), a non-holder at 3 km holding both qualifications (70),
 * a non-holder at 15 km holding both (60), one at 30 km with a CACES only (38).
 */
async function world(q: Query, required: string[] = ["caces", "aipr"]): Promise<World> {
  const jobs = (await q<{ id: string }>("select id from public.job order by name limit 2", [])).rows.map((r) => r.id);
  const mission = await cloneRow(q, "mission", "workspace_id = $1 and is_client_order", [RENFORT], {
    reference: "TEST-TIERS-0001",
    address_id: await place(q, 0),
    job_id: jobs[0],
    required_qualifications: required,
    start_date: "2030-03-01",
    end_date: "2030-04-30",
    status: "open",
    job_posting_status: "draft",
    job_posting_date: null,
    closing_reason: null,
    closing_comment: null,
  });
  const holderNear = await talent(q, 1);
  const holderFar = await talent(q, 40, { availability_status: "unavailable" });
  const otherNear = await talent(q, 3);
  const otherMid = await talent(q, 15);
  const otherFar = await talent(q, 30);
  await q(
    `insert into public.talent_job (talent_id, job_id, workspace_id, is_main) values
       ($1, $6, $8, true), ($2, $7, $8, true), ($2, $6, $8, false), ($3, $7, $8, true), ($4, $7, $8, true), ($5, $7, $8, true)`,
    [holderNear, holderFar, otherNear, otherMid, otherFar, jobs[0], jobs[1], RENFORT],
  );
  await q(
    `insert into public.document (workspace_id, type, status, talent_id, issued_at, expiry_date) values
       ($1, 'caces', 'valid', $2, '2025-01-01', null), ($1, 'aipr', 'valid', $2, '2025-01-01', null),
       ($1, 'caces', 'valid', $3, '2025-01-01', null),
       ($1, 'caces', 'valid', $4, '2025-01-01', null), ($1, 'aipr', 'valid', $4, '2025-01-01', null)`,
    [RENFORT, otherNear, otherFar, otherMid],
  );
  return { mission: String(mission.id), job: jobs[0], holderNear, holderFar, otherNear };
}

type Row = { talent_id: string; score: number; total_count: number; total_is_estimate: boolean };
const PAGES = [
  [0, 1],
  [0, 2],
  [1, 1],
  [1, 3],
  [2, 5],
  [0, 40],
] as const;

const ranking = (q: Query, mission: string, limit: number, offset: number, options = "") =>
  q<Row>(
    `select talent_id, score, total_count, total_is_estimate
     from public.mission_candidates($1, p_radius_km => 50, p_limit => $2, p_offset => $3${options})`,
    [mission, limit, offset],
  ).then((r) => r.rows);

describe("mission_candidates by tiers", () => {
  for (const required of [["caces", "aipr"], []]) {
    for (const options of ["", ", p_only_available => true", ", p_only_qualified => true"]) {
      it(`pages are slices of the full ranking across tiers (required ${JSON.stringify(required)}${options})`, async () => {
        const { all, pages } = await db.setupThenAs(
          "consultant",
          (q) => world(q, required),
          async (q, w) => {
            const pages = [];
            for (const [offset, limit] of PAGES)
              pages.push({ offset, limit, rows: await ranking(q, w.mission, limit, offset, options) });
            return { all: await ranking(q, w.mission, 100000, 0, options), pages };
          },
        );
        expect(all.length).toBeGreaterThan(1);
        expect(all[0].total_is_estimate).toBe(false);
        expect(Number(all[0].total_count)).toBe(all.length);
        for (const page of pages)
          expect(page.rows.map((r) => r.talent_id)).toEqual(
            all.slice(page.offset, page.offset + page.limit).map((r) => r.talent_id),
          );
      });
    }
  }

  it("ranks a near talent without the job (70) before a far holder (30), and stops reading when no band can reach the page", async () => {
    const { w, all, first } = await db.setupThenAs("consultant", world, async (q, w) => ({
      w,
      all: await ranking(q, w.mission, 100000, 0),
      first: await ranking(q, w.mission, 1, 0),
    }));
    const ids = all.map((r) => r.talent_id);
    expect(all.find((r) => r.talent_id === w.holderNear)?.score).toBe(75);
    expect(all.find((r) => r.talent_id === w.otherNear)?.score).toBe(70);
    expect(all.find((r) => r.talent_id === w.holderFar)?.score).toBe(30);
    expect(ids.indexOf(w.otherNear)).toBeLessThan(ids.indexOf(w.holderFar));
    // the best holder scores 75 > 70, the best a talent without the job can reach: the
    // first page of one reads the holders only, and its total is an estimate
    expect(first.map((r) => r.talent_id)).toEqual(ids.slice(0, 1));
    expect(first[0].total_is_estimate).toBe(true);
    // an estimate of the right order (the demo data's few addresses are sampled whole or nearly)
    expect(Number(first[0].total_count)).toBeGreaterThan(all.length / 2);
    expect(Number(first[0].total_count)).toBeLessThan(all.length * 2);
  });
});

describe("mission_candidates without a located worksite", () => {
  it("ranks the job's holders only, without distance, with an exact total, page by page — R:MIS-MATCH-NO-COORDINATES", async () => {
    const { w, all, pages } = await db.setupThenAs(
      "consultant",
      async (q) => {
        const w = await world(q);
        const nowhere = await cloneRow(q, "address", "workspace_id = $1", [RENFORT], {
          street1: "chantier sans coordonnées",
          location: null,
          latitude: null,
          longitude: null,
        });
        await q("update public.mission set address_id = $2 where id = $1", [w.mission, nowhere.id]);
        return w;
      },
      async (q, w) => {
        const read = (limit: number, offset: number) =>
          q<Row & { distance_km: number | null; missing: string[] }>(
            "select talent_id, score, distance_km, missing, total_count, total_is_estimate from public.mission_candidates($1, p_limit => $2, p_offset => $3)",
            [w.mission, limit, offset],
          ).then((r) => r.rows);
        const pages = [];
        for (const [offset, limit] of PAGES) pages.push({ offset, limit, rows: await read(limit, offset) });
        return { w, all: await read(100000, 0), pages };
      },
    );
    const ids = all.map((r) => r.talent_id);
    expect(ids).toContain(w.holderNear);
    expect(ids).toContain(w.holderFar);
    expect(ids).not.toContain(w.otherNear);
    // no distance, said so (not 20 015 km "beyond mobility")
    expect(all.map((r) => r.distance_km)).toEqual(all.map(() => null));
    for (const r of all) expect(r.missing).toContain("distance_unknown");
    for (const r of all) expect(r.missing).not.toContain("beyond_mobility");
    expect(all[0].total_is_estimate).toBe(false);
    expect(Number(all[0].total_count)).toBe(all.length);
    for (const page of pages) {
      expect(page.rows.map((r) => r.talent_id)).toEqual(ids.slice(page.offset, page.offset + page.limit));
      expect(page.rows[0]?.total_is_estimate ?? false).toBe(false);
    }
  });
});

describe("talent_missions by tiers", () => {
  it("pages are slices of the full ranking, the whole list's total exact, a short page's an estimate — R:MIS-MATCH-ESTIMATE", async () => {
    const { all, pages } = await db.setupThenAs("consultant", world, async (q, w) => {
      const read = (limit: number, offset: number) =>
        q<{ mission_id: string; score: number; total_count: number; total_is_estimate: boolean }>(
          "select mission_id, score, total_count, total_is_estimate from public.talent_missions($1, p_radius_km => 50, p_limit => $2, p_offset => $3)",
          [w.holderNear, limit, offset],
        ).then((r) => r.rows);
      const all = await read(100000, 0);
      const pages = [];
      for (const [offset, limit] of PAGES) pages.push({ offset, limit, rows: await read(limit, offset) });
      return { all, pages };
    });
    expect(all.length).toBeGreaterThan(1);
    expect(all[0].total_is_estimate).toBe(false);
    expect(Number(all[0].total_count)).toBe(all.length);
    for (const page of pages)
      expect(page.rows.map((r) => r.mission_id)).toEqual(
        all.slice(page.offset, page.offset + page.limit).map((r) => r.mission_id),
      );
    // the mission at 1 km of the talent's main job (75) outranks any other job's mission (≤ 70):
    // the first page of one reads the talent's jobs' missions only
    expect(pages[0].rows[0].score).toBeGreaterThanOrEqual(75);
    expect(pages[0].rows[0].total_is_estimate).toBe(true);
  });
});

describe("talent_job home coordinates", () => {
  it("follow the talent's address: on insert (whatever was sent), on the address moved, on another address", async () => {
    const read = (q: Query, id: string, job: string) =>
      one<{ home_lat: number | null; lat: number | null }>(
        q,
        `select tj.home_lat, a.geo_lat as lat from public.talent_job tj
         join public.talent t on t.id = tj.talent_id left join public.address a on a.id = t.address_id
         where tj.talent_id = $1 and tj.job_id = $2`,
        [id, job],
      );
    const seen = await db.system(async (q) => {
      const w = await world(q);
      const inserted = await read(q, w.holderNear, w.job);
      await q("update public.talent_job set home_lat = 0, home_lng = 0 where talent_id = $1", [w.holderNear]);
      const forged = await read(q, w.holderNear, w.job);
      await q(
        "update public.address set latitude = latitude + 0.5 where id = (select address_id from public.talent where id = $1)",
        [w.holderNear],
      );
      const moved = await read(q, w.holderNear, w.job);
      await q("update public.talent set address_id = $2 where id = $1", [w.holderNear, await place(q, 80)]);
      const rehomed = await read(q, w.holderNear, w.job);
      await q("update public.talent set address_id = null where id = $1", [w.holderNear]);
      const homeless = await read(q, w.holderNear, w.job);
      return { inserted, forged, moved, rehomed, homeless };
    });
    expect(seen.inserted.home_lat).toBeCloseTo(LYON.latitude + 1 / KM_PER_DEGREE, 6);
    expect(seen.forged.home_lat).toBe(seen.inserted.home_lat);
    expect(seen.moved.home_lat).toBeCloseTo(Number(seen.inserted.home_lat) + 0.5, 6);
    expect(seen.rehomed.home_lat).toBeCloseTo(LYON.latitude + 80 / KM_PER_DEGREE, 6);
    for (const s of [seen.inserted, seen.moved, seen.rehomed]) expect(s.home_lat).toBe(s.lat);
    expect(seen.homeless.home_lat).toBeNull();
  });
});

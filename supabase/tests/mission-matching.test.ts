// The matching score (issue 16): public.mission_candidates ranks talents for a mission,
// public.talent_missions missions for a talent, by the same parts — distance to the worksite,
// job title, required qualifications valid over the mission's dates, availability on its
// start — each hit with its reasons and what is missing; public.add_talents_to_pipeline adds
// them in one statement. Fixtures built in the test's transaction around a worksite in Lyon.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessage, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
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

type Fixture = { mission: string; full: string; partial: string; blacklisted: string; inPipeline: string };

async function place(q: Query, km: number): Promise<string> {
  const a = await cloneRow(q, "address", "workspace_id = $1", [RENFORT], {
    street1: `${km} km au nord du chantier d'essai`,
    location: null,
    latitude: (LYON.latitude + km / KM_PER_DEGREE).toFixed(6),
    longitude: LYON.longitude.toFixed(6),
  });
  return String(a.id);
}

async function talent(q: Query, km: number, values: Record<string, unknown>): Promise<string> {
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

/** A mission at Lyon needing a CACES and an AIPR, and four talents around it. */
async function fixture(q: Query): Promise<Fixture> {
  const jobs = (await q<{ id: string }>("select id from public.job order by name limit 2", [])).rows.map((r) => r.id);
  const mission = await cloneRow(q, "mission", "workspace_id = $1 and is_client_order", [RENFORT], {
    reference: "TEST-MATCH-0001",
    address_id: await place(q, 0),
    job_id: jobs[0],
    required_qualifications: ["caces", "aipr"],
    start_date: "2030-03-01",
    end_date: "2030-04-30",
    status: "open",
    job_posting_status: "draft",
    job_posting_date: null,
    closing_reason: null,
    closing_comment: null,
  });
  const full = await talent(q, 5, {});
  const partial = await talent(q, 20, { available_from: "2030-03-15" });
  const blacklisted = await talent(q, 3, {
    blacklisted_at: "2026-01-01T00:00:00Z",
    blacklist_reason: "Abandon de poste",
  });
  const inPipeline = await talent(q, 2, {});
  await q(
    `insert into public.talent_job (talent_id, job_id, workspace_id, is_main) values
       ($1, $5, $6, true), ($2, $7, $6, true), ($2, $5, $6, false), ($3, $5, $6, true), ($4, $5, $6, true)`,
    [full, partial, blacklisted, inPipeline, jobs[0], RENFORT, jobs[1]],
  );
  await q(
    `insert into public.document (workspace_id, type, status, talent_id, issued_at, expiry_date) values
       ($1, 'caces', 'valid', $2, '2025-01-01', '2031-01-01'),
       ($1, 'aipr', 'expiring_soon', $2, '2025-01-01', null),
       ($1, 'caces', 'valid', $3, '2024-01-01', '2030-04-01'),
       ($1, 'aipr', 'expired', $3, '2020-01-01', '2024-01-01')`,
    [RENFORT, full, partial],
  );
  await q(
    "insert into public.application (workspace_id, mission_id, talent_id, stage, source) values ($1, $2, $3, 'new', 'manual')",
    [RENFORT, mission.id, inPipeline],
  );
  return { mission: String(mission.id), full, partial, blacklisted, inPipeline };
}

type Candidate = {
  talent_id: string;
  distance_km: number;
  score: number;
  distance_points: number;
  job_points: number;
  qualification_points: number;
  availability_points: number;
  reasons: string[];
  missing: string[];
  missing_qualifications: string[];
  total_count: number;
};

const candidates = (q: Query, f: Fixture, options = "") =>
  q<Candidate>(`select * from public.mission_candidates($1, p_radius_km => 50, p_limit => 1000${options})`, [
    f.mission,
  ]).then((r) => r.rows);

describe("mission_candidates", () => {
  it("scores each part and says why a talent matched and what is missing — R:MIS-MATCH-SCORE", async () => {
    const { f, rows } = await db.setupThenAs("consultant", fixture, async (q, f) => ({
      f,
      rows: await candidates(q, f),
    }));
    const full = rows.find((r) => r.talent_id === f.full)!;
    const partial = rows.find((r) => r.talent_id === f.partial)!;
    expect(Number(full.distance_km)).toBeCloseTo(5, 1);
    expect(full).toMatchObject({
      score: 100,
      distance_points: 30,
      job_points: 30,
      qualification_points: 25,
      availability_points: 15,
      reasons: ["near_worksite", "within_mobility", "main_job", "qualifications_valid", "available"],
      missing: [],
      missing_qualifications: [],
    });
    // 20 km, the job but not as main, a CACES expiring before the end and an expired AIPR,
    // available two weeks after the start
    expect(partial).toMatchObject({
      score: 40,
      distance_points: 20,
      job_points: 20,
      qualification_points: 0,
      availability_points: 0,
      reasons: ["within_radius", "within_mobility", "other_job"],
      missing: ["qualifications", "availability"],
      missing_qualifications: ["caces", "aipr"],
    });
    // best first
    expect(rows.findIndex((r) => r.talent_id === f.full)).toBeLessThan(
      rows.findIndex((r) => r.talent_id === f.partial),
    );
    expect(rows.map((r) => r.score)).toEqual([...rows.map((r) => r.score)].sort((a, b) => b - a));
    expect(Number(rows[0].total_count)).toBe(rows.length);
  });

  it("leaves out blacklisted talents and those already in the pipeline — R:MIS-MATCH-EXCLUDED, R:TAL-BLACKLIST-OUT", async () => {
    const { f, ids } = await db.setupThenAs("consultant", fixture, async (q, f) => ({
      f,
      ids: (await candidates(q, f)).map((r) => r.talent_id),
    }));
    expect(ids).toContain(f.full);
    expect(ids).not.toContain(f.blacklisted);
    expect(ids).not.toContain(f.inPipeline);
  });

  it("leaves out an anonymised talent, however near — R:MIS-MATCH-EXCLUDED", async () => {
    const withAnonymised = async (q: Query) => {
      const f = await fixture(q);
      const anonymised = await talent(q, 1, { qualification_status: "anonymized" });
      await q(
        "insert into public.talent_job (talent_id, job_id, workspace_id, is_main) select $1, job_id, workspace_id, true from public.mission where id = $2",
        [anonymised, f.mission],
      );
      return { f, anonymised };
    };
    const { f, anonymised, ids } = await db.setupThenAs("consultant", withAnonymised, async (q, s) => ({
      ...s,
      ids: (await candidates(q, s.f)).map((r) => r.talent_id),
    }));
    expect(ids).toContain(f.full);
    expect(ids).not.toContain(anonymised);
  });

  it("filters: only available, only qualified, radius", async () => {
    const { f, available, qualified, near } = await db.setupThenAs("consultant", fixture, async (q, f) => ({
      f,
      available: (await candidates(q, f, ", p_only_available => true")).map((r) => r.talent_id),
      qualified: (await candidates(q, f, ", p_only_qualified => true")).map((r) => r.talent_id),
      near: (
        await q<{ talent_id: string }>("select talent_id from public.mission_candidates($1, p_radius_km => 10)", [
          f.mission,
        ])
      ).rows.map((r) => r.talent_id),
    }));
    expect(available).toContain(f.full);
    expect(available).not.toContain(f.partial);
    expect(qualified).toContain(f.full);
    expect(qualified).not.toContain(f.partial);
    expect(near).toContain(f.full);
    expect(near).not.toContain(f.partial);
  });

  // Only the candidates whose score bound can reach the page are fully scored:
  // a talent nearer and better on the cheap parts (distance, job, availability) but without the
  // qualifications must not hide a farther one who holds them, on any page.
  it("pages are slices of the full ranking: the best-scored talent comes first even when farther", async () => {
    const { far, nearBare, all, pages, qualified } = await db.setupThenAs(
      "consultant",
      async (q) => {
        const f = await fixture(q);
        const job = String(
          (await one<{ job_id: string }>(q, "select job_id from public.mission where id = $1", [f.mission])).job_id,
        );
        // 1 km, main job, available, no document: 30 + 30 + 0 + 15 = 75
        const nearBare = await talent(q, 1, {});
        // 22 km, main job, available, both qualifications: 20 + 30 + 25 + 15 = 90
        const far = await talent(q, 22, {});
        await q(
          "insert into public.talent_job (talent_id, job_id, workspace_id, is_main) values ($1, $3, $4, true), ($2, $3, $4, true)",
          [nearBare, far, job, RENFORT],
        );
        await q(
          `insert into public.document (workspace_id, type, status, talent_id, issued_at, expiry_date) values
             ($1, 'caces', 'valid', $2, '2025-01-01', null), ($1, 'aipr', 'valid', $2, '2025-01-01', null)`,
          [RENFORT, far],
        );
        return { ...f, far, nearBare };
      },
      async (q, f) => {
        const all = await candidates(q, f);
        const pages: Array<{ offset: number; limit: number; ids: string[]; total: number }> = [];
        for (const [offset, limit] of [
          [0, 1],
          [0, 2],
          [1, 1],
          [1, 3],
          [2, 2],
        ]) {
          const rows = (
            await q<Candidate>(
              "select * from public.mission_candidates($1, p_radius_km => 50, p_limit => $2, p_offset => $3)",
              [f.mission, limit, offset],
            )
          ).rows;
          pages.push({ offset, limit, ids: rows.map((r) => r.talent_id), total: Number(rows[0]?.total_count ?? 0) });
        }
        const qualified = await candidates(q, f, ", p_only_qualified => true");
        return { far: f.far, nearBare: f.nearBare, all, pages, qualified };
      },
    );
    const ids = all.map((r) => r.talent_id);
    expect(all.find((r) => r.talent_id === far)).toMatchObject({ score: 90, qualification_points: 25 });
    expect(all.find((r) => r.talent_id === nearBare)).toMatchObject({ score: 75, qualification_points: 0 });
    expect(ids.indexOf(far)).toBeLessThan(ids.indexOf(nearBare));
    for (const page of pages) {
      expect(page.ids).toEqual(ids.slice(page.offset, page.offset + page.limit));
      expect(page.total).toBe(all.length);
    }
    // the count of "only qualified" is exact: the holders of every required qualification
    expect(qualified.map((r) => r.missing_qualifications)).toEqual(qualified.map(() => []));
    expect(qualified.map((r) => r.talent_id)).toContain(far);
    expect(Number(qualified[0].total_count)).toBe(qualified.length);
  });

  it("applies row-level security: another workspace's consultant gets nothing", async () => {
    const rows = await db.setupThenAs("partenaire@agence-partenaire.test", fixture, (q, f) => candidates(q, f));
    expect(rows).toEqual([]);
  });
});

describe("talent_missions", () => {
  it("ranks the open missions for a talent by the same score — R:MIS-MATCH-SCORE", async () => {
    const { f, row, same } = await db.setupThenAs("consultant", fixture, async (q, f) => ({
      f,
      row: (
        await q<Candidate & { mission_id: string }>(
          "select * from public.talent_missions($1, p_radius_km => 50, p_limit => 1000)",
          [f.partial],
        )
      ).rows.find((r) => r.mission_id === f.mission),
      same: (await candidates(q, f)).find((r) => r.talent_id === f.partial),
    }));
    expect(row).toBeDefined();
    expect(row).toMatchObject({
      score: same!.score,
      reasons: same!.reasons,
      missing: same!.missing,
      missing_qualifications: same!.missing_qualifications,
    });
    void f;
  });

  it("pages are slices of the full ranking, with the exact total", async () => {
    const { all, pages } = await db.setupThenAs("consultant", fixture, async (q, f) => {
      const read = (limit: number, offset: number) =>
        q<{ mission_id: string; total_count: number }>(
          "select mission_id, total_count from public.talent_missions($1, p_radius_km => 50, p_limit => $2, p_offset => $3)",
          [f.partial, limit, offset],
        ).then((r) => r.rows);
      const all = await read(1000, 0);
      const pages = [];
      for (const [offset, limit] of [
        [0, 1],
        [0, 3],
        [2, 2],
      ])
        pages.push({ offset, limit, rows: await read(limit, offset) });
      return { all, pages };
    });
    expect(all.length).toBeGreaterThan(1);
    for (const page of pages) {
      expect(page.rows.map((r) => r.mission_id)).toEqual(
        all.slice(page.offset, page.offset + page.limit).map((r) => r.mission_id),
      );
      expect(Number(page.rows[0]?.total_count)).toBe(all.length);
    }
  });

  it("leaves out the missions the talent is already in, and gives a blacklisted talent none — R:MIS-MATCH-EXCLUDED", async () => {
    const { inPipeline, blacklisted, f } = await db.setupThenAs("consultant", fixture, async (q, f) => ({
      f,
      inPipeline: (
        await q<{ mission_id: string }>("select mission_id from public.talent_missions($1, p_limit => 1000)", [
          f.inPipeline,
        ])
      ).rows.map((r) => r.mission_id),
      blacklisted: (await q("select * from public.talent_missions($1)", [f.blacklisted])).rows,
    }));
    expect(inPipeline).not.toContain(f.mission);
    expect(blacklisted).toEqual([]);
  });
});

describe("add_talents_to_pipeline", () => {
  it("adds several talents at once (stage new, source manual, their score) and skips those already in — R:APP-UNIQUE", async () => {
    const { first, again } = await db.setupThenAs("consultant", fixture, async (q, f) => ({
      first: (
        await q<{ talent_id: string; stage: string; source: string; match_score: number }>(
          "select talent_id, stage, source, match_score from public.add_talents_to_pipeline($1, $2::uuid[]) order by match_score desc",
          [f.mission, [f.full, f.partial, f.inPipeline]],
        )
      ).rows,
      again: (await q("select * from public.add_talents_to_pipeline($1, $2::uuid[])", [f.mission, [f.full]])).rows,
    }));
    expect(first.map(({ stage, source, match_score }) => ({ stage, source, match_score }))).toEqual([
      { stage: "new", source: "manual", match_score: 100 },
      { stage: "new", source: "manual", match_score: 40 },
    ]);
    expect(again).toEqual([]);
  });

  it("is all or nothing: a blacklisted talent in the selection refuses the whole add, in French", async () => {
    const { message, count } = await db.setupThenAs("consultant", fixture, async (q, f) => {
      const message = await failureMessage(q, () =>
        q("select * from public.add_talents_to_pipeline($1, $2::uuid[])", [f.mission, [f.full, f.blacklisted]]),
      );
      const count = await one<{ n: number }>(
        q,
        "select count(*)::int as n from public.application where mission_id = $1",
        [f.mission],
      );
      return { message, count: count.n };
    });
    expect(message).toBe("Ce talent ne peut plus être délégué (interdiction de délégation)");
    expect(count).toBe(1);
  });
});

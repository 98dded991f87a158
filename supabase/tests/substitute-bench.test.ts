// public.substitute_bench (docs/rules/talents-documents.md#substitute-bench): on a small fixed data set
// around one running contract at Lyon, the qualified, close and available talent ranks first with
// its score's parts; a talent under contract that day, one unavailable in the planning, one beyond
// the radius and a partner workspace's holder of the job never appear; the partner does not even
// see the need. Fixtures are loaded as the seed loads its rows (triggers off) and rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORKSPACES } from "../seed/accounts.ts";
import { testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { asLoaded, cloneRow, one, RENFORT } from "./support/fixtures.ts";
import { newUuid } from "./support/matrix.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const PARTNER = WORKSPACES.partner.id;
const LYON = { latitude: 45.764, longitude: 4.836 };
const KM_PER_DEGREE = 111.195;

async function place(q: Query, workspace: string, km: number): Promise<string> {
  const a = await cloneRow(q, "address", "workspace_id = $1", [workspace], {
    street1: `${km} km au nord du chantier du banc`,
    city: `Banc-${km}`,
    location: null,
    latitude: (LYON.latitude + km / KM_PER_DEGREE).toFixed(6),
    longitude: LYON.longitude.toFixed(6),
  });
  return String(a.id);
}

async function talent(q: Query, workspace: string, km: number, lastName: string, values: Record<string, unknown> = {}) {
  const t = await cloneRow(q, "talent", "workspace_id = $1", [workspace], {
    address_id: await place(q, workspace, km),
    first_name: "Test",
    last_name: lastName,
    email: null,
    phone_number: null,
    auth_user_id: null,
    qualification_status: "qualified",
    availability_status: "available",
    available_from: null,
    is_benched: true,
    blacklisted_at: null,
    blacklist_reason: null,
    blacklisted_by: null,
    ...values,
  });
  return String(t.id);
}

type World = {
  day: string;
  contract: string;
  best: string;
  second: string;
  busy: string;
  unavailable: string;
  far: string;
  partner: string;
};

/** A running contract (active, no end date: at least 30 days), loaded as the seed loads its rows. */
async function loadContract(q: Query, values: Record<string, unknown>): Promise<string> {
  const id = await newUuid(q);
  const row = {
    id,
    contract_key: `BANC-${id.slice(0, 8)}`,
    status: "active",
    is_amendment: false,
    amendment_number: 0,
    amendment_type: null,
    amended_contract_id: null,
    mission_id: null,
    end_date: null,
    is_precise_term: false,
    minimum_duration_days: 30,
    definitive_end_date: null,
    definitive_end_reason: null,
    ...values,
  };
  await asLoaded(
    q,
    `insert into public.contract select (jsonb_populate_record(c, $2::jsonb)).* from public.contract c
     where c.workspace_id = $1 and not c.is_amendment and c.contract_type = 'mission' order by c.id limit 1`,
    [RENFORT, JSON.stringify(row)],
  );
  return id;
}

/**
 * A running contract at Lyon (job J, the order requires a CACES) whose temp is absent today, and
 * candidates: `best` at 2 km with a valid CACES, `second` at 20 km without, `busy` at 1 km under
 * another contract today, `unavailable` at 1 km with a day of leave today, `far` at 60 km, and a
 * partner workspace's holder of J at 1 km.
 */
async function world(q: Query): Promise<World> {
  const { day } = await one<{ day: string }>(q, "select private.paris_today()::text as day");
  // a job of its own: talents other test files commit with a listed job must not crowd the bench
  const job = (
    await one<{ id: string }>(
      q,
      `insert into public.job (code, name, sector_id, "position")
       select 'TEST-BANC', 'Métier du banc de remplaçants', sector_id, 999 from public.job order by name limit 1
       returning id`,
    )
  ).id;
  const worksite = await place(q, RENFORT, 0);
  const mission = await cloneRow(q, "mission", "workspace_id = $1 and is_client_order", [RENFORT], {
    reference: "TEST-BANC-0001",
    address_id: worksite,
    job_id: job,
    required_qualifications: ["caces"],
    start_date: day,
    end_date: null,
    status: "filled",
  });
  const company = String(mission.company_id);
  const replaced = await talent(q, RENFORT, 5, "Remplacé", { is_benched: false });
  const best = await talent(q, RENFORT, 2, "Premier");
  const second = await talent(q, RENFORT, 20, "Second");
  const busy = await talent(q, RENFORT, 1, "Occupé");
  const unavailable = await talent(q, RENFORT, 1, "Indisponible");
  const far = await talent(q, RENFORT, 60, "Lointain");
  const partner = await talent(q, PARTNER, 1, "Partenaire");
  const contract = await loadContract(q, {
    talent_id: replaced,
    company_id: company,
    mission_id: mission.id,
    job_id: job,
    address_id: worksite,
    start_date: day,
  });
  await loadContract(q, { talent_id: busy, company_id: company, start_date: day });
  const home = (id: string, ws: string) =>
    q(`insert into public.talent_job (talent_id, job_id, workspace_id, is_main) values ($1, $2, $3, true)`, [
      id,
      job,
      ws,
    ]);
  for (const id of [replaced, best, second, busy, unavailable, far]) await home(id, RENFORT);
  await home(partner, PARTNER);
  await q(
    `insert into public.document (workspace_id, type, status, talent_id, issued_at, expiry_date)
     values ($1, 'caces', 'valid', $2, '2025-01-01', null)`,
    [RENFORT, best],
  );
  await asLoaded(
    q,
    `insert into public.planning_entry (workspace_id, talent_id, date, start_time, end_time, shift_type, unavailability_reason, status)
     values ($1, $2, $4, '08:00', '17:00', 'unavailable', 'leave', 'planned'),
            ($1, $3, $4, '08:00', '17:00', 'unavailable', 'personal', 'planned')`,
    [RENFORT, unavailable, replaced, day],
  );
  return { day, contract, best, second, busy, unavailable, far, partner };
}

type Row = {
  need_kind: string;
  contract_id: string | null;
  absent_today: boolean;
  rank: number | null;
  talent_id: string | null;
  score: number | null;
  qualification_match: string | null;
  distance_km: string | null;
  availability_certainty: string | null;
  reliability: string | null;
  missing_qualifications: string[] | null;
};

const bench = (q: Query, contract: string, radius = 30) =>
  q<Row>("select * from public.substitute_bench(p_contract_id => $1, p_radius_km => $2)", [contract, radius]).then(
    (r) => r.rows,
  );

describe("substitute_bench", () => {
  it("ranks the qualified, close and available talent first and explains the score — R:TAL-BENCH-SCORE", async () => {
    const { w, rows } = await db.setupThenAs("consultant", world, async (q, w) => ({
      w,
      rows: await bench(q, w.contract),
    }));
    expect(rows.every((r) => r.need_kind === "contract" && r.contract_id === w.contract && r.absent_today)).toBe(true);
    // the seed's own holders of the job near Lyon may follow; the fixed set's order is what counts
    expect(rows[0].talent_id).toBe(w.best);
    const first = rows[0];
    const second = rows.find((r) => r.talent_id === w.second)!;
    expect(second.rank).toBeGreaterThan(1);
    expect(first.rank).toBe(1);
    expect(Number(first.qualification_match)).toBe(1);
    expect(Number(first.distance_km)).toBeCloseTo(2, 0);
    expect(Number(first.availability_certainty)).toBe(1);
    expect(Number(first.reliability)).toBe(1);
    // 40 + 25 × (1 − 2/30) + 0 + 10 + 10
    expect(first.score).toBe(83);
    expect(String(second.missing_qualifications)).toContain("caces");
    expect(Number(second.qualification_match)).toBe(0);
    expect(second.score).toBeLessThan(first.score!);
  });

  it("leaves out talents under contract or unavailable that day, beyond the radius or of another workspace — R:TAL-BENCH-CANDIDATES", async () => {
    const { w, ids } = await db.setupThenAs("consultant", world, async (q, w) => ({
      w,
      ids: (await bench(q, w.contract, 100)).map((r) => r.talent_id),
    }));
    expect(ids).toContain(w.far);
    for (const id of [w.busy, w.unavailable, w.partner]) expect(ids).not.toContain(id);
    const near = await db.setupThenAs("consultant", world, async (q, w) => ({
      w,
      ids: (await bench(q, w.contract, 30)).map((r) => r.talent_id),
    }));
    expect(near.ids).not.toContain(near.w.far);
  });

  it("lists today's running contract among the needs, and a partner sees neither it nor Renfort's talents — R:TAL-BENCH-READERS, R:TAL-BENCH-NEEDS", async () => {
    const { w, mine } = await db.setupThenAs("consultant", world, async (q, w) => ({
      w,
      mine: (await q<Row>("select * from public.substitute_bench(p_needs => 100)", [])).rows,
    }));
    expect(mine.some((r) => r.contract_id === w.contract && r.talent_id === w.best)).toBe(true);
    const theirs = await db.setupThenAs("partenaire@agence-partenaire.test", world, async (q, w) => ({
      w,
      needs: await bench(q, w.contract, 100),
      all: (await q<Row>("select * from public.substitute_bench(p_needs => 100)", [])).rows,
    }));
    expect(theirs.needs).toEqual([]);
    expect(theirs.all.some((r) => r.contract_id === theirs.w.contract)).toBe(false);
    const renfort = [theirs.w.best, theirs.w.second, theirs.w.far];
    expect(theirs.all.some((r) => renfort.includes(r.talent_id ?? ""))).toBe(false);
  });
});

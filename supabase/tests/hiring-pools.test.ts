// Hiring pools (docs/rules/talents-documents.md#hiring-pools): public.hiring_pool_members gives a
// static pool's members and a dynamic pool's current super-search matches, an anonymised talent
// leaves both; public.add_talents_to_hiring_pool adds in bulk, idempotent, and refuses a dynamic or
// an archived pool in French; a private pool (and its members) is its owner's and the owner's
// managers'; a partner workspace sees none of Renfort's pools.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, failureMessage, type Query, type TestDatabase } from "./support/db.ts";
import { as, asSystem, one, RENFORT } from "./support/fixtures.ts";
import { account } from "./support/db.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

/** Renfort's searchable talents (the super-search's base: not anonymised, not blacklisted). */
const searchable = (alias = "") =>
  `${alias}workspace_id = $1 and ${alias}qualification_status <> 'anonymized' and ${alias}blacklisted_at is null`;
const SEARCHABLE = searchable();

const teamMemberId = async (q: Query, key: string) =>
  (await one<{ id: string }>(q, "select id from public.team_member where auth_user_id = $1", [account(key).userId])).id;

/** A pool with the given columns (the others: the table's defaults, the owner being its creator). */
const newPool = async (q: Query, values: Record<string, unknown>) => {
  const columns = Object.keys(values).join(", ");
  return (
    await one<{ id: string }>(
      q,
      `insert into public.hiring_pool (${columns})
       select ${columns} from jsonb_populate_record(null::public.hiring_pool, $1::jsonb) returning id`,
      [JSON.stringify(values)],
    )
  ).id;
};

const memberIds = async (q: Query, poolId: string) =>
  (await q<{ id: string }>("select id from public.hiring_pool_members($1) order by id", [poolId])).rows.map(
    (r) => r.id,
  );

const addTalents = async (q: Query, poolId: string, ids: string[]) =>
  Number(
    (await one<{ n: number }>(q, "select public.add_talents_to_hiring_pool($1, $2::uuid[]) as n", [poolId, ids])).n,
  );

/** Anonymises a talent as the scheduler does (archived, then anonymised), then goes back to `key`. */
const anonymise = async (q: Query, talentId: string, key: string) => {
  await asSystem(q);
  await q(
    "update public.talent set qualification_status = 'archived' where id = $1 and qualification_status <> 'archived'",
    [talentId],
  );
  await q("update public.talent set qualification_status = 'anonymized' where id = $1", [talentId]);
  await as(q, key);
};

describe("static pools", () => {
  it("members are the added talents; adding again adds none; the count follows; « Retirer » removes one — R:TAL-POOL-ADD, R:TAL-POOL-MEMBERS", async () => {
    await db.as("marketing", async (q) => {
      const talents = (
        await q<{ id: string }>(`select id from public.talent where ${SEARCHABLE} order by id limit 3`, [RENFORT])
      ).rows.map((r) => r.id);
      const pool = await newPool(q, { name: "Test statique" });
      expect(await addTalents(q, pool, talents.slice(0, 2))).toBe(2);
      expect(await addTalents(q, pool, talents)).toBe(1);
      expect(await addTalents(q, pool, talents)).toBe(0);
      expect(await memberIds(q, pool)).toEqual([...talents].sort());
      const counted = await one<{ member_count: number }>(
        q,
        "select public.hiring_pool_member_count(p) as member_count from public.hiring_pool p where p.id = $1",
        [pool],
      );
      expect(Number(counted.member_count)).toBe(3);
      // « Retirer »: the membership goes, the others stay
      const removed = await one<{ n: number }>(
        q,
        "select public.remove_talents_from_hiring_pool($1, $2::uuid[]) as n",
        [pool, [talents[0]]],
      );
      expect(Number(removed.n)).toBe(1);
      expect(await memberIds(q, pool)).toEqual(talents.slice(1).sort());
    });
  });

  it("a pool named inline is created with its talents in one call — R:TAL-POOL-ADD", async () => {
    await db.as("marketing", async (q) => {
      const talents = (
        await q<{ id: string }>(`select id from public.talent where ${SEARCHABLE} order by id limit 2`, [RENFORT])
      ).rows.map((r) => r.id);
      const created = await one<{ id: string; name: string; added: number }>(
        q,
        "select * from public.add_talents_to_new_hiring_pool(' Test en une fois ', $1::uuid[])",
        [talents],
      );
      expect(created.name).toBe("Test en une fois");
      expect(Number(created.added)).toBe(2);
      expect(await memberIds(q, created.id)).toEqual([...talents].sort());
      const pool = await one<{ owner_id: string; is_dynamic: boolean }>(
        q,
        "select owner_id, is_dynamic from public.hiring_pool where id = $1",
        [created.id],
      );
      expect(pool).toEqual({ owner_id: await teamMemberId(q, "marketing"), is_dynamic: false });
      // a name taken: nothing created, nothing added
      expect(
        await failureMessage(q, () =>
          q("select * from public.add_talents_to_new_hiring_pool('Test en une fois', $1::uuid[])", [talents]),
        ),
      ).toMatch(/hiring_pool_workspace_id_name_key/);
    });
  });

  it("refuses a dynamic pool and an archived one, in French — R:TAL-POOL-ADD-REFUSED", async () => {
    await db.as("consultant", async (q) => {
      const [talent] = (
        await q<{ id: string }>(`select id from public.talent where ${SEARCHABLE} order by id limit 1`, [RENFORT])
      ).rows;
      const dynamic = await newPool(q, { name: "Test dynamique", is_dynamic: true, criteria: { args: {} } });
      expect(await failureMessage(q, () => addTalents(q, dynamic, [talent.id]))).toMatch(/vivier dynamique/);
      // nor row by row
      expect(
        await failureMessage(q, () =>
          q("insert into public.talent_hiring_pool (talent_id, hiring_pool_id) values ($1, $2)", [talent.id, dynamic]),
        ),
      ).toMatch(/vivier dynamique/);
      const archived = await newPool(q, { name: "Test archivé" });
      await q("select public.transition_status('hiring_pool', $1, 'archived', null)", [archived]);
      expect(await failureMessage(q, () => addTalents(q, archived, [talent.id]))).toMatch(/est archivé/);
    });
  });

  it("a dynamic pool needs the super-search's arguments — R:TAL-POOL-DYNAMIC", async () => {
    await db.as("marketing", async (q) => {
      expect(
        await failureMessage(q, () => newPool(q, { name: "Sans critères", is_dynamic: true, criteria: { jobs: [] } })),
      ).toMatch(/hiring_pool_dynamic_criteria/);
    });
  });
});

describe("dynamic pools", () => {
  it("members are the criteria's current matches, through the super-search — R:TAL-POOL-DYNAMIC", async () => {
    await db.as("consultant", async (q) => {
      // the job most of Renfort's searchable talents hold
      const { job_id } = await one<{ job_id: string }>(
        q,
        `select tj.job_id from public.talent_job tj join public.talent t on t.id = tj.talent_id
         where ${searchable("t.")} group by tj.job_id order by count(*) desc, tj.job_id limit 1`,
        [RENFORT],
      );
      const expected = (
        await q<{ id: string }>(
          `select t.id from public.talent t where ${searchable("t.")}
           and exists (select 1 from public.talent_job tj where tj.talent_id = t.id and tj.job_id = $2) order by t.id`,
          [RENFORT, job_id],
        )
      ).rows.map((r) => r.id);
      const outsider = await one<{ id: string }>(
        q,
        `select t.id from public.talent t where ${searchable("t.")}
         and not exists (select 1 from public.talent_job tj where tj.talent_id = t.id and tj.job_id = $2) limit 1`,
        [RENFORT, job_id],
      );
      const pool = await newPool(q, {
        name: "Test par métier",
        is_dynamic: true,
        criteria: { args: { p_job_ids: [job_id] }, search: `jobs=${job_id}` },
      });
      const members = await memberIds(q, pool);
      expect(expected.length).toBeGreaterThan(0);
      expect(members).toEqual(expected);
      expect(members).not.toContain(outsider.id);
      // the list's count: the search's own total
      const counted = await one<{ n: number }>(
        q,
        "select public.hiring_pool_member_count(p) as n from public.hiring_pool p where p.id = $1",
        [pool],
      );
      expect(Number(counted.n)).toBe(expected.length);
    });
  });

  it("a relative availability (available_within_days) is read each day — R:TAL-POOL-DYNAMIC", async () => {
    await db.as("consultant", async (q) => {
      const expected = (
        await q<{ id: string }>(
          `select t.id from public.talent t where ${searchable("t.")}
           and t.availability_status <> 'unavailable'
           and (t.available_from <= private.paris_today() + 15 or (t.available_from is null and t.availability_status = 'available'))
           order by t.id`,
          [RENFORT],
        )
      ).rows.map((r) => r.id);
      const pool = await newPool(q, {
        name: "Test sous 15 jours",
        is_dynamic: true,
        criteria: { args: {}, available_within_days: 15 },
      });
      expect(await memberIds(q, pool)).toEqual(expected);
    });
  });
});

describe("anonymised talents", () => {
  it("leave a static pool (their membership is deleted) and a dynamic pool's matches — R:TAL-POOL-ANONYMIZED, R:TAL-ANONYMIZED-OUT", async () => {
    await db.as("consultant", async (q) => {
      const talent = await one<{ id: string; job_id: string }>(
        q,
        `select t.id, tj.job_id from public.talent t join public.talent_job tj on tj.talent_id = t.id
         where ${searchable("t.")} order by t.id limit 1`,
        [RENFORT],
      );
      const staticPool = await newPool(q, { name: "Test anonymisation" });
      await addTalents(q, staticPool, [talent.id]);
      const dynamicPool = await newPool(q, {
        name: "Test anonymisation dynamique",
        is_dynamic: true,
        criteria: { args: { p_job_ids: [talent.job_id] } },
      });
      expect(await memberIds(q, staticPool)).toContain(talent.id);
      expect(await memberIds(q, dynamicPool)).toContain(talent.id);

      await anonymise(q, talent.id, "consultant");
      expect(await memberIds(q, staticPool)).not.toContain(talent.id);
      expect(await memberIds(q, dynamicPool)).not.toContain(talent.id);
      const rows = await q("select 1 from public.talent_hiring_pool where talent_id = $1", [talent.id]);
      expect(rows.rows).toHaveLength(0);
      // and cannot come back in
      expect(await addTalents(q, staticPool, [talent.id])).toBe(0);
    });
  });
});

describe("who sees a pool", () => {
  it("a private pool is its owner's and the owner's managers', not another consultant's — R:TAL-POOL-VISIBILITY, R:TAL-POOL-MEMBERS", async () => {
    await db.as("manager", async (q) => {
      const [talent] = (
        await q<{ id: string }>(`select id from public.talent where ${SEARCHABLE} order by id limit 1`, [RENFORT])
      ).rows;
      // manager@ owns it; consultant@ is the manager's managee, not the other way round
      const pool = await newPool(q, {
        name: "Test privé",
        visibility: "private",
        owner_id: await teamMemberId(q, "manager"),
      });
      await addTalents(q, pool, [talent.id]);
      expect(await memberIds(q, pool)).toEqual([talent.id]);

      await as(q, "consultant");
      expect((await q("select id from public.hiring_pool where id = $1", [pool])).rows).toHaveLength(0);
      expect((await q("select 1 from public.talent_hiring_pool where hiring_pool_id = $1", [pool])).rows).toHaveLength(
        0,
      );
      expect(await memberIds(q, pool)).toEqual([]);
      expect(await failureMessage(q, () => addTalents(q, pool, [talent.id]))).toMatch(/n'existe pas/);

      await as(q, "dev");
      expect((await q("select id from public.hiring_pool where id = $1", [pool])).rows).toHaveLength(1);
    });
  });

  it("a partner workspace sees none of Renfort's pools nor their members — R:TAL-POOL-VISIBILITY", async () => {
    await db.as("partenaire", async (q) => {
      const pools = await q("select id from public.hiring_pool where workspace_id = $1", [RENFORT]);
      expect(pools.rows).toHaveLength(0);
      const members = await q("select 1 from public.talent_hiring_pool where workspace_id = $1", [RENFORT]);
      expect(members.rows).toHaveLength(0);
      await asSystem(q);
      const renfortPool = await one<{ id: string }>(
        q,
        "select id from public.hiring_pool where workspace_id = $1 and not is_dynamic order by id limit 1",
        [RENFORT],
      );
      await as(q, "partenaire");
      expect(await memberIds(q, renfortPool.id)).toEqual([]);
    });
  });
});

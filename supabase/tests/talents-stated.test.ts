// Rules docs/rules/talents-documents.md states that no other test proved, each with the
// database's refusal or its effect: a talent's name, the identifiers unique in a workspace and
// each job once, the moves of a talent's statuses, of a push campaign and of a hiring pool as
// the docs give them (public.status_transition, which the transition trigger enforces), a
// talent back to « Disponible » at the end of its last contract, the documents' statuses
// following their expiry date, a certificate's default validity, at most 10 profiles in a push
// campaign, a pool's name, the talents « Ajouter à un vivier » leaves aside, a member's last
// contact, and the anonymous documents erased with the talent. Direct engine, rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempt, failureMessage, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { as, one, RENFORT } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

/** A new talent of Renfort, inserted as the owner. */
const newTalent = async (q: Query, lastName: string) =>
  (
    await one<{ id: string }>(
      q,
      "insert into public.talent (workspace_id, first_name, last_name) values ($1, 'Test', $2) returning id",
      [RENFORT, lastName],
    )
  ).id;

/** The error code of a statement run in a savepoint, null when it passes. */
const errorCode = async (q: Query, fn: () => Promise<unknown>) => {
  const r = await attempt(q, fn);
  return r.ok ? null : r.error.code;
};

describe("a talent's identity", () => {
  it("has a first and a last name — R:TAL-NAME", async () => {
    await db.system(async (q) => {
      await as(q, "consultant");
      expect(
        await failureMessage(q, () => q("insert into public.talent (first_name, last_name) values ('Léa', '  ')")),
      ).toBe("Le prénom et le nom du talent sont obligatoires");
      expect(
        await failureMessage(q, () => q("insert into public.talent (first_name, last_name) values ('Léa', 'Martin')")),
      ).toBeNull();
    });
  });

  it("e-mail, phone and NIR are each one person's in a workspace — R:TAL-UNIQUE-IDS", async () => {
    await db.system(async (q) => {
      const known = await one<{ email: string; phone_number: string }>(
        q,
        `select email, phone_number from public.talent
         where workspace_id = $1 and email is not null and phone_number is not null order by id limit 1`,
        [RENFORT],
      );
      const nir = await one<{ nir: string }>(
        q,
        "select social_security_number as nir from public.talent_private where workspace_id = $1 and social_security_number is not null order by talent_id limit 1",
        [RENFORT],
      );
      const fresh = await newTalent(q, "Doublon");
      await as(q, "consultant");
      const set = (column: string, value: string) =>
        errorCode(q, () => q(`update public.talent set ${column} = $2 where id = $1`, [fresh, value]));
      expect(await set("email", known.email)).toBe("23505");
      expect(await set("phone_number", known.phone_number)).toBe("23505");
      expect(
        await errorCode(q, () =>
          q("insert into public.talent_private (talent_id, social_security_number) values ($1, $2)", [fresh, nir.nir]),
        ),
      ).toBe("23505");
    });
  });

  it("one main job, and each job once — R:TAL-JOBS", async () => {
    await db.system(async (q) => {
      const jobs = (await q<{ id: string }>("select id from public.job order by id limit 2")).rows.map((r) => r.id);
      const talent = await newTalent(q, "Métiers");
      await as(q, "consultant");
      const add = (job: string, main: boolean) =>
        q("insert into public.talent_job (talent_id, job_id, is_main) values ($1, $2, $3)", [talent, job, main]);
      await add(jobs[0]!, true);
      expect(await errorCode(q, () => add(jobs[0]!, false))).toBe("23505");
      expect(await errorCode(q, () => add(jobs[1]!, true))).toBe("23505");
      expect(await failureMessage(q, () => add(jobs[1]!, false))).toBeNull();
    });
  });
});

describe("the moves the docs give to each role", () => {
  const ROLE: Record<string, string> = {
    CONS: "consultant_team_member",
    CSM: "csm_team_member",
    XCSM: "external_csm_team_member",
    ACC: "accounting_team_member",
    MKT: "team_member_marketing",
    IND: "team_member_independent_administrator",
  };
  const ABBR = Object.fromEntries(Object.entries(ROLE).map(([a, r]) => [r, a]));
  /** The roles (the developer aside) of each move "from → to" of the column, as the table holds them. */
  const moves = (q: Query, entity: string, column: string, stated: string[]) =>
    q<{ from_status: string | null; to_status: string; roles: string[] }>(
      "select from_status, to_status, roles::text[] as roles from public.status_transition where entity = $1 and status_column = $2",
      [entity, column],
    ).then((r) =>
      stated.map((move) => {
        const [from, to] = move.split(" → ");
        const row = r.rows.find((x) => (x.from_status ?? "∅") === from && x.to_status === to);
        const roles = row?.roles
          .filter((x) => x !== "team_member_developer")
          .map((x) => ABBR[x] ?? x)
          .sort()
          .join(" ");
        return `${move}: ${roles ?? "absent"}`;
      }),
    );

  it("qualification: to qualify by CONS, XCSM, MKT; qualified by CONS or IND; archived and reactivated by CONS, CSM — R:TAL-QUALIFICATION-ROLES", async () => {
    await db.system(async (q) => {
      expect(
        await moves(q, "talent", "qualification_status", [
          "new → to_qualify",
          "new → qualified",
          "to_qualify → qualified",
          "qualified → to_qualify",
          "* → archived",
          "archived → to_qualify",
        ]),
      ).toEqual([
        "new → to_qualify: CONS MKT XCSM",
        "new → qualified: CONS IND",
        "to_qualify → qualified: CONS IND",
        "qualified → to_qualify: CONS",
        "* → archived: CONS CSM",
        "archived → to_qualify: CONS CSM",
      ]);
    });
  });

  it("availability: declared unavailable and available again by CONS, CSM, XCSM and IND — R:TAL-AVAILABILITY-ROLES", async () => {
    await db.system(async (q) => {
      expect(await moves(q, "talent", "availability_status", ["* → unavailable", "unavailable → available"])).toEqual([
        "* → unavailable: CONS CSM IND XCSM",
        "unavailable → available: CONS CSM IND XCSM",
      ]);
    });
  });

  it("a push campaign: composed, scheduled and canceled before sending by MKT and CONS, sent by the system — R:TAL-PUSH-ROLES", async () => {
    await db.system(async (q) => {
      expect(
        await moves(q, "push_campaign", "status", [
          "∅ → draft",
          "draft → scheduled",
          "draft → canceled",
          "scheduled → canceled",
          "scheduled → sending",
          "sending → sent",
        ]),
      ).toEqual([
        "∅ → draft: CONS MKT",
        "draft → scheduled: CONS MKT",
        "draft → canceled: CONS MKT",
        "scheduled → canceled: CONS MKT",
        "scheduled → sending: ",
        "sending → sent: ",
      ]);
    });
  });

  it("a hiring pool: created, archived and reopened by MKT, CONS and CSM — R:TAL-POOL-ROLES", async () => {
    await db.system(async (q) => {
      expect(await moves(q, "hiring_pool", "status", ["∅ → active", "active → archived", "archived → active"])).toEqual(
        ["∅ → active: CONS CSM MKT", "active → archived: CONS CSM MKT", "archived → active: CONS CSM MKT"],
      );
    });
  });
});

describe("a talent's availability", () => {
  it("is « Disponible » again when its last running contract ends — R:TAL-AVAILABILITY-CONTRACTS", async () => {
    await db.system(async (q) => {
      const c = await one<{ id: string; talent_id: string }>(
        q,
        `select c.id, c.talent_id from public.contract c join public.talent t on t.id = c.talent_id
         where c.workspace_id = $1 and c.status = 'active' and t.availability_status = 'on_mission'
           and not exists (select 1 from public.contract o where o.talent_id = c.talent_id and o.status = 'active' and o.id <> c.id)
         order by c.id limit 1`,
        [RENFORT],
      );
      await q("update public.contract set status = 'ended' where id = $1", [c.id]);
      expect(
        await one(q, "select availability_status::text as a from public.talent where id = $1", [c.talent_id]),
      ).toEqual({ a: "available" });
    });
  });
});

describe("a talent's documents", () => {
  it("turn « Expire bientôt » within 30 days of their expiry and « Expiré » past it — R:DOC-EXPIRY-STATUS", async () => {
    await db.system(async (q) => {
      const talent = await newTalent(q, "Documents");
      const doc = async (days: number) =>
        (
          await one<{ id: string }>(
            q,
            `insert into public.document (workspace_id, talent_id, type, name, expiry_date, status)
             values ($1, $2, 'caces', 'R489', private.paris_today() + $3::int, 'valid') returning id`,
            [RENFORT, talent, days],
          )
        ).id;
      const [past, soon, limit, later] = [await doc(-1), await doc(10), await doc(30), await doc(31)];
      await q("select public.refresh_document_statuses()");
      const status = async (id: string) =>
        (await one<{ s: string }>(q, "select status::text as s from public.document where id = $1", [id])).s;
      expect([await status(past), await status(soon), await status(limit), await status(later)]).toEqual([
        "expired",
        "expiring_soon",
        "expiring_soon",
        "valid",
      ]);
    });
  });

  it("a certificate without an end date is valid 5 years for a CACES or an AIPR, 3 for an electrical clearance, 2 for the SST — R:DOC-VALIDITY-CACES, R:DOC-VALIDITY-ELECTRICAL, R:DOC-VALIDITY-AIPR, R:DOC-VALIDITY-SST", async () => {
    await db.system(async (q) => {
      const talent = await newTalent(q, "Attestations");
      const ids: Record<string, string> = {};
      for (const type of ["caces", "aipr", "electrical_clearance", "sst"])
        ids[type] = (
          await one<{ id: string }>(
            q,
            `insert into public.qualification_training_request (workspace_id, talent_id, qualification_type, category, status)
             values ($1, $2, $3, $4, 'completed') returning id`,
            [RENFORT, talent, type, type === "caces" ? "R489 3" : null],
          )
        ).id;
      await as(q, "csm");
      const validity: Record<string, string> = {};
      for (const [type, id] of Object.entries(ids))
        validity[type] = (
          await one<{ v: string }>(
            q,
            `update public.qualification_training_request set status = 'certified', certificate_number = 'ATT-' || $2::text,
               certificate_file = $3
             where id = $1 returning age(expires_at, obtained_at)::text as v`,
            [id, type, `${RENFORT}/requests/qualification_training_request/${id}/attestation.pdf`],
          )
        ).v;
      expect(validity).toEqual({ caces: "5 years", aipr: "5 years", electrical_clearance: "3 years", sst: "2 years" });
    });
  });

  it("an anonymised talent keeps no anonymous bio nor resume — R:DOC-ANON-ERASED", async () => {
    await db.system(async (q) => {
      const talent = await newTalent(q, "Anonyme");
      await q(
        `insert into public.talent_anonymous_document (id, workspace_id, talent_id, kind, bio_text, storage_path)
         select i, $1, $2, 'bio', 'Coffreur expérimenté, disponible.', $3 || i::text || '.pdf'
         from gen_random_uuid() i`,
        [RENFORT, talent, `${RENFORT}/${talent}/bio-`],
      );
      const count = () =>
        one<{ n: number }>(q, "select count(*)::int as n from public.talent_anonymous_document where talent_id = $1", [
          talent,
        ]);
      expect(await count()).toEqual({ n: 1 });
      await q("select private.anonymize_talent($1)", [talent]);
      expect(await count()).toEqual({ n: 0 });
    });
  });
});

describe("push marketing", () => {
  it("proposes at most 10 profiles a campaign — R:TAL-PUSH-TEN-PROFILES", async () => {
    await db.system(async (q) => {
      const talents = (
        await q<{ id: string }>("select id from public.talent where workspace_id = $1 order by id limit 11", [RENFORT])
      ).rows.map((r) => r.id);
      const campaign = (n: number) =>
        attempt(q, () =>
          q(
            "insert into public.push_campaign (workspace_id, name, subject, body, talent_ids) values ($1, 'Profils', 'Objet', '{profils}', $2::uuid[])",
            [RENFORT, talents.slice(0, n)],
          ),
        );
      const eleven = await campaign(11);
      expect(eleven.ok ? null : eleven.error.message).toMatch(/push_campaign_talents/);
      expect((await campaign(10)).ok).toBe(true);
    });
  });
});

describe("hiring pools", () => {
  it("a name unique in the workspace, 1 to 120 characters — R:TAL-POOL-NAME", async () => {
    await db.system(async (q) => {
      await as(q, "consultant");
      const pool = (name: string) => attempt(q, () => q("insert into public.hiring_pool (name) values ($1)", [name]));
      expect((await pool("Coffreurs de Vénissieux")).ok).toBe(true);
      const taken = await pool("Coffreurs de Vénissieux");
      expect(taken.ok ? null : taken.error.code).toBe("23505");
      const long = await pool("x".repeat(121));
      expect(long.ok ? null : long.error.message).toMatch(/hiring_pool_name_length/);
      expect((await pool("x".repeat(120))).ok).toBe(true);
    });
  });

  it("« Ajouter à un vivier » leaves aside anonymised talents and another workspace's — R:TAL-POOL-ADD-SKIPPED", async () => {
    await db.system(async (q) => {
      const mine = await one<{ id: string }>(
        q,
        "select id from public.talent where workspace_id = $1 and qualification_status = 'qualified' order by id limit 1",
        [RENFORT],
      );
      const anonymised = await one<{ id: string }>(
        q,
        "select id from public.talent where workspace_id = $1 and qualification_status = 'anonymized' order by id limit 1",
        [RENFORT],
      );
      const elsewhere = await one<{ id: string }>(
        q,
        "select id from public.talent where workspace_id <> $1 order by id limit 1",
        [RENFORT],
      );
      await as(q, "consultant");
      const pool = await one<{ id: string }>(
        q,
        "insert into public.hiring_pool (name) values ('Vivier trié') returning id",
      );
      expect(
        await one(q, "select public.add_talents_to_hiring_pool($1, $2::uuid[]) as added", [
          pool.id,
          [mine.id, anonymised.id, elsewhere.id],
        ]),
      ).toEqual({ added: 1 });
      expect(
        (await q("select talent_id from public.talent_hiring_pool where hiring_pool_id = $1", [pool.id])).rows,
      ).toEqual([{ talent_id: mine.id }]);
    });
  });

  it("a member's last contact is the latest note, application or contract — R:TAL-POOL-LAST-CONTACT", async () => {
    await db.system(async (q) => {
      const t = await one<{ id: string }>(
        q,
        `select t.id from public.talent t where t.workspace_id = $1 and exists (select 1 from public.contract c where c.talent_id = t.id)
         order by t.id limit 1`,
        [RENFORT],
      );
      await as(q, "consultant");
      const last = () =>
        one<{ contract: boolean; now: boolean }>(
          q,
          `select public.talent_last_contact(t) = greatest(
                    (select max(c.created_at) from public.contract c where c.talent_id = t.id),
                    (select max(a.created_at) from public.application a where a.talent_id = t.id),
                    (select max(n.created_at) from public.note n where n.talent_id = t.id)) as contract,
                  public.talent_last_contact(t) = now() as now
           from public.talent t where t.id = $1`,
          [t.id],
        );
      expect(await last()).toEqual({ contract: true, now: false });
      await q("insert into public.note (talent_id, content) values ($1, 'Rappelé ce matin')", [t.id]);
      expect(await last()).toEqual({ contract: true, now: true });
    });
  });
});

// Duplicates and merges (27_merge.sql): public.likely_duplicates finds a record by each key under
// the caller's RLS; public.merge_records moves every row referencing the dropped record, applies the
// picked values and sets aside what would break a unique constraint; public.undo_merge restores both
// records exactly, or refuses with the reason. Direct engine, rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessage, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { WORKSPACES } from "../seed/accounts.ts";
import { as, asSystem, one, RENFORT } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

/** A valid NIR (its key computed) from its first 13 characters. */
const nir = (first13: string) => first13 + String(97 - Number(BigInt(first13) % 97n)).padStart(2, "0");
const NIR_A = nir("1850575123456");
const NIR_B = nir("1900169123789");

type Pair = { keep: string; drop: string; m1: string; m2: string; j1: string; j2: string; other: string };

/** Two talents of Renfort, the second a duplicate with applications, notes, jobs and a NIR. */
async function twoTalents(q: Query): Promise<Pair> {
  await asSystem(q);
  const ins = (sql: string, params: unknown[]) => one<{ id: string }>(q, sql, params).then((r) => r.id);
  const talent = (first: string, last: string, email: string, phone: string | null) =>
    ins(
      `insert into public.talent (workspace_id, civility, first_name, last_name, email, phone_number, birth_date)
       values ($1, 'mr', $2, $3, $4, $5, '1985-05-12') returning id`,
      [RENFORT, first, last, email, phone],
    );
  const keep = await talent("Jean", "Doublon", "jean.doublon@exemple.fr", "+33611223344");
  const drop = await talent("Jean-Marc", "Doublon", "jm.doublon@exemple.fr", null);
  const other = await talent("Paul", "Tiers", "paul.tiers@exemple.fr", null);
  const missions = await q<{ id: string }>(
    "select id from public.mission where workspace_id = $1 order by id limit 2",
    [RENFORT],
  );
  const [m1, m2] = missions.rows.map((r) => r.id);
  const jobs = await q<{ id: string }>("select id from public.job order by id limit 2", []);
  const [j1, j2] = jobs.rows.map((r) => r.id);
  for (const [t, m] of [
    [keep, m1],
    [drop, m1],
    [drop, m2],
  ])
    await q("insert into public.application (workspace_id, mission_id, talent_id) values ($1, $2, $3)", [
      RENFORT,
      m,
      t,
    ]);
  for (const title of ["Premier appel", "Relance"])
    await q("insert into public.note (workspace_id, title, content, talent_id) values ($1, $2, 'texte', $3)", [
      RENFORT,
      title,
      drop,
    ]);
  await q("insert into public.talent_job (workspace_id, talent_id, job_id, is_main) values ($1, $2, $3, true)", [
    RENFORT,
    keep,
    j1,
  ]);
  await q(
    "insert into public.talent_job (workspace_id, talent_id, job_id, is_main) values ($1, $2, $3, false), ($1, $2, $4, false)",
    [RENFORT, drop, j1, j2],
  );
  await q("insert into public.talent_private (workspace_id, talent_id, social_security_number) values ($1, $2, $3)", [
    RENFORT,
    drop,
    NIR_A,
  ]);
  return { keep, drop, m1: m1!, m2: m2!, j1: j1!, j2: j2!, other };
}

/** What a talent is, for exact comparisons: its row with its author and creation date (an undone
 * merge puts them back; the update stamps are the undo's), its rows. */
async function state(q: Query, id: string) {
  return one<Record<string, unknown>>(
    q,
    `select (select to_jsonb(t) - 'updated_at' - 'updated_by' - 'search_text' from public.talent t where t.id = $1) as talent,
            (select to_jsonb(p) - 'updated_at' - 'updated_by' - 'created_at' - 'created_by' from public.talent_private p where p.talent_id = $1) as private,
            (select coalesce(jsonb_agg(a.mission_id order by a.mission_id), '[]') from public.application a where a.talent_id = $1) as applications,
            (select coalesce(jsonb_agg(n.title order by n.title), '[]') from public.note n where n.talent_id = $1) as notes,
            (select coalesce(jsonb_agg(jsonb_build_array(j.job_id, j.is_main) order by j.job_id), '[]') from public.talent_job j where j.talent_id = $1) as jobs`,
    [id],
  );
}

const merge = (q: Query, p: Pick<Pair, "keep" | "drop">, values: Record<string, unknown> = {}) =>
  one<{ id: string; moved: Record<string, Record<string, unknown[]>> }>(
    q,
    "select * from public.merge_records('talent', $1, $2, $3)",
    [p.keep, p.drop, JSON.stringify(values)],
  );

describe("public.likely_duplicates", () => {
  it("finds a talent by NIR, e-mail, phone and name + birth date, normalised — R:TAL-DUPLICATES, R:MERGE-DUP-TALENT", async () => {
    const found = await db.as("dev", async (q) => {
      const p = await twoTalents(q);
      await as(q, "dev");
      const find = async (values: Record<string, unknown>) =>
        (
          await q<{ id: string; matched_on: string[] }>(
            "select id, matched_on from public.likely_duplicates('talent', $1)",
            [JSON.stringify(values)],
          )
        ).rows.filter((r) => r.id === p.keep || r.id === p.drop);
      return {
        p,
        email: await find({ email: "  JEAN.Doublon@exemple.fr " }),
        phone: await find({ phone_number: "06 11 22 33 44" }),
        person: await find({ first_name: "jeAN", last_name: "DOUBLÔN", birth_date: "1985-05-12" }),
        nir: await find({ social_security_number: NIR_A.replace(/(\d{5})/, "$1 ") }),
        except: (
          await q<{ id: string }>("select id from public.likely_duplicates('talent', $1, $2)", [
            JSON.stringify({ email: "jean.doublon@exemple.fr" }),
            p.keep,
          ])
        ).rows.filter((r) => r.id === p.keep),
      };
    });
    const { p } = found;
    expect(found.email).toEqual([{ id: p.keep, matched_on: ["email"] }]);
    expect(found.phone).toEqual([{ id: p.keep, matched_on: ["phone"] }]);
    expect(found.person).toEqual([{ id: p.keep, matched_on: ["name_birth_date"] }]);
    expect(found.nir).toEqual([{ id: p.drop, matched_on: ["nir"] }]);
    expect(found.except).toEqual([]);
  });

  it("gives no NIR match to a role that cannot read talent_private, and nothing to a non-member — R:MERGE-DUP-RLS", async () => {
    const r = await db.as("dev", async (q) => {
      const p = await twoTalents(q);
      const nirOf = async (key: string) => {
        await as(q, key);
        return (
          await q<{ id: string }>("select id from public.likely_duplicates('talent', $1)", [
            JSON.stringify({ social_security_number: NIR_A }),
          ])
        ).rows.map((x) => x.id);
      };
      const emailAsPartner = async () => {
        await as(q, "partenaire");
        return (
          await q<{ id: string }>("select id from public.likely_duplicates('talent', $1)", [
            JSON.stringify({ email: "jean.doublon@exemple.fr" }),
          ])
        ).rows.map((x) => x.id);
      };
      return {
        p,
        consultant: await nirOf("consultant"),
        marketing: await nirOf("marketing"),
        partner: await emailAsPartner(),
      };
    });
    expect(r.consultant).toEqual([r.p.drop]);
    expect(r.marketing).toEqual([]);
    expect(r.partner).toEqual([]);
  });

  it("finds a company by SIREN, an agency's SIRET and its name without legal form; a contact by e-mail and name + company — R:MERGE-DUP-COMPANY, R:MERGE-DUP-CONTACT", async () => {
    const r = await db.as("dev", async (q) => {
      await asSystem(q);
      const c = await one<{ id: string; siren: string; name: string }>(
        q,
        "select id, siren, name from public.company where workspace_id = $1 and siren is not null order by id limit 1",
        [RENFORT],
      );
      // an establishment number whose Luhn key makes a valid SIRET of that SIREN
      const { siret } = await one<{ siret: string }>(
        q,
        `select $1 || lpad(g::text, 5, '0') as siret from generate_series(10, 99) g
         where private.is_valid_siret($1 || lpad(g::text, 5, '0')) order by g limit 1`,
        [c.siren],
      );
      await q(
        "insert into public.agency (workspace_id, company_id, name, siret) values ($1, $2, 'Agence doublon', $3)",
        [RENFORT, c.id, siret],
      );
      await q("update public.company set name = 'Bâtiments Dûpont SAS' where id = $1", [c.id]);
      const contact = await one<{
        id: string;
        email: string;
        first_name: string;
        last_name: string;
        company_id: string;
      }>(
        q,
        `insert into public.contact (workspace_id, company_id, first_name, last_name, email)
         values ($1, $2, 'Élodie', 'Martin-Roux', 'elodie.mr@exemple.fr') returning *`,
        [RENFORT, c.id],
      );
      await as(q, "consultant");
      const find = async (entity: string, values: Record<string, unknown>) =>
        (
          await q<{ id: string; matched_on: string[] }>("select id, matched_on from public.likely_duplicates($1, $2)", [
            entity,
            JSON.stringify(values),
          ])
        ).rows.filter((x) => x.id === c.id || x.id === contact.id);
      return {
        c,
        contact,
        siren: await find("company", { siren: c.siren.replace(/(\d{3})/g, "$1 ") }),
        siret: await find("company", { siret }),
        name: await find("company", { name: "batiments dupont" }),
        email: await find("contact", { email: "Elodie.MR@exemple.fr" }),
        person: await find("contact", { first_name: "elodie", last_name: "martin roux", company_id: c.id }),
        elsewhere: await find("contact", { first_name: "elodie", last_name: "martin roux", company_id: contact.id }),
      };
    });
    expect(r.siren).toEqual([{ id: r.c.id, matched_on: ["siren"] }]);
    expect(r.siret).toEqual([{ id: r.c.id, matched_on: ["siren", "siret"] }]);
    expect(r.name).toEqual([{ id: r.c.id, matched_on: ["name"] }]);
    expect(r.email).toEqual([{ id: r.contact.id, matched_on: ["email"] }]);
    expect(r.person).toEqual([{ id: r.contact.id, matched_on: ["name_company"] }]);
    expect(r.elsewhere).toEqual([]);
  });
});

describe("public.merge_records and public.undo_merge", () => {
  it("moves every row to the kept talent, applies the picked values, sets aside the clashes; undo restores both exactly — R:MERGE-MOVE, R:MERGE-HISTORY, R:MERGE-UNDO, R:HIST-MERGED", async () => {
    const r = await db.as("dev", async (q) => {
      const p = await twoTalents(q);
      const before = { keep: await state(q, p.keep), drop: await state(q, p.drop) };
      await as(q, "dev");
      const m = await merge(q, p, { first_name: "Jean-Marc", email: "jm.doublon@exemple.fr" });
      // the kept talent's « Historique » holds the dropped one's too (public.record_history_for)
      const historyOf = (
        await q<{ parent_id: string }>(
          "select distinct parent_id::text from public.record_history_for('talent', $1) order by 1",
          [p.keep],
        )
      ).rows.map((r) => r.parent_id);
      expect(historyOf).toEqual([p.keep, p.drop].sort());
      await asSystem(q);
      const after = {
        keep: await state(q, p.keep),
        dropGone: (await q("select 1 from public.talent where id = $1", [p.drop])).rows.length === 0,
        snapshot: await one<{ set_aside: Array<{ table: string; row: Record<string, unknown> }> }>(
          q,
          "select set_aside from public.record_merge_snapshot where merge_id = $1",
          [m.id],
        ),
      };
      await as(q, "dev");
      const undone = await one<{ undone_at: string | null }>(q, "select * from public.undo_merge($1)", [m.id]);
      await asSystem(q);
      const restored = { keep: await state(q, p.keep), drop: await state(q, p.drop) };
      return { p, m, before, after, undone, restored };
    });
    const { p, m, before, after, restored } = r;
    expect(after.dropGone).toBe(true);
    const keep = after.keep as { talent: Record<string, unknown>; private: Record<string, unknown> | null };
    expect(keep.talent.first_name).toBe("Jean-Marc");
    expect(keep.talent.email).toBe("jm.doublon@exemple.fr");
    expect(keep.talent.phone_number).toBe("+33611223344");
    expect(keep.private?.social_security_number).toBe(NIR_A);
    expect(after.keep.applications).toEqual([p.m1, p.m2].sort());
    expect(after.keep.notes).toEqual(["Premier appel", "Relance"]);
    expect(after.keep.jobs).toEqual(
      [
        [p.j1, true],
        [p.j2, false],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    // the dropped talent's application to m1 and its job j1 clashed: set aside, whole
    expect(after.snapshot.set_aside.map((s) => s.table).sort()).toEqual(["public.application", "public.talent_job"]);
    expect(Object.keys(m.moved).sort()).toEqual(
      expect.arrayContaining(["public.application", "public.note", "public.talent_job", "public.talent_private"]),
    );
    expect(m.moved["public.note"]!.talent_id).toHaveLength(2);
    expect(r.undone.undone_at).not.toBeNull();
    expect(restored).toEqual(before);
  });

  it("refuses an undo that conflicts, that finds a moved row deleted, or that comes after 30 days — R:MERGE-UNDO-REFUSALS", async () => {
    const reasons = await db.as("dev", async (q) => {
      const p = await twoTalents(q);
      await as(q, "dev");
      const m = await merge(q, p);
      const undo = () => q("select public.undo_merge($1)", [m.id]);
      await asSystem(q);
      await q("update public.talent set email = 'jm.doublon@exemple.fr' where id = $1", [p.other]);
      await as(q, "dev");
      const email = await failureMessage(q, undo);
      await asSystem(q);
      await q("update public.talent set email = null where id = $1", [p.other]);
      await q("delete from public.note where talent_id = $1 and title = 'Relance'", [p.keep]);
      await as(q, "dev");
      const deleted = await failureMessage(q, undo);
      await asSystem(q);
      await q("update public.record_merge set merged_at = now() - interval '31 days' where id = $1", [m.id]);
      await as(q, "dev");
      const late = await failureMessage(q, undo);
      return { email, deleted, late };
    });
    expect(reasons.email).toMatch(/autre talent a désormais l'e-mail jm\.doublon@exemple\.fr/);
    expect(reasons.deleted).toMatch(/ligne déplacée par la fusion \(public\.note\) a été supprimée/);
    expect(reasons.late).toMatch(/pendant 30 jours/);
  });

  it("is refused without the right to delete, and between two talents with different NIRs — R:MERGE-RIGHTS, R:MERGE-TWO-PERSONS", async () => {
    const r = await db.as("dev", async (q) => {
      const p = await twoTalents(q);
      await as(q, "consultant");
      const consultant = await failureMessage(q, () => merge(q, p));
      await asSystem(q);
      await q(
        "insert into public.talent_private (workspace_id, talent_id, social_security_number) values ($1, $2, $3)",
        [RENFORT, p.keep, NIR_B],
      );
      await as(q, "dev");
      const twoPersons = await failureMessage(q, () => merge(q, p));
      await asSystem(q);
      const stillThere = (await q("select 1 from public.talent where id = $1", [p.drop])).rows.length;
      return { consultant, twoPersons, stillThere };
    });
    expect(r.consultant).toMatch(/droit de modifier et de supprimer/);
    expect(r.twoPersons).toMatch(/numéros de sécurité sociale différents/);
    expect(r.stillThere).toBe(1);
  });
});

describe("what a merge refuses, and where the merged record goes", () => {
  it("refuses two companies with different SIRENs and two records of different workspaces — R:MERGE-TWO-PERSONS, R:MERGE-SAME-WORKSPACE", async () => {
    const r = await db.as("dev", async (q) => {
      await asSystem(q);
      const [a, b] = (
        await q<{ id: string; siren: string }>(
          "select id, siren from public.company where workspace_id = $1 and siren is not null order by id limit 2",
          [RENFORT],
        )
      ).rows;
      const p = await twoTalents(q);
      await q("update public.talent set workspace_id = $2 where id = $1", [p.drop, WORKSPACES.cabinetMartin.id]);
      await as(q, "dev");
      const sirens = await failureMessage(q, () =>
        q("select public.merge_records('company', $1, $2, '{}')", [a!.id, b!.id]),
      );
      const workspaces = await failureMessage(q, () => merge(q, p));
      await asSystem(q);
      const companies = (await q("select 1 from public.company where id = any($1)", [[a!.id, b!.id]])).rows.length;
      return { sirens, workspaces, differ: a!.siren !== b!.siren, companies };
    });
    expect(r.differ).toBe(true);
    expect(r.sirens).toMatch(/deux entreprises ont des SIREN différents/);
    expect(r.workspaces).toMatch(/workspaces différents ne peuvent être fusionnées/);
    expect(r.companies).toBe(2);
  });

  it("keeps the merge readable by the entity's readers, its snapshot by no role of the API — R:MERGE-SNAPSHOT-PRIVATE", async () => {
    const r = await db.as("dev", async (q) => {
      const p = await twoTalents(q);
      await as(q, "dev");
      const m = await merge(q, p);
      const snapshotAsDev = await failureMessage(q, () =>
        q("select merge_id from public.record_merge_snapshot where merge_id = $1", [m.id]),
      );
      await as(q, "consultant");
      const merges = (await q("select id from public.record_merge where id = $1", [m.id])).rows.length;
      const snapshotAsConsultant = await failureMessage(q, () =>
        q("select merge_id from public.record_merge_snapshot where merge_id = $1", [m.id]),
      );
      return { snapshotAsDev, merges, snapshotAsConsultant };
    });
    expect(r.merges).toBe(1);
    expect(r.snapshotAsDev).toMatch(/permission denied/);
    expect(r.snapshotAsConsultant).toMatch(/permission denied/);
  });

  it("leaves the merged record out of the Corbeille; an undo is refused once done, or once the kept record is deleted — R:MERGE-NO-TRASH, R:MERGE-UNDO-REFUSALS", async () => {
    const r = await db.as("dev", async (q) => {
      const p = await twoTalents(q);
      await as(q, "dev");
      const m = await merge(q, p);
      await asSystem(q);
      const inTrash = (await q("select 1 from public.trash_item where record_id = $1", [p.drop])).rows.length;
      await as(q, "dev");
      await q("select public.undo_merge($1)", [m.id]);
      const twice = await failureMessage(q, () => q("select public.undo_merge($1)", [m.id]));
      const p2 = await twoTalents2(q);
      const m2 = await merge(q, p2);
      await asSystem(q);
      await q("delete from public.talent where id = $1", [p2.keep]);
      await as(q, "dev");
      const keptGone = await failureMessage(q, () => q("select public.undo_merge($1)", [m2.id]));
      return { inTrash, twice, keptGone };
    });
    expect(r.inTrash).toBe(0);
    expect(r.twice).toMatch(/déjà été annulée/);
    expect(r.keptGone).toMatch(/fiche gardée a été supprimée depuis/);
  });
});

/** Two plain talents of Renfort, without rows of their own. */
async function twoTalents2(q: Query): Promise<Pick<Pair, "keep" | "drop">> {
  await asSystem(q);
  const talent = (first: string, email: string) =>
    one<{ id: string }>(
      q,
      `insert into public.talent (workspace_id, civility, first_name, last_name, email)
       values ($1, 'mr', $2, 'Seconde', $3) returning id`,
      [RENFORT, first, email],
    ).then((t) => t.id);
  const keep = await talent("Luc", "luc.seconde@exemple.fr");
  const drop = await talent("Lucas", "lucas.seconde@exemple.fr");
  await as(q, "dev");
  return { keep, drop };
}

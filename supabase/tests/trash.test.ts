// The Corbeille and undone bulk changes (issue #49, part 2; supabase/schemas/26_trash.sql): a
// deleted talent and the rows its deletion cascaded to become one trash item, restored identical;
// a restore that conflicts is refused with the reason and restores nothing; the purge removes
// items past 30 days; signed contracts and issued invoices stay undeletable; an item is seen by
// those who may delete its entity; a bulk change is undone as one unit, refused when a row changed.
// Each statement runs as the account exactly as PostgREST does (role authenticated + JWT claims),
// in one transaction rolled back at the end.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempt, failureMessage, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { as, asSystem, one, RENFORT } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

type Row = Record<string, unknown>;
type Snapshot = { table_name: string; record_id: string | null; row: Row };

// the tables whose rows keep a talent from being deleted (ON DELETE RESTRICT)
const RESTRICT = [
  "contract",
  "pay_tracking",
  "advance_payment_request",
  "expense_claim_request",
  "independent_monthly_invoice",
  "independent_payment_request",
  "recruitment_office_invoice_request",
  "work_accident_request",
  "client_invoice_line",
  "definitive_end_request",
];

/** A seeded Renfort talent with jobs and notes, and nothing that forbids its deletion. */
async function deletableTalent(q: Query, withFile = false): Promise<{ id: string; email: string | null }> {
  await asSystem(q);
  return one<{ id: string; email: string | null }>(
    q,
    `select t.id, t.email from public.talent t
      where t.workspace_id = $1 and t.email is not null
        and exists (select 1 from public.talent_job j where j.talent_id = t.id)
        and exists (select 1 from public.note n where n.talent_id = t.id)
        ${withFile ? "and exists (select 1 from public.document d join storage.objects o on o.name = d.file where d.talent_id = t.id)" : ""}
        ${RESTRICT.map((r) => `and not exists (select 1 from public.${r} x where x.talent_id = t.id)`).join("\n")}
      order by t.id limit 1`,
    [RENFORT],
  );
}

const snapshots = (q: Query, item: string) =>
  q<Snapshot>(
    `select table_name, record_id, "row" from public.trash_item_row where item_id = $1 and kind = 'row' order by "position"`,
    [item],
  ).then((r) => r.rows);

const current = async (q: Query, s: Snapshot): Promise<Row | null> => {
  const r = await q<{ row: Row }>(`select to_jsonb(t) as row from public.${s.table_name} t where to_jsonb(t) @> $1`, [
    JSON.stringify(s.record_id ? { id: s.record_id } : s.row),
  ]);
  return r.rows[0]?.row ?? null;
};

/** Deletes the talent as the developer (the role with talent's delete right); returns its item. */
async function deleteTalent(q: Query, id: string): Promise<string> {
  await as(q, "dev");
  expect((await q("delete from public.talent where id = $1", [id])).rowCount).toBe(1);
  return (
    await one<{ id: string }>(q, "select id from public.trash_item where entity = 'talent' and record_id = $1", [id])
  ).id;
}

describe("the Corbeille", () => {
  it("keeps a deleted talent with its cascaded rows as one item, restored identical — R:UI-TRASH", async () => {
    await db.system(async (q) => {
      const talent = await deletableTalent(q);
      const item = await deleteTalent(q, talent.id);

      const listed = await one<Row>(
        q,
        "select entity, label, deleted_by_name, purge_after - deleted_at as keep from public.trash_item where id = $1",
        [item],
      );
      expect(listed.entity).toBe("talent");
      expect(String(listed.label).length).toBeGreaterThan(2);
      expect(listed.deleted_by_name).toBeTruthy();

      await asSystem(q);
      const rows = await snapshots(q, item);
      const tables = new Set(rows.map((r) => r.table_name));
      // the talent first, its released address put back before it
      expect(rows.filter((r) => r.table_name !== "address")[0]).toMatchObject({
        table_name: "talent",
        record_id: talent.id,
      });
      expect(tables.has("talent_job")).toBe(true);
      expect(tables.has("note")).toBe(true);
      // one item for the whole deletion: no other item opened by the cascaded notes
      expect(
        (await one<{ n: number }>(q, "select count(*)::int as n from public.trash_item where txid = txid_current()")).n,
      ).toBe(1);
      for (const s of rows) expect(await current(q, s)).toBeNull();

      await as(q, "dev");
      const restored = await one<{ r: Row }>(q, "select public.restore_trash_item($1) as r", [item]);
      expect(restored.r).toEqual({ entity: "talent", record_id: talent.id });

      await asSystem(q);
      for (const s of rows) expect(await current(q, s)).toEqual(s.row);
      expect(
        await one<Row>(q, "select restored_at is not null as restored from public.trash_item where id = $1", [item]),
      ).toEqual({ restored: true });
      expect(await snapshots(q, item)).toEqual([]);
      // restored once only
      await as(q, "dev");
      expect(await failureMessage(q, () => q("select public.restore_trash_item($1)", [item]))).toBe(
        "Cet élément a déjà été restauré",
      );
    });
  });

  it("refuses a restore that conflicts, with the reason, and restores nothing — R:UI-TRASH", async () => {
    await db.system(async (q) => {
      const talent = await deletableTalent(q);
      const item = await deleteTalent(q, talent.id);
      // another talent took the e-mail since
      await asSystem(q);
      await q(
        "insert into public.talent (workspace_id, first_name, last_name, email) values ($1, 'Autre', 'Personne', $2)",
        [RENFORT, talent.email],
      );
      await as(q, "dev");
      const refused = await attempt(q, () => q("select public.restore_trash_item($1)", [item]));
      expect(refused.ok).toBe(false);
      const message = refused.ok ? "" : refused.error.message;
      expect(message).toMatch(
        /^Restauration impossible de « .+ » : un autre enregistrement \(talent\) a déjà la même valeur/,
      );
      expect(message).toContain("email");
      expect(message).toContain(String(talent.email));
      await asSystem(q);
      expect((await q("select 1 from public.talent where id = $1", [talent.id])).rows).toEqual([]);
      expect((await q("select 1 from public.talent_job where talent_id = $1", [talent.id])).rows).toEqual([]);
      expect(await one<Row>(q, "select restored_at from public.trash_item where id = $1", [item])).toEqual({
        restored_at: null,
      });
    });
  });

  it("refuses a restore whose parent is gone, naming it", async () => {
    await db.system(async (q) => {
      await asSystem(q);
      const contact = await one<{ id: string; company_id: string }>(
        q,
        `select c.id, c.company_id from public.contact c where c.workspace_id = $1
          and not exists (select 1 from public.reference_check r where r.contact_id = c.id) order by c.id limit 1`,
        [RENFORT],
      );
      await as(q, "dev");
      await q("delete from public.contact where id = $1", [contact.id]);
      const item = (await one<{ id: string }>(q, "select id from public.trash_item where record_id = $1", [contact.id]))
        .id;
      // its company goes for good (trash skipped, constraints aside: as the system)
      await asSystem(q);
      await q("set local session_replication_role = replica", []);
      await q("delete from public.company where id = $1", [contact.company_id]);
      await q("set local session_replication_role = origin", []);
      await as(q, "dev");
      expect(await failureMessage(q, () => q("select public.restore_trash_item($1)", [item]))).toMatch(
        /^Restauration impossible de « .+ » : un élément dont il dépend n'existe plus \(company\)/,
      );
    });
  });

  it("puts back the links other records had to a restored one", async () => {
    await db.system(async (q) => {
      await asSystem(q);
      const mission = await one<{ id: string; lead_contact_id: string }>(
        q,
        `select m.id, m.lead_contact_id from public.mission m where m.workspace_id = $1 and m.lead_contact_id is not null
            and not exists (select 1 from public.reference_check r where r.contact_id = m.lead_contact_id)
          order by m.id limit 1`,
        [RENFORT],
      );
      const lead = () =>
        one<{ lead_contact_id: string | null }>(q, "select lead_contact_id from public.mission where id = $1", [
          mission.id,
        ]);
      await as(q, "dev");
      await q("delete from public.contact where id = $1", [mission.lead_contact_id]);
      expect(await lead()).toEqual({ lead_contact_id: null });
      await q("select public.restore_deleted('contact', $1)", [mission.lead_contact_id]);
      expect(await lead()).toEqual({ lead_contact_id: mission.lead_contact_id });
    });
  });

  it("is purged after 30 days, and records nothing when renfort.trash_skip is on — R:UI-TRASH-PURGE", async () => {
    await db.system(async (q) => {
      const talent = await deletableTalent(q, true);
      const item = await deleteTalent(q, talent.id);
      await asSystem(q);
      // the document's file stays until the purge
      const files = (
        await q<{ name: string }>(
          `select o.name from storage.objects o join public.trash_item_row r on r.item_id = $1 and r.table_name = 'document'
            where o.bucket_id = 'documents' and o.name = r."row" ->> 'file'`,
          [item],
        )
      ).rows.map((r) => r.name);
      expect(files.length).toBeGreaterThan(0);
      const purge = (at: string) => one<{ r: Row }>(q, `select private.run_trash_purge(now() + interval '${at}') as r`);
      // the suite's other files delete too (their items share the database): counted, not assumed
      const due = async (at: string) =>
        (
          await one<{ n: number }>(
            q,
            `select count(*)::int as n from public.trash_item where purge_after <= now() + interval '${at}'`,
          )
        ).n;
      const dueIn29Days = await due("29 days");
      expect((await purge("29 days")).r).toEqual({ "trash:purged": dueIn29Days });
      expect((await q("select 1 from public.trash_item where id = $1", [item])).rows).toHaveLength(1);
      const dueIn30Days = await due("30 days 1 minute");
      expect(dueIn30Days).toBeGreaterThanOrEqual(1);
      expect((await purge("30 days 1 minute")).r).toEqual({ "trash:purged": dueIn30Days });
      expect((await q("select 1 from public.trash_item where id = $1", [item])).rows).toEqual([]);
      expect((await q("select 1 from public.trash_item_row where item_id = $1", [item])).rows).toEqual([]);
      expect((await q("select 1 from storage.objects where name = any ($1::text[])", [files])).rows).toEqual([]);

      // the merge of duplicates deletes with its own undo
      const other = await one<{ id: string }>(
        q,
        "select id from public.note where workspace_id = $1 and talent_id is null order by id limit 1",
        [RENFORT],
      );
      await q("select set_config('renfort.trash_skip', 'on', true)", []);
      await q("delete from public.note where id = $1", [other.id]);
      await q("select set_config('renfort.trash_skip', '', true)", []);
      expect((await q("select 1 from public.trash_item where record_id = $1", [other.id])).rows).toEqual([]);

      // a workspace deleted with everything in it leaves no item behind
      const ws = await one<{ id: string }>(
        q,
        "insert into public.workspace (name) values ('Essai corbeille') returning id",
      );
      await q("insert into public.talent (workspace_id, first_name, last_name) values ($1, 'Jeanne', 'Essai')", [
        ws.id,
      ]);
      await q("delete from public.workspace where id = $1", [ws.id]);
      expect((await q("select 1 from public.trash_item where workspace_id = $1", [ws.id])).rows).toEqual([]);
    });
  });

  it("puts back a deleted request of every type and seeded status, whatever its rules for a new one", async () => {
    const refused = await db.system(async (q) => {
      const types = (await q<{ entity: string }>("select entity from public.request_type order by entity", [])).rows;
      const out: string[] = [];
      for (const { entity } of types) {
        await asSystem(q);
        const rows = (
          await q<{ id: string; status: string; before: Record<string, unknown> }>(
            `select distinct on (status) id, status::text, to_jsonb(r) - 'updated_at' - 'updated_by' as before
               from public.${entity} r order by status, id`,
            [],
          )
        ).rows;
        await as(q, "dev");
        for (const r of rows) {
          const gone = await attempt(q, () => q(`delete from public.${entity} where id = $1`, [r.id]));
          // a monthly invoice that payments still point to is not deleted: nothing to put back
          if (!gone.ok) continue;
          const back = await attempt(q, () => q("select public.restore_deleted($1, $2)", [entity, r.id]));
          if (!back.ok) {
            out.push(`${entity} ${r.status}: ${back.error.message}`);
            continue;
          }
          const after = await one<{ row: Record<string, unknown> }>(
            q,
            `select to_jsonb(r) - 'updated_at' - 'updated_by' as row from public.${entity} r where id = $1`,
            [r.id],
          );
          if (JSON.stringify(after.row) !== JSON.stringify(r.before))
            out.push(`${entity} ${r.status}: restored differently`);
        }
      }
      return out;
    });
    expect(refused).toEqual([]);
  });

  it("is seen by those who may delete the entity only", async () => {
    await db.system(async (q) => {
      const talent = await deletableTalent(q);
      const item = await deleteTalent(q, talent.id);
      const sees = async (key: string) => {
        await as(q, key);
        return (await q("select 1 from public.trash_item where id = $1", [item])).rows.length;
      };
      expect(await sees("dev")).toBe(1);
      expect(await sees("consultant")).toBe(0);
      expect(await sees("partenaire")).toBe(0);
      await as(q, "consultant");
      expect(await failureMessage(q, () => q("select public.restore_trash_item($1)", [item]))).toBe(
        "Élément de la corbeille introuvable",
      );
      // the snapshots are read by no member
      expect((await attempt(q, () => q("select * from public.trash_item_row", []))).ok).toBe(false);

      // a consultant deletes their own note: they see that item, and restore it
      const note = await one<{ id: string }>(
        q,
        "insert into public.note (talent_id, content) values ((select id from public.talent where workspace_id = $1 order by id limit 1), 'À garder') returning id",
        [RENFORT],
      );
      await q("delete from public.note where id = $1", [note.id]);
      const mine = await one<{ id: string; label: string }>(
        q,
        "select id, label from public.trash_item where record_id = $1",
        [note.id],
      );
      expect(mine.label).toBe("À garder");
      await q("select public.restore_trash_item($1)", [mine.id]);
      expect((await q("select content from public.note where id = $1", [note.id])).rows).toEqual([
        { content: "À garder" },
      ]);
      // the CSM may not see another's deleted note
      expect(await sees("csm")).toBe(0);
    });
  });
});

describe("legal records", () => {
  it("refuses to delete a signed contract or an issued invoice — R:UI-NEVER-DELETED", async () => {
    await db.system(async (q) => {
      await asSystem(q);
      const signed = await one<{ id: string }>(
        q,
        "select id from public.contract where workspace_id = $1 and status in ('signed', 'active', 'ended') order by id limit 1",
        [RENFORT],
      );
      const issued = await one<{ id: string }>(
        q,
        "select id from public.client_invoice where workspace_id = $1 and status <> 'draft' order by id limit 1",
        [RENFORT],
      );
      await as(q, "dev");
      expect(await failureMessage(q, () => q("delete from public.contract where id = $1", [signed.id]))).toBe(
        "Un contrat signé est un document légal : il ne se supprime pas",
      );
      const invoice = await attempt(q, () => q("delete from public.client_invoice where id = $1", [issued.id]));
      expect(invoice.ok ? invoice.value.rowCount : 0).toBe(0);
      await asSystem(q);
      expect((await q("select 1 from public.contract where id = $1", [signed.id])).rows).toHaveLength(1);
      expect((await q("select 1 from public.client_invoice where id = $1", [issued.id])).rows).toHaveLength(1);
    });
  });

  it("refuses to delete signed commercial conditions, whose signatures would go with them", async () => {
    await db.system(async (q) => {
      await asSystem(q);
      const seeded = await q<{ id: string }>(
        "select id from public.commercial_condition where workspace_id = $1 and status = 'signed' order by id limit 1",
        [RENFORT],
      );
      const signed =
        seeded.rows[0] ??
        (await one<{ id: string }>(
          q,
          `update public.commercial_condition set status = 'signed'
            where id = (select id from public.commercial_condition where workspace_id = $1 order by id limit 1) returning id`,
          [RENFORT],
        ));
      await as(q, "dev");
      expect(
        await failureMessage(q, () => q("delete from public.commercial_condition where id = $1", [signed.id])),
      ).toBe("Des conditions commerciales signées sont un document légal : elles ne se suppriment pas");
    });
  });
});

describe("bulk changes", () => {
  it("are undone as one unit, and refused when a row changed since — R:UI-BULK-UNDO", async () => {
    await db.system(async (q) => {
      await asSystem(q);
      const talents = (
        await q<{ id: string; owner_id: string | null }>(
          "select id, owner_id from public.talent where workspace_id = $1 order by id limit 3",
          [RENFORT],
        )
      ).rows;
      const owner = await one<{ id: string }>(
        q,
        "select m.id from public.team_member m join public.auth_user u on u.id = m.auth_user_id where u.email = 'manager@renfort.test'",
      );
      const ids = talents.map((t) => t.id);
      const owners = () =>
        q<{ id: string; owner_id: string | null }>(
          "select id, owner_id from public.talent where id = any ($1::uuid[]) order by id",
          [ids],
        ).then((r) => r.rows);

      await as(q, "dev");
      const bulk = async () =>
        (
          await one<{ r: { change: string; count: number } }>(q, "select public.bulk_update('talent', $1, $2) as r", [
            ids,
            JSON.stringify({ owner_id: owner.id }),
          ])
        ).r;
      const first = await bulk();
      expect(first.count).toBe(talents.filter((t) => t.owner_id !== owner.id).length);
      expect((await owners()).every((t) => t.owner_id === owner.id)).toBe(true);
      expect(await one<{ n: number }>(q, "select public.undo_bulk_change($1) as n", [first.change])).toEqual({
        n: first.count,
      });
      expect(await owners()).toEqual(talents);
      expect(await failureMessage(q, () => q("select public.undo_bulk_change($1)", [first.change]))).toBe(
        "Cette modification a déjà été annulée",
      );

      // a row changed since: nothing undone
      const second = await bulk();
      const changed = talents.find((t) => t.owner_id !== owner.id)!;
      await q("update public.talent set owner_id = $2 where id = $1", [changed.id, changed.owner_id]);
      expect(await failureMessage(q, () => q("select public.undo_bulk_change($1)", [second.change]))).toMatch(
        /^Annulation impossible : « .+ » a été modifié depuis$/,
      );
      expect((await owners()).filter((t) => t.owner_id === owner.id)).toHaveLength(talents.length - 1);

      // another member neither sees nor undoes it; a column outside the list is refused
      await as(q, "consultant");
      expect(await failureMessage(q, () => q("select public.undo_bulk_change($1)", [second.change]))).toBe(
        "Modification en masse introuvable",
      );
      expect(
        await failureMessage(q, () =>
          q("select public.bulk_update('talent', $1, $2)", [ids, JSON.stringify({ email: "x@y.fr" })]),
        ),
      ).toBe("Cette modification en masse n'est pas possible");
    });
  });
  it("undoes a bulk stage move of applications as one unit, the stage rules judging the move", async () => {
    await db.system(async (q) => {
      await asSystem(q);
      const apps = (
        await q<{ id: string; stage: string }>(
          `select id, stage::text from public.application
            where workspace_id = $1 and stage = 'new' and not is_rejected order by id limit 2`,
          [RENFORT],
        )
      ).rows;
      expect(apps).toHaveLength(2);
      const ids = apps.map((a) => a.id);
      const stages = () =>
        q<{ id: string; stage: string }>(
          "select id, stage::text from public.application where id = any ($1::uuid[]) order by id",
          [ids],
        ).then((r) => r.rows);
      await as(q, "consultant");
      const moved = (
        await one<{ r: { change: string; count: number } }>(
          q,
          "select public.bulk_update('application', $1, $2) as r",
          [ids, JSON.stringify({ stage: "to_qualify" })],
        )
      ).r;
      expect(moved.count).toBe(2);
      expect((await stages()).map((a) => a.stage)).toEqual(["to_qualify", "to_qualify"]);
      expect(await one(q, "select public.undo_bulk_change($1) as n", [moved.change])).toEqual({ n: 2 });
      expect(await stages()).toEqual(apps);
    });
  });
  it("undo an « Ajouter à un vivier » by removing the talents it added only", async () => {
    await db.system(async (q) => {
      await asSystem(q);
      const pool = await one<{ id: string }>(
        q,
        "select id from public.hiring_pool where workspace_id = $1 and not is_dynamic and status <> 'archived' order by id limit 1",
        [RENFORT],
      );
      const talents = (
        await q<{ id: string }>(
          `select t.id from public.talent t where t.workspace_id = $1 and t.qualification_status <> 'anonymized'
             and not exists (select 1 from public.talent_hiring_pool m where m.talent_id = t.id and m.hiring_pool_id = $2)
           order by t.id limit 3`,
          [RENFORT, pool.id],
        )
      ).rows.map((r) => r.id);
      // one of them was a member before: it stays after the undo
      await q("insert into public.talent_hiring_pool (talent_id, hiring_pool_id, workspace_id) values ($1, $2, $3)", [
        talents[0],
        pool.id,
        RENFORT,
      ]);
      const members = () =>
        q<{ talent_id: string }>(
          "select talent_id from public.talent_hiring_pool where hiring_pool_id = $1 and talent_id = any ($2::uuid[]) order by talent_id",
          [pool.id, talents],
        ).then((r) => r.rows.map((m) => m.talent_id));

      await as(q, "dev");
      const add = async () =>
        (
          await one<{ r: { change: string; count: number } }>(q, "select public.bulk_add_to_hiring_pool($1, $2) as r", [
            pool.id,
            talents,
          ])
        ).r;
      const added = await add();
      expect(added.count).toBe(2);
      expect(await members()).toEqual([...talents].sort());
      expect(await one(q, "select public.undo_bulk_change($1) as n", [added.change])).toEqual({ n: 2 });
      expect(await members()).toEqual([talents[0]]);

      // one of the added talents left the pool since: refused, nothing undone
      const again = await add();
      await q("delete from public.talent_hiring_pool where hiring_pool_id = $1 and talent_id = $2", [
        pool.id,
        talents[1],
      ]);
      expect(await failureMessage(q, () => q("select public.undo_bulk_change($1)", [again.change]))).toBe(
        "Annulation impossible : un des talents ajoutés a quitté le vivier depuis",
      );
      expect(await members()).toEqual([talents[0], talents[2]].sort());
    });
  });
});

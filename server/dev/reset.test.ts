// The end-to-end suite's database reset: whatever the tests wrote (rows added, changed, deleted,
// a sequence moved on), a restore brings back exactly the snapshot's rows and sequence positions,
// generated columns recomputed, without firing the tables' triggers, touching only the tables
// written since; a second snapshot replaces the first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Engine } from "../db/engine.ts";
import { openBlankPglite } from "../../tests/support/blank-pglite.ts";
import { restoreSnapshot, takeSnapshot } from "./reset.ts";

let engine: Engine;
beforeAll(async () => {
  engine = await openBlankPglite();
  await engine.exec(`
    create schema app;
    create table app.company (
      id int generated always as identity primary key,
      name text not null,
      shout text generated always as (upper(name)) stored
    );
    create table app.contact (id serial primary key, company_id int not null references app.company (id), name text);
    create table app.audit (id serial primary key, what text);
    create function app.audit_contact() returns trigger language plpgsql as
      $$ begin insert into app.audit (what) values ('contact ' || new.name); return new; end $$;
    create trigger contact_audit after insert on app.contact for each row execute function app.audit_contact();
    insert into app.company (name) values ('Élan'), ('Rhône Bâtir');
    insert into app.contact (company_id, name) values (1, 'Hélène'), (2, 'Karim');
  `);
}, 60_000);
afterAll(() => engine.close());

const state = async () => ({
  company: (await engine.query("select * from app.company order by id", [])).rows,
  contact: (await engine.query("select * from app.contact order by id", [])).rows,
  audit: (await engine.query("select * from app.audit order by id", [])).rows,
});

describe("dev snapshot and reset", () => {
  it("restores the rows, the generated columns and the sequences, without triggers", { timeout: 60_000 }, async () => {
    await takeSnapshot(engine);
    const before = await state();
    expect(before.audit).toHaveLength(2);

    await engine.exec(`
      delete from app.contact where name = 'Karim';
      update app.company set name = 'Élan Construction' where id = 1;
      insert into app.company (name) values ('Nouvelle');
      insert into app.contact (company_id, name) values (3, 'Zoé');
    `);
    expect(await state()).not.toEqual(before);

    // company and contact written, audit by contact's trigger
    expect(await restoreSnapshot(engine)).toBe(3);
    expect(await state()).toEqual(before);
    // the identity and serial sequences are back where they were: the next rows get the same ids
    const next = await engine.query<{ id: number }>("insert into app.company (name) values ('Après') returning id", []);
    expect(next.rows[0].id).toBe(3);
    expect(await restoreSnapshot(engine)).toBe(1);
    expect(await state()).toEqual(before);
    // nothing written since: nothing to do
    expect(await restoreSnapshot(engine)).toBe(0);
  });

  it(
    "restores a written table that an unwritten one references, and leaves the others as they are",
    { timeout: 60_000 },
    async () => {
      await takeSnapshot(engine);
      const before = await state();
      // company is referenced by contact, which is not written: it cannot be truncated
      await engine.exec(
        "update app.company set name = 'Autre nom' where id = 2; insert into app.company (name) values ('Ajoutée')",
      );
      expect(await restoreSnapshot(engine)).toBe(1);
      expect(await state()).toEqual(before);
      const written = await engine.query<{ n: number }>("select count(*)::int as n from dev_snapshot.written", []);
      expect(written.rows[0].n).toBe(0);
      // contact is written but referenced by note, which is not: contact's rows are deleted, and so
      // company's, which contact references (a truncate of company alone would be refused)
      await engine.exec(`
        create table app.note (id serial primary key, contact_id int references app.contact (id), body text);
        insert into app.note (contact_id, body) values (1, 'Rappeler');
      `);
      await takeSnapshot(engine);
      const withNote = await state();
      await engine.exec(
        "insert into app.company (name) values ('Troisième'); insert into app.contact (company_id, name) values (1, 'Inès')",
      );
      expect(await restoreSnapshot(engine)).toBe(3);
      expect(await state()).toEqual(withNote);
      await engine.exec("drop table app.note");
    },
  );

  it("takes a new snapshot over the old one", { timeout: 60_000 }, async () => {
    await takeSnapshot(engine);
    await engine.exec("insert into app.company (name) values ('Gardée')");
    await takeSnapshot(engine);
    const kept = await state();
    await engine.exec("delete from app.contact; delete from app.company");
    expect(await restoreSnapshot(engine)).toBe(2);
    expect(await state()).toEqual(kept);
    expect(kept.company.map((c) => c.name)).toContain("Gardée");
  });
});

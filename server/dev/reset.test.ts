// The end-to-end suite's database reset: whatever the tests wrote (rows added, changed, deleted,
// a sequence moved on), a restore brings back exactly the snapshot's rows and sequence positions,
// generated columns recomputed, without firing the tables' triggers; a second snapshot replaces
// the first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Engine } from "../db/engine.ts";
import { openPglite } from "../db/pglite.ts";
import { restoreSnapshot, takeSnapshot } from "./reset.ts";

let engine: Engine;
beforeAll(async () => {
  engine = await openPglite();
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
    const script = await takeSnapshot(engine);
    const before = await state();
    expect(before.audit).toHaveLength(2);

    await engine.exec(`
      delete from app.contact where name = 'Karim';
      update app.company set name = 'Élan Construction' where id = 1;
      insert into app.company (name) values ('Nouvelle');
      insert into app.contact (company_id, name) values (3, 'Zoé');
    `);
    expect(await state()).not.toEqual(before);

    await restoreSnapshot(engine, script);
    expect(await state()).toEqual(before);
    // the identity and serial sequences are back where they were: the next rows get the same ids
    const next = await engine.query<{ id: number }>("insert into app.company (name) values ('Après') returning id", []);
    expect(next.rows[0].id).toBe(3);
    await restoreSnapshot(engine, script);
    expect(await state()).toEqual(before);
  });

  it("takes a new snapshot over the old one", { timeout: 60_000 }, async () => {
    await takeSnapshot(engine);
    await engine.exec("insert into app.company (name) values ('Gardée')");
    const script = await takeSnapshot(engine);
    const kept = await state();
    await engine.exec("delete from app.contact; delete from app.company");
    await restoreSnapshot(engine, script);
    expect(await state()).toEqual(kept);
    expect(kept.company.map((c) => c.name)).toContain("Gardée");
  });
});

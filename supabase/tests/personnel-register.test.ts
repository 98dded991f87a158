// The registre unique du personnel (supabase/schemas/36_personnel_register.sql): a contract's
// first signed version writes one entry, numbered in the order of the hirings, with the talent's
// mentions of that day; the exit follows the amendments and the early end; the mentions are
// indelible, the entry outlives a change of the talent's record and is purged 5 years after the
// exit; who reads contracts reads it, nobody writes it through the API. Every case is rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessage, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { as, asSystem, draftContract, one, RENFORT } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

type Entry = {
  entry_number: number;
  last_name: string;
  first_name: string;
  nationality: string | null;
  birth_date: string | null;
  sex: string | null;
  job: string | null;
  entry_date: string;
  exit_date: string | null;
  work_permit_number: string | null;
  company_name: string | null;
  contract_type: string;
};

// two contracts of the same talent, one after the other (the weekly hours rule refuses overlaps)
const FIRST = { start_date: "2026-12-07", end_date: "2027-02-26" };
const SECOND = { start_date: "2027-04-05", end_date: "2027-05-28" };

const entryOf = (q: Query, key: string) =>
  q<Entry>(
    `select entry_number, last_name, first_name, nationality, birth_date::text, sex, job, entry_date::text,
            exit_date::text, work_permit_number, company_name, contract_type::text
       from public.personnel_register_entry where contract_key = $1`,
    [key],
  ).then((r) => r.rows);

/** A new contract of Renfort, signed as the signature flow leaves it (the system writes the status). */
async function signedContract(q: Query, dates: { start_date: string; end_date: string } = FIRST) {
  const c = await draftContract(q, "consultant", dates);
  await q("update public.contract set status = 'signed' where id = $1", [c.id]);
  return c as { id: string; contract_key: string; talent_id: string; start_date: string; end_date: string };
}

describe("the register's entries", () => {
  it("writes one entry at the signature, numbered after the last, with the talent's mentions", () =>
    db.system(async (q) => {
      const before = await one<{ n: number | null }>(
        q,
        "select max(entry_number) as n from public.personnel_register_entry where workspace_id = $1",
        [RENFORT],
      );
      const draft = await draftContract(q);
      expect(await entryOf(q, String(draft.contract_key))).toEqual([]);
      await q(
        "update public.talent set civility = 'mrs', nationality_code = 'MA', birth_date = '1990-04-12' where id = $1",
        [draft.talent_id],
      );
      await q(
        `insert into public.talent_private (talent_id, workspace_id, residence_permit_type, residence_permit_number)
         values ($1, $2, 'Carte de séjour pluriannuelle', '9912345678')
         on conflict (talent_id) do update set residence_permit_type = excluded.residence_permit_type,
           residence_permit_number = excluded.residence_permit_number`,
        [draft.talent_id, RENFORT],
      );
      await q("update public.contract set status = 'signed' where id = $1", [draft.id]);
      const talent = await one<{ last_name: string; first_name: string }>(
        q,
        "select last_name, first_name from public.talent where id = $1",
        [draft.talent_id],
      );
      const [entry] = await entryOf(q, String(draft.contract_key));
      expect(entry).toMatchObject({
        entry_number: (before.n ?? 0) + 1,
        last_name: talent.last_name.toUpperCase(),
        first_name: talent.first_name,
        nationality: "Maroc",
        birth_date: "1990-04-12",
        sex: "F",
        entry_date: "2026-12-07",
        exit_date: "2027-02-26",
        work_permit_number: "9912345678",
        contract_type: "mission",
      });
      expect(entry.job).toBe(draft.job_name);

      // the next hiring takes the next number; the talent's record changing later leaves the entry
      const next = await signedContract(q, SECOND);
      expect((await entryOf(q, next.contract_key))[0].entry_number).toBe((before.n ?? 0) + 2);
      await q("update public.talent set last_name = 'Autrement' where id = $1", [draft.talent_id]);
      expect((await entryOf(q, String(draft.contract_key)))[0].last_name).toBe(talent.last_name.toUpperCase());
    }));

  it("moves the exit with a renewal's amendment and the early end, never the entry", () =>
    db.system(async (q) => {
      const c = await signedContract(q);
      const amendment = await one<{ id: string }>(
        q,
        `insert into public.contract
           select (jsonb_populate_record(null::public.contract, to_jsonb(c) || jsonb_build_object(
                    'id', gen_random_uuid(), 'is_amendment', true, 'amendment_number', 1, 'amendment_type', 'renewal',
                    'status', 'draft', 'end_date', '2027-03-26'))).*
             from public.contract c where c.id = $1
         returning id`,
        [c.id],
      );
      expect((await entryOf(q, c.contract_key))[0].exit_date).toBe("2027-02-26");
      await q("update public.contract set status = 'signed' where id = $1", [amendment.id]);
      expect(await entryOf(q, c.contract_key)).toMatchObject([{ entry_date: "2026-12-07", exit_date: "2027-03-26" }]);
      await q(
        "update public.contract set definitive_end_date = '2027-01-15', definitive_end_reason = 'talent_cdi_hire', definitive_end_initiator = 'talent' where id = $1",
        [amendment.id],
      );
      expect(await entryOf(q, c.contract_key)).toMatchObject([{ exit_date: "2027-01-15" }]);
    }));

  it("keeps its mentions: a change or a deletion is refused in French, even to the system", () =>
    db.system(async (q) => {
      const c = await signedContract(q);
      expect(
        await failureMessage(q, () =>
          q("update public.personnel_register_entry set last_name = 'X' where contract_key = $1", [c.contract_key]),
        ),
      ).toBe("Les mentions du registre unique du personnel sont indélébiles (art. L1221-13 du Code du travail)");
      expect(
        await failureMessage(q, () =>
          q("delete from public.personnel_register_entry where contract_key = $1", [c.contract_key]),
        ),
      ).toBe(
        "Une entrée du registre unique du personnel ne peut pas être supprimée avant 5 ans après la sortie du salarié (art. R1221-26 du Code du travail)",
      );
    }));

  it("is purged by the scheduled job 5 years after the exit, not before", () =>
    db.system(async (q) => {
      const first = await signedContract(q);
      const second = await signedContract(q, SECOND);
      // five years and a few days after the first exit (2027-02-26), before the second's
      const purged = await one<{ r: Record<string, number> }>(
        q,
        "select private.run_personnel_register_retention('2032-03-01 12:00+01') as r",
      );
      expect(purged.r["personnel_register:purged"]).toBeGreaterThanOrEqual(1);
      expect(await entryOf(q, first.contract_key)).toEqual([]);
      expect(await entryOf(q, second.contract_key)).toHaveLength(1);
    }));
});

describe("who reads and writes it", () => {
  it("is read by who reads contracts, never by marketing, written by nobody through the API", () =>
    db.system(async (q) => {
      const c = await signedContract(q);
      await as(q, "consultant");
      expect(await entryOf(q, c.contract_key)).toHaveLength(1);
      expect(
        await failureMessage(q, () =>
          q("update public.personnel_register_entry set exit_date = null where contract_key = $1", [c.contract_key]),
        ),
      ).toMatch(/permission denied/);
      expect(
        await failureMessage(q, () =>
          q("delete from public.personnel_register_entry where contract_key = $1", [c.contract_key]),
        ),
      ).toMatch(/permission denied/);
      await asSystem(q);
      await as(q, "marketing");
      expect(await entryOf(q, c.contract_key)).toEqual([]);
    }));
});

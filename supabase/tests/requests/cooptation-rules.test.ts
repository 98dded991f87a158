// A referral rewards bringing someone new (docs/rules/requests.md#cooptation): the database
// refuses a referee the agency knew in the 12 months before the declaration — its record, an
// application, a contract — and a referrer who is the referee; the progress towards the bonus counts validated hours only.
// Direct engine, rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, failureMessage, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asLoaded, asSystem, one, RENFORT } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const KNOWN =
  "L'agence connaît déjà ce talent (fiche, candidature ou contrat de moins de 12 mois) : la cooptation n'est pas recevable";

/** A talent created now by the signed-in member, as the cooptation form creates the referee. */
const newTalent = (q: Query, values: Record<string, unknown>) =>
  one<{ id: string }>(q, "select (public.save_talent($1::jsonb)).id as id", [
    JSON.stringify({ first_name: "Filleul", last_name: "Nouveau", ...values }),
  ]).then((r) => r.id);

const coopt = (q: Query, referee: string, referrer: Record<string, unknown>) =>
  q(
    `insert into public.cooptation (coopted_id, referrer_type, coopted_by_id, referrer_name, referrer_email, referrer_phone)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      referee,
      referrer.type ?? "talent",
      referrer.talent ?? null,
      referrer.name ?? null,
      referrer.email ?? null,
      referrer.phone ?? null,
    ],
  );

/** A seeded talent of Renfort with no referral of its own: the referrer. */
const referrerTalent = (q: Query) =>
  one<{ id: string }>(
    q,
    `select t.id from public.talent t where t.workspace_id = $1
     and not exists (select 1 from public.cooptation k where k.coopted_id = t.id) order by t.id limit 1`,
    [RENFORT],
  ).then((r) => r.id);

describe("cooptation: the referee must be new to the agency", () => {
  it("takes a referee created on the spot, and refuses one who applied this year — R:REQ-COOPT-NEW-REFEREE", async () => {
    await db.system(async (q) => {
      const referrer = await referrerTalent(q);
      const applicant = await one<{ id: string }>(
        q,
        `select t.id from public.talent t where t.workspace_id = $1 and t.created_at < now() - interval '13 months'
         and exists (select 1 from public.application a where a.talent_id = t.id and a.created_at > now() - interval '11 months')
         and not exists (select 1 from public.contract c where c.talent_id = t.id)
         and not exists (select 1 from public.cooptation k where k.coopted_id = t.id) and t.id <> $2 order by t.id limit 1`,
        [RENFORT, referrer],
      );
      await as(q, "consultant");
      const fresh = await newTalent(q, { email: "filleul.nouveau@exemple.fr", phone_number: "+33655501234" });
      await coopt(q, fresh, { talent: referrer });
      expect(await failureMessage(q, () => coopt(q, applicant.id, { talent: referrer }))).toBe(KNOWN);
    });
  });

  it("refuses a referee whose record is two days old, and takes one untouched for more than a year — R:REQ-COOPT-NEW-REFEREE", async () => {
    await db.system(async (q) => {
      const referrer = await referrerTalent(q);
      await as(q, "consultant");
      const recent = await newTalent(q, { last_name: "Récent" });
      const old = await newTalent(q, { last_name: "Ancien" });
      await asSystem(q);
      // the audit trigger keeps created_at: set as the seed loads its rows
      await asLoaded(q, "update public.talent set created_at = now() - interval '2 days' where id = $1", [recent]);
      await asLoaded(q, "update public.talent set created_at = now() - interval '13 months' where id = $1", [old]);
      await as(q, "consultant");
      expect(await failureMessage(q, () => coopt(q, recent, { talent: referrer }))).toBe(KNOWN);
      await coopt(q, old, { talent: referrer });
    });
  });

  it("refuses an outside referrer who gives the referee's own e-mail — R:REQ-COOPT-REFERRER-CONTACT", async () => {
    await db.system(async (q) => {
      await as(q, "consultant");
      const fresh = await newTalent(q, { email: "moi.meme@exemple.fr" });
      expect(
        await failureMessage(q, () =>
          coopt(q, fresh, { type: "external", name: "Moi Même", email: "Moi.Meme@exemple.fr" }),
        ),
      ).toBe("La personne qui coopte ne peut pas être le filleul");
      await coopt(q, fresh, { type: "external", name: "Une Voisine", email: "voisine@exemple.fr" });
    });
  });

  it("takes an employee's referral declared by that employee — R:REQ-COOPT-EMPLOYEE", async () => {
    await db.system(async (q) => {
      await as(q, "consultant");
      const fresh = await newTalent(q, { last_name: "Salarié" });
      await coopt(q, fresh, { type: "employee" });
      await asSystem(q);
      const row = await one<{ referrer: string }>(
        q,
        "select referrer_team_member_id as referrer from public.cooptation where coopted_id = $1",
        [fresh],
      );
      expect(row.referrer).toBe(account("consultant").teamMemberId);
    });
  });
});

describe("cooptation: the referee declared with the referral (public.declare_cooptation)", () => {
  const declare = (q: Query, values: Record<string, unknown>, referee: Record<string, unknown> | null) =>
    one<{ id: string; coopted_id: string }>(
      q,
      "select id, coopted_id from public.declare_cooptation($1::jsonb, $2::jsonb)",
      [JSON.stringify(values), referee === null ? null : JSON.stringify(referee)],
    );

  it("creates the referee on the spot, its phone in international form, in the same transaction — R:REQ-COOPT-DECLARE", async () => {
    await db.system(async (q) => {
      const referrer = await referrerTalent(q);
      await as(q, "consultant");
      const row = await declare(
        q,
        { coopted_by_id: referrer, bonus_amount: 250 },
        {
          first_name: " Inès ",
          last_name: "Nouvelle",
          email: "Ines.Nouvelle@Exemple.fr",
          phone_number: "06 55 50 98 76",
        },
      );
      const talent = await one<{ first_name: string; email: string; phone_number: string }>(
        q,
        "select first_name, email, phone_number from public.talent where id = $1",
        [row.coopted_id],
      );
      expect(talent).toEqual({ first_name: "Inès", email: "ines.nouvelle@exemple.fr", phone_number: "+33655509876" });
    });
  });

  it("takes the talent the agency has under that e-mail, whom the 12-month rule then refuses — R:REQ-COOPT-DECLARE, R:REQ-COOPT-NEW-REFEREE", async () => {
    await db.system(async (q) => {
      const referrer = await referrerTalent(q);
      await as(q, "consultant");
      const known = await newTalent(q, { last_name: "Connu", email: "deja.connu@exemple.fr" });
      await asSystem(q);
      await asLoaded(q, "update public.talent set created_at = now() - interval '2 days' where id = $1", [known]);
      await as(q, "consultant");
      const count = async () =>
        (
          await one<{ n: string }>(
            q,
            "select count(*)::text as n from public.talent where email = 'deja.connu@exemple.fr'",
          )
        ).n;
      expect(
        await failureMessage(q, () =>
          declare(
            q,
            { coopted_by_id: referrer },
            { first_name: "Déjà", last_name: "Connu", email: "DEJA.connu@exemple.fr" },
          ),
        ),
      ).toBe(KNOWN);
      expect(await count()).toBe("1");
      expect(await failureMessage(q, () => declare(q, { coopted_by_id: referrer }, { first_name: "Sans nom" }))).toBe(
        "Indiquez le filleul : choisissez un talent, ou saisissez son prénom et son nom",
      );
    });
  });
});

describe("cooptation: progress towards the bonus", () => {
  it("counts the referee's validated hours, not the weeks only signed by the client — R:REQ-COOPT-HOURS", async () => {
    await db.system(async (q) => {
      // a talent with both a signed and a validated week
      const t = await one<{ talent_id: string; since: string; validated: number; signed: number }>(
        q,
        `select w.talent_id, min(d.date) - 1 as since,
                sum(d.worked_hours) filter (where w.status in ('validated', 'exported', 'invoiced'))::float as validated,
                sum(d.worked_hours) filter (where w.status = 'signed')::float as signed
         from public.timesheet_week w join public.timesheet_day d on d.timesheet_week_id = w.id
         where w.workspace_id = $1 and not exists (select 1 from public.cooptation k where k.coopted_id = w.talent_id)
         group by w.talent_id
         having sum(d.worked_hours) filter (where w.status = 'signed') > 0
            and sum(d.worked_hours) filter (where w.status in ('validated', 'exported', 'invoiced')) > 0
         order by w.talent_id limit 1`,
        [RENFORT],
      );
      const referrer = await referrerTalent(q);
      const { id } = await one<{ id: string }>(
        q,
        `insert into public.cooptation (workspace_id, coopted_id, coopted_by_id, declared_at, status, condition_threshold)
         values ($1, $2, $3, $4::date, 'referee_placed', 10000) returning id`,
        [RENFORT, t.talent_id, referrer, t.since],
      );
      await q("select public.refresh_cooptations()");
      const after = await one<{ progress: number }>(
        q,
        "select progress_value::float as progress from public.cooptation where id = $1",
        [id],
      );
      expect(after.progress).toBeCloseTo(t.validated, 2);
      expect(after.progress).toBeLessThan(t.validated + t.signed);
    });
  });
});

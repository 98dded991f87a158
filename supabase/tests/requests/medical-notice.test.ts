// The SIR path of issue #46 through the medical visit (docs/rules/requests.md#medical-checkups) and
// the talent's documents: a SIR visit is asked with the post's risk, its appointment fixed and
// moved by the centre, and « Avis reçu » records the doctor's notice with the visit's close in one
// call (public.record_medical_checkup_result) — the notice the contract's SIR check then reads
// (private.contract_document_problem, through private.has_sir_aptitude). A medical document
// counts by its category, never an unfitness. Each case as the role that does it, rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessage, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, cloneRow, draftContract, one, RENFORT, transition } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const SIR = /^Poste en suivi individuel renforcé \(SIR\) : le talent n'a pas d'avis d'aptitude médicale valide/;

/** A new French talent without documents, visits nor contracts. */
const newTalent = async (q: Query) =>
  (
    await cloneRow(
      q,
      "talent",
      "workspace_id = $1 and qualification_status = 'qualified' and blacklisted_at is null",
      [RENFORT],
      { email: null, phone_number: null, auth_user_id: null, nationality_code: "FR" },
    )
  ).id as string;

/** An electrician's validated contract (« Électricien bâtiment »: « Habilitation B1V/BR », so a SIR post), his clearance verified. */
const electricianContract = async (q: Query) => {
  const talent = await newTalent(q);
  await q(
    `insert into public.document (workspace_id, talent_id, type, category, issued_at, expiry_date, status)
     values ($1, $2, 'electrical_clearance', 'B1V, BR', '2024-01-02', '2030-12-31', 'valid')`,
    [RENFORT, talent],
  );
  const { id: job } = await one<{ id: string }>(q, "select id from public.job where code = 'electricien_batiment'");
  const c = await draftContract(q, "manager", { talent_id: talent, job_id: job, status: "validated" });
  return { talent, contract: c.id as string };
};

/** The CSM's « Envoyer pour signature »: the document rules' refusal, or null. */
const send = async (q: Query, id: string) => {
  await as(q, "csm");
  const message = await failureMessage(q, () => transition(q, "contract", id, "sent_for_signature"));
  await asSystem(q);
  return message;
};

const record = (q: Query, id: string, args: Record<string, unknown> = {}) => {
  const a = {
    result: "fit",
    issued_at: "today",
    valid_until: "2028-06-30",
    file: `${RENFORT}/requests/medical_checkup_result/${id}/avis.pdf`,
    restrictions: null,
    ...args,
  };
  return q(
    `select public.record_medical_checkup_result($1, $2::public.medical_aptitude,
       case when $3::text = 'today' then private.paris_today() else $3::text::date end, $4::date, $5::text, $6::text) as r`,
    [id, a.result, a.issued_at, a.valid_until, a.file, a.restrictions],
  );
};

const statusOf = async (q: Query, id: string) =>
  (await one<{ s: string }>(q, "select status::text as s from public.medical_checkup_request where id = $1", [id])).s;

describe("the SIR visit through the request's screens", () => {
  it("asked with its risk, its appointment moved, its notice recorded: the SIR contract check passes — R:REQ-MED-SIR-RISK, R:REQ-MED-APPOINTMENT-FUTURE, R:REQ-MED-NOTICE, R:REQ-MED-NOTICE-AFTER-VISIT, R:REQ-MED-SIR-CONTRACT", async () => {
    await db.system(async (q) => {
      const { talent, contract } = await electricianContract(q);
      expect(await send(q, contract)).toMatch(SIR);
      const { id: center } = await one<{ id: string }>(
        q,
        "select id from public.medical_center where workspace_id = $1 and status = 'active' order by id limit 1",
        [RENFORT],
      );

      // the consultant asks for it: a SIR names the post's risk
      await as(q, "consultant");
      const ask = (risks: string) =>
        q<{ id: string }>(
          `insert into public.medical_checkup_request (workspace_id, talent_id, contract_id, visit_type, risk_reasons)
           values ($1, $2, $3, 'sir_initial', $4::public.medical_risk_reason[]) returning id`,
          [RENFORT, talent, contract, risks],
        );
      expect(await failureMessage(q, () => ask("{}"))).toBe(
        "Un suivi individuel renforcé (SIR) doit préciser le risque du poste",
      );
      const id = (await ask("{electrical_clearance}")).rows[0].id;

      // the CSM asks the centre, fixes the appointment; the centre moves it, never into the past
      await as(q, "csm");
      await q("update public.medical_checkup_request set status = 'requested', medical_center_id = $2 where id = $1", [
        id,
        center,
      ]);
      await q(
        "update public.medical_checkup_request set status = 'scheduled', appointment_at = now() + interval '1 day' where id = $1",
        [id],
      );
      expect(
        await failureMessage(q, () =>
          q("update public.medical_checkup_request set appointment_at = now() + interval '3 days' where id = $1", [id]),
        ),
      ).toBeNull();
      expect(
        await failureMessage(q, () =>
          q("update public.medical_checkup_request set appointment_at = now() - interval '1 hour' where id = $1", [id]),
        ),
      ).toBe("Le rendez-vous doit être fixé à une date future");

      // before the visit, no notice closes it
      expect(await failureMessage(q, () => record(q, id))).toMatch(
        /^L'avis médical ne peut pas être daté avant la visite du \d{2}\/\d{2}\/\d{4}$/,
      );

      // the appointment has passed (the time): the notice, with its file, closes the visit
      await asSystem(q);
      await q("update public.medical_checkup_request set appointment_at = now() - interval '1 hour' where id = $1", [
        id,
      ]);
      await as(q, "csm");
      expect(await failureMessage(q, () => record(q, id, { file: null }))).toBe("Joignez le fichier de l'avis médical");
      expect(await failureMessage(q, () => record(q, id, { valid_until: null }))).toBe(
        "Indiquez la fin de validité de l'avis médical",
      );
      expect(await failureMessage(q, () => record(q, id, { result: "fit_with_adjustments" }))).toBe(
        "Précisez les aménagements de poste indiqués par le médecin",
      );
      expect(await failureMessage(q, () => record(q, id))).toBeNull();
      await asSystem(q);
      expect(await statusOf(q, id)).toBe("certificate_received");
      expect(
        await one(
          q,
          "select result::text, valid_until::text from public.medical_checkup_result where medical_checkup_request_id = $1",
          [id],
        ),
      ).toEqual({ result: "fit", valid_until: "2028-06-30" });
      expect(await send(q, contract)).toBeNull();
    });
  });

  it("a visit that already took place is recorded after it (« Réalisée » from « À planifier »), then its notice — R:REQ-MED-PAST-VISIT, R:REQ-MED-NOTICE-AFTER-VISIT", async () => {
    await db.system(async (q) => {
      const { talent, contract } = await electricianContract(q);
      const { id: center } = await one<{ id: string }>(
        q,
        "select id from public.medical_center where workspace_id = $1 and status = 'active' order by id limit 1",
        [RENFORT],
      );
      await as(q, "consultant");
      const { id } = await one<{ id: string }>(
        q,
        `insert into public.medical_checkup_request (workspace_id, talent_id, contract_id, visit_type, risk_reasons)
         values ($1, $2, $3, 'sir_initial', '{electrical_clearance}') returning id`,
        [RENFORT, talent, contract],
      );
      await as(q, "csm");
      const done = (appointment: string | null, centre: string | null = center) =>
        failureMessage(q, () =>
          q(
            `update public.medical_checkup_request set status = 'done', medical_center_id = $2,
               appointment_at = $3::timestamptz where id = $1`,
            [id, centre, appointment],
          ),
        );
      // when and where it took place, both asked; never in the future
      expect(await done(null)).toBe("Pour passer au statut « Réalisée », renseignez : la date du rendez-vous");
      expect(await done("2999-01-04T09:00:00+01:00")).toMatch(
        /^La visite ne peut être marquée réalisée qu'après le rendez-vous du /,
      );
      expect(await done(new Date(Date.now() - 2 * 86_400_000).toISOString())).toBeNull();
      expect(await failureMessage(q, () => record(q, id, { issued_at: "today" }))).toBeNull();
      await asSystem(q);
      expect(await statusOf(q, id)).toBe("certificate_received");
      expect(await send(q, contract)).toBeNull();
    });
  });

  it("an unfit notice closes the visit and the SIR post stays refused — R:REQ-MED-NOTICE, R:REQ-MED-SIR-CONTRACT", async () => {
    await db.system(async (q) => {
      const { talent, contract } = await electricianContract(q);
      const visit = await one<{ id: string }>(
        q,
        `insert into public.medical_checkup_request (workspace_id, talent_id, visit_type, risk_reasons, status, appointment_at)
         values ($1, $2, 'sir_initial', '{electrical_clearance}', 'done', now() - interval '1 hour') returning id`,
        [RENFORT, talent],
      );
      await as(q, "csm");
      expect(await failureMessage(q, () => record(q, visit.id, { result: "unfit", valid_until: null }))).toBeNull();
      await asSystem(q);
      expect(await statusOf(q, visit.id)).toBe("certificate_received");
      expect(await send(q, contract)).toMatch(SIR);
    });
  });
});

describe("a medical notice uploaded in the talent's documents", () => {
  it("names its category and a SIR aptitude its validity; an unfitness never counts, an aptitude does — R:DOC-MEDICAL-CATEGORY, R:DOC-MEDICAL-SIR-EXPIRY, R:DOC-MEDICAL-SIR-POST", async () => {
    await db.system(async (q) => {
      const { talent, contract } = await electricianContract(q);
      const upload = (category: string | null, expiry: string | null) =>
        q<{ id: string }>(
          `insert into public.document (workspace_id, talent_id, type, category, issued_at, expiry_date)
           values ($1, $2, 'medical_attestation', $3, private.paris_today(), $4::date) returning id`,
          [RENFORT, talent, category, expiry],
        );
      const verify = (id: string) => q("update public.document set status = 'valid' where id = $1", [id]);
      await as(q, "consultant");
      expect(await failureMessage(q, () => upload(null, "2028-06-30"))).toBe(
        "Précisez la catégorie de l'avis médical (SIR apte, apte avec aménagements ou inapte, ou VIP)",
      );
      expect(await failureMessage(q, () => upload("SIR – apte", null))).toBe(
        "Un avis d'aptitude SIR doit préciser sa fin de validité (« Expire le »)",
      );
      const unfit = (await upload("SIR – inapte", null)).rows[0].id;
      await verify(unfit);
      expect(await send(q, contract)).toMatch(SIR);
      await as(q, "consultant");
      const fit = (await upload("SIR – apte", "2028-06-30")).rows[0].id;
      await verify(fit);
      expect(await send(q, contract)).toBeNull();
    });
  });
});

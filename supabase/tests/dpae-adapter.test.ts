// The DPAE behind an adapter (supabase/schemas/37_dpae_adapter.sql, issue #51 item 1): the
// contract's signature queues the declaration the database builds from the contract, the talent
// and the agency's identity; « Envoyer la DPAE » (public.request_contract_dpae) names in French
// what is missing and sends nothing then; the worker's payload carries the NIR, read only by the
// service role and logged on the talent's history; an acknowledgement becomes the contract's DPAE
// and no second sending follows; an anomaly is an action-centre item; a timeout is tried again,
// 5 times at most; the 8-day rule of R1221-5 holds. Every case runs in a rolled-back transaction.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, failureMessage, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { as, asSystem, cloneRow, draftContract, one, RENFORT } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const SCHEDULE = "7h30–12h / 13h–16h30";

const parisDay = async (q: Query, offset: number) =>
  (await one<{ d: string }>(q, "select ((now() at time zone 'Europe/Paris')::date + $1::int)::text as d", [offset])).d;

/** A new talent with everything the DPAE asks (a NIR copied from a seeded talent), or less. */
const newTalent = async (
  q: Query,
  values: Record<string, unknown> = {},
  privateValues: Record<string, unknown> = {},
) => {
  const talent = await cloneRow(
    q,
    "talent",
    "workspace_id = $1 and qualification_status = 'qualified' and blacklisted_at is null",
    [RENFORT],
    {
      email: null,
      phone_number: null,
      auth_user_id: null,
      nationality_code: "FR",
      civility: "mrs",
      first_name: "Inès",
      last_name: "Dpaetest",
      birth_date: "1994-05-12",
      ...values,
    },
  );
  const extra = { birth_place: "Lyon", birth_country_code: "FR", ...privateValues };
  // a NIR of its own (unique per workspace): woman, May 1994, Rhône, its key computed
  await q(
    `insert into public.talent_private (talent_id, workspace_id, social_security_number, birth_place, birth_country_code)
     select $1, $4, n || lpad((97 - n::numeric % 97)::text, 2, '0'), $2, $3
       from (select '2940569' || lpad((floor(random() * 999999))::int::text, 6, '0') as n) x`,
    [talent.id, extra.birth_place, extra.birth_country_code, RENFORT],
  );
  return talent.id as string;
};

/** A contract waiting for its signature (written as the system), starting `offset` days from today. */
const partlySigned = async (q: Query, offset: number, talentId?: string) =>
  (await draftContract(q, "consultant", {
    status: "partially_signed",
    talent_id: talentId ?? (await newTalent(q)),
    start_date: await parisDay(q, offset),
    end_date: await parisDay(q, offset + 30),
    schedule: SCHEDULE,
    dpae_reference: null,
    dpae_receipt_file: null,
    dpae_recorded_by: null,
    dpae_recorded_at: null,
  })) as { id: string; contract_key: string; talent_id: string };

const sign = (q: Query, id: string) => q("update public.contract set status = 'signed' where id = $1", [id]);

type Sending = {
  id: string;
  status: string;
  origin: string;
  declaration: Record<string, Record<string, unknown>> & { missing: string[] };
  attempts: number;
  due_now: boolean;
  anomaly_code: string | null;
  anomaly_label: string | null;
  reference: string | null;
};

const sendingsOf = async (q: Query, contractId: string) =>
  (
    await q<Sending>(
      `select id, status::text, origin, declaration, attempts, next_attempt_at <= now() as due_now,
              anomaly_code, anomaly_label, reference
         from public.contract_dpae_sending where contract_id = $1 order by requested_at`,
      [contractId],
    )
  ).rows;

const asService = async (q: Query) => {
  await q("select set_config('request.jwt.claims', '{\"role\":\"service_role\"}', true)", []);
  await q("set local role service_role", []);
};

const result = (q: Query, sendingId: string, outcome: string, extra: Record<string, string | null> = {}) =>
  q(
    "select public.record_dpae_result($1, $2, p_provider => 'simulator', p_flow_id => $3, p_reference => $4, p_code => $5, p_label => $6)",
    [sendingId, outcome, extra.flow ?? null, extra.reference ?? null, extra.code ?? null, extra.label ?? null],
  );

describe("the declaration", () => {
  it("is built and queued at the signature: employer, employee, contract; the NIR never in it", async () => {
    await db.system(async (q) => {
      const c = await partlySigned(q, 2);
      await sign(q, c.id);
      const [s] = await sendingsOf(q, c.id);
      expect(s).toMatchObject({ status: "to_send", origin: "signature", due_now: true, attempts: 0 });
      const identity = await one<{ siret: string }>(
        q,
        "select siret from public.workspace_identity where workspace_id = $1",
        [RENFORT],
      );
      const hiring = await one<{ d: string }>(q, "select $1::date::text as d", [await parisDay(q, 2)]);
      expect(s!.declaration.employer).toMatchObject({ siret: identity.siret, naf_code: "78.20Z" });
      expect(s!.declaration.employer!.occupational_health_service).toMatch(/^Service de santé au travail/);
      expect(s!.declaration.employee).toMatchObject({
        last_name: "DPAETEST",
        first_name: "Inès",
        sex: "F",
        birth_date: "1994-05-12",
        birth_place: "Lyon",
        birth_country_code: "FR",
        nationality_code: "FR",
        nir_filled: true,
      });
      expect(s!.declaration.contract).toMatchObject({
        nature: "CTT",
        hiring_date: hiring.d,
        hiring_time: "07:30",
        contract_key: c.contract_key,
      });
      expect(s!.declaration.missing).toEqual([]);
      const nir = await one<{ nir: string }>(
        q,
        "select social_security_number as nir from public.talent_private where talent_id = $1",
        [c.talent_id],
      );
      expect(JSON.stringify(s!.declaration)).not.toContain(nir.nir);
      const events = await q<{ kind: string; detail: string }>(
        "select kind, detail from public.contract_dpae_event where contract_id = $1",
        [c.id],
      );
      expect(events.rows).toEqual([{ kind: "queued", detail: "À la signature du contrat" }]);
      // the CSM reads the sending and its history through RLS
      await as(q, "csm");
      expect((await sendingsOf(q, c.id)).length).toBe(1);
    });
  });

  it("names the missing fields in French: nothing is sent on request; at the signature, an anomaly in the action centre — R:CTR-DPAE-INCOMPLETE, R:TAL-DPAE-IDENTITY", async () => {
    await db.system(async (q) => {
      const talent = await newTalent(q, { birth_date: null }, { birth_place: null });
      const c = await partlySigned(q, 2, talent);
      await q("update public.contract set status = 'signed' where id = $1", [c.id]);
      const [s] = await sendingsOf(q, c.id);
      expect(s).toMatchObject({
        status: "anomaly",
        anomaly_code: "INCOMPLETE",
        anomaly_label: "Pour envoyer la DPAE, il manque : date de naissance, lieu de naissance",
      });
      await as(q, "csm");
      expect((await one<{ m: string[] }>(q, "select public.contract_dpae_missing($1) as m", [c.id])).m).toEqual([
        "date de naissance",
        "lieu de naissance",
      ]);
      expect(await failureMessage(q, () => q("select public.request_contract_dpae($1)", [c.id]))).toBe(
        "Pour envoyer la DPAE, il manque : date de naissance, lieu de naissance",
      );
      const items = await q<{ label: string; link: string }>(
        "select label, link from public.action_centre() where rule = 'dpae_anomaly' and subject_id = $1",
        [c.id],
      );
      expect(items.rows).toEqual([
        {
          label: `${c.contract_key} · Inès DPAETEST · INCOMPLETE : Pour envoyer la DPAE, il manque : date de naissance, lieu de naissance`,
          link: `/contracts/${c.id}?section=dpae`,
        },
      ]);
      await asSystem(q);
      expect((await sendingsOf(q, c.id)).length).toBe(1);
    });
  });

  it("of an imprecise term (a replacement) declares the end of its minimum duration, and is queued — R:CTR-DPAE-IMPRECISE-END, R:CTR-MIN-LAST-DAY", async () => {
    await db.system(async (q) => {
      const start = await parisDay(q, 2);
      const c = (await draftContract(q, "consultant", {
        status: "partially_signed",
        talent_id: await newTalent(q),
        start_date: start,
        end_date: null,
        is_precise_term: false,
        minimum_duration_days: 26,
        contract_reason: "replacement_absence",
        replaced_employee: "Marc Dubois, grutier",
        schedule: SCHEDULE,
        dpae_reference: null,
        dpae_receipt_file: null,
        dpae_recorded_by: null,
        dpae_recorded_at: null,
      })) as { id: string };
      await sign(q, c.id);
      const [s] = await sendingsOf(q, c.id);
      // the 26th day counted from the first
      const minimumEnd = await parisDay(q, 2 + 25);
      expect(s).toMatchObject({ status: "to_send", origin: "signature" });
      expect(s!.declaration.missing).toEqual([]);
      expect(s!.declaration.contract).toMatchObject({
        hiring_date: start,
        end_date: minimumEnd,
        is_precise_term: false,
        minimum_duration_days: 26,
      });
      await as(q, "csm");
      expect((await one<{ m: string[] }>(q, "select public.contract_dpae_missing($1) as m", [c.id])).m).toEqual([]);
    });
  });

  it("is sent on request by the CSMs only, of a signed contract", async () => {
    await db.system(async (q) => {
      const c = await partlySigned(q, 2);
      await as(q, "csm");
      expect(await failureMessage(q, () => q("select public.request_contract_dpae($1)", [c.id]))).toBe(
        "La DPAE s'envoie une fois le contrat signé",
      );
      await asSystem(q);
      await sign(q, c.id);
      await as(q, "consultant");
      expect(await failureMessage(q, () => q("select public.request_contract_dpae($1)", [c.id]))).toBe(
        "Seuls les CSM envoient la DPAE d'un contrat",
      );
      await as(q, "csm");
      // the one the signature queued is made due again, not doubled
      const again = await one<{ origin: string; requested_by: string }>(
        q,
        "select origin, requested_by::text from public.request_contract_dpae($1)",
        [c.id],
      );
      expect(again).toEqual({ origin: "user", requested_by: account("csm").userId });
      await asSystem(q);
      expect((await sendingsOf(q, c.id)).length).toBe(1);
    });
  });
});

describe("the NIR", () => {
  it("is read only through the service's payload, and the read is logged on the talent's history", async () => {
    await db.system(async (q) => {
      const c = await partlySigned(q, 2);
      await sign(q, c.id);
      const [s] = await sendingsOf(q, c.id);
      const nir = (
        await one<{ nir: string }>(
          q,
          "select social_security_number as nir from public.talent_private where talent_id = $1",
          [c.talent_id],
        )
      ).nir;
      await as(q, "csm");
      expect(await failureMessage(q, () => q("select public.dpae_sending_payload($1)", [s!.id]))).toMatch(
        /permission denied/,
      );
      expect(await failureMessage(q, () => q("select private.dpae_declaration($1, true)", [c.id]))).toMatch(
        /permission denied/,
      );
      await asService(q);
      const payload = await one<{ p: { employee: { nir: string }; sending_id: string } }>(
        q,
        "select public.dpae_sending_payload($1) as p",
        [s!.id],
      );
      expect(payload.p.employee.nir).toBe(nir);
      expect(payload.p.sending_id).toBe(s!.id);
      await asSystem(q);
      const log = await q<{ action: string; entity: string; fields: string[] }>(
        `select action, entity, array(select jsonb_object_keys(changes) order by 1) as fields
           from public.record_history where record_id = $1 and action = 'read'`,
        [c.talent_id],
      );
      expect(log.rows).toEqual([
        {
          action: "read",
          entity: "talent_private",
          fields: ["birth_country_code", "birth_place", "social_security_number"],
        },
      ]);
    });
  });
});

describe("the answers", () => {
  it("an acknowledgement becomes the contract's DPAE; the contract is never sent twice", async () => {
    await db.system(async (q) => {
      const c = await partlySigned(q, 2);
      await sign(q, c.id);
      await asService(q);
      const claimed = await q<{ id: string; attempts: number }>(
        "select id, attempts from public.claim_dpae_sendings(10, null, true)",
      );
      const mine = claimed.rows.find((r) => r.id !== undefined && r.attempts === 1);
      expect(mine).toBeDefined();
      const [s] = await sendingsOf(q, c.id);
      await result(q, s!.id, "sent", { flow: "SIMU-FLUX-1" });
      await result(q, s!.id, "acknowledged", { reference: "SIMU-DPAE-0001" });
      await asSystem(q);
      const contract = await one<{ reference: string; submitted: boolean }>(
        q,
        "select dpae_reference as reference, dpae_submitted_at is not null as submitted from public.contract where id = $1",
        [c.id],
      );
      expect(contract).toEqual({ reference: "SIMU-DPAE-0001", submitted: true });
      expect(
        (
          await q<{ kind: string }>(
            "select kind from public.contract_dpae_event where contract_id = $1 order by occurred_at",
            [c.id],
          )
        ).rows.map((r) => r.kind),
      ).toEqual(["queued", "sent", "acknowledged"]);
      await as(q, "csm");
      expect(await failureMessage(q, () => q("select public.request_contract_dpae($1)", [c.id]))).toBe(
        "La DPAE de ce contrat a déjà reçu son accusé de réception (référence SIMU-DPAE-0001) : elle n'est pas envoyée deux fois",
      );
      // a second acknowledgement, even forced in, is refused by the unique index
      await asSystem(q);
      expect(
        await failureMessage(q, () =>
          q(
            "insert into public.contract_dpae_sending (workspace_id, contract_id, status, origin, declaration) values ($1, $2, 'acknowledged', 'user', '{}')",
            [RENFORT, c.id],
          ),
        ),
      ).toMatch(/contract_dpae_sending_acknowledged_key|unique|existe déjà/i);
      await asService(q);
      expect(await failureMessage(q, () => result(q, s!.id, "acknowledged", { reference: "X" }))).toBe(
        "Cet envoi de DPAE a déjà sa réponse",
      );
      expect((await q("select 1 from public.claim_dpae_sendings(50, array[$1]::uuid[], true)", [s!.id])).rows).toEqual(
        [],
      );
    });
  });

  it("an anomaly keeps its code and label and lists the contract in the action centre; a new request sends again", async () => {
    await db.system(async (q) => {
      const c = await partlySigned(q, 2);
      await sign(q, c.id);
      const [s] = await sendingsOf(q, c.id);
      await asService(q);
      await result(q, s!.id, "anomaly", { code: "DUE-E012", label: "NIR incohérent avec la date de naissance" });
      await as(q, "csm");
      const items = await q<{ label: string }>(
        "select label from public.action_centre() where rule = 'dpae_anomaly' and subject_id = $1",
        [c.id],
      );
      expect(items.rows[0]?.label).toMatch(/DUE-E012 : NIR incohérent avec la date de naissance$/);
      const again = await one<{ status: string; id: string }>(
        q,
        "select status::text, id from public.request_contract_dpae($1)",
        [c.id],
      );
      expect(again.status).toBe("to_send");
      expect(again.id).not.toBe(s!.id);
      expect(
        (await q("select 1 from public.action_centre() where rule = 'dpae_anomaly' and subject_id = $1", [c.id])).rows,
      ).toEqual([]);
    });
  });

  it("a timeout is tried again later, and the fifth one is an anomaly", async () => {
    await db.system(async (q) => {
      const c = await partlySigned(q, 2);
      await sign(q, c.id);
      const [s] = await sendingsOf(q, c.id);
      await asService(q);
      for (let attempt = 1; attempt <= 5; attempt++) {
        await q("update public.contract_dpae_sending set next_attempt_at = now() where id = $1", [s!.id]);
        expect(
          (await q("select id from public.claim_dpae_sendings(10, array[$1]::uuid[], true)", [s!.id])).rows.length,
        ).toBe(1);
        await result(q, s!.id, "timeout");
        const [now] = await sendingsOf(q, c.id);
        expect([attempt, now!.status, now!.due_now]).toEqual(
          attempt < 5 ? [attempt, "to_send", false] : [attempt, "anomaly", true],
        );
      }
      const [last] = await sendingsOf(q, c.id);
      expect(last).toMatchObject({
        anomaly_code: "TIMEOUT",
        anomaly_label:
          "Le service de l'URSSAF n'a pas répondu après 5 essais : envoyez-la de nouveau ou déclarez-la sur net-entreprises.fr",
      });
    });
  });
});

describe("the 8-day rule (R1221-5) and a DPAE recorded by hand", () => {
  it("a contract signed more than 8 days ahead is queued for 8 days before its hiring; a request is refused until then", async () => {
    await db.system(async (q) => {
      const c = await partlySigned(q, 12);
      await sign(q, c.id);
      const due = await one<{ ok: boolean }>(
        q,
        `select s.next_attempt_at = private.contract_hiring_at(c.start_date, c.schedule) - interval '8 days' as ok
           from public.contract_dpae_sending s join public.contract c on c.id = s.contract_id where c.id = $1`,
        [c.id],
      );
      expect(due.ok).toBe(true);
      const earliest = await one<{ text: string }>(
        q,
        "select private.paris_date_time(private.contract_hiring_at(start_date, schedule) - interval '8 days') as text from public.contract where id = $1",
        [c.id],
      );
      await asService(q);
      expect(
        (await q("select 1 from public.claim_dpae_sendings(50, null, true) s where s.contract_id = $1", [c.id])).rows,
      ).toEqual([]);
      await as(q, "csm");
      expect(await failureMessage(q, () => q("select public.request_contract_dpae($1)", [c.id]))).toBe(
        `La DPAE ne peut être faite plus de 8 jours avant l'embauche, au plus tôt le ${earliest.text} (art. R1221-5 du Code du travail)`,
      );
    });
  });

  it("a DPAE recorded by hand closes the sending not yet sent, noted in the history", async () => {
    await db.system(async (q) => {
      const c = await partlySigned(q, 2);
      await sign(q, c.id);
      await as(q, "csm");
      await q("select public.record_contract_dpae($1, now() - interval '5 minutes', 'DPAE-MAIN-1')", [c.id]);
      await asSystem(q);
      expect(await sendingsOf(q, c.id)).toEqual([]);
      const events = await q<{ kind: string; detail: string }>(
        "select kind, detail from public.contract_dpae_event where contract_id = $1 order by occurred_at",
        [c.id],
      );
      expect(events.rows.map((e) => e.kind)).toEqual(["recorded"]);
      expect(events.rows[0]!.detail).toBe("Enregistrée à la main, référence DPAE-MAIN-1");
    });
  });
});

// An early end of a mission (private.validate_definitive_end_request, supabase/CONTRACT-RULES.md):
// L1251-26 — the agency that ends a mission before its term, whether the client asked for it or
// not, offers a new contract starting within three working days (jours ouvrables) or pays the
// wages up to the term, the IFM included, the difference when the new contract is shorter; an
// imprecise term's term is the last day of its minimum duration, and it has no flexibility to
// advance it (L1251-30). The wages owed are a line of the pay of the week the mission ended in; the
// contract ends « Rompu par anticipation »; the offer still open on the third working day reminds
// the request's assignee.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, dbError, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, draftContract, one, RENFORT } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

// a replacement from Monday 7 December 2026, 26 days at least (to Friday 1 January 2027), 35 h
// over Monday to Friday, 16,50 € an hour
const IMPRECISE = {
  status: "active",
  start_date: "2026-12-07",
  end_date: null,
  is_precise_term: false,
  minimum_duration_days: 26,
  contract_reason: "replacement_absence",
  replaced_employee: "Marc Dubois, grutier",
  hourly_wage: 16.5,
  working_hours: 35,
  working_days: [1, 2, 3, 4, 5],
  dpae_submitted_at: "2026-12-04T08:00:00Z",
  dpae_reference: "DPAE-TEST-EARLY-END",
};

const endRequest = (contractId: string, values: Record<string, unknown>) => ({
  workspace_id: RENFORT,
  contract_id: contractId,
  requested_end_date: "2026-12-10",
  ...values,
});

const insert = (row: Record<string, unknown>) =>
  [
    `insert into public.definitive_end_request (${Object.keys(row).join(", ")})
     select ${Object.keys(row)
       .map((_, i) => `$${i + 1}`)
       .join(", ")} returning compensation_due::float8 as due, ifm_due`,
    Object.values(row),
  ] as const;

describe("an early end before the term (L1251-26)", () => {
  it("asked by the client, owes an imprecise term's wages up to its minimum duration, IFM included — R:CTR-END-COMPENSATION", async () => {
    await db.system(async (q) => {
      const c = (await draftContract(q, "consultant", IMPRECISE)) as { id: string };
      await as(q, "consultant");
      const [sql, params] = insert(endRequest(c.id, { initiator: "client", reason: "agency_early_termination" }));
      const created = await one<{ due: number; ifm_due: boolean }>(q, sql, params);
      // By hand: worked to Thursday 10 December; the term is Friday 1 January. Working days left,
      // Monday to Friday, from Friday 11 December: 11, 14–18, 21–24 (25th a holiday), 28–31
      // (1 January a holiday) = 1 + 5 + 4 + 4 = 14 days × 7 h = 98 h × 16,50 € = 1 617,00 €,
      // and the IFM, 10 %: 161,70 € — 1 778,70 € due.
      expect(created).toEqual({ due: 1778.7, ifm_due: true });
    });
  });

  it("ended by the client's own decision, owes the same, the offer of a new contract still to make — R:CTR-END-COMPENSATION, R:CTR-END-OFFER", async () => {
    await db.system(async (q) => {
      const c = (await draftContract(q, "consultant", IMPRECISE)) as { id: string };
      await as(q, "consultant");
      const [sql, params] = insert(endRequest(c.id, { initiator: "client", reason: "client_early_termination" }));
      expect(await one(q, sql.replace("ifm_due", "ifm_due, offer_status"), params)).toEqual({
        due: 1778.7,
        ifm_due: true,
        offer_status: "to_offer",
      });
    });
  });

  it("owes nothing once a new contract covering the term is accepted, the difference for a shorter one, nor for a serious misconduct — R:CTR-END-OFFER", async () => {
    await db.system(async (q) => {
      const c = (await draftContract(q, "consultant", IMPRECISE)) as { id: string };
      // the third working day after Thursday 10 December is Monday 14 (Friday 11, Saturday 12)
      const covering = (await draftContract(q, "consultant", { start_date: "2026-12-14" })) as {
        id: string;
      };
      const shorter = (await draftContract(q, "consultant", {
        start_date: "2026-12-14",
        end_date: "2026-12-18",
      })) as { id: string };
      await as(q, "consultant");
      const accepted = (replacement: string) =>
        insert(
          endRequest(c.id, {
            initiator: "client",
            reason: "client_early_termination",
            offer_status: "accepted",
            offer_made_on: "2026-12-10",
            replacement_contract_id: replacement,
          }),
        );
      await q("savepoint covering", []);
      expect((await one<{ due: number }>(q, ...accepted(covering.id))).due).toBe(0);
      await q("rollback to savepoint covering", []);
      // By hand: the new contract ends Friday 18 December; from Saturday 19 to the term, Friday 1
      // January, the working days left are 21–24 and 28–31 December = 8 days × 7 h = 56 h ×
      // 16,50 € = 924,00 € + IFM 92,40 € = 1 016,40 €.
      expect((await one<{ due: number }>(q, ...accepted(shorter.id))).due).toBe(1016.4);
    });
    await db.system(async (q) => {
      const c = (await draftContract(q, "consultant", IMPRECISE)) as { id: string };
      await as(q, "consultant");
      const [sql, params] = insert(endRequest(c.id, { initiator: "agency", reason: "serious_misconduct" }));
      expect(await one<{ due: number; ifm_due: boolean }>(q, sql, params)).toEqual({ due: 0, ifm_due: false });
    });
  });

  it("owes the wages when the temp refuses the offer, and refuses an offer without its date or a new contract starting too late, in French — R:CTR-END-OFFER", async () => {
    await db.system(async (q) => {
      const c = (await draftContract(q, "consultant", IMPRECISE)) as { id: string };
      const late = (await draftContract(q, "consultant", { start_date: "2026-12-15" })) as {
        id: string;
      };
      await as(q, "consultant");
      const end = (values: Record<string, unknown>) =>
        insert(endRequest(c.id, { initiator: "client", reason: "client_early_termination", ...values }));
      await q("savepoint refused", []);
      expect(
        (await one<{ due: number }>(q, ...end({ offer_status: "refused", offer_made_on: "2026-12-10" }))).due,
      ).toBe(1778.7);
      await q("rollback to savepoint refused", []);
      await q("savepoint undated", []);
      expect((await dbError(q(...end({ offer_status: "offered" })))).message).toBe(
        "Indiquez la date à laquelle le nouveau contrat a été proposé (L1251-26)",
      );
      await q("rollback to savepoint undated", []);
      expect(
        (
          await dbError(
            q(
              ...end({
                offer_status: "accepted",
                offer_made_on: "2026-12-10",
                replacement_contract_id: late.id,
              }),
            ),
          )
        ).message,
      ).toBe(
        "Le nouveau contrat doit commencer dans les 3 jours ouvrables suivant la fin, au plus tard le 14/12/2026 (L1251-26)",
      );
    });
  });

  it("once processed, queues its certificat de travail, ends an imprecise term before its minimum « Rompu par anticipation » and pays the wages owed with the month's pay — R:CTR-END-STATUS, R:PAY-END-COMPENSATION, R:CTR-END-CERTIFICATE, R:FILE-JOB-END-CERTIFICATE", async () => {
    await db.system(async (q) => {
      const c = (await draftContract(q, "consultant", IMPRECISE)) as { id: string; contract_key: string };
      await as(q, "consultant");
      const [sql, params] = insert(endRequest(c.id, { initiator: "client", reason: "client_early_termination" }));
      const { id } = await one<{ id: string }>(q, sql.replace("returning", "returning id,"), params);
      const move = async (who: string, set: string) => {
        await as(q, who);
        await q(`update public.definitive_end_request set ${set} where id = $1`, [id]);
      };
      await move("csm", "status = 'under_review'");
      await move("comptable", "status = 'approved', effective_end_date = '2026-12-10'");
      await move(
        "comptable",
        `status = 'processed', end_documents = '{"certificat_de_travail": true, "attestation_france_travail": true, "solde_de_tout_compte": true}'`,
      );
      await asSystem(q);
      // the certificat de travail is queued for the server to make (L1234-19), with what it says
      const job = await one<{ kind: string; status: string }>(
        q,
        "select kind, status::text from public.document_job where record_id = $1",
        [id],
      );
      expect(job).toEqual({ kind: "end_certificate", status: "pending" });
      const certificate = (
        await one<{ d: Record<string, unknown> }>(q, "select public.end_certificate_data($1) as d", [id])
      ).d;
      expect(certificate).toMatchObject({
        status: "processed",
        contract_id: c.id,
        contract_key: c.contract_key,
        start_date: "2026-12-07",
        end_date: "2026-12-10",
      });
      await q("select private.run_contract_definitive_end_moves_at('2026-12-09T20:00:00+01:00')", []);
      expect(
        (await one<{ status: string }>(q, "select status from public.contract where id = $1", [c.id])).status,
      ).toBe("active");
      await q("select private.run_contract_definitive_end_moves_at('2026-12-10T08:00:00+01:00')", []);
      expect(
        (await one<{ status: string }>(q, "select status from public.contract where id = $1", [c.id])).status,
      ).toBe("terminated_early");

      await as(q, "comptable");
      await q("select public.compute_pay_period('2026-12-01')", []);
      const line = await one(
        q,
        `select e.code, e.category, e.amount::float8 as amount, e.contract_key = $2 as on_contract
         from public.pay_element e join public.pay_tracking p on p.id = e.pay_tracking_id
         join public.contract c on c.talent_id = p.talent_id and c.id = $1
         where p.period_start = '2026-12-01' and e.code = 'IND_RUPTURE_L1251_26' and e.contract_key = $2`,
        [c.id, c.contract_key],
      );
      expect(line).toEqual({
        code: "IND_RUPTURE_L1251_26",
        category: "bonus_subject",
        amount: 1778.7,
        on_contract: true,
      });

      // the temp accepts a new contract after all: the wages owed drop, and the open pay with them
      await asSystem(q);
      const covering = await draftContract(q, "consultant", { start_date: "2026-12-14" });
      await as(q, "csm");
      await q(
        "update public.definitive_end_request set offer_status = 'accepted', offer_made_on = '2026-12-11', replacement_contract_id = $2 where id = $1",
        [id, (covering as { id: string }).id],
      );
      await asSystem(q);
      const left = await q(
        "select 1 from public.pay_element where code = 'IND_RUPTURE_L1251_26' and contract_key = $1",
        [c.contract_key],
      );
      expect(left.rows).toHaveLength(0);
    });
  });

  it("reminds the assignee once when the offer is still to make on the third working day after the end — R:CTR-END-REMINDER", async () => {
    await db.system(async (q) => {
      const c = (await draftContract(q, "consultant", IMPRECISE)) as { id: string; contract_key: string };
      await as(q, "consultant");
      const [sql, params] = insert(
        endRequest(c.id, {
          initiator: "client",
          reason: "client_early_termination",
          effective_end_date: "2026-12-10",
          assignee_id: account("csm").teamMemberId,
        }),
      );
      const { id } = await one<{ id: string }>(q, sql.replace("returning", "returning id,"), params);
      await asSystem(q);
      await q("update public.definitive_end_request set status = 'approved' where id = $1", [id]);
      const remind = (at: string) =>
        one<{ r: Record<string, { moved: number }> }>(q, "select private.remind_end_offers_at($1::timestamptz) as r", [
          at,
        ]);
      expect((await remind("2026-12-12T08:00:00+01:00")).r["definitive_end_request:offer_reminder"].moved).toBe(0);
      expect((await remind("2026-12-14T08:00:00+01:00")).r["definitive_end_request:offer_reminder"].moved).toBe(1);
      expect((await remind("2026-12-15T08:00:00+01:00")).r["definitive_end_request:offer_reminder"].moved).toBe(0);
      const notice = await one<{ title: string }>(
        q,
        "select title from public.notification where recipient_id = $1 and data ->> 'entity_id' = $2 and title like 'Fin anticipée%'",
        [account("csm").teamMemberId, id],
      );
      expect(notice.title).toMatch(
        new RegExp(
          `^Fin anticipée ${c.contract_key} \\(.+\\) : le nouveau contrat devait commencer au plus tard le 14/12/2026 \\(L1251-26\\)`,
        ),
      );
    });
  });

  it("counts the night and Sunday majorations the contract's schedule would have given up to the term, at the client's rates — R:PAY-END-MAJORATIONS", async () => {
    // the client's own practice (L1251-18): nights at +25 %, Sundays at +50 %
    const ownRates = (q: Query, companyId: string) =>
      q(
        "update public.company set night_majoration_pct = 25, sunday_majoration_pct = 50, majorations_source = 'Accord d''entreprise du 3 mars 2025' where id = $1",
        [companyId],
      );
    const due = async (q: Query, contractId: string) =>
      (
        await one<{ due: number }>(
          q,
          ...insert(endRequest(contractId, { initiator: "client", reason: "client_early_termination" })),
        )
      ).due;
    await db.system(async (q) => {
      // night shifts, 21 h to 5 h, Monday to Friday (7 h a day: 35 h over 5 days)
      const c = (await draftContract(q, "consultant", {
        ...IMPRECISE,
        schedule: "21h – 5h, du lundi au vendredi",
      })) as {
        id: string;
        company_id: string;
      };
      await ownRates(q, c.company_id);
      await as(q, "consultant");
      // By hand: the 14 working days left from Friday 11 December to the term (Friday 1 January),
      // each a night of 7 h inside 21 h – 6 h: 14 × 7 h × 16,50 € × 1,25 = 2 021,25 €, IFM 10 %
      // 202,125 € — 2 223,375 €, 2 223,38 €.
      expect(await due(q, c.id)).toBe(2223.38);
    });
    await db.system(async (q) => {
      // day shifts Friday to Sunday, 21 h a week (7 h a day)
      const c = (await draftContract(q, "consultant", {
        ...IMPRECISE,
        schedule: "8h–12h / 13h–16h",
        working_days: [5, 6, 7],
        working_hours: 21,
      })) as { id: string; company_id: string };
      await ownRates(q, c.company_id);
      await as(q, "consultant");
      // By hand: Fridays to Sundays from Friday 11 December to Friday 1 January, the 25th and the
      // 1st holidays: 11, 12, 13, 18, 19, 20, 26, 27 = 8 days × 7 h × 16,50 € = 924,00 €, the three
      // Sundays (13, 20, 27) at +50 %: 3 × 7 h × 8,25 € = 173,25 € — 1 097,25 €, IFM 109,725 € —
      // 1 206,975 €, 1 206,98 €.
      expect(await due(q, c.id)).toBe(1206.98);
    });
  });

  it("of a precise term, owes the working days left to its end date — R:CTR-END-COMPENSATION", async () => {
    await db.system(async (q) => {
      const c = (await draftContract(q, "consultant", {
        ...IMPRECISE,
        end_date: "2026-12-18",
        is_precise_term: true,
        minimum_duration_days: null,
        contract_reason: "activity_increase",
        replaced_employee: null,
      })) as { id: string };
      await as(q, "consultant");
      const [sql, params] = insert(endRequest(c.id, { initiator: "agency", reason: "agency_early_termination" }));
      // 11 and 14–18 December: 6 days × 7 h = 42 h × 16,50 € = 693,00 € + IFM 69,30 € = 762,30 €
      expect((await one<{ due: number }>(q, sql, params)).due).toBe(762.3);
    });
  });

  it("refuses « Terme avancé (souplesse) » on an imprecise term, in French — R:CTR-FLEX-IMPRECISE", async () => {
    await db.system(async (q) => {
      const c = (await draftContract(q, "consultant", IMPRECISE)) as { id: string };
      await as(q, "consultant");
      const [sql, params] = insert(endRequest(c.id, { initiator: "client", reason: "flex_advance" }));
      const error = await dbError(q(sql, [...params]));
      expect(error.message).toBe(
        "Un contrat à terme imprécis n'a pas de souplesse : son terme ne peut pas être avancé (L1251-30)",
      );
    });
  });
});

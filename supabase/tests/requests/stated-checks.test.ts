// Rules docs/rules/requests.md states that no other test proved, each with the database's French
// message or its effect (supabase/schemas/10_requests.sql): the dated policy limits, notes on a
// request read as the request, the training centres' identifiers and the accountant's prices, the
// training requests' centre, dates and single open request, a SIR's due date, a medical notice's
// date and readers, the employer share of meal vouchers and one meal request a month, an
// expense's date, late filing and VAT, a payment on a validated invoice only, the monthly
// invoices' VAT and one a month, the recruitment fees, VAT, outside terms and credit note, the
// credit cover's amounts and expiry, reasoned reserves on an accident, the cooptation's referee,
// the system's moves and expiry, the reference checks' current employer and application, what an
// anonymisation erases, a talent's notes in the RGPD export, the voice notes' size, and the
// scheduled e-mails' footer, one per address. Direct engine, rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessage, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asLoaded, asSystem, one, RENFORT } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const statusOf = async (q: Query, table: string, id: string) =>
  (await one<{ s: string }>(q, `select status::text as s from public.${table} where id = $1`, [id])).s;

/** A running contract of Renfort that started at least `days` days ago and ends at least 10 days ahead. */
const runningContract = (q: Query, days = 5) =>
  one<{ id: string; talent_id: string; contract_key: string; start_date: string }>(
    q,
    `select id, talent_id, contract_key, start_date::text from public.contract
     where workspace_id = $1 and status = 'active' and not is_amendment and definitive_end_date is null
       and start_date <= private.paris_today() - $2::int and end_date >= private.paris_today() + 10
     order by id limit 1`,
    [RENFORT, days],
  );

describe("the request family", () => {
  it("a policy limit is the parameter in force on the request's date — R:REQ-POLICY-PARAMS", async () => {
    await db.system(async (q) => {
      // the CSM's limit on expense claims: 300 € until 30 days ago, 500 € since
      // (written as the seed loads its rows: the parameters' own guard keeps the past as it was)
      await asLoaded(
        q,
        "update public.legal_parameter set valid_to = private.paris_today() - 31 where key = 'expense_claim_csm_max_amount' and valid_to is null",
      );
      await asLoaded(
        q,
        `insert into public.legal_parameter (key, value, unit, valid_from, source)
         values ('expense_claim_csm_max_amount', 500, 'EUR', private.paris_today() - 30, 'test')`,
      );
      const c = await runningContract(q);
      const claim = async (daysAgo: number) =>
        (
          await one<{ id: string }>(
            q,
            `insert into public.expense_claim_request (workspace_id, contract_id, expense_date, category, amount_ttc, vat_amount, receipt_file, status)
             values ($1, $2, private.paris_today() - $3::int, 'training_travel', 450 + $3::int, 0, $4, 'submitted') returning id`,
            [RENFORT, c.id, daysAgo, `${RENFORT}/requests/expense_claim_request/ticket.pdf`],
          )
        ).id;
      const recent = await claim(2);
      const older = await claim(40);
      await as(q, "csm");
      const approve = (id: string) =>
        failureMessage(q, () => q("update public.expense_claim_request set status = 'approved' where id = $1", [id]));
      expect(await approve(recent)).toBeNull();
      expect(await approve(older)).toBe(
        "Au-delà de 300,00 €, la décision sur une note de frais revient à la comptabilité",
      );
    });
  });

  it("a note on a request is read and written by who reads that type of request — R:REQ-NOTES, R:REQ-NOTE-WRITE", async () => {
    await db.system(async (q) => {
      const advance = await one<{ id: string }>(
        q,
        "select id from public.advance_payment_request where workspace_id = $1 order by id limit 1",
        [RENFORT],
      );
      await as(q, "csm");
      const { id } = await one<{ id: string }>(
        q,
        "insert into public.note (request_table, request_id, content) values ('advance_payment_request', $1, 'Acompte appelé') returning id",
        [advance.id],
      );
      await as(q, "consultant");
      expect((await q("select id from public.note where id = $1", [id])).rows).toHaveLength(1);
      // marketing reads no advance payment: neither its notes, nor may it write one
      await as(q, "marketing");
      expect((await q("select id from public.note where id = $1", [id])).rows).toHaveLength(0);
      expect(
        await failureMessage(q, () =>
          q(
            "insert into public.note (request_table, request_id, content) values ('advance_payment_request', $1, 'x')",
            [advance.id],
          ),
        ),
      ).not.toBeNull();
    });
  });
});

describe("training centres and training requests", () => {
  it("a centre's SIRET has its key and its declaration number 11 digits — R:REQ-CENTRE-IDS", async () => {
    await db.system(async (q) => {
      await as(q, "csm");
      expect(
        await failureMessage(q, () =>
          q("insert into public.qualification_center (name, siret) values ('Centre test', '12345678901234')"),
        ),
      ).toBe("Le SIRET 12345678901234 est invalide (14 chiffres et clé de contrôle)");
      const nda = await failureMessage(q, () =>
        q("insert into public.qualification_center (name, nda) values ('Centre test', '1234')"),
      );
      expect(nda).toMatch(/qualification_center_nda/);
      expect(
        await failureMessage(q, () =>
          q(
            "insert into public.qualification_center (name, siret, nda) values ('Centre test', '73282932000074', '11756548975')",
          ),
        ),
      ).toBeNull();
    });
  });

  it("accounting changes a centre's prices and lead time, nothing else — R:REQ-CENTRE-ACC-PRICES", async () => {
    await db.system(async (q) => {
      const c = await one<{ id: string }>(
        q,
        "select id from public.qualification_center where workspace_id = $1 order by id limit 1",
        [RENFORT],
      );
      await as(q, "comptable");
      expect(
        await failureMessage(q, () =>
          q(
            `update public.qualification_center set price_list = '[{"qualification": "caces", "initial": 650}]', lead_time_days = 10 where id = $1`,
            [c.id],
          ),
        ),
      ).toBeNull();
      expect(
        await failureMessage(q, () =>
          q("update public.qualification_center set name = 'Renommé' where id = $1", [c.id]),
        ),
      ).toBe("La comptabilité ne modifie que les tarifs et délais d'un centre de formation");
    });
  });

  it("refuses a centre that does not offer the training, or an inactive one — R:REQ-TRAINING-CENTRE-OFFER", async () => {
    await db.system(async (q) => {
      const r = await one<{ id: string }>(
        q,
        "select id from public.qualification_training_request where workspace_id = $1 and status = 'requested' and qualification_type = 'caces' order by id limit 1",
        [RENFORT],
      );
      const centre = async (name: string, status: string) =>
        (
          await one<{ id: string }>(
            q,
            `insert into public.qualification_center (workspace_id, name, training_type, offered_qualifications, status)
             values ($1, $2, $3, $4::public.qualification_type[], $5) returning id`,
            [RENFORT, name, status === "active" ? "sst" : "caces", status === "active" ? "{sst}" : "{caces}", status],
          )
        ).id;
      const sst = await centre("Centre SST seulement", "active");
      const closed = await centre("Centre CACES fermé", "inactive");
      await as(q, "csm");
      const pick = (id: string) =>
        failureMessage(q, () =>
          q("update public.qualification_training_request set qualification_center_id = $2 where id = $1", [r.id, id]),
        );
      expect(await pick(sst)).toBe("Le centre « Centre SST seulement » ne propose pas cette formation");
      expect(await pick(closed)).toBe("Le centre « Centre CACES fermé » n'est pas actif");
    });
  });

  it("books a session in the future, its end after its start — R:REQ-TRAINING-DATES", async () => {
    await db.system(async (q) => {
      const r = await one<{ id: string }>(
        q,
        "select id from public.qualification_training_request where workspace_id = $1 and status = 'approved' order by id limit 1",
        [RENFORT],
      );
      await as(q, "csm");
      const book = (start: string, end: string) =>
        failureMessage(q, () =>
          q(
            `update public.qualification_training_request set status = 'booked', start_at = now() + $2::interval, end_at = now() + $3::interval
             where id = $1`,
            [r.id, start, end],
          ),
        );
      expect(await book("-1 day", "1 day")).toBe("La session doit commencer dans le futur");
      expect(await book("3 days", "2 days")).toBe("La fin de la session doit suivre son début");
      expect(await book("2 days", "3 days")).toBeNull();
    });
  });

  it("one open request per talent and training — R:REQ-TRAINING-ONE-OPEN", async () => {
    await db.system(async (q) => {
      const r = await one<{ talent_id: string; qualification_type: string; category: string | null }>(
        q,
        `select talent_id, qualification_type::text, category from public.qualification_training_request
         where workspace_id = $1 and status = 'requested' order by id limit 1`,
        [RENFORT],
      );
      await as(q, "consultant");
      const ask = (category: string | null) =>
        failureMessage(q, () =>
          q(
            "insert into public.qualification_training_request (workspace_id, talent_id, qualification_type, category) values ($1, $2, $3, $4)",
            [RENFORT, r.talent_id, r.qualification_type, category],
          ),
        );
      expect(await ask(r.category)).toBe("Une demande de cette formation est déjà en cours pour ce talent");
    });
  });
});

describe("medical visits", () => {
  it("a SIR on a contract is due on its first day — R:REQ-MED-SIR-DUE", async () => {
    await db.system(async (q) => {
      const c = await one<{ id: string; start_date: string }>(
        q,
        `select c.id, c.start_date::text from public.contract c where c.workspace_id = $1 and c.status in ('signed', 'active') and not c.is_amendment
           and not exists (select 1 from public.medical_checkup_request m where m.talent_id = c.talent_id and m.visit_type = 'sir_initial'
                           and m.status not in ('certificate_received', 'canceled'))
         order by c.id limit 1`,
        [RENFORT],
      );
      await as(q, "csm");
      const { due } = await one<{ due: string }>(
        q,
        `insert into public.medical_checkup_request (workspace_id, contract_id, visit_type, risk_reasons)
         values ($1, $2, 'sir_initial', '{electrical_clearance}') returning to_char(due_at at time zone 'Europe/Paris', 'YYYY-MM-DD HH24:MI') as due`,
        [RENFORT, c.id],
      );
      expect(due).toBe(`${c.start_date} 00:00`);
    });
  });

  it("a notice is never dated in the future — R:REQ-MED-NOTICE", async () => {
    await db.system(async (q) => {
      const v = await one<{ id: string }>(
        q,
        `insert into public.medical_checkup_request (workspace_id, talent_id, visit_type, risk_reasons, status, appointment_at)
         select workspace_id, id, 'sir_periodic', '{electrical_clearance}', 'done', now() - interval '2 days'
         from public.talent where workspace_id = $1 and qualification_status = 'qualified'
           and not exists (select 1 from public.medical_checkup_request m where m.talent_id = talent.id and m.visit_type = 'sir_periodic')
         order by id limit 1 returning id`,
        [RENFORT],
      );
      await as(q, "csm");
      const record = (issued: string) =>
        failureMessage(q, () =>
          q(
            "select public.record_medical_checkup_result($1::uuid, 'fit', private.paris_today() + $2::int, '2028-06-30', $3::text || '/requests/medical_checkup_request/' || $1::text || '/avis.pdf')",
            [v.id, issued, RENFORT],
          ),
        );
      expect(await record("1")).toBe("L'avis médical doit être daté (au plus tard aujourd'hui)");
      expect(await record("0")).toBeNull();
    });
  });

  it("the doctor's notice is read neither by marketing nor by the external CSM — R:REQ-MED-RESULT-READERS", async () => {
    await db.system(async (q) => {
      const count = async (key: string) => {
        await as(q, key);
        return (await one<{ n: number }>(q, "select count(*)::int as n from public.medical_checkup_result")).n;
      };
      expect(await count("csm")).toBeGreaterThan(0);
      expect(await count("marketing")).toBe(0);
      expect(await count("csmExterne")).toBe(0);
    });
  });
});

describe("meal cards", () => {
  it("the employer's share of a voucher is 50 to 60 % of its face value — R:REQ-MEAL-SHARE-RATE", async () => {
    await db.system(async (q) => {
      const c = await runningContract(q);
      await as(q, "consultant");
      const ask = (rate: number) =>
        failureMessage(q, () =>
          q(
            `insert into public.meal_card_request (workspace_id, contract_id, benefit_type, period_month, eligible_days, face_value, employer_share_rate, provider)
             values ($1, $2, 'meal_voucher', date_trunc('month', private.paris_today() + 400)::date, 10, 10, $3, 'edenred')`,
            [RENFORT, c.id, rate],
          ),
        );
      expect(await ask(45)).toBe(
        "La part patronale doit être comprise entre 50 % et 60 % de la valeur faciale (URSSAF)",
      );
      expect(await ask(61)).toBe(
        "La part patronale doit être comprise entre 50 % et 60 % de la valeur faciale (URSSAF)",
      );
      expect(await ask(55)).toBeNull();
    });
  });

  it("one request a month per contract: never vouchers and an allowance for the same days — R:REQ-MEAL-ONE-PER-MONTH", async () => {
    await db.system(async (q) => {
      const m = await one<{ contract_id: string; period_month: string }>(
        q,
        "select contract_id, period_month::text from public.meal_card_request where workspace_id = $1 and status = 'requested' order by id limit 1",
        [RENFORT],
      );
      await as(q, "consultant");
      const voucher = () =>
        q(
          `insert into public.meal_card_request (workspace_id, contract_id, benefit_type, period_month, eligible_days, face_value, employer_share_rate, provider)
           values ($1, $2, 'meal_voucher', $3, 1, 10, 55, 'edenred')`,
          [RENFORT, m.contract_id, m.period_month],
        );
      const allowance = () =>
        q(
          `insert into public.meal_card_request (workspace_id, contract_id, benefit_type, period_month, eligible_days, allowance_kind, allowance_unit_amount)
           values ($1, $2, 'meal_allowance', $3, 1, 'workplace', 7)`,
          [RENFORT, m.contract_id, m.period_month],
        );
      const refusal = "Une demande de titres-restaurant ou de panier existe déjà pour ce contrat et ce mois";
      expect(await failureMessage(q, voucher)).toBe(refusal);
      expect(await failureMessage(q, allowance)).toBe(refusal);
    });
  });
});

describe("expense claims", () => {
  it("dated in the mission (a day either side) or a trip to a medical visit, never in the future — R:REQ-EXP-DATE, R:REQ-MED-TRAVEL", async () => {
    await db.system(async (q) => {
      const c = await runningContract(q);
      await as(q, "consultant");
      const claim = (date: string, category: string) =>
        failureMessage(q, () =>
          q(
            `insert into public.expense_claim_request (workspace_id, contract_id, expense_date, category, amount_ttc, vat_amount)
             values ($1, $2, $3::date, $4, 23.4, 0)`,
            [RENFORT, c.id, date, category],
          ),
        );
      const day = (offset: number) => {
        const d = new Date(`${c.start_date}T12:00:00Z`);
        d.setUTCDate(d.getUTCDate() + offset);
        return d.toISOString().slice(0, 10);
      };
      expect(await claim(day(-3), "meal")).toBe("La dépense doit dater de la mission (à un jour près)");
      expect(await claim(day(-1), "meal")).toBeNull();
      expect(await claim(day(-3), "medical_visit_travel")).toBeNull();
      const tomorrow = await one<{ d: string }>(q, "select (private.paris_today() + 1)::text as d");
      expect(await claim(tomorrow.d, "medical_visit_travel")).toBe(
        "La date de la dépense ne peut pas être dans le futur",
      );
    });
  });

  it("filed more than 90 days after the expense, it is marked late — R:REQ-EXP-LATE-FILING", async () => {
    await db.system(async (q) => {
      const c = await runningContract(q);
      await as(q, "consultant");
      const late = async (daysAgo: number) =>
        (
          await one<{ late: boolean }>(
            q,
            `insert into public.expense_claim_request (workspace_id, contract_id, expense_date, category, amount_ttc, vat_amount)
             values ($1, $2, private.paris_today() - $3::int, 'training_travel', 10 + $3::int, 0) returning is_late_filing as late`,
            [RENFORT, c.id, daysAgo],
          )
        ).late;
      expect(await late(90)).toBe(false);
      expect(await late(91)).toBe(true);
    });
  });

  it("its VAT is at most 20/120 of the amount — R:REQ-EXP-VAT", async () => {
    await db.system(async (q) => {
      const c = await runningContract(q);
      await as(q, "consultant");
      // 12,00 € TTC: at most 12 × 20 / 120 = 2,00 € of VAT
      const claim = (vat: number) =>
        failureMessage(q, () =>
          q(
            `insert into public.expense_claim_request (workspace_id, contract_id, expense_date, category, amount_ttc, vat_amount)
             values ($1, $2, private.paris_today() - 1, 'parking', 12, $3)`,
            [RENFORT, c.id, vat],
          ),
        );
      expect(await claim(2.01)).toBe("La TVA ne peut pas dépasser 20/120 du montant TTC");
      expect(await claim(2)).toBeNull();
    });
  });
});

describe("independents", () => {
  it("a payment is asked on a validated invoice only — R:REQ-INDPAY-INVOICE-VALIDATED", async () => {
    await db.system(async (q) => {
      const invoice = await one<{ id: string }>(
        q,
        "select id from public.independent_monthly_invoice where workspace_id = $1 and status = 'generated' order by id limit 1",
        [RENFORT],
      );
      await as(q, "adminIndependants");
      expect(
        await failureMessage(q, () =>
          q(
            "insert into public.independent_payment_request (workspace_id, independent_monthly_invoice_id, amount) values ($1, $2, 10)",
            [RENFORT, invoice.id],
          ),
        ),
      ).toBe("La facture doit être validée avant son paiement (statut « Générée »)");
    });
  });

  it("a monthly invoice has VAT at 0 % (franchise) or 20 %, one per talent, contract and month — R:REQ-INDINV-VAT, R:REQ-INDINV-ONE-PER-MONTH", async () => {
    await db.system(async (q) => {
      const i = await one<{ talent_id: string; contract_id: string | null; month: string; label: string }>(
        q,
        `select talent_id, contract_id, month::text, to_char(month, 'MM/YYYY') as label from public.independent_monthly_invoice
         where workspace_id = $1 and status <> 'canceled' order by id limit 1`,
        [RENFORT],
      );
      await as(q, "adminIndependants");
      const invoice = (month: string, vat: number) =>
        failureMessage(q, () =>
          q(
            `insert into public.independent_monthly_invoice (workspace_id, talent_id, contract_id, month, amount, vat_rate)
             values ($1, $2, $3, $4::date, 1000, $5)`,
            [RENFORT, i.talent_id, i.contract_id, month, vat],
          ),
        );
      expect(await invoice("2019-01-01", 10)).toBe(
        "Le taux de TVA est de 0 % (franchise, art. 293 B du CGI) ou de 20 %",
      );
      expect(await invoice(i.month, 20)).toBe(
        `Une facture existe déjà pour ce talent, ce contrat et le mois de ${i.label}`,
      );
      expect(await invoice("2019-01-01", 0)).toBeNull();
    });
  });
});

describe("recruitment office invoices", () => {
  /** A company of Renfort without signed conditions of its own or of its group. */
  const companyWithoutTerms = (q: Query) =>
    one<{ id: string }>(
      q,
      `select co.id from public.company co where co.workspace_id = $1 and co.status = 'active'
         and not exists (select 1 from public.commercial_condition cc where cc.status = 'signed'
                         and (cc.company_id = co.id or cc.company_group_id = co.company_group_id))
       order by co.id limit 1`,
      [RENFORT],
    );
  const ask = (q: Query, company: string, values: { percent: boolean; fee: number }) =>
    one<{ id: string; fee_ht: string; vat_amount: string; fee_ttc: string }>(
      q,
      `insert into public.recruitment_office_invoice_request (workspace_id, company_id, talent_id, job_name, start_date, annual_wage, is_fee_percentage, fee_amount)
       select $1, $2, t.id, 'Chef de chantier', private.paris_today() + 30, 42000, $3, $4
       from public.talent t where t.workspace_id = $1 and t.worker_type = 'candidate_perm' order by t.id limit 1
       returning id, fee_ht::text, vat_amount::text, fee_ttc::text`,
      [RENFORT, company, values.percent, values.fee],
    );

  it("fees are a percentage of 0 to 50 % of the annual wage or a flat amount, with VAT at 20 % — R:REQ-RECRUIT-FEE, R:REQ-RECRUIT-VAT", async () => {
    await db.system(async (q) => {
      const company = await companyWithoutTerms(q);
      await as(q, "consultant");
      expect(await failureMessage(q, () => ask(q, company.id, { percent: true, fee: 55 }))).toBe(
        "Le pourcentage d'honoraires doit être compris entre 0 et 50 %",
      );
      // 20 % of 42 000 € = 8 400 € HT, 1 680 € of VAT, 10 080 € TTC
      expect(await ask(q, company.id, { percent: true, fee: 20 })).toMatchObject({
        fee_ht: "8400.00",
        vat_amount: "1680.00",
        fee_ttc: "10080.00",
      });
      // a flat 5 000 € HT: 1 000 € of VAT, 6 000 € TTC
      expect(await ask(q, company.id, { percent: false, fee: 5000 })).toMatchObject({
        fee_ht: "5000.00",
        vat_amount: "1000.00",
        fee_ttc: "6000.00",
      });
    });
  });

  it("fees outside signed conditions are validated by accounting, not a CSM — R:REQ-RECRUIT-OUTSIDE-TERMS", async () => {
    await db.system(async (q) => {
      const company = await companyWithoutTerms(q);
      await as(q, "consultant");
      const { id } = await ask(q, company.id, { percent: true, fee: 20 });
      await as(q, "csm");
      expect(
        await failureMessage(q, () =>
          q("update public.recruitment_office_invoice_request set status = 'approved' where id = $1", [id]),
        ),
      ).toBe("Honoraires hors conditions commerciales signées : la validation revient à la comptabilité");
      await as(q, "comptable");
      expect(
        await failureMessage(q, () =>
          q("update public.recruitment_office_invoice_request set status = 'approved' where id = $1", [id]),
        ),
      ).toBeNull();
    });
  });

  it("a credit note only when the candidate leaves before the end of the guarantee — R:REQ-RECRUIT-CREDIT-NOTE", async () => {
    await db.system(async (q) => {
      const r = await one<{ id: string; guarantee: string; label: string }>(
        q,
        `select id, guarantee_end_date::text as guarantee, to_char(guarantee_end_date, 'DD/MM/YYYY') as label
         from public.recruitment_office_invoice_request where workspace_id = $1 and status = 'invoiced' and guarantee_end_date is not null
         order by id limit 1`,
        [RENFORT],
      );
      await as(q, "comptable");
      const credit = (left: string) =>
        failureMessage(q, () =>
          q(
            "update public.recruitment_office_invoice_request set status = 'credit_note', status_comment = 'Départ du candidat', candidate_left_at = $2::date where id = $1",
            [r.id, left],
          ),
        );
      expect(await credit(r.guarantee)).toBe(
        `Un avoir n'est possible que si le candidat part avant la fin de la garantie (${r.label})`,
      );
      const before = await one<{ d: string }>(q, "select ($1::date - 1)::text as d", [r.guarantee]);
      expect(await credit(before.d)).toBeNull();
    });
  });
});

describe("credit insurance", () => {
  it("the cover granted is at most the amount asked, a partial one below it — R:REQ-INS-GRANTED", async () => {
    await db.system(async (q) => {
      const r = await one<{ id: string; requested: number }>(
        q,
        `select r.id, r.requested_amount::float as requested from public.company_insurance_request r
         where r.workspace_id = $1 and r.status = 'submitted' order by r.id limit 1`,
        [RENFORT],
      );
      await as(q, "comptable");
      const grant = (amount: number) =>
        failureMessage(q, () =>
          q(
            `update public.company_insurance_request set status = 'partially_granted', granted_amount = $2,
               decision_date = private.paris_today(), valid_until = private.paris_today() + 365 where id = $1`,
            [r.id, amount],
          ),
        );
      expect(await grant(r.requested + 1)).toBe("Le montant accordé ne peut pas dépasser le montant demandé");
      expect(await grant(r.requested)).toBe("Une garantie partielle est inférieure au montant demandé");
    });
  });

  it("a cover past its end of validity is expired by the system — R:REQ-INS-EXPIRE", async () => {
    await db.system(async (q) => {
      const r = await one<{ id: string }>(
        q,
        "select id from public.company_insurance_request where workspace_id = $1 and status = 'granted' order by id limit 1",
        [RENFORT],
      );
      await asLoaded(
        q,
        "update public.company_insurance_request set valid_until = private.paris_today() - 1 where id = $1",
        [r.id],
      );
      const other = await one<{ id: string }>(
        q,
        `select id from public.company_insurance_request where workspace_id = $1 and status in ('granted', 'partially_granted')
           and valid_until >= private.paris_today() order by id limit 1`,
        [RENFORT],
      );
      await q("select public.expire_company_insurance_requests()");
      expect(await statusOf(q, "company_insurance_request", r.id)).toBe("expired");
      expect(await statusOf(q, "company_insurance_request", other.id)).not.toBe("expired");
    });
  });
});

describe("work accidents", () => {
  it("reserves on the accident's professional nature carry their reasons — R:REQ-AT-RESERVES", async () => {
    await db.system(async (q) => {
      const r = await one<{ id: string }>(
        q,
        "select id from public.work_accident_request where workspace_id = $1 and status = 'reported' order by id limit 1",
        [RENFORT],
      );
      await as(q, "csm");
      const reserves = (text: string | null) =>
        failureMessage(q, () =>
          q("update public.work_accident_request set reserves = true, reserves_text = $2 where id = $1", [r.id, text]),
        );
      expect(await reserves(null)).toBe("Des réserves sur le caractère professionnel doivent être motivées");
      expect(await reserves("Aucun témoin, horaire hors du planning")).toBeNull();
    });
  });
});

describe("cooptations", () => {
  const twoTalents = (q: Query) =>
    q<{ id: string }>(
      `select t.id from public.talent t where t.workspace_id = $1
         and not exists (select 1 from public.cooptation c where c.coopted_id = t.id)
       order by t.id limit 2`,
      [RENFORT],
    ).then((r) => r.rows.map((x) => x.id));

  it("the referrer is not the referee — R:REQ-COOPT-NOT-SELF", async () => {
    await db.system(async (q) => {
      const [talent] = await twoTalents(q);
      await as(q, "consultant");
      expect(
        await failureMessage(q, () =>
          q("insert into public.cooptation (workspace_id, coopted_id, coopted_by_id) values ($1, $2, $2)", [
            RENFORT,
            talent,
          ]),
        ),
      ).toBe("Le parrain et le filleul doivent être deux talents différents");
    });
  });

  it("one live cooptation, so one bonus, per referee — R:REQ-COOPT-ONE-PER-REFEREE", async () => {
    await db.system(async (q) => {
      const live = await one<{ coopted_id: string; coopted_by_id: string }>(
        q,
        `select coopted_id, coopted_by_id from public.cooptation where workspace_id = $1 and coopted_by_id is not null
           and status not in ('rejected', 'expired', 'canceled') order by id limit 1`,
        [RENFORT],
      );
      // as the system: the 12-month rule, checked for people, stays out of the way
      expect(
        await failureMessage(q, () =>
          q("insert into public.cooptation (workspace_id, coopted_id, coopted_by_id) values ($1, $2, $3)", [
            RENFORT,
            live.coopted_id,
            live.coopted_by_id,
          ]),
        ),
      ).toBe("Ce talent a déjà été coopté");
    });
  });

  it("the system places the referee, meets a trial condition once the trial is over, and expires a referral unplaced for 6 months — R:REQ-COOPT-SYSTEM, R:REQ-COOPT-TRIAL, R:REQ-COOPT-EXPIRE", async () => {
    await db.system(async (q) => {
      // two running contracts that started after a declaration, one past its trial, one still in it
      const contracts = (
        await q<{ talent_id: string; start_date: string }>(
          `select c.talent_id, c.start_date::text from public.contract c
           where c.workspace_id = $1 and c.status = 'active' and not c.is_amendment and c.start_date < private.paris_today() - 5
             and not exists (select 1 from public.cooptation k where k.coopted_id = c.talent_id)
             and not exists (select 1 from public.contract o where o.talent_id = c.talent_id and o.id <> c.id and o.start_date >= c.start_date - 1)
           order by c.id limit 2`,
          [RENFORT],
        )
      ).rows;
      expect(contracts).toHaveLength(2);
      const [past, within] = contracts;
      await asLoaded(
        q,
        "update public.contract set trial_period_end_date = case when talent_id = $1 then private.paris_today() - 1 else private.paris_today() + 5 end where talent_id in ($1, $2) and status = 'active'",
        [past!.talent_id, within!.talent_id],
      );
      const [referrer] = await twoTalents(q);
      const cooptation = async (referee: string, declared: string, status: string) =>
        (
          await one<{ id: string }>(
            q,
            `insert into public.cooptation (workspace_id, coopted_id, coopted_by_id, declared_at, status, condition_type)
             values ($1, $2, $3, $4::timestamptz, $5, 'trial_passed') returning id`,
            [RENFORT, referee, referrer, declared, status],
          )
        ).id;
      const before = (date: string) => `${date}T00:00:00+02:00`;
      const passed = await cooptation(past!.talent_id, before(past!.start_date), "qualified");
      const trial = await cooptation(within!.talent_id, before(within!.start_date), "qualified");
      const stale = await one<{ id: string }>(
        q,
        `insert into public.cooptation (workspace_id, coopted_id, coopted_by_id, declared_at, status)
         select $1, t.id, $2, now() - interval '7 months', 'submitted' from public.talent t
         where t.workspace_id = $1 and t.id <> $2 and not exists (select 1 from public.cooptation c where c.coopted_id = t.id)
           and not exists (select 1 from public.contract k where k.talent_id = t.id)
         order by t.id limit 1 returning id`,
        [RENFORT, referrer],
      );
      await q("select public.refresh_cooptations()");
      expect(await statusOf(q, "cooptation", passed)).toBe("condition_met");
      expect(await statusOf(q, "cooptation", trial)).toBe("referee_placed");
      expect(await statusOf(q, "cooptation", stale.id)).toBe("expired");
    });
  });
});

describe("reference checks", () => {
  it("the current employer is contacted only with the candidate's written consent — R:REQ-REF-CURRENT-EMPLOYER", async () => {
    await db.system(async (q) => {
      const r = await one<{ id: string }>(
        q,
        "select id from public.reference_check where workspace_id = $1 and status = 'consent_pending' order by id limit 1",
        [RENFORT],
      );
      await as(q, "consultant");
      const contact = (proof: string | null) =>
        failureMessage(q, () =>
          q(
            `update public.reference_check set status = 'to_contact', is_current_employer = true, consent_obtained_at = now() - interval '1 hour',
               consent_proof_file = $2 where id = $1`,
            [r.id, proof],
          ),
        );
      expect(await contact(null)).toBe("L'employeur actuel ne se contacte qu'avec le consentement écrit du candidat");
      expect(await contact(`${RENFORT}/requests/reference_check/${r.id}/consentement.pdf`)).toBeNull();
    });
  });

  it("keeps the application it was asked from, the talent's own — R:REQ-REF-APPLICATION", async () => {
    await db.system(async (q) => {
      const a = await one<{ id: string; talent_id: string; other: string }>(
        q,
        `select a.id, a.talent_id, (select t.id from public.talent t where t.workspace_id = a.workspace_id and t.id <> a.talent_id order by t.id limit 1) as other
         from public.application a where a.workspace_id = $1 order by a.id limit 1`,
        [RENFORT],
      );
      await as(q, "consultant");
      const ask = (talent: string) =>
        failureMessage(q, () =>
          q(
            "insert into public.reference_check (workspace_id, talent_id, application_id, referee_name, referee_phone) values ($1, $2, $3, 'Marc Durand', '+33478000000')",
            [RENFORT, talent, a.id],
          ),
        );
      expect(await ask(a.other)).toBe("La candidature doit être celle du talent");
      expect(await ask(a.talent_id)).toBeNull();
    });
  });

  it("an anonymised talent's reference checks and notes are erased with him — R:REQ-REF-PURGED, R:REQ-NOTE-ANONYMIZED, R:TAL-ANONYMIZE-ERASES", async () => {
    await db.system(async (q) => {
      const { talent_id } = await one<{ talent_id: string }>(
        q,
        "select talent_id from public.reference_check where workspace_id = $1 order by id limit 1",
        [RENFORT],
      );
      await q("insert into public.note (workspace_id, talent_id, content) values ($1, $2, 'Entretien : très motivé')", [
        RENFORT,
        talent_id,
      ]);
      const left = () =>
        one<{ checks: number; notes: number }>(
          q,
          `select (select count(*)::int from public.reference_check where talent_id = $1) as checks,
                  (select count(*)::int from public.note where talent_id = $1) as notes`,
          [talent_id],
        );
      expect((await left()).checks).toBeGreaterThan(0);
      await q("select private.anonymize_talent($1)", [talent_id]);
      expect(await left()).toEqual({ checks: 0, notes: 0 });
    });
  });
});

describe("notes", () => {
  it("a talent's notes are in the RGPD export of his data — R:REQ-NOTE-EXPORT, R:TAL-EXPORT-NOTES", async () => {
    await db.system(async (q) => {
      const t = await one<{ id: string }>(
        q,
        "select id from public.talent where workspace_id = $1 and qualification_status = 'qualified' order by id limit 1",
        [RENFORT],
      );
      const note = await one<{ id: string }>(
        q,
        "insert into public.note (workspace_id, talent_id, content) values ($1, $2, 'Disponible dès lundi') returning id",
        [RENFORT, t.id],
      );
      const request = await one<{ id: string }>(
        q,
        `insert into public.gdpr_request (workspace_id, talent_id, kind, requested_at, due_at)
         values ($1, $2, 'access', now(), now() + interval '1 month') returning id`,
        [RENFORT, t.id],
      );
      await asSystem(q);
      const data = await one<{ notes: string[] }>(
        q,
        "select array(select n ->> 'id' from jsonb_array_elements(public.talent_data_export_source($1) -> 'data' -> 'tables' -> 'note') n) as notes",
        [request.id],
      );
      expect(data.notes).toContain(note.id);
    });
  });

  it("a voice note's recording is at most 25 MB — R:REQ-NOTE-VOICE", async () => {
    await db.system(async (q) => {
      expect(
        await one(q, "select file_size_limit::int as limit from storage.buckets where id = 'voice-notes'"),
      ).toEqual({
        limit: 25 * 1024 * 1024,
      });
    });
  });
});

describe("scheduled e-mails", () => {
  it("each address gets one e-mail, ending with the sender's identity and an unsubscribe link — R:REQ-MAIL-ONCE-PER-ADDRESS, R:REQ-MAIL-FOOTER", async () => {
    await db.system(async (q) => {
      const [a, b] = (
        await q<{ id: string; email: string }>(
          `select id, email from public.talent where workspace_id = $1 and email is not null and marketing_opt_out_at is null
           order by id limit 2`,
          [RENFORT],
        )
      ).rows;
      // the same address twice, as an import could have left it (the form's lower case bypassed)
      await asLoaded(q, "update public.talent set email = upper($2) where id = $1", [b!.id, a!.email]);
      const pool = await one<{ id: string }>(
        q,
        "insert into public.hiring_pool (workspace_id, name) values ($1, 'Vivier en double') returning id",
        [RENFORT],
      );
      await q(
        "insert into public.talent_hiring_pool (workspace_id, talent_id, hiring_pool_id) select $1, unnest($2::uuid[]), $3",
        [RENFORT, [a!.id, b!.id], pool.id],
      );
      const { id } = await one<{ id: string }>(
        q,
        `insert into public.scheduled_email (workspace_id, hiring_pool_id, subject, content, sender_identity, send_at, status)
         values ($1, $2, 'Une mission', 'Bonjour {prenom}.', 'Renfort — Lyon', '2026-01-05T09:00:00+01:00', 'scheduled') returning id`,
        [RENFORT, pool.id],
      );
      await q("select private.run_scheduled_email_sends('2026-01-05T10:00:00+01:00')");
      const sent = (
        await q<{ recipient: string; body: string }>(
          "select recipient, body from public.mail_outbox where entity = 'scheduled_email' and entity_id = $1",
          [id],
        )
      ).rows;
      expect(sent.map((m) => m.recipient)).toEqual([a!.email.toLowerCase()]);
      expect(sent[0]!.body).toMatch(
        /\n\nRenfort — Lyon\n\nVous ne souhaitez plus recevoir nos e-mails \? Se désabonner : \S+\/functions\/v1\/push-links\/unsubscribe\?token=[\w-]+$/,
      );
    });
  });
});

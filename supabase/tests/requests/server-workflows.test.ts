// Through the local server, with sessions of the demo accounts: the request types not
// covered by server.test.ts are created and walked through a whole workflow by the right
// roles (REST, RPCs, storage), each step first refused to a wrong role with its French
// message (or, for a role that cannot reach the row, with no row to update).
import { beforeAll, describe, expect, it } from "vitest";
import {
  asRole,
  daysFromToday,
  ok,
  refused,
  RENFORT,
  service,
  today,
  uploadRequestFile,
  uploadRequestPhoto,
  walk,
  weekdayMorning,
  type Db,
} from "./support/server.ts";

const CONS = "consultant_team_member";
const CSM = "csm_team_member";
const XCSM = "external_csm_team_member";
const ACC = "accounting_team_member";
const MKT = "team_member_marketing";
const IND = "team_member_independent_administrator";
/** PostgREST's answer when the caller cannot reach the row to update (RLS): no row. */
const NO_ROW = "PGRST116";

let svc: Db;
beforeAll(() => {
  svc = service();
});

type Row = Record<string, string>;
const ids = (rows: unknown) => new Set((rows as Array<Record<string, string>>).map((r) => Object.values(r)[0]));

/** Running contracts of Renfort (start passed, end at least `margin` days ahead). */
async function runningContracts(margin = 10): Promise<Row[]> {
  return ok(
    await svc
      .from("contract")
      .select("id, talent_id, contract_key, start_date, end_date, company_id")
      .eq("workspace_id", RENFORT)
      .eq("status", "active")
      .eq("is_amendment", false)
      .is("definitive_end_date", null)
      .lte("start_date", daysFromToday(-1))
      .gte("end_date", daysFromToday(margin))
      .order("contract_key")
      .limit(200),
  ) as Row[];
}

describe("qualification training request", () => {
  it("asked by a consultant, approved by a CSM under the threshold, booked, held and certified — R:REQ-TRAINING-ROLES, R:REQ-TRAINING-THRESHOLD", async () => {
    const talents = ok(
      await svc
        .from("talent")
        .select("id")
        .eq("workspace_id", RENFORT)
        .eq("qualification_status", "qualified")
        .is("blacklisted_at", null)
        .limit(50),
    ) as Row[];
    const busy = ids(
      ok(
        await svc
          .from("qualification_training_request")
          .select("talent_id")
          .eq("qualification_type", "caces")
          .eq("category", "R489 3"),
      ),
    );
    const talent = talents.find((t) => !busy.has(t.id))!;
    const center = ok(
      await svc
        .from("qualification_center")
        .select("id")
        .eq("workspace_id", RENFORT)
        .eq("status", "active")
        .eq("training_type", "caces")
        .limit(1)
        .single(),
    ) as Row;
    expect(
      refused(
        await (
          await asRole(MKT)
        )
          .from("qualification_training_request")
          .insert({ workspace_id: RENFORT, talent_id: talent.id, qualification_type: "caces" })
          .select()
          .single(),
      ).code,
    ).toBe("42501");
    const created = ok(
      await (
        await asRole(CONS)
      )
        .from("qualification_training_request")
        .insert({
          workspace_id: RENFORT,
          talent_id: talent.id,
          qualification_type: "caces",
          category: "R489 3",
          near_to: "Lyon",
          possible_start_date: daysFromToday(10),
          possible_end_date: daysFromToday(40),
          request_comment: "Chariot élévateur pour l'entrepôt du client",
        })
        .select()
        .single(),
    ) as Row;
    const certificate = await uploadRequestFile(
      await asRole(XCSM),
      "qualification_training_request",
      created.id,
      "attestation.pdf",
    );
    const last = await walk("qualification_training_request", created.id, "qualification_training_request_status", [
      {
        as: CSM,
        set: { status: "approved", qualification_center_id: center.id, price: 650 },
        wrong: [
          { as: XCSM },
          {
            as: CSM,
            set: { price: 950 },
            message: "Au-delà de 800,00 €, la validation d'une formation revient à la comptabilité",
          },
        ],
      },
      {
        as: XCSM,
        set: { status: "booked", start_at: `${daysFromToday(12)}T07:00:00Z`, end_at: `${daysFromToday(14)}T16:00:00Z` },
        wrong: [{ as: CONS }],
      },
      { as: CSM, set: { status: "in_progress" }, wrong: [{ as: XCSM }] },
      { as: CSM, set: { status: "completed" }, wrong: [{ as: ACC }] },
      {
        as: XCSM,
        set: { status: "certified", certificate_file: certificate, certificate_number: "CACES-R489-000123" },
        wrong: [
          { as: CONS },
          {
            as: CSM,
            set: { certificate_number: null },
            message: "Pour passer au statut « Attestation reçue », renseignez : le numéro d'attestation",
          },
        ],
      },
    ]);
    expect(last).toMatchObject({ result: "passed", obtained_at: today() });
    expect(last.closed_at).not.toBeNull();
  });
});

describe("professional card request", () => {
  it("drafted by an external CSM, submitted with a JPEG photo, paid by accounting, received and delivered — R:REQ-CARD-ROLES, R:REQ-CARD-PHOTO-JPEG, R:REQ-CARD-FEE, R:REQ-CARD-VALIDITY, R:DOC-VALIDITY-BTP-CARD", async () => {
    // A talent with no card request and no valid carte BTP (a second card is refused): the
    // precondition is set here, whatever the day's seed holds — the talent's card has lapsed.
    const requested = ids(ok(await svc.from("professional_card_request").select("talent_id")));
    const contracts = ok(
      await svc
        .from("contract")
        .select("id, talent_id")
        .eq("workspace_id", RENFORT)
        .in("status", ["sent_for_signature", "signed", "validated", "active"])
        .eq("is_amendment", false)
        .order("contract_key"),
    ) as Row[];
    const contract = contracts.find((c) => !requested.has(c.talent_id as string))!;
    ok(
      await svc
        .from("document")
        .update({ status: "expired", expiry_date: daysFromToday(-1) })
        .eq("talent_id", contract.talent_id as string)
        .eq("type", "carte_btp")
        .in("status", ["valid", "expiring_soon"]),
    );
    expect(
      refused(
        await (
          await asRole(CONS)
        )
          .from("professional_card_request")
          .insert({ workspace_id: RENFORT, contract_id: contract.id, employer_siren: "123456789" })
          .select()
          .single(),
      ).message,
    ).toBe("Le SIREN de l'employeur « 123456789 » est invalide");
    const created = ok(
      await (
        await asRole(XCSM)
      )
        .from("professional_card_request")
        .insert({ workspace_id: RENFORT, contract_id: contract.id, employer_siren: "794652115" })
        .select()
        .single(),
    ) as Row & { identity_snapshot: Record<string, string> };
    expect(created.identity_snapshot.last_name).toBeTruthy();
    expect(Number(created.fee_amount)).toBe(10.8);
    const pdf = await uploadRequestFile(await asRole(XCSM), "professional_card_request", created.id, "photo.pdf");
    const photo = await uploadRequestPhoto(await asRole(XCSM), "professional_card_request", created.id, "photo.jpg");
    const attestation = await uploadRequestFile(
      await asRole(ACC),
      "professional_card_request",
      created.id,
      "attestation-provisoire.pdf",
    );
    const last = await walk("professional_card_request", created.id, "professional_card_request_status", [
      {
        as: CONS,
        set: { status: "submitted", photo_file: photo, request_number: "CBTP-000111222" },
        wrong: [
          { as: ACC },
          { as: CONS, set: { photo_file: pdf }, message: "La photo d'identité doit être au format JPEG" },
        ],
      },
      { as: ACC, set: { status: "paid", provisional_attestation_file: attestation }, wrong: [{ as: CSM }] },
      {
        as: XCSM,
        set: { status: "card_received", card_number: "BTP0001112223", issued_at: today() },
        wrong: [{ as: ACC }],
      },
      { as: CSM, set: { status: "delivered" }, wrong: [{ as: CONS }] },
    ]);
    expect(last.expires_at).toBe(`${Number(today().slice(0, 4)) + 5}${today().slice(4)}`);
    expect(last.delivered_at).not.toBeNull();
  });
});

describe("PPE request", () => {
  it("requested with sized items, approved, ordered, ready and handed over; items frozen once ordered", async () => {
    const contract = (await runningContracts())[3];
    const created = ok(
      await (
        await asRole(CONS)
      )
        .from("ppe_request")
        .insert({ workspace_id: RENFORT, contract_id: contract.id, needed_by: daysFromToday(4) })
        .select()
        .single(),
    ) as Row;
    const items = (await asRole(CONS)).from("ppe_request_item");
    expect(
      refused(await items.insert({ ppe_request_id: created.id, item_type: "safety_shoes" }).select().single()).message,
    ).toBe("Indiquez la pointure des chaussures de sécurité (35 à 50)");
    const shoes = ok(
      await items
        .insert({ ppe_request_id: created.id, item_type: "safety_shoes", attribute: "43", unit_cost_ht: 59 })
        .select()
        .single(),
    ) as Row;
    ok(
      await items
        .insert({ ppe_request_id: created.id, item_type: "hi_vis", attribute: "l", unit_cost_ht: 6.9, quantity: 2 })
        .select()
        .single(),
    );
    const gloves = ok(
      await items
        .insert({ ppe_request_id: created.id, item_type: "gloves", attribute: "9", unit_cost_ht: 4.2 })
        .select()
        .single(),
    ) as Row;
    expect(refused(await items.update({ is_canceled: true }).eq("id", gloves.id).select().single()).message).toBe(
      "Un motif est obligatoire pour annuler un équipement",
    );
    ok(
      await items
        .update({ is_canceled: true, canceled_reason: "Fournis par le client" })
        .eq("id", gloves.id)
        .select()
        .single(),
    );
    expect(
      Number(
        (ok(await svc.from("ppe_request").select("total_cost_ht").eq("id", created.id).single()) as Row).total_cost_ht,
      ),
    ).toBe(72.8);
    const sheet = await uploadRequestFile(await asRole(XCSM), "ppe_request", created.id, "remise-signee.pdf");
    await walk("ppe_request", created.id, "ppe_request_status", [
      { as: CSM, set: { status: "approved" }, wrong: [{ as: XCSM }] },
      { as: XCSM, set: { status: "ordered", supplier: "Würth" }, wrong: [{ as: CONS }] },
    ]);
    expect(refused(await items.update({ quantity: 2 }).eq("id", shoes.id).select().single()).message).toBe(
      "Les équipements ne se modifient plus une fois la commande passée",
    );
    const last = await walk("ppe_request", created.id, "ppe_request_status", [
      { as: XCSM, set: { status: "ready" }, wrong: [{ as: ACC }] },
      { as: CSM, set: { status: "delivered", handover_signature_file: sheet }, wrong: [{ as: CONS }] },
    ]);
    expect(last.delivered_at).not.toBeNull();
  });
});

describe("meal card request", () => {
  it("meal vouchers within the URSSAF cap, validated on the days worked, ordered and loaded by accounting — R:REQ-MEAL-ROLES, R:REQ-MEAL-VOUCHER-CAP, R:REQ-MEAL-DAYS", async () => {
    // a contract and month with signed days and no meal request yet
    const weeks = ok(
      await svc
        .from("timesheet_week")
        .select("contract_id, contract_key, week_start, timesheet_day(date, worked_hours)")
        .eq("workspace_id", RENFORT)
        .in("status", ["signed", "validated", "exported", "invoiced"])
        .order("week_start", { ascending: false })
        .limit(200),
    ) as Array<{
      contract_id: string;
      contract_key: string;
      timesheet_day: Array<{ date: string; worked_hours: string }>;
    }>;
    const taken = new Set(
      (
        ok(await svc.from("meal_card_request").select("contract_key, period_month").neq("status", "canceled")) as Row[]
      ).map((m) => `${m.contract_key}|${m.period_month}`),
    );
    const slots = new Map<string, { contractId: string; days: Set<string> }>();
    for (const w of weeks)
      for (const d of w.timesheet_day.filter((x) => Number(x.worked_hours) > 0)) {
        const k = `${w.contract_key}|${d.date.slice(0, 7)}-01`;
        if (!taken.has(k))
          slots.set(k, { contractId: w.contract_id, days: (slots.get(k)?.days ?? new Set()).add(d.date) });
      }
    const [key, slot] = [...slots.entries()].sort((a, b) => b[1].days.size - a[1].days.size)[0];
    const month = key.split("|")[1];
    // the 200 latest weeks may hold only part of the month: count its worked days on every week
    const monthEnd = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0))
      .toISOString()
      .slice(0, 10);
    const monthDays = ok(
      await svc
        .from("timesheet_day")
        .select("date, timesheet_week!inner(contract_key, status)")
        .eq("timesheet_week.contract_key", key.split("|")[0])
        .in("timesheet_week.status", ["signed", "validated", "exported", "invoiced"])
        .gt("worked_hours", 0)
        .gte("date", month)
        .lte("date", monthEnd),
    ) as Array<{ date: string }>;
    slot.days = new Set(monthDays.map((d) => d.date));
    const row = {
      workspace_id: RENFORT,
      contract_id: slot.contractId,
      benefit_type: "meal_voucher",
      period_month: month,
      eligible_days: slot.days.size,
      face_value: 12.2,
      employer_share_rate: 60,
      provider: "edenred",
    };
    expect(
      refused(
        await (
          await asRole(CONS)
        )
          .from("meal_card_request")
          .insert({ ...row, face_value: 14 })
          .select()
          .single(),
      ).message,
    ).toBe(
      `La part patronale (8,40 €) dépasse le plafond d'exonération URSSAF de 7,32 € par titre (${month.slice(0, 4)})`,
    );
    const created = ok(
      await (
        await asRole(CONS)
      )
        .from("meal_card_request")
        .insert({ ...row, eligible_days: slot.days.size + 1 })
        .select()
        .single(),
    ) as Row;
    expect(Number(created.employer_share_amount)).toBe(7.32);
    expect(
      refused(
        await (
          await asRole(CSM)
        )
          .from("meal_card_request")
          .update({ status: "validated" })
          .eq("id", created.id)
          .select()
          .single(),
      ).message,
    ).toBe(
      `Les jours éligibles (${slot.days.size + 1}) dépassent les jours travaillés sur les relevés signés du mois (${slot.days.size})`,
    );
    ok(
      await (
        await asRole(XCSM)
      )
        .from("meal_card_request")
        .update({ eligible_days: slot.days.size })
        .eq("id", created.id)
        .select()
        .single(),
    );
    const last = await walk("meal_card_request", created.id, "meal_card_request_status", [
      { as: CSM, set: { status: "validated" }, wrong: [{ as: CONS }] },
      { as: ACC, set: { status: "ordered" }, wrong: [{ as: CSM }] },
      { as: ACC, set: { status: "loaded", loaded_at: new Date().toISOString() }, wrong: [{ as: CSM }] },
    ]);
    expect(Number(last.total_amount)).toBeCloseTo(7.32 * slot.days.size, 2);
  });
});

describe("expense claim request", () => {
  it("drafted by an external CSM, submitted with its receipt, approved by a CSM and paid by accounting — R:REQ-EXP-ROLES, R:REQ-EXP-RECEIPT, R:REQ-EXP-DUPLICATE", async () => {
    const contract = (await runningContracts())[5];
    const draft = {
      workspace_id: RENFORT,
      contract_id: contract.id,
      expense_date: daysFromToday(-1),
      category: "meal",
      amount_ttc: 17.8,
      vat_amount: 1.62,
    };
    const created = ok(await (await asRole(XCSM)).from("expense_claim_request").insert(draft).select().single()) as Row;
    expect(
      refused(await (await asRole(CONS)).from("expense_claim_request").insert(draft).select().single()).message,
    ).toBe("Cette note de frais existe déjà (même date, même montant, même catégorie)");
    expect(
      refused(
        await (
          await asRole(XCSM)
        )
          .from("expense_claim_request")
          .update({ status: "submitted" })
          .eq("id", created.id)
          .select()
          .single(),
      ).message,
    ).toBe("Le justificatif est obligatoire (sauf indemnités kilométriques)");
    const receipt = await uploadRequestFile(await asRole(XCSM), "expense_claim_request", created.id, "ticket.pdf");
    const last = await walk("expense_claim_request", created.id, "expense_claim_request_status", [
      { as: XCSM, set: { status: "submitted", receipt_file: receipt }, wrong: [{ as: CSM }] },
      { as: CSM, set: { status: "approved" }, wrong: [{ as: CONS }] },
      { as: ACC, set: { status: "paid", payment_reference: "NDF-TEST-1" }, wrong: [{ as: CSM }] },
    ]);
    expect(Number(last.approved_amount)).toBe(17.8);
  });
});

describe("independents: monthly invoice and payment request", () => {
  it("the administrator issues and gets the invoice validated, accounting books it, the payment is released and paid — R:REQ-INDPAY-ROLES, R:REQ-INDPAY-REMAINING, R:REQ-INDINV-ROLES, R:REQ-INDINV-DUE", async () => {
    const vigilant = ids(
      ok(await svc.from("document").select("talent_id").eq("type", "urssaf_vigilance").eq("workspace_id", RENFORT)),
    );
    const talent = (
      ok(
        await svc.from("talent").select("id").eq("workspace_id", RENFORT).in("worker_type", ["independent", "portage"]),
      ) as Row[]
    ).find((t) => vigilant.has(t.id))!;
    const month = `${Number(today().slice(0, 4)) - 3}-${today().slice(5, 7)}-01`;
    expect(
      refused(
        await (
          await asRole(ACC)
        )
          .from("independent_monthly_invoice")
          .insert({ workspace_id: RENFORT, talent_id: talent.id, month, amount: 4200 })
          .select()
          .single(),
      ).code,
    ).toBe("42501");
    const invoice = ok(
      await (
        await asRole(IND)
      )
        .from("independent_monthly_invoice")
        .insert({ workspace_id: RENFORT, talent_id: talent.id, month, amount: 4200, vat_rate: 20 })
        .select()
        .single(),
    ) as Row;
    expect(Number(invoice.amount_ttc)).toBe(5040);
    const file = await uploadRequestFile(await asRole(IND), "independent_monthly_invoice", invoice.id, "facture.pdf");
    await walk("independent_monthly_invoice", invoice.id, "independent_monthly_invoice_status", [
      {
        as: IND,
        set: {
          status: "generated",
          file,
          invoice_number: "FAC-TEST-001",
          issue_date: today(),
          due_date: daysFromToday(30),
        },
        wrong: [
          { as: ACC },
          {
            as: IND,
            set: { due_date: daysFromToday(75) },
            message: "L'échéance ne peut pas dépasser 60 jours après l'émission (C. com. L441-10)",
          },
        ],
      },
      { as: IND, set: { status: "pending_independent_validation" }, wrong: [{ as: ACC }] },
      {
        as: IND,
        set: { status: "validated", status_comment: "Accord écrit reçu le jour même" },
        wrong: [
          { as: ACC },
          {
            as: IND,
            set: { status_comment: null },
            message: "Un commentaire est obligatoire pour passer au statut « Validée »",
          },
        ],
      },
      { as: ACC, set: { status: "booked" }, wrong: [{ as: IND }] },
    ]);
    const payment = ok(
      await (
        await asRole(IND)
      )
        .from("independent_payment_request")
        .insert({ workspace_id: RENFORT, independent_monthly_invoice_id: invoice.id, amount: 5040 })
        .select()
        .single(),
    ) as Row;
    expect(payment.talent_id).toBe(talent.id);
    expect(
      refused(
        await (
          await asRole(IND)
        )
          .from("independent_payment_request")
          .insert({ workspace_id: RENFORT, independent_monthly_invoice_id: invoice.id, amount: 1 })
          .select()
          .single(),
      ).message,
    ).toBe("Le montant (1,00 €) dépasse le reste à payer de la facture (0,00 €)");
    await walk("independent_payment_request", payment.id, "independent_payment_request_status", [
      { as: IND, set: { status: "approved" }, wrong: [{ as: ACC }] },
      { as: IND, set: { status: "scheduled", requested_payment_date: daysFromToday(2) }, wrong: [{ as: ACC }] },
      { as: ACC, set: { status: "paid", payment_reference: "SEPA-TEST-1" }, wrong: [{ as: IND }] },
    ]);
    expect(
      ok(
        await (
          await asRole(ACC)
        )
          .from("independent_monthly_invoice")
          .select("status, paid_amount")
          .eq("id", invoice.id)
          .single(),
      ),
    ).toEqual({ status: "paid", paid_amount: 5040 });
    // nobody else sees these amounts
    for (const role of [CSM, XCSM, MKT])
      expect(
        ok(await (await asRole(role)).from("independent_monthly_invoice").select("id").eq("id", invoice.id)),
      ).toEqual([]);
  });
});

describe("recruitment office invoice request", () => {
  it("asked by a consultant, approved by a CSM within the signed conditions, invoiced and paid by accounting — R:REQ-RECRUIT-ROLES, R:REQ-RECRUIT-SMIC", async () => {
    const signed = ok(
      await svc
        .from("commercial_condition")
        .select("company_id, recruitment_fee_percentage")
        .eq("workspace_id", RENFORT)
        .eq("status", "signed")
        .not("company_id", "is", null)
        .limit(1)
        .single(),
    ) as Row;
    const talent = ok(
      await svc
        .from("talent")
        .select("id")
        .eq("workspace_id", RENFORT)
        .eq("worker_type", "candidate_perm")
        .limit(1)
        .single(),
    ) as Row;
    const row = {
      workspace_id: RENFORT,
      company_id: signed.company_id,
      talent_id: talent.id,
      job_name: "Conducteur de travaux",
      start_date: daysFromToday(20),
      annual_wage: 42000,
      fee_amount: 20,
    };
    expect(
      refused(
        await (
          await asRole(CONS)
        )
          .from("recruitment_office_invoice_request")
          .insert({ ...row, annual_wage: 18000 })
          .select()
          .single(),
      ).message,
    ).toBe("Le salaire annuel (18000,00 €) est inférieur au SMIC annuel (22404,24 €)");
    const created = ok(
      await (await asRole(CONS)).from("recruitment_office_invoice_request").insert(row).select().single(),
    ) as Row;
    expect(Number(created.fee_ht)).toBe(8400);
    const invoice = await uploadRequestFile(
      await asRole(ACC),
      "recruitment_office_invoice_request",
      created.id,
      "facture.pdf",
    );
    await walk("recruitment_office_invoice_request", created.id, "recruitment_office_invoice_request_status", [
      { as: CSM, set: { status: "approved" }, wrong: [{ as: XCSM, code: NO_ROW }, { as: CONS }] },
      {
        as: ACC,
        set: { status: "invoiced", invoice_number: "REC-TEST-1", invoice_file: invoice },
        wrong: [{ as: CSM }],
      },
      { as: ACC, set: { status: "paid" }, wrong: [{ as: CONS }] },
    ]);
  });
});

describe("company insurance request", () => {
  it("drafted by a CSM, submitted and granted by accounting, then terminated — R:REQ-INS-ROLES", async () => {
    const covered = ids(
      ok(
        await svc
          .from("company_insurance_request")
          .select("company_id")
          .in("status", ["granted", "partially_granted", "submitted"]),
      ),
    );
    const company = (
      ok(
        await svc
          .from("company")
          .select("id")
          .eq("workspace_id", RENFORT)
          .eq("status", "active")
          .not("siren", "is", null)
          .limit(60),
      ) as Row[]
    ).find((c) => !covered.has(c.id))!;
    const created = ok(
      await (
        await asRole(CSM)
      )
        .from("company_insurance_request")
        .insert({ workspace_id: RENFORT, company_id: company.id, requested_amount: 120000, insurer: "coface" })
        .select()
        .single(),
    ) as Row;
    const last = await walk("company_insurance_request", created.id, "company_insurance_request_status", [
      { as: ACC, set: { status: "submitted" }, wrong: [{ as: CSM }] },
      {
        as: ACC,
        set: { status: "granted", decision_date: today(), valid_until: daysFromToday(365) },
        wrong: [
          { as: CONS },
          {
            as: ACC,
            set: { valid_until: null },
            message: "Pour passer au statut « Accordée », renseignez : la fin de validité",
          },
        ],
      },
      {
        as: ACC,
        set: { status: "terminated", status_comment: "Client repris par un groupe couvert" },
        wrong: [{ as: CSM }],
      },
    ]);
    expect(Number(last.granted_amount)).toBe(120000);
    expect(ok(await (await asRole(XCSM)).from("company_insurance_request").select("id").eq("id", created.id))).toEqual(
      [],
    );
  });
});

describe("definitive end request", () => {
  it("asked by a consultant, reviewed and approved by a CSM, processed by accounting onto the contract — R:CTR-END-DOCUMENTS, R:CTR-END-TALENT-REASONS, R:CTR-END-FLOW", async () => {
    const open = ids(
      ok(
        await svc
          .from("definitive_end_request")
          .select("contract_key")
          .not("status", "in", "(processed,rejected,canceled)"),
      ),
    );
    const contract = (await runningContracts(15)).find((c) => !open.has(c.contract_key))!;
    const row = {
      workspace_id: RENFORT,
      contract_id: contract.id,
      initiator: "client",
      reason: "flex_advance",
      requested_end_date: daysFromToday(5),
    };
    expect(
      refused(
        await (
          await asRole(CONS)
        )
          .from("definitive_end_request")
          .insert({ ...row, initiator: "talent" })
          .select()
          .single(),
      ).message,
    ).toBe(
      "Un intérimaire ne peut rompre sa mission que pour une embauche en CDI, une faute grave de l'agence ou un cas de force majeure",
    );
    const created = ok(await (await asRole(CONS)).from("definitive_end_request").insert(row).select().single()) as Row;
    expect(created).toMatchObject({ ifm_due: true, compensation_due: 0, talent_id: contract.talent_id });
    await walk("definitive_end_request", created.id, "definitive_end_request_status", [
      { as: CSM, set: { status: "under_review" }, wrong: [{ as: CONS }] },
      { as: CSM, set: { status: "approved", effective_end_date: daysFromToday(5) }, wrong: [{ as: XCSM }] },
      {
        as: ACC,
        set: {
          status: "processed",
          end_documents: { certificat_de_travail: true, attestation_france_travail: true, solde_de_tout_compte: true },
        },
        wrong: [
          { as: CONS },
          // definitive_end_request_end_documents: the three documents owed at the end (L1234-19, R1234-9, L1234-20)
          {
            as: ACC,
            set: { end_documents: { certificat_de_travail: true, attestation_france_travail: true } },
            message:
              "Cochez les trois documents de fin de contrat remis à l'intérimaire : le certificat de travail (L1234-19), l'attestation France Travail (R1234-9) et le reçu pour solde de tout compte (L1234-20)",
          },
        ],
      },
    ]);
    expect(
      ok(
        await svc
          .from("contract")
          .select("definitive_end_date, definitive_end_reason, status")
          .eq("id", contract.id)
          .single(),
      ),
    ).toEqual({ definitive_end_date: daysFromToday(5), definitive_end_reason: "flex_advance", status: "active" });
  });
});

describe("commercial conditions", () => {
  it("drafted and submitted by their author, validated by accounting, sent and signed through the e-signature webhook — R:REQ-CC-ROLES", async () => {
    const company = ok(
      await svc
        .from("company")
        .select("id")
        .eq("workspace_id", RENFORT)
        .eq("status", "active")
        .order("id")
        .limit(1)
        .single(),
    ) as Row;
    const signer = ok(
      await svc
        .from("contact")
        .select("id")
        .eq("company_id", company.id)
        .eq("status", "active")
        .contains("roles", ["contract_signatory"])
        .not("email", "is", null)
        .limit(1)
        .single(),
    ) as Row;
    const created = ok(
      await (
        await asRole(CONS)
      )
        .from("commercial_condition")
        .insert({
          workspace_id: RENFORT,
          company_id: company.id,
          default_coefficient: 1.82,
          recruitment_fee_percentage: 18,
        })
        .select()
        .single(),
    ) as Row;
    const generated = await uploadRequestFile(await asRole(CSM), "commercial_condition", created.id, "conditions.pdf");
    await walk("commercial_condition", created.id, "commercial_condition_status", [
      {
        as: CONS,
        set: { status: "pending_validation" },
        wrong: [
          {
            as: CSM,
            message: "Seul le demandeur (ou son manager) peut passer de « Brouillon » à « En validation interne »",
          },
        ],
      },
      { as: ACC, set: { status: "validated" }, wrong: [{ as: CSM }] },
      {
        as: CSM,
        set: {
          status: "sent_for_signature",
          generated_file: generated,
          signer_contact_id: signer.id,
          signature_request_id: `sig_test_${created.id}`,
        },
        wrong: [{ as: ACC }],
      },
    ]);
    expect(
      refused(
        await (
          await asRole(CSM)
        )
          .from("commercial_condition")
          .update({ status: "signed" })
          .eq("id", created.id)
          .select()
          .single(),
      ).message,
    ).toBe("Votre rôle ne permet pas de passer de « Envoyées en signature » à « Signées (en vigueur) »");
    const signedFile = await uploadRequestFile(svc, "commercial_condition", created.id, "signees.pdf");
    expect(
      ok(
        await svc.rpc("record_commercial_condition_signature", {
          p_signature_request_id: `sig_test_${created.id}`,
          p_signed: true,
          p_signed_file: signedFile,
        }),
      ),
    ).toBe("signed");
    expect(
      ok(
        await (
          await asRole(CSM)
        )
          .from("commercial_condition")
          .select("status, signature_status, signed_file")
          .eq("id", created.id)
          .single(),
      ),
    ).toEqual({ status: "signed", signature_status: "completed", signed_file: signedFile });
    expect(
      ok(await svc.from("commercial_condition").select("id").eq("company_id", company.id).eq("status", "signed")),
    ).toHaveLength(1);
    expect(ok(await (await asRole(XCSM)).from("commercial_condition").select("id").eq("id", created.id))).toEqual([]);
  });
});

describe("cooptation", () => {
  it("submitted by marketing, qualified by a consultant, placed and met by the system, approved by a CSM, paid by accounting — R:REQ-COOPT-ROLES, R:REQ-COOPT-BONUS, R:REQ-COOPT-EMPLOYEE", async () => {
    // the referees are new to the agency: created on the spot, as the referral form creates them
    const newTalent = async (last_name: string) =>
      ok(
        await (await asRole(CONS)).rpc("save_talent", { p_values: { first_name: "Filleul", last_name } }).single(),
      ) as Row;
    const referee = await newTalent("Coopté");
    const other = await newTalent("Collègue");
    const coopted = ids(ok(await svc.from("cooptation").select("coopted_id")));
    const referrer = (
      ok(await svc.from("talent").select("id").eq("workspace_id", RENFORT).order("id").limit(50)) as Row[]
    ).find((t) => !coopted.has(t.id as string))!;
    const row = { workspace_id: RENFORT, coopted_id: referee.id, coopted_by_id: referrer.id, bonus_amount: 200 };
    expect(
      refused(
        await (
          await asRole(MKT)
        )
          .from("cooptation")
          .insert({ ...row, bonus_amount: 2000 })
          .select()
          .single(),
      ).message,
    ).toBe("La prime de cooptation doit être comprise entre 50,00 € et 1000,00 €");
    const created = ok(await (await asRole(MKT)).from("cooptation").insert(row).select().single()) as Row;
    // an employee's referral is declared by that employee: the database names the member
    ok(
      await (await asRole(XCSM)).from("cooptation").insert({
        ...row,
        coopted_id: other.id,
        coopted_by_id: null,
        referrer_type: "employee",
        referrer_team_member_id: null,
      }),
    );
    const employee = ok(
      await svc.from("cooptation").select("id, referrer_team_member_id").eq("coopted_id", other.id).single(),
    ) as Row;
    expect(employee.referrer_team_member_id).toBeTruthy();
    ok(await svc.from("cooptation").delete().eq("id", employee.id));
    const last = await walk("cooptation", created.id, "cooptation_status", [
      { as: CONS, set: { status: "qualified" }, wrong: [{ as: MKT }] },
      { as: "system", set: { status: "referee_placed" }, wrong: [{ as: CONS }] },
      { as: "system", set: { status: "condition_met", progress_value: 152 } },
      { as: CSM, set: { status: "approved" }, wrong: [{ as: CONS }] },
      { as: ACC, set: { status: "paid", payment_reference: "PRIME-TEST-1" }, wrong: [{ as: CSM }] },
    ]);
    expect(last.paid_at).not.toBeNull();
  });
});

describe("reference check", () => {
  it("asked by an external CSM, contacted after consent, completed by a consultant with job-related answers — R:REQ-REF-ROLES, R:REQ-REF-CONSENT, R:REQ-REF-OUTCOME", async () => {
    const talent = ok(
      await svc
        .from("talent")
        .select("id")
        .eq("workspace_id", RENFORT)
        .eq("qualification_status", "to_qualify")
        .limit(1)
        .single(),
    ) as Row;
    const created = ok(
      await (
        await asRole(XCSM)
      )
        .from("reference_check")
        .insert({
          workspace_id: RENFORT,
          talent_id: talent.id,
          referee_name: "Marc Durand",
          referee_phone: "+33478000000",
          reminder_date: daysFromToday(2),
        })
        .select()
        .single(),
    ) as Row;
    expect(created.due_at).not.toBeNull();
    const last = await walk("reference_check", created.id, "reference_check_status", [
      { as: CONS, set: { status: "consent_pending" }, wrong: [{ as: CSM, code: NO_ROW }] },
      {
        as: XCSM,
        set: { status: "to_contact", consent_obtained_at: new Date(Date.now() - 60_000).toISOString() },
        wrong: [
          {
            as: XCSM,
            set: { consent_obtained_at: null },
            message: "Pour passer au statut « À contacter », renseignez : la date du consentement du candidat",
          },
        ],
      },
      { as: CONS, set: { status: "in_progress" } },
      {
        as: XCSM,
        set: {
          status: "completed",
          outcome: "positive",
          note: "Fiable et autonome.",
          questions_answers: [{ question: "Autonomie ?", answer: "Oui" }],
        },
        wrong: [
          {
            as: CONS,
            set: { questions_answers: [] },
            message: "Pour passer au statut « Terminée », renseignez : les questions et réponses",
          },
        ],
      },
    ]);
    expect(last.performed_by_id).toBeTruthy();
    expect(ok(await (await asRole(CSM)).from("reference_check").select("status").eq("id", created.id))).toEqual([
      { status: "completed" },
    ]);
  });
});

describe("scheduled e-mail", () => {
  it("written by a consultant, scheduled outside quiet hours, sent by the mailer; campaigns reserved to marketing — R:REQ-MAIL-ROLES, R:REQ-MAIL-QUIET-HOURS, R:REQ-MAIL-CAMPAIGNS", async () => {
    const [talent] = ok(
      await svc
        .from("talent")
        .select("id")
        .eq("workspace_id", RENFORT)
        .eq("qualification_status", "qualified")
        .limit(1),
    ) as Row[];
    const pool = ok(
      await svc
        .from("hiring_pool")
        .select("id")
        .eq("workspace_id", RENFORT)
        .eq("visibility", "workspace")
        .limit(1)
        .single(),
    ) as Row;
    expect(
      refused(
        await (
          await asRole(CONS)
        )
          .from("scheduled_email")
          .insert({ workspace_id: RENFORT, hiring_pool_id: pool.id, subject: "Campagne", content: "Bonjour" })
          .select()
          .single(),
      ).message,
    ).toBe("Les campagnes vers un vivier sont réservées au marketing");
    const created = ok(
      await (
        await asRole(CONS)
      )
        .from("scheduled_email")
        .insert({
          workspace_id: RENFORT,
          talent_id: talent.id,
          subject: "Une mission pour vous",
          content: "Bonjour, une mission de maçon vous attend.",
        })
        .select()
        .single(),
    ) as Row;
    const night = `${daysFromToday(3)}T21:30:00Z`;
    await walk("scheduled_email", created.id, "scheduled_email_status", [
      {
        as: CONS,
        set: { status: "scheduled", send_at: weekdayMorning(3) },
        wrong: [
          { as: XCSM, code: NO_ROW },
          {
            as: CONS,
            set: { send_at: night },
            message: "Pas d'envoi entre 21 h et 8 h ni le dimanche (heure de Paris)",
          },
        ],
      },
      { as: "system", set: { status: "sending" }, wrong: [{ as: MKT }] },
    ]);
    expect(ok(await svc.rpc("complete_scheduled_email", { p_id: created.id, p_sent: true }))).toBe("sent");
    expect(
      ok(
        await (
          await asRole(CONS)
        )
          .from("scheduled_email")
          .select("status, is_sent, sent_at")
          .eq("id", created.id)
          .single(),
      ),
    ).toMatchObject({ status: "sent", is_sent: true });
  });
});

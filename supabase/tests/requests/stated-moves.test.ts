// The moves docs/rules/requests.md states, as its bullets « Créer : … Valider : … » name them,
// compared with public.status_transition (supabase/schemas/03_workflow.sql): for each move the
// docs name, the roles that make it (the developer aside: he may force any move), the roles
// limited to their own requests, and the reason or fields it asks. The transition trigger
// enforces that table for every request type and role (supabase/tests/requests/workflow.test.ts,
// R:REQ-MOVE-ROLES): a move the docs give to a role the table does not, or the reverse, fails
// here. Direct engine, read only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, type TestDatabase } from "../support/db.ts";

let db: TestDatabase;
type Row = {
  entity: string;
  from_status: string | null;
  to_status: string;
  roles: string[];
  requester_only_roles: string[];
  requires_comment: boolean;
  required_fields: string[];
};
let rows: Row[] = [];
let editable = new Map<string, string[]>();
let requestTypes: string[] = [];

beforeAll(async () => {
  db = await testDatabase();
  await db.system(async (q) => {
    rows = (
      await q<Row>(
        `select entity, from_status, to_status, roles::text[] as roles, requester_only_roles::text[] as requester_only_roles,
                requires_comment, required_fields
         from public.status_transition where status_column = 'status'`,
      )
    ).rows;
    const types = await q<{ entity: string; editable_statuses: string[] }>(
      "select entity, editable_statuses::text[] as editable_statuses from public.request_type",
    );
    requestTypes = types.rows.map((t) => t.entity);
    editable = new Map(types.rows.map((t) => [t.entity, t.editable_statuses]));
  });
});

afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const ROLE: Record<string, string> = {
  CONS: "consultant_team_member",
  CSM: "csm_team_member",
  XCSM: "external_csm_team_member",
  ACC: "accounting_team_member",
  MKT: "team_member_marketing",
  IND: "team_member_independent_administrator",
};
const ABBR = Object.fromEntries(Object.entries(ROLE).map(([a, r]) => [r, a]));

/** A move as the docs state it: "from → to" (from "∅" = creation), the roles (none = the system only). */
type Stated = [move: string, roles: string, extra?: { own?: string; comment?: boolean; fields?: string[] }];

/** What the table holds for each move the docs state, in the docs' terms. */
function actual(entity: string, stated: Stated[]) {
  return stated.map(([move, , extra]) => {
    const [from, to] = move.split(" → ");
    const row = rows.find((r) => r.entity === entity && (r.from_status ?? "∅") === from && r.to_status === to);
    if (!row) return [move, "absent", {}];
    const roles = row.roles
      .filter((r) => r !== "team_member_developer")
      .map((r) => ABBR[r] ?? r)
      .sort()
      .join(" ");
    const own = row.requester_only_roles
      .map((r) => ABBR[r] ?? r)
      .sort()
      .join(" ");
    return [
      move,
      roles,
      {
        ...(extra?.own !== undefined ? { own } : {}),
        ...(extra?.comment !== undefined ? { comment: row.requires_comment } : {}),
        ...(extra?.fields !== undefined ? { fields: [...row.required_fields].sort() } : {}),
      },
    ];
  });
}

/** The docs' statement, normalised as `actual` gives it. */
const expected = (stated: Stated[]) =>
  stated.map(([move, roles, extra]) => [
    move,
    roles.split(" ").filter(Boolean).sort().join(" "),
    {
      ...(extra?.own !== undefined ? { own: extra.own.split(" ").filter(Boolean).sort().join(" ") } : {}),
      ...(extra?.comment !== undefined ? { comment: extra.comment } : {}),
      ...(extra?.fields !== undefined ? { fields: [...extra.fields].sort() } : {}),
    },
  ]);

const check = (entity: string, stated: Stated[]) => expect(actual(entity, stated)).toEqual(expected(stated));

describe("the moves of each request type, as docs/rules/requests.md states them", () => {
  it("training: created by CONS, CSM, XCSM; validated or refused by CSM or ACC; booked by CSM, XCSM; session, absence by CSM; certificate or failure by CSM, XCSM — R:REQ-TRAINING-ROLES", () => {
    check("qualification_training_request", [
      ["∅ → requested", "CONS CSM XCSM"],
      ["requested → approved", "CSM ACC"],
      ["requested → rejected", "CSM ACC", { comment: true }],
      ["approved → booked", "CSM XCSM"],
      ["booked → in_progress", "CSM"],
      ["in_progress → completed", "CSM"],
      ["booked → no_show", "CSM"],
      ["completed → certified", "CSM XCSM"],
      ["completed → failed", "CSM XCSM"],
    ]);
  });

  it("medical visit: created by CONS, CSM, XCSM; asked, booked and absence by CSM, XCSM; done by CSM, also after the fact; notice by CSM, XCSM — R:REQ-MED-ROLES, R:REQ-MED-PAST-VISIT", () => {
    check("medical_checkup_request", [
      ["∅ → to_schedule", "CONS CSM XCSM"],
      ["to_schedule → requested", "CSM XCSM"],
      ["requested → scheduled", "CSM XCSM"],
      ["scheduled → no_show", "CSM XCSM"],
      ["scheduled → done", "CSM"],
      ["to_schedule → done", "CSM", { fields: ["appointment_at", "medical_center_id"] }],
      ["requested → done", "CSM", { fields: ["appointment_at", "medical_center_id"] }],
      ["done → certificate_received", "CSM XCSM"],
    ]);
  });

  it("carte BTP: drafted and submitted by CONS, CSM, XCSM; paid by ACC; received and handed by CSM, XCSM; rejected by CSM with a reason — R:REQ-CARD-ROLES", () => {
    check("professional_card_request", [
      ["∅ → draft", "CONS CSM XCSM"],
      ["draft → submitted", "CONS CSM XCSM"],
      ["submitted → paid", "ACC"],
      ["awaiting_payment → paid", "ACC"],
      ["paid → card_received", "CSM XCSM"],
      ["card_received → delivered", "CSM XCSM"],
      ["submitted → rejected", "CSM", { comment: true }],
      ["awaiting_payment → rejected", "CSM", { comment: true }],
    ]);
  });

  it("meal cards: asked by CONS, XCSM; validated or refused by CSM; ordered and loaded by ACC — R:REQ-MEAL-ROLES", () => {
    check("meal_card_request", [
      ["∅ → requested", "CONS XCSM"],
      ["requested → validated", "CSM"],
      ["requested → rejected", "CSM", { comment: true }],
      ["validated → ordered", "ACC"],
      ["ordered → loaded", "ACC"],
    ]);
  });

  it("expense claims: written and submitted by CONS, XCSM; decided by CSM or ACC; paid by ACC; canceled by their requester before the decision only — R:REQ-EXP-ROLES", () => {
    check("expense_claim_request", [
      ["∅ → draft", "CONS XCSM"],
      ["∅ → submitted", "CONS XCSM"],
      ["draft → submitted", "CONS XCSM"],
      ["submitted → approved", "CSM ACC"],
      ["submitted → partially_approved", "CSM ACC"],
      ["submitted → rejected", "CSM ACC", { comment: true }],
      ["approved → paid", "ACC"],
      ["partially_approved → paid", "ACC"],
      ["draft → canceled", "CONS XCSM", { own: "CONS XCSM" }],
      ["submitted → canceled", "CONS XCSM", { own: "CONS XCSM" }],
      ["approved → canceled", "absent"],
      ["partially_approved → canceled", "absent"],
    ]);
  });

  it("an independent's payment: asked by IND, CONS; validated, refused and scheduled by IND; paid by ACC — R:REQ-INDPAY-ROLES", () => {
    check("independent_payment_request", [
      ["∅ → requested", "IND CONS"],
      ["requested → approved", "IND"],
      ["requested → rejected", "IND", { comment: true }],
      ["approved → scheduled", "IND"],
      ["scheduled → paid", "ACC"],
    ]);
  });

  it("an independent's monthly invoice: generated and validated or disputed by IND; booked, paid and canceled by ACC — R:REQ-INDINV-ROLES", () => {
    check("independent_monthly_invoice", [
      ["draft → generated", "IND"],
      ["generated → pending_independent_validation", "IND"],
      ["pending_independent_validation → validated", "IND"],
      ["pending_independent_validation → disputed", "IND"],
      ["validated → booked", "ACC"],
      ["booked → partially_paid", "ACC"],
      ["booked → paid", "ACC"],
      ["partially_paid → paid", "ACC"],
      ["draft → canceled", "ACC"],
      ["generated → canceled", "ACC"],
      ["pending_independent_validation → canceled", "ACC"],
      ["validated → canceled", "ACC"],
      ["booked → canceled", "ACC"],
      ["disputed → canceled", "ACC"],
    ]);
  });

  it("a recruitment office invoice: asked by CONS; validated by CSM or ACC; invoiced, cashed and credited by ACC; canceled by CSM before the invoice — R:REQ-RECRUIT-ROLES", () => {
    check("recruitment_office_invoice_request", [
      ["∅ → requested", "CONS"],
      ["requested → approved", "CSM ACC"],
      ["approved → invoiced", "ACC"],
      ["invoiced → paid", "ACC"],
      ["invoiced → credit_note", "ACC"],
      ["paid → credit_note", "ACC"],
      ["requested → canceled", "CSM"],
      ["approved → canceled", "CSM"],
      ["invoiced → canceled", "absent"],
    ]);
  });

  it("credit insurance: drafted by CSM, CONS; sent, decided and terminated by ACC; expired by the system — R:REQ-INS-ROLES", () => {
    check("company_insurance_request", [
      ["∅ → draft", "CSM CONS"],
      ["draft → submitted", "ACC"],
      ["submitted → granted", "ACC"],
      ["submitted → partially_granted", "ACC"],
      ["submitted → refused", "ACC", { comment: true }],
      ["granted → terminated", "ACC"],
      ["partially_granted → terminated", "ACC"],
      ["granted → expired", ""],
      ["partially_granted → expired", ""],
    ]);
  });

  it("work accident: reported by CONS, CSM, XCSM; prior information by CSM, XCSM; declared by CSM, ACC with the accident sheet handed; decided and closed by CSM — R:REQ-AT-ROLES, R:REQ-AT-SHEET", () => {
    check("work_accident_request", [
      ["∅ → reported", "CONS CSM XCSM"],
      ["reported → prior_info_received", "CSM XCSM"],
      ["prior_info_received → declared", "CSM ACC", { fields: ["accident_sheet_given_at", "dat_reference"] }],
      ["declared → under_investigation", "CSM"],
      ["declared → recognized", "CSM"],
      ["declared → refused", "CSM"],
      ["under_investigation → recognized", "CSM"],
      ["under_investigation → refused", "CSM"],
      ["recognized → closed", "CSM"],
      ["refused → closed", "CSM"],
    ]);
  });

  it("commercial conditions: drafted, submitted and canceled by their author (CONS, CSM); validated or sent back by ACC; sent by CSM, CONS; signed, refused, superseded and expired by the system or the client — R:REQ-CC-ROLES", () => {
    check("commercial_condition", [
      ["∅ → draft", "CONS CSM"],
      ["draft → pending_validation", "CONS CSM", { own: "CONS CSM" }],
      ["draft → canceled", "CONS CSM", { own: "CONS CSM" }],
      ["pending_validation → canceled", "CONS CSM", { own: "CONS CSM" }],
      ["pending_validation → validated", "ACC"],
      ["pending_validation → draft", "ACC"],
      ["validated → sent_for_signature", "CSM CONS"],
      ["sent_for_signature → signed", ""],
      ["sent_for_signature → rejected_by_client", ""],
      ["signed → superseded", ""],
      ["signed → expired", ""],
    ]);
  });

  it("commercial conditions change no more once submitted: only a draft is edited — R:REQ-CC-FROZEN", () => {
    expect(editable.get("commercial_condition")).toEqual(["draft"]);
  });

  it("cooptation: declared by CONS, XCSM, MKT; qualified or refused by CONS; placed, met and expired by the system; approved by CSM, ACC; paid by ACC — R:REQ-COOPT-ROLES", () => {
    check("cooptation", [
      ["∅ → submitted", "CONS XCSM MKT"],
      ["submitted → qualified", "CONS"],
      ["submitted → rejected", "CONS", { comment: true }],
      ["qualified → referee_placed", ""],
      ["referee_placed → condition_met", ""],
      ["condition_met → approved", "CSM ACC"],
      ["approved → paid", "ACC"],
      ["submitted → expired", ""],
      ["qualified → expired", ""],
    ]);
  });

  it("reference checks: CONS and XCSM make every move; contacted once the consent is dated; completed with its outcome and summary — R:REQ-REF-ROLES, R:REQ-REF-CONSENT, R:REQ-REF-OUTCOME", () => {
    const moves = rows.filter((r) => r.entity === "reference_check");
    expect(moves.length).toBeGreaterThan(10);
    expect([
      ...new Set(
        moves.map((r) => actual("reference_check", [[`${r.from_status ?? "∅"} → ${r.to_status}`, ""]])[0]![1]),
      ),
    ]).toEqual(["CONS XCSM"]);
    check("reference_check", [
      ["requested → to_contact", "CONS XCSM", { fields: ["consent_obtained_at"] }],
      ["consent_pending → to_contact", "CONS XCSM", { fields: ["consent_obtained_at"] }],
      ["in_progress → completed", "CONS XCSM", { fields: ["note", "outcome", "questions_answers"] }],
    ]);
  });

  it("scheduled e-mails: written, scheduled, rescheduled and canceled by MKT, and by CONS and CSM on their own; sent by the system — R:REQ-MAIL-ROLES", () => {
    const own = { own: "CONS CSM" };
    check("scheduled_email", [
      ["draft → scheduled", "MKT CONS CSM", own],
      ["scheduled → draft", "MKT CONS CSM", own],
      ["failed → scheduled", "MKT CONS CSM", own],
      ["draft → canceled", "MKT CONS CSM", own],
      ["scheduled → canceled", "MKT CONS CSM", own],
      ["scheduled → sending", ""],
      ["sending → sent", ""],
      ["sending → partially_failed", ""],
      ["sending → failed", ""],
      ["sending → canceled", "absent"],
    ]);
  });

  it("training centres: created, changed and delisted by CSM, a delisting with its reason — R:REQ-CENTRE-ROLES", () => {
    check("qualification_center", [
      ["∅ → active", "CSM"],
      ["active → inactive", "CSM"],
      ["inactive → active", "CSM"],
      ["active → blacklisted", "CSM", { comment: true }],
      ["inactive → blacklisted", "CSM", { comment: true }],
      ["blacklisted → active", "CSM"],
    ]);
  });

  it("medical centres: created and changed by CSM — R:REQ-MEDCENTRE-ROLES", () => {
    check("medical_center", [
      ["∅ → active", "CSM"],
      ["active → inactive", "CSM"],
      ["inactive → active", "CSM"],
    ]);
  });

  it("every refusal of every request type asks its reason — R:REQ-REFUSAL-REASON", () => {
    const refusals = rows.filter(
      (r) =>
        requestTypes.includes(r.entity) &&
        ["rejected", "refused", "declined"].includes(r.to_status) &&
        r.roles.some((role) => role !== "team_member_developer"),
    );
    expect(refusals.length).toBeGreaterThan(10);
    expect(
      refusals.filter((r) => !r.requires_comment).map((r) => `${r.entity} ${r.from_status} → ${r.to_status}`),
    ).toEqual([]);
  });
});

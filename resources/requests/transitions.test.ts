// Which moves a role may make, and which fields a move asks for: the front end's reading of
// status_transition rows (the advance payment's, as the migration writes them).
import { describe, expect, it } from "vitest";
import { availableTransitions, isOwnRequest, leaves, missingFields, type Transition } from "./transitions.ts";

const CONS = "consultant_team_member";
const XCSM = "external_csm_team_member";
const CSM = "csm_team_member";
const ACC = "accounting_team_member";
const MKT = "team_member_marketing";

const row = (from: string | null, to: string, roles: string[], extra: Partial<Transition> = {}): Transition => ({
  from_status: from,
  to_status: to,
  roles: roles as Transition["roles"],
  requester_only_roles: [],
  required_fields: [],
  requires_comment: false,
  ...extra,
});

// advance_payment_request's transitions (status_transition, supabase/schemas/03_workflow.sql)
const ADVANCE: Transition[] = [
  row(null, "requested", [CONS, XCSM]),
  row("requested", "approved", [CSM, ACC], { required_fields: ["approved_amount"] }),
  row("requested", "rejected", [CSM, ACC], { requires_comment: true }),
  row("approved", "paid", [ACC], { required_fields: ["payment_reference"] }),
  row("paid", "deducted", [], { required_fields: ["deducted_in_pay_tracking_id"] }),
  row("requested", "canceled", [CONS, XCSM], { requester_only_roles: [CONS, XCSM] as Transition["roles"] }),
  row("approved", "canceled", [ACC], { requires_comment: true }),
  row("*", "canceled", [CSM]),
];

const targets = (o: Parameters<typeof availableTransitions>[1]) =>
  availableTransitions(ADVANCE, o)
    .map((t) => t.to_status)
    .sort();

describe("availableTransitions", () => {
  it.each([
    {
      who: "CSM on a requested advance",
      status: "requested",
      roles: [CSM],
      isOwn: false,
      expected: ["approved", "canceled", "rejected"],
    },
    {
      who: "accounting on a requested advance",
      status: "requested",
      roles: [ACC],
      isOwn: false,
      expected: ["approved", "rejected"],
    },
    { who: "the consultant who asked", status: "requested", roles: [CONS], isOwn: true, expected: ["canceled"] },
    { who: "another consultant (requester-only rule)", status: "requested", roles: [CONS], isOwn: false, expected: [] },
    {
      who: "accounting on an approved advance",
      status: "approved",
      roles: [ACC],
      isOwn: false,
      expected: ["canceled", "paid"],
    },
    { who: "marketing (no rule names it)", status: "requested", roles: [MKT], isOwn: true, expected: [] },
    {
      who: "anyone on a paid advance (system-only deduction)",
      status: "paid",
      roles: [ACC, CONS],
      isOwn: true,
      expected: [],
    },
    {
      who: "a CSM through the '*' rule on an approved one",
      status: "approved",
      roles: [CSM],
      isOwn: false,
      expected: ["canceled"],
    },
  ])("$who → $expected", ({ status, roles, isOwn, expected }) => {
    expect(targets({ status, roles, isOwn })).toEqual(expected);
  });

  it("offers nothing on a closed request", () => {
    expect(targets({ status: "requested", roles: [CSM], isOwn: false, closed: true })).toEqual([]);
  });

  it("leaves out the targets a type's own card reaches (elsewhere)", () => {
    expect(targets({ status: "requested", roles: [CSM], isOwn: false, elsewhere: ["approved"] })).toEqual([
      "canceled",
      "rejected",
    ]);
  });

  it("never offers the creation rule (from null) as a move", () => {
    expect(ADVANCE.filter((t) => leaves(t, "requested")).some((t) => t.from_status === null)).toBe(false);
    expect(ADVANCE.filter((t) => leaves(t, null)).map((t) => t.to_status)).toEqual(["requested"]);
  });
});

describe("missingFields", () => {
  const approve = ADVANCE[1];
  const pay = ADVANCE[3];
  it.each([
    {
      name: "approval without an approved amount",
      t: approve,
      values: { approved_amount: null },
      expected: ["approved_amount"],
    },
    { name: "approval with an amount", t: approve, values: { approved_amount: 120 }, expected: [] },
    {
      name: "payment with a blank reference",
      t: pay,
      values: { payment_reference: "  " },
      expected: ["payment_reference"],
    },
    { name: "payment with a reference", t: pay, values: { payment_reference: "VIR-1" }, expected: [] },
    {
      name: "an empty list counts as missing",
      t: row("a", "b", [CSM], { required_fields: ["end_documents"] }),
      values: { end_documents: [] },
      expected: ["end_documents"],
    },
    { name: "zero is a value", t: approve, values: { approved_amount: 0 }, expected: [] },
  ])("$name", ({ t, values, expected }) => {
    expect(missingFields(t, values)).toEqual(expected);
  });
});

describe("isOwnRequest", () => {
  it.each([
    { requester: "me", me: "me", managees: [], expected: true },
    { requester: "m1", me: "me", managees: ["m1"], expected: true },
    { requester: "other", me: "me", managees: ["m1"], expected: false },
    { requester: null, me: "me", managees: [], expected: false },
  ])("$requester by $me (managees $managees) → $expected", ({ requester, me, managees, expected }) => {
    expect(isOwnRequest(requester, me, managees)).toBe(expected);
  });
});

// The shared reading of the transition table, against the migrations' own rows
// (supabase/permissions.json): who may reach which status, "*" rules, comments, creation,
// requester-only roles, required fields and the developer's override.
import { describe, expect, it } from "vitest";
import { transitionRows } from "../../test/transitions.ts";
import {
  allowedRules,
  allowedTargets,
  mayMove,
  missingFields,
  rolesFor,
  ruleFor,
  statusChoices,
  type TransitionRule,
} from "./transitions.ts";

const CONS = "consultant_team_member";
const CSM = "csm_team_member";
const XCSM = "external_csm_team_member";
const ACC = "accounting_team_member";
const MKT = "team_member_marketing";
const DEV = "team_member_developer";
const ADMIN = "team_member_independent_administrator";

describe("allowedTargets (permissions.json)", () => {
  it.each<[string, string, string | null, string[], string[]]>([
    // "*" → archived for CSM and accounting, Inactif for the CSM only
    ["company", "status", "active", [CSM], ["inactive", "archived"]],
    ["company", "status", "active", [ACC], ["archived", "blocked"]],
    ["company", "status", "active", [CONS], []],
    ["company", "status", "blocked", [ACC], ["archived", "active"]],
    ["company", "status", null, [CONS], ["active", "prospect"]],
    ["agency", "status", "active", [CONS], ["inactive"]],
    ["agency", "status", "active", [ACC], ["closed"]],
    ["contact", "status", "active", [XCSM], ["left_company"]],
    ["contact", "status", "active", [CSM], ["archived", "left_company"]],
    ["talent", "qualification_status", "new", [MKT], ["to_qualify"]],
    ["talent", "qualification_status", "new", [ADMIN], ["qualified"]],
    ["talent", "qualification_status", "archived", [CONS], ["to_qualify"]],
    ["talent", "availability_status", "available", [CSM], ["unavailable"]],
    ["mission", "job_posting_status", "draft", [MKT], ["archived", "published"]],
    ["mission", "job_posting_status", "published", [CSM, XCSM], []],
    ["contract", "status", "validated", [ACC], ["consultant_review"]],
    ["recruitment_office_invoice_request", "status", "paid", [ACC], ["credit_note"]],
  ])("%s.%s from %s for %j: %j", (entity, column, from, roles, targets) => {
    expect(allowedTargets(transitionRows(entity, column), from, roles).sort()).toEqual([...targets].sort());
  });

  it("never offers the system's moves nor a move to the same status", () => {
    const rules = transitionRows("talent", "qualification_status");
    expect(allowedTargets(rules, "archived", [CONS, CSM, XCSM, MKT, ACC, ADMIN, DEV])).not.toContain("anonymized");
    expect(allowedTargets(rules, "archived", [CONS])).not.toContain("archived");
  });
});

describe("ruleFor / mayMove / rolesFor", () => {
  const contract = transitionRows("contract");
  it("finds the rule the database applies, with its comment", () => {
    expect(ruleFor(contract, "signed", "canceled", [ACC])).toMatchObject({ requires_comment: true });
    expect(mayMove(contract, "validated", "sent_for_signature", [CSM])).toBe(true);
    expect(mayMove(contract, "validated", "sent_for_signature", [CONS])).toBe(true);
    expect(mayMove(contract, "validated", "sent_for_signature", [ACC, XCSM, ADMIN])).toBe(false);
    // a developer's forced move is not an ordinary one
    expect(mayMove(contract, "validated", "sent_for_signature", [DEV])).toBe(false);
  });

  it("lists the roles of a move, exact and '*' rules together", () => {
    expect(rolesFor(transitionRows("timesheet_week"), "draft", "pending_signature").sort()).toEqual([CONS, CSM, XCSM]);
    expect(rolesFor(transitionRows("company"), "inactive", "archived").sort()).toEqual([ACC, CSM]);
  });

  it("prefers the exact from-status over '*' for one target", () => {
    const rules: TransitionRule[] = [
      { from_status: "*", to_status: "on_hold", roles: [CONS], requires_comment: true },
      { from_status: "open", to_status: "on_hold", roles: [CONS], requires_comment: false },
    ];
    expect(allowedRules(rules, "open", [CONS])).toEqual([rules[1]]);
    expect(allowedRules(rules, "draft", [CONS])).toEqual([rules[0]]);
  });

  it("counts a requester-only role on the user's own records only", () => {
    const rules: TransitionRule[] = [
      { from_status: "requested", to_status: "canceled", roles: [CONS, CSM], requester_only_roles: [CONS] },
    ];
    expect(mayMove(rules, "requested", "canceled", [CONS], { isOwn: true })).toBe(true);
    expect(mayMove(rules, "requested", "canceled", [CONS], { isOwn: false })).toBe(false);
    expect(mayMove(rules, "requested", "canceled", [CSM], { isOwn: false })).toBe(true);
  });

  it("tells the required fields a row lacks", () => {
    const rule = { required_fields: ["appointment_at", "convocation_file", "risk_reasons"] };
    expect(missingFields(rule, { appointment_at: "2026-03-02", convocation_file: " ", risk_reasons: [] })).toEqual([
      "convocation_file",
      "risk_reasons",
    ]);
    expect(missingFields({}, {})).toEqual([]);
  });
});

describe("statusChoices", () => {
  const values = <S extends string>(choices: { value: S }[]) => choices.map((c) => c.value);
  const COMPANY = ["prospect", "active", "inactive", "blocked", "archived"] as const;
  const QUALIFICATION_CENTER = ["active", "inactive", "blacklisted"] as const;

  it("offers the saved status and the reachable ones, never a move that needs a comment the field cannot send", () => {
    const rules = transitionRows("company");
    expect(values(statusChoices(rules, { statuses: COMPANY, from: "active", roles: [ACC] }))).toEqual([
      "active",
      "archived",
    ]);
    expect(values(statusChoices(rules, { statuses: COMPANY, from: "active", roles: [CONS] }))).toEqual(["active"]);
    expect(values(statusChoices(rules, { statuses: COMPANY, from: null, roles: [CSM] }))).toEqual([
      "prospect",
      "active",
    ]);
  });

  it("offers a move that needs a comment to a field that sends one, flagged", () => {
    const rules = transitionRows("qualification_center");
    expect(values(statusChoices(rules, { statuses: QUALIFICATION_CENTER, from: "active", roles: [CSM] }))).toEqual([
      "active",
    ]);
    expect(
      statusChoices(rules, { statuses: QUALIFICATION_CENTER, from: "active", roles: [CSM], withComment: true }),
    ).toEqual([
      { value: "active", current: true, requiresComment: false, forced: false },
      { value: "inactive", current: false, requiresComment: true, forced: false },
      { value: "blacklisted", current: false, requiresComment: true, forced: false },
    ]);
    expect(
      values(statusChoices(rules, { statuses: QUALIFICATION_CENTER, from: "active", roles: [ACC], withComment: true })),
    ).toEqual(["active"]);
  });

  it("lets a developer create at a creation status, and force the others only with a comment — R:ROLE-BREAK-GLASS-SCREENS", () => {
    const rules = transitionRows("company");
    expect(values(statusChoices(rules, { statuses: COMPANY, from: null, roles: [DEV] }))).toEqual([
      "prospect",
      "active",
    ]);
    expect(values(statusChoices(rules, { statuses: COMPANY, from: "active", roles: [DEV] }))).toEqual(["active"]);
    const forced = statusChoices(transitionRows("qualification_center"), {
      statuses: QUALIFICATION_CENTER,
      from: "inactive",
      roles: [DEV],
      withComment: true,
    });
    expect(forced).toEqual([
      { value: "active", current: false, requiresComment: true, forced: true },
      { value: "inactive", current: true, requiresComment: false, forced: false },
      { value: "blacklisted", current: false, requiresComment: true, forced: true },
    ]);
  });
});

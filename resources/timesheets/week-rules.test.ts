// A week's moves per role over the migrations' transition rows (supabase/permissions.json).
import { describe, expect, it } from "vitest";
import { transitionRows } from "../../src/test/transitions.ts";
import { weekMoves } from "./week-rules.ts";

const CONS = ["consultant_team_member"];
const CSM = ["csm_team_member"];
const XCSM = ["external_csm_team_member"];
const ACC = ["accounting_team_member"];
const DEV = ["team_member_developer"];
const RULES = transitionRows("timesheet_week");

describe("weekMoves", () => {
  it.each([
    ["draft", 35, CONS, ["send"]],
    ["draft", 0, CSM, ["cancel"]],
    ["draft", 35, CSM, ["send", "cancel"]],
    ["draft", 35, XCSM, ["send"]],
    // an empty week is not sent (stricter than the database, see week-rules.ts)
    ["draft", 0, CONS, []],
    ["draft", 35, ACC, []],
    // a developer's send would be a forced move without its comment: refused, not offered
    ["draft", 35, DEV, []],
    ["pending_signature", 35, CSM, ["renew", "cancel"]],
    ["pending_signature", 35, DEV, ["renew"]],
    ["pending_signature", 35, CONS, []],
    ["signature_expired", 35, CONS, []],
    ["signature_expired", 35, XCSM, ["renew"]],
    // renewing an expired link moves it back to pending: the table's rule, not a developer's
    ["signature_expired", 35, DEV, []],
    ["signed", 35, CSM, ["validate"]],
    ["signed", 35, ACC, ["validate"]],
    ["signed", 35, CONS, []],
    ["validated", 35, ACC, ["unlock"]],
    ["validated", 35, CSM, []],
    ["exported", 35, ACC, []],
  ] as const)(
    "%s week of %i h for %j: %j — R:TS-SEND, R:TS-RENEW, R:TS-VALIDATE, R:TS-UNLOCK, R:TS-CANCEL",
    (status, total, roles, moves) => expect(weekMoves({ status, total_hours: total }, roles, RULES)).toEqual(moves),
  );
});

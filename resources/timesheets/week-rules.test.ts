import { describe, expect, it } from "vitest";
import { weekMoves } from "./week-rules.ts";

const CONS = ["consultant_team_member"];
const CSM = ["csm_team_member"];
const ACC = ["accounting_team_member"];

describe("weekMoves", () => {
  it.each([
    ["draft", 35, CONS, ["send"]],
    ["draft", 0, CSM, ["cancel"]],
    ["draft", 35, CSM, ["send", "cancel"]],
    ["draft", 0, CONS, []],
    ["draft", 35, ACC, []],
    ["pending_signature", 35, CSM, ["renew", "cancel"]],
    ["pending_signature", 35, CONS, []],
    ["signature_expired", 35, CONS, []],
    ["signed", 35, CSM, ["validate"]],
    ["signed", 35, ACC, ["validate"]],
    ["signed", 35, CONS, []],
    ["validated", 35, ACC, ["unlock"]],
    ["validated", 35, CSM, []],
    ["exported", 35, ACC, []],
  ] as const)("%s week of %i h for %j: %j", (status, total, roles, moves) =>
    expect(weekMoves({ status, total_hours: total }, roles)).toEqual(moves),
  );
});

import { describe, expect, it } from "vitest";
import { groupBySeverity, type ActionItem } from "./action-centre.utils.ts";

const item = (rule: string, severity: string, total: number, id = Math.random().toString()): ActionItem => ({
  rule,
  severity,
  total,
  subject_id: id,
  subject_type: "contract",
  workspace_id: "w",
  label: id,
  due_at: null as unknown as string,
  link: `/x/${id}`,
});

describe("groupBySeverity", () => {
  it("orders critical, warning then info, and counts each rule's total", () => {
    const groups = groupBySeverity([
      item("contract_review", "warning", 60),
      item("dpae_missing", "critical", 2),
      item("dpae_missing", "critical", 2),
      item("new_applications", "info", 1),
    ]);
    expect(groups.map((g) => [g.severity, g.count])).toEqual([
      ["critical", 2],
      ["warning", 60],
      ["info", 1],
    ]);
    expect(groups[1].queues[0]).toMatchObject({ rule: "contract_review", total: 60 });
  });

  it.each([
    ["a rule split over severities counts its items in each", ["critical", "warning", "warning"], [1, 2]],
    ["a rule of one severity keeps the function's total", ["warning", "warning"], [9]],
  ])("%s", (_case, severities, counts) => {
    const groups = groupBySeverity(severities.map((s) => item("request_due", s, 9)));
    expect(groups.map((g) => g.count)).toEqual(counts);
  });

  it("has no group when nothing is to do; an unknown severity reads as info", () => {
    expect(groupBySeverity([])).toEqual([]);
    expect(groupBySeverity([item("x", "weird", 1)])[0].severity).toBe("info");
  });
});

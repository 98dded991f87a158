import { describe, expect, it } from "vitest";
import { mayDo } from "./action-rights.ts";

describe("mayDo", () => {
  it("answers from public.action_right's generated rows", () => {
    expect(mayDo(["consultant_team_member"], "application.reactivate")).toBe(true);
    expect(mayDo(["csm_team_member"], "application.reactivate")).toBe(false);
    expect(mayDo(["csm_team_member"], "timesheet_week.renew_link")).toBe(true);
    expect(mayDo(["consultant_team_member"], "timesheet_week.renew_link")).toBe(false);
  });

  it("is true when any of the roles may — R:ROLE-UNION", () => {
    expect(mayDo(["team_member_marketing", "accounting_team_member"], "pay.export")).toBe(true);
    expect(mayDo([], "pay.export")).toBe(false);
  });
});

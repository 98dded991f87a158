// A contract late on its start: the transmission deadline (L1251-17) and the late DPAE (L1221-10).
import { describe, expect, it } from "vitest";
import { dpaeLate, hiringAt, lateStart, transmissionDeadline, type LateStartContract } from "./late-start.ts";

/** Noon in Paris on a day (winter time). */
const noon = (day: string) => new Date(`${day}T11:00:00Z`);

const contract = (values: Partial<LateStartContract> = {}): LateStartContract => ({
  status: "validated",
  start_date: "2026-11-09",
  is_amendment: false,
  contract_type: "mission",
  transmitted_to_talent_at: null,
  ...values,
});

describe("the transmission deadline (2 jours ouvrables after the start, L1251-17)", () => {
  it.each([
    ["2026-11-02", "2026-11-04"],
    // Saturday counts, Sunday does not
    ["2026-11-06", "2026-11-09"],
    // 11 November does not count
    ["2026-11-09", "2026-11-12"],
  ])("a start on %s: %s", (start, deadline) => {
    expect(transmissionDeadline(start)).toBe(deadline);
  });
});

describe("lateStart", () => {
  it.each([
    // the contract: started 16 days earlier, validated, never signed
    ["16 days after the start", "validated", "2026-11-25", "overdue"],
    ["the day after the deadline", "sent_for_signature", "2026-11-13", "overdue"],
    ["on the deadline", "review", "2026-11-12", "started"],
    ["on the start", "draft", "2026-11-09", "started"],
    // Friday 6: Saturday 7 and Monday 9 are the next two jours ouvrables
    ["starting within 2 jours ouvrables", "validated", "2026-11-06", "imminent"],
    ["starting in 3 jours ouvrables", "validated", "2026-11-05", null],
  ])("%s (%s, %s): %s — R:CTR-LATE-START", (_, status, today, kind) => {
    const late = lateStart(contract({ status: status as LateStartContract["status"] }), noon(today));
    expect(late?.kind ?? null).toBe(kind);
    if (late) expect(late).toMatchObject({ start: "2026-11-09", deadline: "2026-11-12" });
  });

  it("a signed contract not handed to the talent after the deadline — R:CTR-LATE-START", () => {
    expect(lateStart(contract({ status: "active" }), noon("2026-11-13"))?.kind).toBe("notTransmitted");
    expect(
      lateStart(contract({ status: "active", transmitted_to_talent_at: "2026-11-09T08:00:00Z" }), noon("2026-11-13")),
    ).toBeNull();
    expect(lateStart(contract({ status: "active" }), noon("2026-11-12"))).toBeNull();
  });

  it("counts days in Paris: 23:30 UTC on the deadline is already the next day", () => {
    expect(lateStart(contract(), new Date("2026-11-12T22:30:00Z"))?.kind).toBe("started");
    expect(lateStart(contract(), new Date("2026-11-12T23:30:00Z"))?.kind).toBe("overdue");
  });

  it("leaves amendments, independents' services and canceled contracts alone", () => {
    const late = noon("2026-11-25");
    expect(lateStart(contract({ is_amendment: true }), late)).toBeNull();
    expect(lateStart(contract({ contract_type: "independent_service" }), late)).toBeNull();
    expect(lateStart(contract({ status: "canceled" }), late)).toBeNull();
  });
});

describe("dpaeLate (L1221-10)", () => {
  const signed = {
    status: "signed" as const,
    start_date: "2026-11-09",
    schedule: "7h30–12h / 13h–16h30",
    is_amendment: false,
    contract_type: "mission" as const,
    dpae_submitted_at: null,
  };

  it("the hiring instant is the start at the schedule's first time, in Paris", () => {
    expect(hiringAt(signed).toISOString()).toBe("2026-11-09T06:30:00.000Z");
  });

  it("none recorded: late once the hiring instant has passed — R:CTR-DPAE-LATE", () => {
    expect(dpaeLate(signed, new Date("2026-11-09T06:30:00Z"))).toBeNull();
    expect(dpaeLate(signed, new Date("2026-11-09T06:31:00Z"))).toEqual({
      kind: "missing",
      hiring: new Date("2026-11-09T06:30:00Z"),
      submittedAt: null,
    });
    // before validation there is no DPAE to declare yet
    expect(dpaeLate({ ...signed, status: "review" }, new Date("2026-11-25T12:00:00Z"))).toBeNull();
  });

  it("recorded: late when declared after the hiring instant — R:CTR-DPAE-LATE", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    expect(dpaeLate({ ...signed, status: "active", dpae_submitted_at: "2026-11-09T06:30:00Z" }, now)).toBeNull();
    expect(dpaeLate({ ...signed, status: "active", dpae_submitted_at: "2026-11-10T09:00:00Z" }, now)).toEqual({
      kind: "declaredAfter",
      hiring: new Date("2026-11-09T06:30:00Z"),
      submittedAt: new Date("2026-11-10T09:00:00Z"),
    });
  });

  it("has nothing to say of an amendment or an independent's service", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    expect(dpaeLate({ ...signed, is_amendment: true }, now)).toBeNull();
    expect(dpaeLate({ ...signed, contract_type: "independent_service" }, now)).toBeNull();
  });
});

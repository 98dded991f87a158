import { describe, expect, it } from "vitest";
import {
  buyerAddress,
  creditableQuantities,
  creditLines,
  groupLinesByWeek,
  invoiceActions,
  isOverdue,
  defaultBillingMonth,
  preparePeriodOf,
  remainingOf,
  remainingShown,
} from "./invoice.utils.ts";
import type { InvoiceStatus } from "./constants.ts";

const ACC = ["accounting_team_member"];
const CSM = ["csm_team_member"];
const MKT = ["team_member_marketing"];

const invoice = (status: InvoiceStatus, more: Partial<Parameters<typeof invoiceActions>[0]> = {}) => ({
  kind: "invoice" as const,
  status,
  sent_at: null,
  pdf_file: "w/i/FA-2026-000001.pdf",
  ...more,
});

describe("buyerAddress", () => {
  it("writes the frozen buyer's street, postal code and city on one line", () => {
    expect(buyerAddress({ name: "X", street: "12 rue Félix Poulat", postalCode: "38000", city: "Grenoble" })).toBe(
      "12 rue Félix Poulat, 38000 Grenoble",
    );
    expect(buyerAddress({ name: "X", city: "Grenoble" })).toBe("Grenoble");
  });
  it("has none for a buyer without an address, or no buyer (a draft)", () => {
    expect(buyerAddress({ name: "X", street: null, postalCode: null, city: null })).toBeNull();
    expect(buyerAddress(null)).toBeNull();
    expect(buyerAddress([])).toBeNull();
  });
});

describe("remainingOf", () => {
  it.each([
    [{ total_ttc: 1200, paid_amount: 0, credited_amount: 0 }, 1200],
    [{ total_ttc: 1200, paid_amount: 400.1, credited_amount: 0 }, 799.9],
    [{ total_ttc: 1200, paid_amount: 400, credited_amount: 800 }, 0],
    [{ total_ttc: 100.3, paid_amount: 0.1, credited_amount: 0.2 }, 100],
  ])("%o leaves %d", (row, left) => expect(remainingOf(row)).toBe(left));
});

describe("remainingShown", () => {
  const amounts = { total_ttc: 1200, paid_amount: 200, credited_amount: 0 };
  it.each([
    ["invoice", "sent", 1000],
    ["invoice", "paid", 0],
    ["invoice", "draft", null],
    ["invoice", "canceled", null],
    ["credit_note", "issued", null],
  ] as const)("%s %s → %s", (kind, status, shown) =>
    expect(remainingShown({ ...amounts, ...(status === "paid" ? { paid_amount: 1200 } : {}), kind, status })).toBe(
      shown,
    ),
  );
});

describe("isOverdue", () => {
  const today = "2026-06-15";
  it.each([
    ["sent", "2026-06-14", true],
    ["partially_paid", "2026-06-01", true],
    ["issued", "2026-06-15", false],
    ["sent", "2026-07-01", false],
    ["paid", "2026-05-01", false],
    ["credited", "2026-05-01", false],
    ["draft", null, false],
    ["overdue", "2026-07-01", true],
  ] as const)("%s due %s → %s", (status, due, flagged) =>
    expect(isOverdue({ kind: "invoice", status, due_date: due }, today)).toBe(flagged),
  );

  it("never flags a credit note", () =>
    expect(isOverdue({ kind: "credit_note", status: "issued", due_date: "2026-01-01" }, today)).toBe(false));
});

describe("invoiceActions", () => {
  it.each([
    ["accounting, draft", invoice("draft"), ACC, ["regenerate", "addLine", "issue", "cancel"]],
    ["CSM, draft: prepares, never issues", invoice("draft"), CSM, ["regenerate", "addLine", "cancel"]],
    ["marketing, draft", invoice("draft"), MKT, []],
    ["accounting, issued, not sent", invoice("issued"), ACC, ["send", "recordPayment", "credit"]],
    ["accounting, sent", invoice("sent", { sent_at: "2026-06-01T08:00:00Z" }), ACC, ["recordPayment", "credit"]],
    ["accounting, overdue", invoice("overdue", { sent_at: "2026-06-01T08:00:00Z" }), ACC, ["recordPayment", "credit"]],
    ["CSM, issued", invoice("issued"), CSM, []],
    ["accounting, paid", invoice("paid", { sent_at: "2026-06-01T08:00:00Z" }), ACC, []],
    ["accounting, canceled", invoice("canceled", { pdf_file: null }), ACC, []],
    // the server has not made its document yet: it is not sent before (the mail carries it)
    [
      "accounting, issued, its document not made yet",
      invoice("issued", { pdf_file: null }),
      ACC,
      ["recordPayment", "credit"],
    ],
    ["CSM, issued, its document not made yet", invoice("issued", { pdf_file: null }), CSM, []],
    ["accounting, a credit note", invoice("issued", { kind: "credit_note" }), ACC, ["send"]],
  ] as const)("%s", (_, row, roles, expected) => expect(invoiceActions(row, roles)).toEqual(expected));
});

describe("groupLinesByWeek", () => {
  it("groups by week, oldest first, each in its order, the lines of no week last", () => {
    const line = (id: string, position: number, week: string | null, start: string | null) => ({
      id,
      position,
      timesheet_week_id: week,
      week_start: start,
    });
    const groups = groupLinesByWeek([
      line("free", 100000, null, null),
      line("b2", 20, "w-b", "2026-05-11"),
      line("a1", 1, "w-a", "2026-05-04"),
      line("b1", 10, "w-b", "2026-05-11"),
      line("a2", 2, "w-a", "2026-05-04"),
    ]);
    expect(groups.map((g) => [g.weekId, g.lines.map((l) => l.id)])).toEqual([
      ["w-a", ["a1", "a2"]],
      ["w-b", ["b1", "b2"]],
      [null, ["free"]],
    ]);
  });
});

describe("the period « Préparer la facturation » opens on", () => {
  it.each([
    // the first ten days: the month before, billed at month end
    ["2026-06-10", { from: "2026-05-01", to: "2026-05-31" }],
    ["2026-01-03", { from: "2025-12-01", to: "2025-12-31" }],
    ["2026-03-01", { from: "2026-02-01", to: "2026-02-28" }],
    // after: the current month (a mission ended mid-month, a weekly client)
    ["2026-06-11", { from: "2026-06-01", to: "2026-06-30" }],
    ["2026-12-15", { from: "2026-12-01", to: "2026-12-31" }],
    ["2026-03-31", { from: "2026-03-01", to: "2026-03-31" }],
  ])("on %s — R:BIL-PREPARE-MONTH", (today, period) => expect(defaultBillingMonth(today)).toEqual(period));

  const company = "0b6f7c1e-1d2a-4c3b-9e8f-123456789abc";
  it.each([
    ["", { from: "2026-05-01", to: "2026-05-31" }],
    [`from=2026-04-01&to=2026-05-31&company=${company}`, { from: "2026-04-01", to: "2026-05-31", company }],
    ["from=2026-04-01&to=2026-03-01", { from: "2026-05-01", to: "2026-05-31" }],
    ["from=01/04/2026&to=2026-05-31&company=nope", { from: "2026-05-01", to: "2026-05-31" }],
  ])("?%s", (query, period) => expect(preparePeriodOf(new URLSearchParams(query), "2026-06-05")).toEqual(period));
});

describe("a partial credit note's lines", () => {
  it("keeps the positive quantities", () =>
    expect(creditLines({ a: 2, b: 0, c: null, d: undefined, e: 0.5 })).toEqual([
      { line_id: "a", quantity: 2 },
      { line_id: "e", quantity: 0.5 },
    ]));

  it("leaves on each line its quantity less what was credited", () =>
    expect(
      creditableQuantities(
        [
          { id: "a", quantity: 35 },
          { id: "b", quantity: 4 },
        ],
        [
          { credited_line_id: "a", quantity: 7 },
          { credited_line_id: "a", quantity: 0.5 },
          { credited_line_id: "b", quantity: 4 },
        ],
      ),
    ).toEqual({ a: 27.5, b: 0 }));
});

import { describe, expect, it } from "vitest";
import { cutoffSentence } from "./cutoff-banner.tsx";
import { payFilterCodec } from "./filters.ts";
import { monthToPeriodStart } from "../../src/lib/dates/month.ts";
import { formatPayRate } from "./format.ts";
import { periodLabel } from "../../src/lib/dates/period-label.ts";
import { directionOf, payrollFileName } from "./payroll-export.ts";
import { allowedPayMoves } from "./status.utils.ts";
import type { TransitionRow } from "./types.ts";

const row = (from: string | null, to: string, roles: string[], requires_comment = false): TransitionRow => ({
  id: `${from}-${to}`,
  from_status: from,
  to_status: to,
  roles: roles as TransitionRow["roles"],
  requires_comment,
});

const TRANSITIONS = [
  row("to_control", "controlled", ["accounting_team_member"]),
  row("to_control", "anomaly", ["accounting_team_member", "csm_team_member"], true),
  row("controlled", "exported", ["accounting_team_member"]),
  row("exported", "regularization", ["accounting_team_member"], true),
  row("exported", "paid", ["accounting_team_member"]),
];

describe("pay tracking rules", () => {
  it.each([
    [{ days_left: 3, contract_count: 2 }, "Clôture de paie dans 3 jours — 2 contrats sans relevé signé"],
    [{ days_left: 1, contract_count: 1 }, "Clôture de paie dans 1 jour — 1 contrat sans relevé signé"],
    [{ days_left: 0, contract_count: 12 }, "Clôture de paie dans 0 jour — 12 contrats sans relevé signé"],
  ])("writes the cut-off banner %o", (figures, text) => expect(cutoffSentence(figures)).toBe(text));

  it.each([
    [
      "to_control",
      ["accounting_team_member"],
      [
        ["controlled", "net"],
        ["anomaly", "note"],
      ],
    ],
    ["to_control", ["csm_team_member"], [["anomaly", "note"]]],
    ["to_control", ["consultant_team_member"], []],
    // a line is exported with its period, never alone; a regularization asks a comment
    ["controlled", ["accounting_team_member"], []],
    [
      "exported",
      ["accounting_team_member"],
      [
        ["regularization", "comment"],
        ["paid", "none"],
      ],
    ],
  ])("offers from %s to %o the moves %o", (from, roles, moves) =>
    expect(allowedPayMoves(TRANSITIONS, from as never, roles).map((m) => [m.to, m.ask])).toEqual(moves),
  );

  it("keeps the filters in the URL and back", () => {
    const values = { period: "2026-05", status: ["anomaly"], company_id: "co-1", owner_id: "tm-1", anomalies: true };
    const filters = payFilterCodec.toFilters(values);
    expect(filters).toEqual([
      { field: "period_start", operator: "eq", value: "2026-05-01" },
      { field: "status", operator: "in", value: ["anomaly"] },
      { field: "company_ids", operator: "ina", value: ["co-1"] },
      { field: "owner_ids", operator: "ina", value: ["tm-1"] },
      { field: "anomaly_note", operator: "nnull", value: true },
    ]);
    expect(payFilterCodec.fromFilters(filters)).toEqual({ ...values, talent_id: undefined });
    expect(monthToPeriodStart("2026-5")).toBeUndefined();
  });

  it.each([
    ["2026-05-01", "2026-05-31", "mai 2026"],
    ["2026-12-01", "2026-12-31", "décembre 2026"],
    ["2026-05-01", "2026-05-15", "du 01/05/2026 au 15/05/2026"],
  ])("names the period %s – %s", (start, end, label) => expect(periodLabel(start, end)).toBe(label));

  it("names the payroll file and the direction of each element", () => {
    expect(payrollFileName("2026-05-01", "csv")).toBe("paie-2026-05.csv");
    expect([directionOf("hours"), directionOf("deduction"), directionOf("info"), directionOf("ifm")]).toEqual([
      "GAIN",
      "RETENUE",
      "INFO",
      "GAIN",
    ]);
  });
});

describe("formatPayRate", () => {
  // Intl writes a narrow no-break space before « € » and « % »
  const shown = (text: string) => text.replace(/\s/g, " ");
  it.each([
    ["hours", 16, "16,00 €"],
    ["overtime", 18.125, "18,125 €"],
    ["majoration", 1.8125, "1,8125 €"],
    ["bonus_subject", 250, "250,00 €"],
    ["ifm", 0.1, "10 %"],
    ["iccp", 0.1, "10 %"],
    ["info", null, "—"],
  ] as const)("a %s element's rate %s reads « %s »", (category, rate, text) =>
    expect(shown(formatPayRate({ category, rate }))).toBe(text),
  );
});

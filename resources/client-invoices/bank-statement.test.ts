import { describe, expect, it } from "vitest";
import { matchStatement, parseAmount, parseStatement, paymentAmount, type OpenInvoice } from "./bank-statement.ts";

const CSV = [
  "\uFEFFDate;Libellé;Débit;Crédit",
  '03/11/2026;"VIR SEPA CONSTRUCTIONS RIBEYRE REF FA-2026-000041";;3 465,60',
  "04/11/2026;PRLV URSSAF;1 200,00;",
  "05/11/2026;VIR BTP DU RHONE;;1 923,90",
  "06/11/2026;VIR INCONNU;;99,99",
].join("\r\n");

const open: OpenInvoice[] = [
  { id: "a", number: "FA-2026-000041", remaining: 3465.6, company: "Constructions Ribeyre" },
  { id: "b", number: "FA-2026-000042", remaining: 1923.9, company: "BTP du Rhône" },
  { id: "c", number: "FA-2026-000043", remaining: 500, company: "Maçonnerie Favre" },
];

describe("bank statement import", () => {
  it("reads French amounts", () => {
    expect([parseAmount("1 234,56"), parseAmount("1234.56"), parseAmount("-12,00 €"), parseAmount("abc")]).toEqual([
      1234.56,
      1234.56,
      -12,
      NaN,
    ]);
  });

  it("keeps the credits of a statement with Débit / Crédit columns", () => {
    expect(parseStatement(CSV)).toEqual([
      { date: "2026-11-03", label: "VIR SEPA CONSTRUCTIONS RIBEYRE REF FA-2026-000041", amount: 3465.6 },
      { date: "2026-11-05", label: "VIR BTP DU RHONE", amount: 1923.9 },
      { date: "2026-11-06", label: "VIR INCONNU", amount: 99.99 },
    ]);
  });

  it("matches by the number in the label, else by a unique remaining amount, each invoice once", () => {
    const matches = matchStatement(parseStatement(CSV), open);
    expect(matches.map((m) => [m.invoice?.id ?? null, m.by])).toEqual([
      ["a", "number"],
      ["b", "amount"],
      [null, "none"],
    ]);
    const twice = matchStatement(
      [
        { date: "2026-11-05", label: "VIR", amount: 500 },
        { date: "2026-11-06", label: "VIR", amount: 500 },
      ],
      open,
    );
    expect(twice.map((m) => m.invoice?.id ?? null)).toEqual(["c", null]);
  });

  it("records at most what the invoice still owes", () => {
    const [m] = matchStatement([{ date: "2026-11-03", label: "FA-2026-000043", amount: 600 }], open);
    expect(paymentAmount(m!)).toBe(500);
  });
});

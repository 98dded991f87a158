import { describe, expect, it } from "vitest";
import {
  contractLine,
  encodeGrid,
  encodeLine,
  isDefaultLine,
  LINE_KEYS,
  parseInvoiceInputs,
} from "./invoice-inputs.ts";

describe("invoice simulator inputs", () => {
  it("defaults to one week of 35 h from the Monday of today and one line", () => {
    const p = parseInvoiceInputs(new URLSearchParams(), "2026-05-07");
    expect(p.valid?.start).toBe("2026-05-04");
    expect(p.valid?.grid).toEqual([[7, 7, 7, 7, 7, 0, 0]]);
    expect(p.valid?.lines).toEqual([{ title: "", payRate: 14.5, coefficient: 2, bonus: 0, expenses: 0 }]);
  });

  it("reads lines and grid from the address, French decimals included", () => {
    const params = new URLSearchParams();
    params.append("line", encodeLine(["Maçon", "14,50", "2", "10", "0"]));
    params.append("line", encodeLine(["Manœuvre", "12,5", "1,8", "0", "5"]));
    params.set("weeks", "2");
    params.set("grid", encodeGrid([["8", "8", "8", "8", "7,5", "0", "0"]]));
    const p = parseInvoiceInputs(params, "2026-03-04");
    expect(p.valid?.lines).toEqual([
      { title: "Maçon", payRate: 14.5, coefficient: 2, bonus: 10, expenses: 0 },
      { title: "Manœuvre", payRate: 12.5, coefficient: 1.8, bonus: 0, expenses: 5 },
    ]);
    // Week 2 is not in the address: it comes from the weekly hours.
    expect(p.valid?.grid).toEqual([
      [8, 8, 8, 8, 7.5, 0, 0],
      [7, 7, 7, 7, 7, 0, 0],
    ]);
  });

  it("reports French errors and gives no result while an input is wrong", () => {
    const params = new URLSearchParams({ line: encodeLine(["Maçon", "abc", "9", "0", "0"]), grid: "25", weeks: "12" });
    const p = parseInvoiceInputs(params, "2026-03-04");
    expect(p.valid).toBeNull();
    expect(p.errors["line.0.payRate"]).toBe("Saisissez un nombre.");
    expect(p.errors["line.0.coefficient"]).toBe("Le coefficient doit être compris entre 0,5 et 5.");
    expect(p.errors["grid.0.0"]).toBe("Saisissez un nombre d'heures entre 0 et 24.");
    expect(p.errors.weeks).toBe("Le nombre de semaines doit être compris entre 1 et 8.");
  });
});

describe("a contract as an invoice line", () => {
  const contract = {
    contract_key: "CT-2026-0042",
    job_name: "Maçon",
    hourly_wage: "14.50",
    hourly_billing_rate: "29.73",
    working_hours: "39",
  };

  it("takes the contract's pay, and its billing rate as a coefficient that gives it back to the cent", () => {
    const line = contractLine(contract);
    expect(line).toEqual({
      title: "CT-2026-0042 · Maçon",
      payRate: "14,5",
      coefficient: "2,0503",
      bonus: "0",
      expenses: "0",
    });
    expect(Math.round(14.5 * 2.0503 * 100) / 100).toBe(29.73);
    // the line reads back as a valid line of the simulator
    const params = new URLSearchParams();
    params.append("line", encodeLine(LINE_KEYS.map((k) => line[k])));
    const parsed = parseInvoiceInputs(params, "2026-05-04");
    expect(parsed.valid?.lines[0]).toMatchObject({ payRate: 14.5, coefficient: 2.0503 });
  });

  it("falls back to the company's coefficient, then the default, without a billing rate", () => {
    expect(contractLine({ ...contract, hourly_billing_rate: null }, 1.85).coefficient).toBe("1,85");
    expect(contractLine({ ...contract, hourly_billing_rate: null }).coefficient).toBe("2");
  });

  it("replaces only the untouched default line", () => {
    const [defaultLine] = parseInvoiceInputs(new URLSearchParams(), "2026-05-04").raw.lines;
    expect(isDefaultLine(defaultLine)).toBe(true);
    expect(isDefaultLine({ ...defaultLine, title: "Maçon" })).toBe(false);
  });
});

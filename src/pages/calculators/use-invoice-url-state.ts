// The invoice simulator's edits, each written into the address (the inputs live in the URL so a
// simulation can be shared). Every edit starts from the address itself: two quick edits in a row
// must not lose the first one.
import { useSearchParams } from "react-router";
import { todayIso } from "../../lib/pay/situation.ts";
import { decimal2 } from "./format.ts";
import {
  contractLine,
  encodeGrid,
  encodeLine,
  isDefaultLine,
  LINE_KEYS,
  MAX_WEEKS,
  parseInvoiceInputs,
  type LineKey,
  type ParsedInputs,
  type RawLine,
} from "./invoice-inputs.ts";
import { signedGrid } from "./signed-grid.ts";
import type { CompanyContract } from "./use-invoice-company.ts";

const writeLines = (next: URLSearchParams, lines: RawLine[]) => {
  next.delete("line");
  lines.forEach((line) => next.append("line", encodeLine(LINE_KEYS.map((k) => line[k]))));
};

export type InvoiceEdits = ReturnType<typeof useInvoiceUrlState>;

/** `companyCoefficient`: the default coefficient of the chosen company's conditions, when any. */
export const useInvoiceUrlState = (companyCoefficient: number | undefined) => {
  const [, setParams] = useSearchParams();

  const update = (mutate: (next: URLSearchParams, current: ParsedInputs["raw"]) => void) => {
    const next = new URLSearchParams(window.location.search);
    mutate(next, parseInvoiceInputs(next, todayIso()).raw);
    setParams(next, { replace: true });
  };
  const setCompany = (value: string | undefined) =>
    update((next) => (value ? next.set("company", String(value)) : next.delete("company")));
  const setLine = (index: number, key: LineKey, value: string) =>
    update((next, cur) =>
      writeLines(
        next,
        cur.lines.map((line, i) => (i === index ? { ...line, [key]: value } : line)),
      ),
    );
  const addLine = () =>
    update((next, cur) =>
      writeLines(next, [
        ...cur.lines,
        {
          title: "",
          payRate: "14,50",
          coefficient: companyCoefficient ? decimal2(companyCoefficient) : "2",
          bonus: "0",
          expenses: "0",
        },
      ]),
    );
  const removeLine = (index: number) =>
    update((next, cur) =>
      writeLines(
        next,
        cur.lines.filter((_, i) => i !== index),
      ),
    );
  const setCell = (week: number, day: number, value: string) =>
    update((next, cur) =>
      next.set(
        "grid",
        encodeGrid(cur.grid.map((days, w) => days.map((h, d) => (w === week && d === day ? value.trim() : h)))),
      ),
    );
  const setValue = (key: string, value: string) => update((next) => next.set(key, value));
  // A contract becomes a line (its pay, its billing rate as a coefficient); when it is the first
  // line, the grid takes the hours of its last signed weeks, else its weekly hours.
  const addContract = (contract: CompanyContract) =>
    update((next, cur) => {
      const kept = cur.lines.filter((line) => !isDefaultLine(line));
      writeLines(next, [...kept, contractLine(contract, companyCoefficient)]);
      if (kept.length === 0) {
        next.set("weekly", String(Number(contract.working_hours)).replace(".", ","));
        const signed = signedGrid(contract.timesheet_week, MAX_WEEKS);
        if (signed) {
          next.set("start", signed.start);
          next.set("weeks", String(signed.weeks));
          next.set("grid", encodeGrid(signed.grid));
        } else next.delete("grid");
      }
    });
  const resetGrid = () => update((next) => next.delete("grid"));

  return { update, setCompany, setLine, addLine, removeLine, setCell, setValue, addContract, resetGrid };
};

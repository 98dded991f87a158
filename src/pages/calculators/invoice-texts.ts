// The invoice simulator's computed texts (line names, hours split, warnings, terms), kept out of
// the components so the screen and its exports word them the same way.
import { formatDate } from "../../lib/dates/dayjs.ts";
import type { PaymentTerms, Warning } from "../../lib/pay/invoice.ts";
import type { HoursSplit } from "../../lib/pay/hours.ts";
import { t } from "../../i18n/translate.ts";
import { decimal2, hourly } from "./format.ts";

/** A line's title, else "Poste n". */
export const lineLabel = (title: string | undefined, index: number): string =>
  title || t("calculators.invoice.line", { n: index + 1 });

/** "normal / +25 % / +50 %" hours of a week. */
export const splitText = (split: HoursSplit): string =>
  `${decimal2(split.normal)} / ${decimal2(split.ot25)} / ${decimal2(split.ot50)}`;

export const warningText = (w: Warning, lineName: (line: number) => string): string => {
  switch (w.kind) {
    case "dayOver10":
      return t("calculators.invoice.warnings.dayOver10", { date: formatDate(w.day), hours: decimal2(w.hours) });
    case "weekOver48":
      return t("calculators.invoice.warnings.weekOver48", { week: w.week, hours: decimal2(w.hours) });
    case "holidayWorked":
      return t("calculators.invoice.warnings.holidayWorked", { date: formatDate(w.day), hours: decimal2(w.hours) });
    case "underSmic":
      return t("calculators.invoice.warnings.underSmic", {
        line: lineName(w.line),
        rate: hourly(w.rate),
        smic: hourly(w.smic),
      });
  }
};

export const modeSuffix = (mode: PaymentTerms["mode"]): string =>
  mode === "end_of_month" ? t("calculators.invoice.endOfMonth") : "";

/** How the due date follows from the payment terms. */
export const dueFormula = (terms: PaymentTerms | undefined): string =>
  terms
    ? terms.mode === "end_of_month"
      ? t("calculators.invoice.formulas.dueEndOfMonth", { days: terms.days })
      : t("calculators.invoice.formulas.dueNet", { days: terms.days })
    : "";

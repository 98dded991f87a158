// What an amendment changes, as its signing page lists it (docs/rules/contracts.md#amendments):
// each term it changes with its new value and the one it replaces, in French — the same terms
// as the amendment's PDF « Objet de l'avenant » — and, to the client's signatory only, the hourly
// price billed. Terms the page does not name are counted (the PDF details them).
import { t } from "../../../src/i18n/index.ts";
import { formatDate } from "../../../src/lib/dates/dayjs.ts";
import { formatDecimal, formatMoney } from "../../../src/lib/money/format.ts";
import type { AmendmentChange, ContractSession } from "./session.ts";

const P = "resources.contractSignature.page" as const;

type Term = keyof typeof import("./i18n.fr.ts").contractSignatureFr.page.changes;

const money = (v: unknown) => formatMoney(Number(v));
const text = (v: unknown) => String(v);
const weekdays = (v: unknown) =>
  (Array.isArray(v) ? (v as number[]) : [])
    .map((d) => t(`${P}.weekdays.d${d}` as `${typeof P}.weekdays.d1`))
    .join(", ");

/** How each named term's value reads. */
const VALUES: Record<Term, (v: unknown) => string> = {
  end_date: (v) => formatDate(String(v)),
  is_precise_term: (v) => t(v ? `${P}.yes` : `${P}.no`),
  minimum_duration_days: (v) => formatDecimal(Number(v)),
  hourly_wage: money,
  reference_hourly_wage: money,
  working_hours: (v) => t(`${P}.hours`, { hours: formatDecimal(Number(v)) }),
  working_days: weekdays,
  schedule: text,
  job_name: text,
  qualification_level: text,
  meal_card_value: money,
  risks_description: text,
  contract_reason_justification: text,
  replaced_employee: text,
  billing_rate: money,
};

const named = (field: string): field is Term => field in VALUES;

const shown = (field: Term, value: unknown) =>
  value === null || value === undefined || value === "" ? "—" : VALUES[field](value);

export type ChangeLine = { field: Term; label: string; text: string };

/** The lines of « Ce que l'avenant change », and how many changed terms they do not name. */
export const amendmentChangeLines = (
  session: Pick<ContractSession, "changes" | "billing_rate">,
): { lines: ChangeLine[]; others: number } => {
  const changes: AmendmentChange[] = [
    ...(session.changes ?? []),
    ...(session.billing_rate ? [{ field: "billing_rate", ...session.billing_rate }] : []),
  ];
  const lines = changes
    .filter((c): c is AmendmentChange & { field: Term } => named(c.field))
    .map((c) => ({
      field: c.field,
      label: t(`${P}.changes.${c.field}`),
      text: t(`${P}.changeValue`, { value: shown(c.field, c.new), previous: shown(c.field, c.old) }),
    }));
  return { lines, others: changes.length - lines.length };
};

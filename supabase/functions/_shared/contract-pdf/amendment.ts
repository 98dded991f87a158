// An amendment's own object (docs/rules/contracts.md#amendments, `changes`): each term it changes, its new value and
// the one it replaces, in French (words, not arrows: the PDF's standard font has no arrow); the copy's other sections
// state the terms as amended.
import { frDate, frMoney, frNumber, frWeekdays, quote } from "./format.ts";
import type { DocChange, DocSection } from "./types.ts";

/** The terms an amendment may change, by column, with how their values read. */
const TERMS: Record<string, { label: string; value: (v: unknown) => string }> = {
  end_date: { label: "Date de fin", value: (v) => frDate(v as string) },
  minimum_duration_days: { label: "Durée minimale (jours)", value: (v) => frNumber(Number(v)) },
  is_precise_term: { label: "Terme précis", value: (v) => (v ? "oui" : "non") },
  hourly_wage: { label: "Salaire horaire brut", value: (v) => frMoney(Number(v)) },
  reference_hourly_wage: { label: "Rémunération de référence (horaire)", value: (v) => frMoney(Number(v)) },
  working_hours: { label: "Durée hebdomadaire", value: (v) => `${frNumber(Number(v))} h` },
  working_days: { label: "Jours travaillés", value: (v) => frWeekdays((v as number[]) ?? []) },
  schedule: { label: "Horaires", value: (v) => quote(String(v)) },
  job_name: { label: "Poste", value: (v) => quote(String(v)) },
  qualification_level: { label: "Qualification", value: (v) => String(v) },
  meal_card_value: { label: "Valeur du titre-restaurant", value: (v) => frMoney(Number(v)) },
  risks_description: { label: "Risques du poste", value: (v) => quote(String(v)) },
  contract_reason_justification: { label: "Justification du motif", value: (v) => quote(String(v)) },
  replaced_employee: { label: "Salarié remplacé", value: (v) => String(v) },
  replaced_employee_qualification: { label: "Qualification du salarié remplacé", value: (v) => String(v) },
};

const shown = (field: string, value: unknown) =>
  value === null || value === undefined || value === "" ? "—" : TERMS[field]!.value(value);

/** "Objet de l'avenant": one line per changed term (other columns are said as "autres conditions"). */
export const amendmentSection = (
  number: number,
  changes: readonly DocChange[] | null | undefined,
): DocSection | null => {
  if (number <= 0) return null;
  const known = (changes ?? []).filter((c) => c.field in TERMS);
  const others = (changes ?? []).length - known.length;
  return {
    title: `Objet de l'avenant n° ${number}`,
    lines: [
      ...known.map((c) => `${TERMS[c.field]!.label} : ${shown(c.field, c.new)} (au lieu de ${shown(c.field, c.old)}).`),
      ...(others > 0 ? [`Autres conditions modifiées : ${others}, telles qu'énoncées ci-dessous.`] : []),
      ...(known.length === 0 && others === 0
        ? ["Les conditions du contrat sont reconduites telles qu'énoncées ci-dessous."]
        : []),
      "Les autres clauses du contrat initial demeurent inchangées.",
    ],
  };
};

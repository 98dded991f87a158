// The legal and policy values the browser shows or simulates with, read from the database's
// public.legal_parameter rows as `npm run db:types` generated them: never a rate restated in
// code. Dated like the table: the value in force on a day is the latest that starts on or
// before it (private.legal_value).
import { parisDay } from "../dates/paris-time.ts";
import { LEGAL_PARAMETERS, type LegalParameterKey } from "./legal-parameters.generated.ts";

export type { LegalParameterKey };

/** The value in force on `date` (YYYY-MM-DD; by default today in Paris, as private.legal_value); throws when none is. */
export const legalValue = (key: LegalParameterKey, date: string = parisDay(new Date())): number => {
  const rows: readonly { value: number; validFrom: string; validTo: string | null }[] = LEGAL_PARAMETERS[key];
  const found = [...rows]
    .filter((r) => r.validFrom <= date && (r.validTo === null || r.validTo >= date))
    .sort((a, b) => b.validFrom.localeCompare(a.validFrom))[0];
  if (!found) throw new Error(`legal_parameter ${key} : aucune valeur au ${date}`);
  return found.value;
};

/** A percentage parameter as a ratio (20 → 0,2). */
export const legalRate = (key: LegalParameterKey, date?: string): number => legalValue(key, date) / 100;

// The company enums of supabase/schemas/04_companies_contacts.sql: their colours (labels: public.enum_label,
// src/lib/enums/labels.ts).
import { enumStyle } from "../../lib/enums/labels.ts";
import { Constants } from "../../database.types.ts";

const E = Constants.public.Enums;

export const COMPANY_STATUSES = E.company_status;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
export const COMPANY_STATUS_STYLE = enumStyle("company_status", {
  prospect: "blue",
  active: "green",
  inactive: "default",
  blocked: "red",
  archived: "default",
});

export const AGENCY_STATUS_STYLE = enumStyle("agency_status", { active: "green", inactive: "default", closed: "red" });

/**
 * The usual French legal forms « Forme juridique » proposes; the column is free text, so another
 * form can still be typed. Enter picks the highlighted one (and does not save the form).
 */
export const LEGAL_FORMS = [
  "SAS",
  "SASU",
  "SARL",
  "EURL",
  "SA",
  "SCA",
  "SCS",
  "SNC",
  "SCOP",
  "SCI",
  "SEL",
  "GIE",
  "EI",
  "Association",
] as const;

/** Whether a legal form starts with what was typed (case aside). */
export const legalFormMatches = (typed: string, legalForm: string): boolean =>
  legalForm.toLocaleLowerCase("fr").startsWith(typed.trim().toLocaleLowerCase("fr"));

// The rules of the agency's legal identity (public.workspace_identity), as the database's
// trigger private.check_workspace_identity checks them (supabase/schemas/02_workspaces_team.sql): the
// mentions the contracts must carry are required, the SIRET has its Luhn key, the APE code
// reads 78.20Z, the postal code has 5 digits.
import { z } from "zod";
import type { Tables, TablesUpdate } from "../../../database.types.ts";
import { t } from "../../../i18n/index.ts";
import { compact, isValidSiret } from "../../../lib/validators/french-ids.ts";

type IdentityKey = keyof typeof import("../../../i18n/fr/settings.ts").settings.identity;
const m = (key: IdentityKey, vars?: Record<string, number>) => t(`settings.identity.${key}`, vars);

export type IdentityRow = Tables<"workspace_identity">;

const text = (max: number) => z.string().trim().max(max, m("tooLong", { max })).optional().nullable();
const required = (max: number) =>
  z
    .string({ message: m("required") })
    .trim()
    .min(1, m("required"))
    .max(max, m("tooLong", { max }));

/** 78.20Z from 7820z or 78.20 z. */
export const normalizeNaf = (value: string): string => {
  const v = value.replace(/\s/g, "").toUpperCase();
  return /^\d{4}[A-Z]$/.test(v) ? `${v.slice(0, 2)}.${v.slice(2)}` : v;
};

export const identitySchema = z.object({
  legal_name: z
    .string({ message: m("legalNameRequired") })
    .trim()
    .min(1, m("legalNameRequired"))
    .max(200),
  legal_form: text(100),
  street: required(300),
  postal_code: z
    .string({ message: m("required") })
    .trim()
    .regex(/^\d{5}$/, m("postalCodeInvalid")),
  city: required(120),
  siret: z.string({ message: m("required") }).refine((v) => isValidSiret(v), m("siretInvalid")),
  naf_code: z
    .string()
    .refine((v) => /^\d{2}\.\d{2}[A-Z]$/.test(normalizeNaf(v)), m("nafInvalid"))
    .optional()
    .nullable(),
  activity_declaration: text(200),
  financial_guarantor: required(500),
  pension_body: text(500),
  prevoyance_body: text(500),
  occupational_health_service: text(500),
  signatory_name: text(200),
  signatory_title: text(200),
  // the option for VAT on debits (CGI art. 269, 2-c): the invoices issued afterwards say so
  vat_on_debits: z.boolean().optional().nullable(),
});

export type IdentityValues = z.input<typeof identitySchema>;
type TextField = Exclude<keyof IdentityValues, "vat_on_debits">;
export const IDENTITY_FIELDS = (Object.keys(identitySchema.shape) as (keyof IdentityValues)[]).filter(
  (field): field is TextField => field !== "vat_on_debits",
);

const blankToNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/** The row to save: blanks as null, the SIRET without spaces, the APE as 78.20Z, the VAT option ticked or not. */
export const toIdentityRow = (values: IdentityValues): TablesUpdate<"workspace_identity"> => {
  const parsed = identitySchema.parse(values);
  const row: Record<string, string | null> = {};
  for (const field of IDENTITY_FIELDS) row[field] = blankToNull(parsed[field]);
  return {
    ...row,
    legal_name: parsed.legal_name,
    siret: compact(parsed.siret),
    naf_code: parsed.naf_code ? normalizeNaf(parsed.naf_code) : null,
    vat_on_debits: parsed.vat_on_debits ?? false,
  };
};

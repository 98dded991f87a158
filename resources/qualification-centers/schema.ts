// The qualification centre form's rules (docs/rules/requests.md#qualification-centers): the shared
// centre rules, the NDA (11 digits), web address, training types and the price list
// [{qualification, initial_ht, recycling_ht, days}]; the row and its address saved in one call
// (save_qualification_center).
import { z } from "zod";
import type { SaveVariables } from "../../providers/data-provider-save.ts";
import { t } from "../../src/i18n/index.ts";
import type { AddressValue } from "../../src/lib/geo/address.ts";
import {
  blankToNull,
  centerAddress,
  centerFields,
  centerRow,
  optionalText,
  statusMoveComment,
  webUrl,
} from "../../src/domain/centers/schema.ts";
import { QUALIFICATION_CENTER_STATUSES, QUALIFICATION_TYPES } from "./constants.ts";
import type { PriceLine } from "./types.ts";

const price = z
  .number({ message: t("resources.centers.validation.price") })
  .min(0, t("resources.centers.validation.price"))
  .optional()
  .nullable();

export const priceLineSchema = z.object({
  qualification: z.enum(QUALIFICATION_TYPES, { message: t("components.form.required") }),
  initial_ht: price,
  recycling_ht: price,
  days: z.number().int().min(0).max(365).optional().nullable(),
});

export const qualificationCenterSchema = z.object({
  ...centerFields,
  nda: optionalText.refine(
    (value) => !value || /^\d{11}$/.test(value.replace(/\s/g, "")),
    t("resources.centers.validation.nda"),
  ),
  website: webUrl,
  contact_name: optionalText,
  training_type: z.enum(QUALIFICATION_TYPES).default("caces"),
  offered_qualifications: z.array(z.enum(QUALIFICATION_TYPES)).optional().nullable(),
  qualiopi_certified: z.boolean().optional().nullable(),
  caces_tester_certified: z.boolean().optional().nullable(),
  lead_time_days: z.number().int().min(0).max(365).optional().nullable(),
  status: z.enum(QUALIFICATION_CENTER_STATUSES).default("active"),
});

export type QualificationCenterFormValues = z.input<typeof qualificationCenterSchema> & {
  address_row?: AddressValue | null;
};

/** One call saves the centre and its address ({} = none). */
export const toQualificationCenterSave = (
  values: QualificationCenterFormValues,
): SaveVariables<"save_qualification_center"> => {
  const parsed = qualificationCenterSchema.parse(values);
  const offered = new Set([parsed.training_type, ...(parsed.offered_qualifications ?? [])]);
  return {
    p_values: {
      ...centerRow(parsed),
      nda: parsed.nda ? parsed.nda.replace(/\s/g, "") : null,
      website: blankToNull(parsed.website),
      contact_name: blankToNull(parsed.contact_name),
      training_type: parsed.training_type,
      offered_qualifications: [...offered],
      qualiopi_certified: parsed.qualiopi_certified ?? false,
      caces_tester_certified: parsed.caces_tester_certified ?? false,
      lead_time_days: parsed.lead_time_days ?? null,
      status: parsed.status,
      ...statusMoveComment(parsed.status_move_comment),
    },
    p_address: centerAddress(values.address_row),
  };
};

/** The price list as stored: lines with a qualification, amounts rounded to the cent. */
export const toPriceList = (lines: PriceLine[] | null | undefined): PriceLine[] =>
  (lines ?? []).map((line) => {
    const parsed = priceLineSchema.parse(line);
    const cents = (value: number | null | undefined) => (value == null ? null : Math.round(value * 100) / 100);
    return {
      qualification: parsed.qualification,
      initial_ht: cents(parsed.initial_ht),
      recycling_ht: cents(parsed.recycling_ht),
      days: parsed.days ?? null,
    };
  });

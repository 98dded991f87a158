// The medical centre form's rules (docs/rules/requests.md#medical-centers): the shared centre rules, department codes,
// booking link; the row and its address saved in one call (public.save_medical_center).
import { z } from "zod";
import type { SaveVariables } from "../../providers/data-provider-save.ts";
import { t } from "../../src/i18n/index.ts";
import type { AddressValue } from "../../src/lib/geo/address.ts";
import {
  blankToNull,
  centerAddress,
  centerFields,
  centerRow,
  statusMoveComment,
  webUrl,
} from "../../src/domain/centers/schema.ts";
import { MEDICAL_CENTER_KINDS, MEDICAL_CENTER_STATUSES } from "./constants.ts";

const DEPARTMENT = /^(0[1-9]|1[0-9]|2[1-9AB]|[3-8][0-9]|9[0-5]|97[1-6])$/;

/** "69 01, 38" → ["69", "01", "38"] */
export const departmentCodes = (value: string | string[] | null | undefined): string[] =>
  (Array.isArray(value) ? value : (value ?? "").split(/[\s,;]+/))
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);

export const medicalCenterSchema = z.object({
  ...centerFields,
  kind: z.enum(MEDICAL_CENTER_KINDS).default("spsti_interim"),
  status: z.enum(MEDICAL_CENTER_STATUSES).default("active"),
  departments_covered: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .nullable()
    .refine(
      (value) => departmentCodes(value).every((code) => DEPARTMENT.test(code)),
      t("resources.centers.validation.departments"),
    ),
  booking_url: webUrl,
  opening_hours: z.string().trim().optional().nullable(),
  instructions_for_talent: z.string().trim().optional().nullable(),
});

export type MedicalCenterFormValues = z.input<typeof medicalCenterSchema> & { address_row?: AddressValue | null };

/** One call saves the centre and its address ({} = none). */
export const toMedicalCenterSave = (values: MedicalCenterFormValues): SaveVariables<"save_medical_center"> => {
  const parsed = medicalCenterSchema.parse(values);
  return {
    p_values: {
      ...centerRow(parsed),
      kind: parsed.kind,
      status: parsed.status,
      ...statusMoveComment(parsed.status_move_comment),
      departments_covered: departmentCodes(parsed.departments_covered),
      booking_url: blankToNull(parsed.booking_url),
      opening_hours: blankToNull(parsed.opening_hours),
      instructions_for_talent: blankToNull(parsed.instructions_for_talent),
    },
    p_address: centerAddress(values.address_row),
  };
};

// The medical centre enums of supabase/schemas/10_requests.sql: their colours (labels:
// public.enum_label, src/lib/enums/labels.ts).
import { Constants } from "../../src/database.types.ts";
import { enumStyle } from "../../src/lib/enums/labels.ts";

const E = Constants.public.Enums;

export const MEDICAL_CENTER_KINDS = E.medical_center_kind;
export type MedicalCenterKind = (typeof MEDICAL_CENTER_KINDS)[number];
export const MEDICAL_CENTER_KIND_STYLE = enumStyle("medical_center_kind", {
  spsti_interim: "blue",
  correspondent_doctor: "purple",
  private_center: "default",
});

export const MEDICAL_CENTER_STATUSES = E.medical_center_status;
export type MedicalCenterStatus = (typeof MEDICAL_CENTER_STATUSES)[number];
export const MEDICAL_CENTER_STATUS_STYLE = enumStyle("medical_center_status", { active: "green", inactive: "default" });

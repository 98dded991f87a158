// The medical centre enums of 20260103000100_medical_requests.sql with their French labels.
import type { EnumStyle } from "../../src/components/table/columns.tsx";

export const MEDICAL_CENTER_KINDS = ["spsti_interim", "correspondent_doctor", "private_center"] as const;
export type MedicalCenterKind = (typeof MEDICAL_CENTER_KINDS)[number];
export const MEDICAL_CENTER_KIND_STYLE: EnumStyle<MedicalCenterKind> = {
  spsti_interim: { label: "SPSTI agréé intérim", color: "blue" },
  correspondent_doctor: { label: "Médecin praticien correspondant", color: "purple" },
  private_center: { label: "Centre privé", color: "default" },
};

export const MEDICAL_CENTER_STATUSES = ["active", "inactive"] as const;
export type MedicalCenterStatus = (typeof MEDICAL_CENTER_STATUSES)[number];
export const MEDICAL_CENTER_STATUS_STYLE: EnumStyle<MedicalCenterStatus> = {
  active: { label: "Actif", color: "green" },
  inactive: { label: "Inactif", color: "default" },
};

// The qualification centre enums of 20260103000400_qualification_requests.sql with their French labels.
import type { EnumStyle } from "../../src/components/table/columns.tsx";

export const QUALIFICATION_TYPES = [
  "caces",
  "electrical_clearance",
  "aipr",
  "sst",
  "work_at_height",
  "scaffolding",
  "asbestos",
  "other",
] as const;
export type QualificationType = (typeof QUALIFICATION_TYPES)[number];
export const QUALIFICATION_TYPE_STYLE: EnumStyle<QualificationType> = {
  caces: { label: "CACES", color: "blue" },
  electrical_clearance: { label: "Habilitation électrique", color: "gold" },
  aipr: { label: "AIPR", color: "cyan" },
  sst: { label: "Sauveteur secouriste du travail (SST)", color: "green" },
  work_at_height: { label: "Travail en hauteur", color: "purple" },
  scaffolding: { label: "Échafaudage (R408 / R457)", color: "geekblue" },
  asbestos: { label: "Amiante (SS4)", color: "volcano" },
  other: { label: "Autre", color: "default" },
};

export const QUALIFICATION_CENTER_STATUSES = ["active", "inactive", "blacklisted"] as const;
export type QualificationCenterStatus = (typeof QUALIFICATION_CENTER_STATUSES)[number];
export const QUALIFICATION_CENTER_STATUS_STYLE: EnumStyle<QualificationCenterStatus> = {
  active: { label: "Actif", color: "green" },
  inactive: { label: "Inactif", color: "default" },
  blacklisted: { label: "Déréférencé", color: "red" },
};

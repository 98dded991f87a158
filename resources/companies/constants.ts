// The company enums of 20260102000400_companies.sql with their French labels and colours.
import type { EnumStyle } from "../../src/components/table/columns.tsx";

export const COMPANY_STATUSES = ["prospect", "active", "inactive", "blocked", "archived"] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
export const COMPANY_STATUS_STYLE: EnumStyle<CompanyStatus> = {
  prospect: { label: "Prospect", color: "blue" },
  active: { label: "Client actif", color: "green" },
  inactive: { label: "Inactif", color: "default" },
  blocked: { label: "Bloqué (impayés / hors encours)", color: "red" },
  archived: { label: "Archivé", color: "default" },
};

export const AGENCY_STATUS_STYLE: EnumStyle<"active" | "inactive" | "closed"> = {
  active: { label: "Active", color: "green" },
  inactive: { label: "Inactive", color: "default" },
  closed: { label: "Fermée", color: "red" },
};

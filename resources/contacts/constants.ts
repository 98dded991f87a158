// The contact enums of 20260102000400_companies.sql with their French labels and colours.
import type { EnumStyle } from "../../src/components/table/columns.tsx";

export const CONTACT_STATUSES = ["active", "left_company", "archived"] as const;
export const CONTACT_STATUS_STYLE: EnumStyle<(typeof CONTACT_STATUSES)[number]> = {
  active: { label: "Actif", color: "green" },
  left_company: { label: "A quitté l'entreprise", color: "orange" },
  archived: { label: "Archivé", color: "default" },
};
export const CONTACT_CIVILITY_STYLE: EnumStyle<"mr" | "mrs" | "entity"> = {
  mr: { label: "M." },
  mrs: { label: "Mme" },
  entity: { label: "Entité" },
};

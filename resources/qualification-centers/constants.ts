// The qualification centre enums of supabase/schemas/10_requests.sql: their colours
// (labels: public.enum_label, src/lib/enums/labels.ts).
import { Constants } from "../../src/database.types.ts";
import { enumStyle } from "../../src/lib/enums/labels.ts";

const E = Constants.public.Enums;

export const QUALIFICATION_TYPES = E.qualification_type;
export type QualificationType = (typeof QUALIFICATION_TYPES)[number];
export const QUALIFICATION_TYPE_STYLE = enumStyle("qualification_type", {
  caces: "blue",
  electrical_clearance: "gold",
  aipr: "cyan",
  sst: "green",
  work_at_height: "purple",
  scaffolding: "geekblue",
  asbestos: "volcano",
  other: "default",
});

export const QUALIFICATION_CENTER_STATUSES = E.qualification_center_status;
export type QualificationCenterStatus = (typeof QUALIFICATION_CENTER_STATUSES)[number];
export const QUALIFICATION_CENTER_STATUS_STYLE = enumStyle("qualification_center_status", {
  active: "green",
  inactive: "default",
  blacklisted: "red",
});

// The company group enum's colours (labels: public.enum_label, src/lib/enums/labels.ts).
import { Constants } from "../../src/database.types.ts";
import { enumStyle } from "../../src/lib/enums/labels.ts";

export const COMPANY_GROUP_STATUSES = Constants.public.Enums.company_group_status;
export type CompanyGroupStatus = (typeof COMPANY_GROUP_STATUSES)[number];
export const COMPANY_GROUP_STATUS_STYLE = enumStyle("company_group_status", { active: "green", archived: "default" });

// The hiring pool enums' colours (labels: public.enum_label, src/lib/enums/labels.ts).
import { Constants } from "../../src/database.types.ts";
import { enumStyle } from "../../src/lib/enums/labels.ts";

export const HIRING_POOL_STATUSES = Constants.public.Enums.hiring_pool_status;
export type HiringPoolStatus = (typeof HIRING_POOL_STATUSES)[number];
export const HIRING_POOL_STATUS_STYLE = enumStyle("hiring_pool_status", { active: "green", archived: "default" });

export const HIRING_POOL_VISIBILITIES = Constants.public.Enums.hiring_pool_visibility;
export type HiringPoolVisibility = (typeof HIRING_POOL_VISIBILITIES)[number];
export const HIRING_POOL_VISIBILITY_STYLE = enumStyle("hiring_pool_visibility", {
  private: "purple",
  workspace: "blue",
});

/** « Type »: a static pool (members added by hand) or a dynamic one (a saved super-search). */
export const HIRING_POOL_TYPES = ["static", "dynamic"] as const;
export type HiringPoolType = (typeof HIRING_POOL_TYPES)[number];

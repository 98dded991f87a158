// Feature access (docs/rules/talents-documents.md#feature-access): the rules the request page and
// the deciders' section share, mirroring public.feature_access_request's checks (reason of 10 to
// 1 000 characters, a refusal's reason) and public.is_feature_access_decider (level 3 or more, or
// the developer role). The database checks them again.
import { z } from "zod";
import type { Tables } from "../../database.types.ts";
import { t } from "../../i18n/index.ts";
import { isCountryManager, isDeveloper } from "../roles/flags.ts";
import type { AppRole } from "../roles/roles.ts";

export const DEEP_RESEARCH_FEATURE = "deep-research";
export type Feature = typeof DEEP_RESEARCH_FEATURE;

export const REASON_MIN = 10;
export const REASON_MAX = 1000;
export const COMMENT_MAX = 1000;

export type AccessRequest = Tables<"feature_access_request">;

export const reasonSchema = z.object({
  reason: z
    .string({ message: t("featureAccess.request.reasonLength") })
    .trim()
    .min(REASON_MIN, t("featureAccess.request.reasonLength"))
    .max(REASON_MAX, t("featureAccess.request.reasonLength")),
});
export type ReasonValues = z.infer<typeof reasonSchema>;

export const refusalSchema = z.object({
  comment: z
    .string({ message: t("featureAccess.settings.refuseCommentRequired") })
    .trim()
    .min(1, t("featureAccess.settings.refuseCommentRequired"))
    .max(COMMENT_MAX, t("featureAccess.settings.refuseCommentRequired")),
});
export type RefusalValues = z.infer<typeof refusalSchema>;

/** Who decides the requests of their workspace: a manager of level 3 or more, or a developer. */
export const decidesFeatureAccess = (roles: readonly AppRole[], level: number): boolean =>
  isCountryManager(level) || isDeveloper(roles);

/**
 * What the request page shows: the access itself, else the member's latest request — waiting,
 * refused (with its reason), or granted then withdrawn — else the form.
 */
export type AccessState =
  | { kind: "granted" }
  | { kind: "pending"; request: AccessRequest }
  | { kind: "refused"; request: AccessRequest }
  | { kind: "revoked"; request: AccessRequest }
  | { kind: "none" };

export const accessState = (hasFeature: boolean, latest: AccessRequest | undefined): AccessState => {
  if (hasFeature) return { kind: "granted" };
  if (!latest) return { kind: "none" };
  if (latest.status === "pending") return { kind: "pending", request: latest };
  if (latest.status === "refused") return { kind: "refused", request: latest };
  return { kind: "revoked", request: latest };
};

// The doctor's notice of a medical visit (« Avis reçu ») and the appointment's change, as rules the
// card applies before the database checks them again (public.record_medical_checkup_result,
// private.validate_medical_checkup_request / _result): who may, when, and the notice's fields with
// the database's French words.
import { z } from "zod";
import type { RpcArgs } from "../../../providers/rpc.ts";
import { Constants, type Enums } from "../../../src/database.types.ts";
import { t, type MessageKey } from "../../../src/i18n/index.ts";
import { allowedTargets, type TransitionRule } from "../../../src/lib/permissions/transitions.ts";

type Status = Enums<"medical_checkup_request_status">;

const message = (key: keyof typeof import("../i18n.fr.ts").requestsFr.validation) =>
  t(`resources.requests.validation.${key}` as MessageKey);

/**
 * « Avis reçu » is offered from « Réalisée » to whoever may close the visit, and from « RDV fixé »
 * once the appointment has passed to whoever may also mark it done (the function does both moves,
 * as the time-driven move would have marked it done at the appointment's hour).
 */
export const mayRecordNotice = (
  rules: readonly TransitionRule[],
  roles: readonly string[],
  row: { status: string; appointment_at?: string | null },
  now: Date = new Date(),
): boolean => {
  const closes = allowedTargets(rules, "done", roles).includes("certificate_received");
  if (row.status === ("done" satisfies Status)) return closes;
  if (row.status !== ("scheduled" satisfies Status) || !row.appointment_at) return false;
  return closes && new Date(row.appointment_at) <= now && allowedTargets(rules, "scheduled", roles).includes("done");
};

/** The appointment changes while « RDV fixé », by whoever may fix it (requested → scheduled). */
export const mayReschedule = (rules: readonly TransitionRule[], roles: readonly string[], status: string): boolean =>
  status === ("scheduled" satisfies Status) && allowedTargets(rules, "requested", roles).includes("scheduled");

/** The notice as the form holds it: dates as ISO days (yyyy-mm-dd), the file before its upload. */
export type NoticeValues = {
  result?: Enums<"medical_aptitude"> | null;
  issued_at?: string | null;
  valid_until?: string | null;
  workplace_restrictions?: string | null;
  next_visit_due?: string | null;
  certificate_file?: File | null;
  comment?: string | null;
};

/** The notice's rules, today being the French day (the database's private.paris_today). */
export const noticeSchema = (today: string) =>
  z
    .object({
      result: z.enum(Constants.public.Enums.medical_aptitude, { error: message("noticeResult") }),
      issued_at: z
        .string({ error: message("noticeIssuedAt") })
        .min(1, message("noticeIssuedAt"))
        .refine((day) => day <= today, message("noticeIssuedAt")),
      valid_until: z.string().nullable().optional(),
      workplace_restrictions: z.string().trim().nullable().optional(),
      next_visit_due: z.string().nullable().optional(),
      certificate_file: z.instanceof(File, { error: message("noticeFile") }),
      comment: z.string().trim().nullable().optional(),
    })
    .superRefine((notice, ctx) => {
      if (notice.result !== "unfit" && !notice.valid_until)
        ctx.addIssue({ code: "custom", path: ["valid_until"], message: message("noticeValidUntil") });
      else if (notice.valid_until && notice.valid_until < notice.issued_at)
        ctx.addIssue({ code: "custom", path: ["valid_until"], message: message("noticeValidAfterIssue") });
      if (notice.result === "fit_with_adjustments" && !notice.workplace_restrictions)
        ctx.addIssue({ code: "custom", path: ["workplace_restrictions"], message: message("noticeRestrictions") });
    });

/** public.record_medical_checkup_result's arguments, the file already stored at `path`. */
export const noticeArgs = (
  requestId: string,
  notice: z.output<ReturnType<typeof noticeSchema>>,
  path: string,
): RpcArgs<"record_medical_checkup_result"> => ({
  p_request_id: requestId,
  p_result: notice.result,
  p_issued_at: notice.issued_at,
  p_valid_until: notice.valid_until || null,
  p_certificate_file: path,
  p_workplace_restrictions: notice.result === "fit_with_adjustments" ? notice.workplace_restrictions || null : null,
  p_next_visit_due: notice.next_visit_due || null,
  p_comment: notice.comment || null,
});

// The push campaign enums' colours (labels: public.enum_label, src/lib/enums/labels.ts).
import { Constants } from "../../src/database.types.ts";
import { enumStyle } from "../../src/lib/enums/labels.ts";

export const PUSH_CAMPAIGN_STATUSES = Constants.public.Enums.push_campaign_status;
export const PUSH_CAMPAIGN_STATUS_STYLE = enumStyle("push_campaign_status", {
  draft: "default",
  scheduled: "blue",
  sending: "processing",
  sent: "green",
  canceled: "red",
});

export const PUSH_RECIPIENT_STATUS_STYLE = enumStyle("push_recipient_status", {
  pending: "default",
  sent: "green",
  bounced: "orange",
  failed: "red",
  opted_out: "default",
});

/** Talents one campaign proposes at most (push_campaign_talents in the database). */
export const MAX_TALENTS = 10;
/** Mails per call of send_push_campaign (the progress bar's step). */
export const SEND_BATCH = 25;

// A signature's channel in French (contract_signature.channel: \`email_link\`, or
// \`email_link_reminder_<n>\` for the n-th reminder's link), never the stored code: the contract's
// signature panel and the commercial conditions' signature.
import { t } from "../../i18n/index.ts";

export const channelLabel = (channel: string): string => {
  if (channel === "email_link") return t("resources.contractSignature.panel.channelEmailLink");
  const reminder = /^email_link_reminder_(\d+)$/.exec(channel);
  return reminder
    ? t("resources.contractSignature.panel.channelReminder", { number: reminder[1] })
    : t("resources.contractSignature.panel.channelOther");
};

// A contract late on its start, said on its page, on its review screens (validation) and in its
// signature card: the 2 jours ouvrables within which it reaches the talent (L1251-17) and the
// DPAE before the hiring (L1221-10). Warnings only: the rules are src/lib/contracts/late-start.ts.
import { Alert } from "antd";
import { t } from "../../src/i18n/index.ts";
import {
  dpaeLate,
  lateStart,
  type DpaeLateContract,
  type LateStartContract,
} from "../../src/lib/contracts/late-start.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { formatParisDateTime } from "../../src/lib/dates/paris-time.ts";

const L = "resources.contractLateStart" as const;

/** At these statuses the signature card says it, beside « Envoyer pour signature »; the page's top, at the others. */
const AT_SIGNATURE: readonly string[] = ["validated", "sent_for_signature", "partially_signed"];
export const lateStartAtSignature = (status: string) => AT_SIGNATURE.includes(status);

export const LateStartAlert = ({ contract, now }: { contract: LateStartContract; now?: Date }) => {
  const late = lateStart(contract, now);
  if (!late) return null;
  return (
    <Alert
      type={late.kind === "imminent" || late.kind === "started" ? "warning" : "error"}
      showIcon
      message={t(`${L}.${late.kind}.title`)}
      description={t(`${L}.${late.kind}.text`, { start: formatDate(late.start), deadline: formatDate(late.deadline) })}
    />
  );
};

export const DpaeLateAlert = ({ contract, now }: { contract: DpaeLateContract; now?: Date }) => {
  const late = dpaeLate(contract, now);
  if (!late) return null;
  return (
    <Alert
      type="error"
      showIcon
      message={t(`${L}.dpae.title`)}
      description={t(`${L}.dpae.${late.kind}`, {
        hiring: formatParisDateTime(late.hiring),
        submitted: late.submittedAt ? formatParisDateTime(late.submittedAt) : "",
      })}
    />
  );
};

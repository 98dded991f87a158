// The DPAE's rules for the screen, twins of the database's (supabase/schemas/07_contracts.sql):
// the hiring instant (private.contract_hiring_at, src/lib/contracts/late-start.ts), the legal window — before the hiring
// (Code du travail L1221-10: one made after it is recorded and flagged « DPAE tardive »), not more than 8 days before it
// (R1221-5), not in the future —,
// the statuses that show or edit the block, and where the receipt is stored.
import type { Tables } from "../../../src/database.types.ts";
import { hiringAt } from "../../../src/lib/contracts/late-start.ts";
import { formatParisDateTime } from "../../../src/lib/dates/paris-time.ts";
import { BUCKETS } from "../../../src/lib/upload/buckets.generated.ts";

type DpaeContract = Pick<
  Tables<"contract">,
  "status" | "is_amendment" | "contract_type" | "start_date" | "schedule" | "dpae_submitted_at"
>;

const EIGHT_DAYS = 8 * 24 * 60 * 60 * 1000;

export { hiringAt };

/** The first and last instants a DPAE may be declared at. */
export const dpaeWindow = (contract: Pick<DpaeContract, "start_date" | "schedule">) => {
  const to = hiringAt(contract);
  return { from: new Date(to.getTime() - EIGHT_DAYS), to };
};

export type DpaeDateProblem = { key: "future" | "tooEarly"; date?: string };

/** What is wrong with a declared instant, in the database's order; null when it is within the law. */
export const dpaeDateProblem = (
  submittedAt: Date,
  contract: Pick<DpaeContract, "start_date" | "schedule">,
  now: Date = new Date(),
): DpaeDateProblem | null => {
  const { from } = dpaeWindow(contract);
  if (submittedAt.getTime() > now.getTime()) return { key: "future" };
  if (submittedAt.getTime() < from.getTime()) return { key: "tooEarly", date: formatParisDateTime(from) };
  return null;
};

/** A mission contract (not an amendment, not an independent's service) has a DPAE. */
export const hasDpae = (c: Pick<DpaeContract, "is_amendment" | "contract_type">) =>
  !c.is_amendment && c.contract_type !== "independent_service";

const BEFORE_SIGNATURE: readonly string[] = ["validated", "sent_for_signature", "partially_signed"];
const STARTED: readonly string[] = ["active", "ended", "terminated_early"];

/** The block shows from validation on (the action centre asks for the DPAE from then). */
export const showsDpaeBlock = (c: DpaeContract) =>
  hasDpae(c) && (BEFORE_SIGNATURE.includes(c.status) || c.status === "signed" || STARTED.includes(c.status));

/** Validated, not signed yet: the block says the DPAE is recorded once signed. */
export const dpaeBeforeSignature = (c: DpaeContract) => hasDpae(c) && BEFORE_SIGNATURE.includes(c.status);

/** The contract has started: a recorded DPAE no longer changes. */
export const dpaeStarted = (c: DpaeContract) => STARTED.includes(c.status);

/** Recorded on a signed contract, corrected until it starts; an active one without DPAE may still record it. */
export const dpaeEditable = (c: DpaeContract) =>
  hasDpae(c) && (c.status === "signed" || (c.status === "active" && !c.dpae_submitted_at));

/** The receipt's types: PDF and images (docs/rules/application.md#upload-types), within the documents bucket's list. */
export const DPAE_RECEIPT_TYPES: readonly string[] = BUCKETS.documents.allowedMimeTypes.filter(
  (type) => type === "application/pdf" || type.startsWith("image/"),
);

/** The receipt's object path: the contract's `dpae` folder (the database refuses any other). */
export const dpaeReceiptPath = (workspaceId: string, contractId: string, fileName: string, fileId: string) =>
  `${workspaceId}/contracts/${contractId}/dpae/${fileId}-${fileName.replace(/[^\w.-]+/g, "_")}`;

/**
 * An anomaly's title and text: one the URSSAF returned keeps its code (« DUE-E012 : … »); one the
 * database set before anything was sent (code INCOMPLETE: the declaration misses fields,
 * private.queue_contract_dpae) is the agency's own, and says nothing was sent.
 */
export const dpaeAnomalyTexts = (
  sending: { anomaly_code: string | null; anomaly_label: string | null },
  texts: { fromUrssaf: string; notSent: string },
): { title: string; description: string } =>
  sending.anomaly_code === "INCOMPLETE"
    ? { title: texts.notSent, description: sending.anomaly_label ?? "" }
    : {
        title: texts.fromUrssaf,
        description: [sending.anomaly_code, sending.anomaly_label].filter(Boolean).join(" : "),
      };

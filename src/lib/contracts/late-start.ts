// A contract late on its start, as warnings (the database's own checks decide what is refused):
// - the contrat de mission is handed to the talent at the latest 2 jours ouvrables after the
//   start (Code du travail L1251-17; docs/rules/contracts.md#documents): the deadline is the
//   database's private.contract_signature_deadline, which the action centre's « Contrats non
//   signés ou non transmis à temps » and « Contrats hors délai » count with;
// - the DPAE precedes the hiring (L1221-10; docs/rules/contracts.md#dpae): the hiring instant is
//   private.contract_hiring_at's, the start date at the schedule's first time, in Paris.
// supabase/tests/contracts/late-start.test.ts keeps both twins in step with the database.
import type { Tables } from "../../database.types.ts";
import { parisDay, parisInstant } from "../dates/paris-time.ts";
import { addWorkingDays } from "../dates/working-days.ts";

type Contract = Tables<"contract">;

/** Jours ouvrables after the start within which the contract reaches the talent (L1251-17). */
export const TRANSMISSION_WORKING_DAYS = 2;

/** The last day the contract may reach the talent: its start + 2 jours ouvrables. */
export const transmissionDeadline = (startDate: string): string => addWorkingDays(startDate, TRANSMISSION_WORKING_DAYS);

const TIME = /(\d{1,2})\s*h\s*(\d{2})?/;

/** The start date at the first time the schedule names ("7h30–12h" → 7:30), else midnight, in Paris. */
export const hiringAt = ({ start_date, schedule }: Pick<Contract, "start_date" | "schedule">): Date => {
  const match = TIME.exec(schedule ?? "");
  const hour = match ? Number(match[1]) : 0;
  const minute = match?.[2] ? Number(match[2]) : 0;
  return hour < 24 && minute < 60 ? parisInstant(start_date, hour, minute) : parisInstant(start_date);
};

/** Not signed by every party yet (the database's unsigned statuses). */
const UNSIGNED: readonly string[] = [
  "draft",
  "review",
  "admin_modification_requested",
  "modification",
  "consultant_review",
  "validated",
  "sent_for_signature",
  "partially_signed",
];
const SIGNED: readonly string[] = ["signed", "active"];
const WITH_DPAE: readonly string[] = [...UNSIGNED.slice(5), ...SIGNED];

/** A mission contract: not an amendment, not an independent's service (L1251-17 and the DPAE are theirs). */
const isMissionContract = (c: Pick<Contract, "is_amendment" | "contract_type">) =>
  !c.is_amendment && c.contract_type !== "independent_service";

export type LateStart = {
  /**
   * imminent: not signed, starts within 2 jours ouvrables; started: not signed, started, still
   * within the deadline; overdue: not signed after the deadline; notTransmitted: signed but not
   * handed to the talent after the deadline.
   */
  kind: "imminent" | "started" | "overdue" | "notTransmitted";
  start: string;
  deadline: string;
};

export type LateStartContract = Pick<
  Contract,
  "status" | "start_date" | "is_amendment" | "contract_type" | "transmitted_to_talent_at"
>;

/** What is late about a contract's start at `now` (Paris days), or null. */
export const lateStart = (contract: LateStartContract, now: Date = new Date()): LateStart | null => {
  if (!isMissionContract(contract) || !contract.start_date) return null;
  const today = parisDay(now);
  const start = contract.start_date;
  const deadline = transmissionDeadline(start);
  const late = (kind: LateStart["kind"]): LateStart => ({ kind, start, deadline });
  if (UNSIGNED.includes(contract.status)) {
    if (today > deadline) return late("overdue");
    if (today >= start) return late("started");
    if (start <= addWorkingDays(today, TRANSMISSION_WORKING_DAYS)) return late("imminent");
    return null;
  }
  if (SIGNED.includes(contract.status) && !contract.transmitted_to_talent_at && today > deadline)
    return late("notTransmitted");
  return null;
};

export type DpaeLate = { kind: "missing" | "declaredAfter"; hiring: Date; submittedAt: Date | null };

export type DpaeLateContract = Pick<
  Contract,
  "status" | "start_date" | "schedule" | "is_amendment" | "contract_type" | "dpae_submitted_at"
>;

/** A late DPAE: none recorded once the hiring instant has passed, or one declared after it. */
export const dpaeLate = (contract: DpaeLateContract, now: Date = new Date()): DpaeLate | null => {
  if (!isMissionContract(contract) || !WITH_DPAE.includes(contract.status)) return null;
  const hiring = hiringAt(contract);
  if (contract.dpae_submitted_at) {
    const submittedAt = new Date(contract.dpae_submitted_at);
    return submittedAt.getTime() > hiring.getTime() ? { kind: "declaredAfter", hiring, submittedAt } : null;
  }
  return now.getTime() > hiring.getTime() ? { kind: "missing", hiring, submittedAt: null } : null;
};

// The one-page profile's rules, pure so that the cards and their table-driven tests read the
// same ones: the expiry colours (the documents tab's flags, documents.utils.ts), the talent's
// availability today and next (running contract, planning unavailabilities, the talent's own
// status), and a short preview of a note.
import { t, type MessageKey, type MessageVars } from "../../../src/i18n/index.ts";
import type { Database } from "../../../src/database.types.ts";
import { formatDate } from "../../../src/lib/dates/dayjs.ts";
import { periodText, type Unavailability } from "../../../src/domain/unavailability/unavailability.ts";
import { expiryFlag, type ExpiryFlag } from "../documents.utils.ts";
import { QUALIFICATION_DOCUMENT_TYPES } from "../../../src/domain/talent-search/criteria.ts";
import type { ProfileContract, ProfileDocument } from "./reads.ts";

type Under<K, P extends string> = K extends `${P}${infer R}` ? R : never;
type ProfileKey = Under<MessageKey, "resources.talentProfile.">;
/** A message of the profile's catalog (resources/talents/profile/i18n.fr.ts). */
export const p = (key: ProfileKey, vars?: MessageVars) => t(`resources.talentProfile.${key}`, vars);

/** The cards' label column: wide enough on a desktop, never squeezing the value on a phone. */
export const LABEL_STYLE = { width: "38%", minWidth: 96, whiteSpace: "normal" } as const;

/** The antd Tag colour of an expiry flag: red once expired, orange within the 30 days before. */
export const EXPIRY_COLOR: Record<Exclude<ExpiryFlag, null>, string> = { expired: "red", expiring_soon: "orange" };

export const expiryColor = (flag: ExpiryFlag): string | undefined => (flag ? EXPIRY_COLOR[flag] : undefined);

/** A document's expiry as the card says it, with its flag. */
export const expiryText = (expiryDate: string | null, today: string): { flag: ExpiryFlag; text: string } => {
  const flag = expiryFlag(expiryDate, today);
  if (!expiryDate) return { flag, text: p("documents.noExpiry") };
  const date = formatDate(expiryDate);
  if (flag === "expired") return { flag, text: p("documents.expired", { date }) };
  if (flag === "expiring_soon") return { flag, text: p("documents.expiringSoon", { date }) };
  return { flag, text: p("documents.validUntil", { date }) };
};

const QUALIFYING: ReadonlySet<string> = new Set(QUALIFICATION_DOCUMENT_TYPES);

/** The qualifications (CACES, habilitations, cards, licences, diplomas) apart from the other documents. */
export const splitDocuments = <D extends Pick<ProfileDocument, "type">>(documents: readonly D[]) => ({
  qualifications: documents.filter((d) => QUALIFYING.has(d.type)),
  others: documents.filter((d) => !QUALIFYING.has(d.type)),
});

/** A contract that binds the talent (signed or running): the planning and the action centre count them. */
const RUNNING: ReadonlySet<string> = new Set(["signed", "active"]);
/** A contract that will not run (any more). */
const OVER: ReadonlySet<string> = new Set(["canceled", "ended", "terminated_early"]);

/** The last day worked under a contract: its early end when one was recorded, else its end. */
export const lastDay = (c: Pick<ProfileContract, "end_date" | "definitive_end_date">): string | null =>
  c.definitive_end_date ?? c.end_date;

/** The contract running today (the latest amendment's end, as an amendment extends it), if any. */
export const runningContract = (contracts: readonly ProfileContract[], today: string) => {
  const running = contracts.find(
    (c) => RUNNING.has(c.status) && c.start_date <= today && (lastDay(c) ?? today) >= today,
  );
  if (!running) return undefined;
  const sameKey = contracts.filter((c) => c.contract_key === running.contract_key && c.status !== "canceled");
  const ends = sameKey.map(lastDay);
  return { contract: running, until: ends.includes(null) ? null : (ends as string[]).sort().at(-1)! };
};

/** The next contract to start after today (not an amendment, not canceled or over). */
export const nextContract = (contracts: readonly ProfileContract[], today: string) =>
  contracts
    .filter((c) => !c.is_amendment && !OVER.has(c.status) && c.start_date > today)
    .sort((a, b) => a.start_date.localeCompare(b.start_date))[0];

export type AvailabilityFacts = {
  talent: {
    availability_status: Database["public"]["Enums"]["talent_availability_status"];
    available_from: string | null;
  };
  contracts: readonly ProfileContract[];
  unavailabilities: readonly Unavailability[];
  today: string;
};

export type AvailabilityLine = { text: string; to?: string };

/**
 * Today: an unavailability in the planning first, then a running contract, else the talent's
 * own status (with its « disponible à partir du » when it is later). Next: the next contract
 * and the next unavailability, by date.
 */
export const availabilitySummary = ({ talent, contracts, unavailabilities, today }: AvailabilityFacts) => {
  const absent = unavailabilities.find((u) => u.date_from <= today && u.date_to >= today);
  const running = runningContract(contracts, today);
  let now: AvailabilityLine | { status: AvailabilityFacts["talent"]["availability_status"]; text?: string };
  if (absent) now = { text: p("availability.unavailableToday", { period: periodText(absent) }) };
  else if (running)
    now = {
      text: running.until
        ? p("availability.onMission", { date: formatDate(running.until), contract: running.contract.contract_key })
        : p("availability.onMissionOpenEnded", { contract: running.contract.contract_key }),
      to: `/contracts/${running.contract.id}`,
    };
  else
    now = {
      status: talent.availability_status,
      text:
        talent.available_from && talent.available_from > today
          ? p("availability.availableFrom", { date: formatDate(talent.available_from) })
          : undefined,
    };

  const upcoming: Array<AvailabilityLine & { from: string }> = [];
  const following = nextContract(contracts, today);
  if (following)
    upcoming.push({
      from: following.start_date,
      text: p("availability.nextMission", { date: formatDate(following.start_date), contract: following.contract_key }),
      to: `/contracts/${following.id}`,
    });
  const nextAbsence = unavailabilities.find((u) => u.date_from > today);
  if (nextAbsence)
    upcoming.push({
      from: nextAbsence.date_from,
      text: p("availability.nextUnavailability", { period: periodText(nextAbsence) }),
    });
  upcoming.sort((a, b) => a.from.localeCompare(b.from));
  return { now, next: upcoming.map(({ text, to }) => ({ text, to })) };
};

/** A note's first words: its text without markup, on one line, cut at `max` characters. */
export const notePreview = (content: string | null | undefined, max = 160): string => {
  const text = (content ?? "")
    // a block's end separates words, an inline tag does not
    .replace(/<(br|\/?(p|div|li|ul|ol|h\d|blockquote))\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
};

// Labour-law rules the generated data must respect, mirrored from the database's
// (supabase/schemas/07_contracts.sql): the délai de carence between successive contracts on
// one post (client + job + worksite), a third of the previous duration from 14 days on, half
// below, counted in opening days (Monday to Friday here, public holidays excepted), with the
// reasons that are exempt.
import { addMonths } from "../../src/lib/dates/month.ts";
import { isPublicHoliday } from "../../src/lib/dates/public-holidays.ts";

const DAY = 86_400_000;
const EXEMPT_REASONS = new Set(["urgent_safety_works", "seasonal", "usage"]);

const toTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const toIso = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Délai de carence in days after a contract of `days` calendar days (L1251-36). */
export const carenceDays = (days: number): number => Math.ceil(days >= 14 ? days / 3 : days / 2);

/** The first day a contract may start after one ending on `end` with a délai of `count` opening days. */
export function firstAllowedDay(end: string, count: number): string {
  let time = toTime(end);
  for (let seen = 0; seen < count;) {
    time += DAY;
    const isoDay = new Date(time).getUTCDay();
    if (isoDay >= 1 && isoDay <= 5 && !isPublicHoliday(toIso(time))) seen += 1;
  }
  return toIso(time + DAY);
}

type Span = { key: string; start: string; end: string; reason: string | null };

/** The contracts placed on each post, to place new ones outside the délai de carence. */
export class PostCalendar {
  private readonly posts = new Map<string, Span[]>();

  /** True when a contract `key` over [start, end] on `post` respects the délai with every other contract there. */
  fits(post: string, key: string, start: string, end: string, reason: string | null): boolean {
    for (const other of this.posts.get(post) ?? []) {
      if (other.key === key) continue;
      const [prev, next] =
        other.end < start
          ? [other, { start, reason }]
          : end < other.start
            ? [{ start, end, reason }, other]
            : [null, null];
      if (!prev || !next) continue; // simultaneous positions
      if (
        EXEMPT_REASONS.has(next.reason ?? "") ||
        (next.reason === "replacement_absence" && prev.reason === "replacement_absence")
      )
        continue;
      const days = Math.round((toTime(prev.end) - toTime(prev.start)) / DAY) + 1;
      if (next.start < firstAllowedDay(prev.end, carenceDays(days))) return false;
    }
    return true;
  }

  /** Records a contract, or extends the span of its key (a renewal). */
  place(post: string, key: string, start: string, end: string, reason: string | null): void {
    const spans = this.posts.get(post) ?? [];
    const existing = spans.find((s) => s.key === key);
    if (existing) {
      existing.start = existing.start < start ? existing.start : start;
      existing.end = existing.end > end ? existing.end : end;
    } else {
      spans.push({ key, start, end, reason });
    }
    this.posts.set(post, spans);
  }

  /** The span recorded for a contract key on a post. */
  span(post: string, key: string): { start: string; end: string } | undefined {
    return this.posts.get(post)?.find((s) => s.key === key);
  }
}

// ---------------------------------------------------------------------------------------
// Mandatory documents: a contract sent for signature, signed or running needs the talent's
// residence permit (outside the EU/EEA/Switzerland) and the qualifications of its job, valid
// over the contract. The generator adds the verified documents those talents would hold.

const EEA_OR_SWISS = new Set(
  "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO CH".split(" "),
);
const CHECKED_STATUSES = new Set([
  "sent_for_signature",
  "partially_signed",
  "signed",
  "active",
  "ended",
  "terminated_early",
]);
const VERIFIED = new Set(["valid", "expiring_soon", "expired"]);

/** The document types a job requires, from its typical qualifications (as private.job_required_document_types). */
export function requiredDocumentTypes(qualifications: readonly string[]): string[] {
  const types = new Set<string>();
  for (const q of qualifications) {
    const name = q.toUpperCase();
    if (name.startsWith("CACES")) types.add("caces");
    else if (name.startsWith("AIPR")) types.add("aipr");
    else if (name.startsWith("HABILITATION")) types.add("electrical_clearance");
    else if (name.startsWith("PERMIS")) types.add("driving_license");
    else if (name.startsWith("SST")) types.add("sst");
    else if (name.startsWith("TRAVAIL EN HAUTEUR")) types.add("work_at_height");
    else if (name.includes("R408") || name.includes("CHAFAUDAGE")) types.add("scaffolding");
    else if (name.startsWith("FIMO") || name.startsWith("FCO")) types.add("driver_qualification");
  }
  return [...types].sort();
}

/** The first CACES category a job accepts (« CACES R482 A » → « R482 A »), as private.job_document_requirements. */
export const cacesCategory = (qualifications: readonly string[]): string | undefined =>
  qualifications
    .find((q) => q.toUpperCase().startsWith("CACES"))
    ?.slice(5)
    .trim() || undefined;

/** The contract needs the SIR aptitude: SIR or risky post, or a job needing a CACES or an electrical clearance. */
export const needsSir = (
  c: { medical_surveillance?: unknown; is_risky_position?: unknown },
  types: readonly string[],
) =>
  c.medical_surveillance === "sir" ||
  c.is_risky_position === true ||
  types.includes("caces") ||
  types.includes("electrical_clearance");

export const needsResidencePermit = (nationality: string | null | undefined): boolean =>
  !!nationality && !EEA_OR_SWISS.has(nationality);

type Doc = Record<string, unknown> & {
  talent_id?: unknown;
  type?: unknown;
  status?: unknown;
  issued_at?: unknown;
  expiry_date?: unknown;
};
type ContractLike = {
  talent_id: string;
  job_id?: unknown;
  start_date: string;
  end_date: string | null;
  definitive_end_date: string | null;
  status: string;
  contract_type: string;
  medical_surveillance?: unknown;
  is_risky_position?: unknown;
};
type TalentLike = { id: string; nationality_code: string | null; qualification_status: string; owner_id?: unknown };

export type ComplianceInput = {
  workspaceId: string;
  today: string;
  talents: readonly TalentLike[];
  contracts: readonly ContractLike[];
  documents: readonly Doc[];
  jobQualifications: ReadonlyMap<string, readonly string[]>;
  /** A float in [0, 1), from a generator of its own (the main sequence stays unchanged). */
  next: () => number;
  uuid: () => string;
  userOf: (memberId: string) => string;
};

const plusDays = (iso: string, days: number) => toIso(toTime(iso) + days * DAY);
const CATEGORY: Record<string, string> = {
  caces: "R482 B1",
  electrical_clearance: "B1V",
  aipr: "Opérateur",
  driving_license: "C",
};

/** The verified documents to add so that every checked contract passes, and qualified talents hold a valid residence permit. */
export function complianceDocuments(input: ComplianceInput): Doc[] {
  type Need = { talent: TalentLike; type: string; category?: string; from: string; to: string };
  const needs = new Map<string, Need>();
  const talents = new Map(input.talents.map((t) => [t.id, t]));
  const need = (talent: TalentLike, type: string, from: string, to: string, category?: string) => {
    const key = `${talent.id}|${type}|${category ?? ""}`;
    const current = needs.get(key);
    needs.set(
      key,
      current
        ? { ...current, from: current.from < from ? current.from : from, to: current.to > to ? current.to : to }
        : { talent, type, category, from, to },
    );
  };
  for (const c of input.contracts) {
    const talent = talents.get(c.talent_id);
    if (!talent || !CHECKED_STATUSES.has(c.status) || c.contract_type === "independent_service") continue;
    const last = c.definitive_end_date ?? c.end_date ?? c.start_date;
    const qualifications = input.jobQualifications.get(String(c.job_id)) ?? [];
    const types = requiredDocumentTypes(qualifications);
    if (needsResidencePermit(talent.nationality_code)) types.push("residence_permit");
    for (const type of types)
      need(talent, type, c.start_date, last, type === "caces" ? cacesCategory(qualifications) : undefined);
    if (needsSir(c, types)) need(talent, "medical_attestation", c.start_date, last, "SIR");
    if (input.next() < 0.85) need(talent, "carte_btp", c.start_date, c.start_date); // most hold their carte BTP (a warning otherwise)
  }
  for (const t of input.talents) {
    if (t.qualification_status === "qualified" && needsResidencePermit(t.nationality_code))
      need(t, "residence_permit", input.today, plusDays(input.today, 400));
  }
  const held = new Map<string, Doc[]>();
  for (const d of input.documents) {
    if (!VERIFIED.has(String(d.status))) continue;
    const key = `${String(d.talent_id)}|${String(d.type)}`;
    held.set(key, [...(held.get(key) ?? []), d]);
  }
  const norm = (v: unknown) =>
    String(v ?? "")
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, "");
  const covered = (n: Need) =>
    (held.get(`${n.talent.id}|${n.type}`) ?? []).some(
      (d) =>
        (!n.category || norm(d.category).startsWith(norm(n.category))) &&
        (!d.issued_at || String(d.issued_at) <= n.from) &&
        (!d.expiry_date || String(d.expiry_date) >= n.to),
    );
  const added: Doc[] = [];
  for (const n of [...needs.values()].sort((a, b) =>
    `${a.talent.id}|${a.type}|${a.category ?? ""}`.localeCompare(`${b.talent.id}|${b.type}|${b.category ?? ""}`),
  )) {
    if (covered(n)) continue;
    const issued = plusDays(n.from, -(30 + Math.floor(input.next() * 600)));
    const expiry = plusDays(n.to > input.today ? n.to : input.today, 60 + Math.floor(input.next() * 900));
    const id = input.uuid();
    const owner = input.userOf(String(n.talent.owner_id ?? ""));
    added.push({
      id,
      workspace_id: input.workspaceId,
      type: n.type,
      name: null,
      number: n.type === "residence_permit" ? null : `${n.type.toUpperCase()}-${id.slice(0, 6)}`,
      category: n.category ?? CATEGORY[n.type] ?? null,
      issued_at: issued,
      expiry_date: expiry,
      status: Math.round((toTime(expiry) - toTime(input.today)) / DAY) <= 30 ? "expiring_soon" : "valid",
      file: `${input.workspaceId}/talents/${n.talent.id}/${n.type}-${id.slice(0, 8)}.pdf`,
      file_name: `${n.type}.pdf`,
      mime_type: "application/pdf",
      talent_id: n.talent.id,
      verified_by: owner,
      verified_at: `${plusDays(issued, 3)}T09:00:00Z`,
      rejection_reason: null,
      created_by: owner,
      created_at: `${plusDays(issued, 2)}T09:00:00Z`,
    });
  }
  return added;
}

// ---------------------------------------------------------------------------------------
// Trial period (supabase/schemas/07_contracts.sql, L1251-14): 2 working days
// for a contract of one month at most, 3 up to two months, 5 beyond.

/** The legal maximum trial period, in working days, of a contract from `start` to `last`. */
export const trialPeriodDays = (start: string, last: string): number =>
  last < addMonths(start, 1) ? 2 : last < addMonths(start, 2) ? 3 : 5;

// ---------------------------------------------------------------------------------------
// Daily 10 h and weekly 48 h per talent across contracts (private.talent_planned_hours_problem):
// the planned weekly hours of a talent's overlapping contracts (the last version of each,
// drafts and canceled ones aside), a day's hours being the week's spread over its working days.

type HoursSpan = { key: string; start: string; last: string; hours: number; days: readonly number[] };

export class TalentHours {
  private readonly spans = new Map<string, HoursSpan[]>();

  /** True when a contract `key` of `talent` over [start, last] keeps every day ≤ 10 h and every week ≤ 48 h. */
  fits(
    talent: string,
    key: string,
    start: string,
    last: string,
    hours: number,
    days: readonly number[] = WEEKDAYS,
  ): boolean {
    const spans = [
      { key, start, last, hours, days },
      ...(this.spans.get(talent) ?? []).filter((s) => s.key !== key && s.start <= last && s.last >= start),
    ];
    for (const point of new Set(spans.map((s) => (s.start > start ? s.start : start)))) {
      const covering = spans.filter((s) => s.start <= point && point <= s.last);
      if (covering.length < 2) continue;
      if (covering.reduce((sum, s) => sum + s.hours, 0) > 48) return false;
      for (let dow = 1; dow <= 7; dow++) {
        const day = covering.filter((s) => s.days.includes(dow)).reduce((sum, s) => sum + s.hours / s.days.length, 0);
        if (Math.round(day * 100) / 100 > 10) return false;
      }
    }
    return true;
  }

  /** Records the last version of a contract (not a draft, not canceled). */
  place(
    talent: string,
    key: string,
    start: string,
    last: string,
    hours: number,
    days: readonly number[] = WEEKDAYS,
  ): void {
    const spans = (this.spans.get(talent) ?? []).filter((s) => s.key !== key);
    spans.push({ key, start, last, hours, days });
    this.spans.set(talent, spans);
  }
}
const WEEKDAYS = [1, 2, 3, 4, 5];

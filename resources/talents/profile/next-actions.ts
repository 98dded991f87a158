// « Prochaines actions » of the one-page profile: what the action centre would show about this
// talent (docs/action-centre.md), rebuilt from the rows the page already reads instead of the
// whole workspace's queues — expired or expiring documents (rule document_expiring, 30 days,
// the latest version of each type only; whether or not a contract runs until then),
// open requests of every type with their deadline's severity (the view request_action_item's
// thresholds: 12 hours, 3 days; reference checks and scheduled e-mails are requests), the
// applications waiting for a step, a mission ending within 7 days (rule mission_ending) and an
// unfinished qualification. Each item links to the screen where it is resolved. Pure.
import type { Database } from "../../../src/database.types.ts";
import { enumLabel } from "../../../src/lib/enums/labels.ts";
import { ENUM_LABELS } from "../../../src/lib/enums/labels.generated.ts";
import { formatDate } from "../../../src/lib/dates/dayjs.ts";
import type { RequestTypeRow } from "../../requests/hooks.ts";
import { expiryFlag } from "../documents.utils.ts";
import { p, runningContract } from "./profile.utils.ts";
import type { ProfileApplication, ProfileContract, ProfileDocument, ProfileRequest } from "./reads.ts";

export type Severity = "critical" | "warning" | "info";
export type NextAction = { key: string; severity: Severity; text: string; to: string; due?: string | null };

const ORDER: Record<Severity, number> = { critical: 0, warning: 1, info: 2 };
const HOUR_MS = 3_600_000;
/** The days before its end a running mission shows (the action centre's mission_ending rule). */
export const MISSION_ENDING_DAYS = 7;

/** A request's severity by its deadline, as public.request_action_item computes it. */
export const requestSeverity = (dueAt: string | null | undefined, now: Date): Severity => {
  if (!dueAt) return "info";
  const left = new Date(dueAt).getTime() - now.getTime();
  if (left < 12 * HOUR_MS) return "critical";
  return left < 72 * HOUR_MS ? "warning" : "info";
};

/** A status's French label from the generated copy of public.enum_label (the value when unknown). */
const statusLabel = (enumName: string | null | undefined, value: string | null | undefined): string => {
  const labels = (ENUM_LABELS as Record<string, Readonly<Record<string, string>>>)[enumName ?? ""];
  return (value && labels?.[value]) ?? value ?? "";
};

const addDays = (day: string, days: number): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export type NextActionFacts = {
  talent: {
    id: string;
    qualification_status: Database["public"]["Enums"]["talent_qualification_status"];
  };
  documents: readonly ProfileDocument[];
  requests: readonly ProfileRequest[];
  requestTypes: readonly RequestTypeRow[];
  applications: readonly ProfileApplication[];
  contracts: readonly ProfileContract[];
  today: string;
  now: Date;
  /** the screen of one request (its page or its list's drawer), where the app has one */
  requestLink: (request: ProfileRequest, type: RequestTypeRow | undefined) => string | undefined;
};

export const nextActions = (f: NextActionFacts): NextAction[] => {
  const tab = (name: string) => `/talents/${f.talent.id}/${name}`;
  const items: NextAction[] = [];

  // a version renewed by a later one of the same type is not to act on (document_watch.superseded)
  const latest = new Map<string, string>();
  for (const doc of f.documents)
    if (doc.expiry_date && doc.status !== "rejected" && doc.expiry_date > (latest.get(doc.type) ?? ""))
      latest.set(doc.type, doc.expiry_date);
  for (const doc of f.documents) {
    const flag = expiryFlag(doc.expiry_date, f.today);
    if (!flag || doc.status === "rejected" || (doc.expiry_date ?? "") < (latest.get(doc.type) ?? "")) continue;
    const type = enumLabel("document_type", doc.type);
    items.push({
      key: `document-${doc.id}`,
      severity: flag === "expired" ? "critical" : "warning",
      text:
        flag === "expired"
          ? p("actions.documentExpired", { type })
          : p("actions.documentExpiring", { type, date: formatDate(doc.expiry_date) }),
      to: tab("documents"),
      due: doc.expiry_date,
    });
  }

  const types = new Map(f.requestTypes.map((type) => [type.entity, type]));
  for (const request of f.requests) {
    const type = types.get(request.entity);
    items.push({
      key: `${request.entity}-${request.id}`,
      severity: requestSeverity(request.due_at, f.now),
      text: p("actions.request", {
        type: type?.label ?? request.entity,
        status: statusLabel(type?.status_enum, request.status),
      }),
      // a type without a screen of its own (a scheduled e-mail) is listed on the contracts tab
      to: f.requestLink(request, type) ?? tab("contracts"),
      due: request.due_at,
    });
  }

  for (const application of f.applications) {
    const mission = application.mission;
    items.push({
      key: `application-${application.id}`,
      severity: "info",
      text: p("actions.application", {
        mission: mission ? `${mission.reference} — ${mission.job_name}` : "",
        stage: enumLabel("application_stage", application.stage),
      }),
      to: mission ? `/missions/${mission.id}/applications` : tab("applications"),
    });
  }

  const running = runningContract(f.contracts, f.today);
  if (running?.until && running.until <= addDays(f.today, MISSION_ENDING_DAYS))
    items.push({
      key: `contract-${running.contract.id}`,
      severity: "info",
      text: p("actions.missionEnding", { date: formatDate(running.until), contract: running.contract.contract_key }),
      to: `/contracts/${running.contract.id}`,
      due: running.until,
    });

  if (f.talent.qualification_status === "new" || f.talent.qualification_status === "to_qualify")
    items.push({
      key: "qualification",
      severity: "info",
      text: p("actions.qualify", {
        status: enumLabel("talent_qualification_status", f.talent.qualification_status),
      }),
      to: tab("qualification"),
    });

  // most urgent first, then by deadline (none last)
  return items.sort(
    (a, b) => ORDER[a.severity] - ORDER[b.severity] || (a.due ?? "\uffff").localeCompare(b.due ?? "\uffff"),
  );
};

// The record history in French (public.record_history_entry): a field's label (the history's own
// names, then the catalog's column names, then the column itself), a value as a person reads it
// (yes/no, enum labels, dates in French, lists, masked values as « •••• »), and an entry's lines.
import { hasMessage, t, translateAny } from "../../i18n/index.ts";
import { columnLabels, tableColumnLabels } from "../../i18n/fr/constraints/fields.ts";
import { formatParisDateTime } from "../../lib/dates/paris-time.ts";
import { ENUM_LABELS } from "../../lib/enums/labels.generated.ts";

export type HistoryChange = { before?: unknown; after?: unknown };
export type HistoryAction = "insert" | "update" | "delete" | "read";

/** One line of an entry: the field's label, and its values before and after. */
export type HistoryLine = { field: string; label: string; before: string; after: string };

const MASK = "••••";

/** The French name of a recorded column of `entity`. */
export function fieldLabel(entity: string, column: string): string {
  const own = `history.fields.${column}`;
  if (hasMessage(own)) return translateAny(own);
  return tableColumnLabels[entity]?.[column] ?? columnLabels[column] ?? column;
}

/** The French name of a recorded table. */
export const entityLabel = (entity: string): string =>
  hasMessage(`history.entities.${entity}`) ? translateAny(`history.entities.${entity}`) : entity;

const enumLabels = ENUM_LABELS as Record<string, Record<string, string> | undefined>;

/** An enum value's label, when the column names its enum (status: <table>_status). */
function enumValue(entity: string, column: string, value: string): string | undefined {
  const candidates = column === "status" ? [`${entity}_status`] : [column, `${entity}_${column}`];
  for (const name of candidates) {
    const label = enumLabels[name]?.[value];
    if (label) return label;
  }
  return undefined;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A recorded value as a person reads it. */
export function formatValue(entity: string, column: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return t("history.none");
  if (value === MASK) return MASK;
  if (typeof value === "boolean") return value ? t("history.yes") : t("history.no");
  if (typeof value === "number") return value.toLocaleString("fr-FR");
  if (Array.isArray(value)) {
    return value.length === 0 ? t("history.none") : value.map((v) => formatValue(entity, column, v)).join(", ");
  }
  if (typeof value === "string") {
    const day = DAY.exec(value);
    if (day) return `${day[3]}/${day[2]}/${day[1]}`;
    if (INSTANT.test(value)) {
      const at = new Date(value);
      if (!Number.isNaN(at.getTime())) return formatParisDateTime(at);
    }
    return enumValue(entity, column, value) ?? value;
  }
  return JSON.stringify(value);
}

/** An entry's lines, one per recorded field, in the label's order; a read lists the fields read. */
export function historyLines(entity: string, changes: unknown): HistoryLine[] {
  if (!changes || typeof changes !== "object" || Array.isArray(changes)) return [];
  return Object.entries(changes as Record<string, HistoryChange | null>)
    .map(([field, change]) => ({
      field,
      label: fieldLabel(entity, field),
      before: change && "before" in change ? formatValue(entity, field, change.before) : "",
      after: change && "after" in change ? formatValue(entity, field, change.after) : "",
    }))
    .sort((a, b) => a.label.localeCompare(b.label, "fr"));
}

/** « 02/03/2026 à 07:30 », in Paris. */
export const formatWhen = (at: string): string => formatParisDateTime(new Date(at));

/** Who made the change: the member's name, else the kind of actor (system, external link). */
export function actorLabel(entry: { actor_name: string | null; actor: string }): string {
  if (entry.actor_name) return entry.actor_name;
  const key = `history.actors.${entry.actor}`;
  return hasMessage(key) ? translateAny(key) : entry.actor;
}

/** The action's French name. */
export const actionLabel = (action: string): string =>
  hasMessage(`history.actions.${action}`) ? translateAny(`history.actions.${action}`) : action;

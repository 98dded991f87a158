// The rows public.planning_timeline returns (compact entries, see supabase/schemas/12_planning.sql) and what a
// cell says about them.
import type { Database } from "../../database.types.ts";
import { t } from "../../i18n/index.ts";
import { enumLabel } from "../../lib/enums/labels.ts";
import { formatHours } from "../../lib/hours/format.ts";

export type ShiftType = Database["public"]["Enums"]["planning_shift_type"];
export type PlanningStatus = Database["public"]["Enums"]["planning_status"];
/** [day offset, shift type, status, planned hours, contract_key (null: unavailability), id] */
export type CompactEntry = [number, ShiftType, PlanningStatus, number, string | null, string];
export type TimelineRow = { id: string; name: string; job: string | null; entries: CompactEntry[] };
export type Timeline = { count: number; rows: TimelineRow[] };

export type Cell = { type: ShiftType; status: PlanningStatus; hours: number; contractKey: string | null; id: string };

/** The cells of a row by day offset (the first active entry of a day wins; canceled ones last). */
export const cellsOf = (row: TimelineRow): Map<number, Cell> => {
  const cells = new Map<number, Cell>();
  for (const [offset, type, status, hours, contractKey, id] of row.entries) {
    const seen = cells.get(offset);
    if (seen && seen.status !== "canceled") continue;
    cells.set(offset, { type, status, hours: Number(hours), contractKey, id });
  }
  return cells;
};

const p = (key: string) => t(`planning.${key}` as Parameters<typeof t>[0]);

/** The short text of a cell ("7 h", "Indispo.", "Annulé"). */
export const cellText = (cell: Cell | undefined): string => {
  if (!cell) return "";
  if (cell.type === "unavailable") return p("cell.unavailable");
  if (cell.status === "canceled") return p("cell.canceled");
  if (cell.status === "absent") return p("cell.absent");
  return formatHours(cell.hours);
};

/** What a screen reader hears for a cell: the day, then the shift or "libre". */
export const cellLabel = (dayLong: string, cell: Cell | undefined): string =>
  cell
    ? [
        dayLong,
        enumLabel("planning_shift_type", cell.type),
        enumLabel("planning_status", cell.status),
        cell.type === "unavailable" ? null : formatHours(cell.hours),
        cell.contractKey ? `${p("contract")} ${cell.contractKey}` : null,
      ]
        .filter(Boolean)
        .join(", ")
    : `${dayLong}, ${p("cell.free")}`;

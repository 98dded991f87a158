// Deadlines computed by the database (due_at, a work accident's declaration_deadline), flagged
// with the thresholds of public.request_action_item: overdue, critical within 12 hours,
// warning within 3 days.
export type DeadlineFlag = "overdue" | "critical" | "warning" | "ok";

const HOUR = 3_600_000;

export const deadlineFlag = (due: string | null | undefined, now: Date, closed = false): DeadlineFlag | null => {
  if (!due || closed) return null;
  const left = new Date(due).getTime() - now.getTime();
  if (left < 0) return "overdue";
  if (left < 12 * HOUR) return "critical";
  if (left < 72 * HOUR) return "warning";
  return "ok";
};

/** "2 j 4 h", "3 h 05 min", "12 min": the time left (or past) as a countdown shows it. */
export const formatDuration = (ms: number): string => {
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days} j ${hours} h`;
  if (hours > 0) return `${hours} h ${String(mins).padStart(2, "0")} min`;
  return `${mins} min`;
};

export const DEADLINE_COLORS: Record<DeadlineFlag, string> = {
  overdue: "red",
  critical: "volcano",
  warning: "gold",
  ok: "green",
};

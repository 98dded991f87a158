// The action centre's rules that are not SQL: the queues grouped by severity (critical
// first), each rule once with its items and total, and the counts per severity.
import type { Database } from "../../database.types.ts";

export type ActionItem = Database["public"]["Functions"]["action_centre"]["Returns"][number];
export type Severity = "critical" | "warning" | "info";
export const SEVERITIES: readonly Severity[] = ["critical", "warning", "info"];

export type Queue = { rule: string; severity: Severity; total: number; items: ActionItem[] };
export type SeverityGroup = { severity: Severity; count: number; queues: Queue[] };

const asSeverity = (value: string): Severity =>
  (SEVERITIES as readonly string[]).includes(value) ? (value as Severity) : "info";

/**
 * The items (already ordered by urgency, each rule's 50 first with the rule's total) as
 * severity groups of queues. A rule whose items differ in severity (requests, documents) has
 * one queue per severity; the total of such a queue is its items' count unless the rule is whole.
 */
export const groupBySeverity = (items: readonly ActionItem[]): SeverityGroup[] => {
  const queues = new Map<string, Queue>();
  const rulesSeverities = new Map<string, Set<string>>();
  for (const item of items) {
    const severity = asSeverity(item.severity);
    const key = `${severity}:${item.rule}`;
    const queue = queues.get(key) ?? { rule: item.rule, severity, total: 0, items: [] };
    queue.items.push(item);
    queues.set(key, queue);
    rulesSeverities.set(item.rule, (rulesSeverities.get(item.rule) ?? new Set()).add(severity));
  }
  for (const queue of queues.values()) {
    const single = rulesSeverities.get(queue.rule)?.size === 1;
    const total = Number(queue.items[0]?.total ?? 0);
    queue.total = single ? Math.max(total, queue.items.length) : queue.items.length;
  }
  return SEVERITIES.map((severity) => {
    const list = [...queues.values()].filter((q) => q.severity === severity);
    return { severity, count: list.reduce((sum, q) => sum + q.total, 0), queues: list };
  }).filter((group) => group.queues.length > 0);
};

/** The figures read by action_centre_figures(), with the chart's series. */
export type KeyFigures = {
  open_orders: number;
  positions_left: number;
  active_contracts: number;
  hours_signed_this_week: number;
  timesheets_awaiting_signature: number;
  expiring_documents: number;
  hours_by_week: { week: string; hours: number }[];
};

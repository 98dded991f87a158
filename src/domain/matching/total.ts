// The ranked lists' total as the screens say it: exact ("1 234 talents"), or estimated when the
// ranking stopped reading early (total_is_estimate: the unread tiers come from a sample), then
// rounded to two significant digits and said « environ » — never a false precision.
import { matchingFr } from "./i18n.fr.ts";

type Row = { total_count: number | string; total_is_estimate?: boolean | null };

/** Two significant digits from 100 up (25 434 → 25 000, 3 571 → 3 600); below, as is. */
export const roughly = (n: number): number => {
  if (n < 100) return n;
  const step = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / step) * step;
};

const fr = (n: number) => n.toLocaleString("fr-FR");

/** The total of a page of results (the same on each row), and how to say it. */
export function matchTotal(rows: readonly Row[], noun: "talents" | "missions"): { total: number; label: string } {
  const first = rows[0];
  if (!first) return { total: 0, label: "" };
  const total = Number(first.total_count);
  if (!first.total_is_estimate) {
    const template = noun === "talents" ? matchingFr.totalTalents : matchingFr.totalMissions;
    return { total, label: template.replace("{{count}}", fr(total)) };
  }
  const template = noun === "talents" ? matchingFr.totalTalentsEstimated : matchingFr.totalMissionsEstimated;
  return { total, label: template.replace("{{count}}", fr(roughly(total))) };
}

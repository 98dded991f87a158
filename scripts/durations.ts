// The table `npm test` prints at the end: each stage's wall and processor time, each lane's, the
// idle core-seconds while both lanes ran and after the first one ended, and the budgets
// (docs/testing.md, « Budget »). A lane over its budget is named, so that a regression shows in
// the run that makes it rather than in a later measurement.
import type { LaneResult, StageResult } from "./stages.ts";

/** Wall-time budgets, in seconds, on a clean clone of a 2-core machine (`.ci/run` in 25 minutes). */
export const BUDGETS = {
  /** lane 1: the build, then the end-to-end suite */
  lane1: 12 * 60,
  /** lane 2: the unit tests, the static checks and the server suites */
  lane2: 20 * 60,
  /** `npm test` as a whole: `.ci/run`'s 25 minutes less the clean install */
  total: 23 * 60,
} as const;

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
const cpu = (s: number | undefined) => (s === undefined ? "" : `${s.toFixed(0)} s`);

/** The lines of the table (printed by printDurations; separate for its test). */
export function durationLines(
  stages: StageResult[],
  lanes: LaneResult[],
  idle: Array<{ label: string; idleSeconds: number; wallSeconds: number }>,
  totalMs: number,
): string[] {
  const lines = ["", "Durée des étapes (mur, processeur) :"];
  for (const r of stages)
    lines.push(
      `  ${r.status === 0 ? "✔" : "✖"} ${r.name.padEnd(17)} ${seconds(r.ms).padStart(7)} ${cpu(r.cpuSeconds).padStart(8)}`,
    );
  const over: string[] = [];
  if (lanes.length) {
    lines.push("Files :");
    for (const lane of lanes) {
      const budget = lane.index === 0 ? BUDGETS.lane1 : BUDGETS.lane2;
      const mark = lane.ms / 1000 > budget ? "⚠" : " ";
      if (mark === "⚠") over.push(`file ${lane.index + 1} : ${seconds(lane.ms)} > ${budget} s`);
      lines.push(
        `  ${mark} file ${lane.index + 1}          ${seconds(lane.ms).padStart(7)} ${cpu(lane.cpuSeconds).padStart(8)}   (budget ${budget} s)`,
      );
    }
  }
  if (idle.length) {
    lines.push("Cœurs inoccupés (secondes-cœur sur la durée) :");
    for (const span of idle)
      lines.push(
        `    ${span.label.padEnd(34)} ${span.idleSeconds.toFixed(0).padStart(5)} s sur ${span.wallSeconds.toFixed(0)} s`,
      );
  }
  if (totalMs / 1000 > BUDGETS.total) over.push(`npm test : ${seconds(totalMs)} > ${BUDGETS.total} s`);
  lines.push(`  ${over.length ? "⚠" : "✔"} npm test ${seconds(totalMs)} (budget ${BUDGETS.total} s)`);
  if (over.length) lines.push(`⚠ Au-delà du budget : ${over.join(" ; ")} (docs/testing.md, « Budget »)`);
  return lines;
}

/** Prints the table; `npm test`'s duration is its process's (performance.now()). */
export function printDurations(
  stages: StageResult[],
  lanes: LaneResult[],
  idle: Array<{ label: string; idleSeconds: number; wallSeconds: number }>,
): void {
  for (const line of durationLines(stages, lanes, idle, performance.now())) console.log(line);
}

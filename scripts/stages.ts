// Runs `npm test`'s stages, one after the other or side by side. Side by side, each line a
// stage prints is prefixed with its name, so that the interleaved log can still be read.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { stageCpuMeter } from "./cpu-meter.ts";

export type Stage = {
  name: string;
  cmd: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** awaited just before the stage starts: more environment for it (a server started ahead) */
  prepare?: () => Promise<NodeJS.ProcessEnv>;
  /** told when the stage has ended, with its exit status */
  ended?: (status: number) => void;
};
/**
 * `failures`: the lines that name a failed test and its error, printed again at the end;
 * `cpuSeconds`: the processor time its processes used (scripts/cpu-meter.ts), where /proc tells.
 */
export type StageResult = { name: string; status: number; ms: number; cpuSeconds?: number; failures: string[] };

const cpu = stageCpuMeter();

// CI keeps only the end of a long interleaved log: the lines naming a failed test (Vitest's
// « FAIL file > test » and « × test », Playwright's « ✘ … »), and the start of the report each
// tool prints after its run (Vitest's « Failed Tests », Playwright's « 1) [chromium] › … ») are
// printed again at the end.
const FAILED_TEST = /^\s*(FAIL\b|×|✘)/;
const REPORT_START = /⎯ Failed Tests \d+|^\s*1\) \[\w+\] ›/;
const ANSI = /\x1b\[[0-9;]*m/g;
const KEPT_LINES = 40;
const REPORT_LINES = 80;

async function runStage(stage: Stage, prefixed: boolean): Promise<StageResult> {
  const prepared = (await stage.prepare?.()) ?? {};
  const started = Date.now();
  const failures: string[] = [];
  let named = 0;
  let report = 0;
  console.log(`\n▶ [${stage.name}] ${stage.cmd} ${stage.args.join(" ")}`);
  const child = spawn(stage.cmd, stage.args, {
    stdio: prefixed ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...process.env, ...stage.env, ...prepared, ...(prefixed ? { FORCE_COLOR: "0", NO_COLOR: "1" } : {}) },
  });
  if (prefixed) {
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on("line", (line) => {
        console.log(`[${stage.name}] ${line}`);
        line = line.replace(ANSI, "");
        if (report === 0 && REPORT_START.test(line)) report = REPORT_LINES;
        if (report > 0) {
          report--;
          failures.push(line.slice(0, 300));
        } else if (named < KEPT_LINES && FAILED_TEST.test(line)) {
          named++;
          failures.push(line.trim().slice(0, 300));
        }
      });
    }
  }
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const result = {
        name: stage.name,
        status: code ?? 1,
        ms: Date.now() - started,
        cpuSeconds: cpu.ended(),
        failures,
      };
      const used = result.cpuSeconds === undefined ? "" : `, ${result.cpuSeconds.toFixed(0)} s de processeur`;
      console.log(`\n${result.status === 0 ? "✔" : "✖"} [${stage.name}] ${(result.ms / 1000).toFixed(0)} s${used}`);
      stage.ended?.(result.status);
      resolve(result);
    });
  });
}

export async function runStages(stages: Stage[], opts: { parallel: boolean }): Promise<StageResult[]> {
  if (opts.parallel && stages.length > 1) return Promise.all(stages.map((s) => runStage(s, true)));
  const results: StageResult[] = [];
  for (const s of stages) results.push(await runStage(s, false));
  return results;
}

/** A lane: groups run one after the other, the stages of a group side by side. */
export type Lane = Stage[][];

/** A lane's wall time, and its processor time (the sum of its stages'). */
export type LaneResult = { index: number; ms: number; cpuSeconds?: number };

/**
 * Runs the lanes side by side (one after the other when not `parallel`). A lane goes on after a
 * failed stage: every suite's result is reported, not only the first failure's. `laneEnded` is
 * told when each lane ends.
 */
export async function runLanes(
  lanes: Lane[],
  opts: {
    parallel: boolean;
    laneEnded?: (lane: LaneResult) => void;
    /** run by the first lane to finish its own groups (the core it leaves idle); last otherwise */
    floating?: Stage[];
  },
): Promise<{ stages: StageResult[]; lanes: LaneResult[] }> {
  const laneResults: LaneResult[] = [];
  let floating: Stage[] | undefined = opts.floating?.length ? opts.floating : undefined;
  const runLane = async (lane: Lane, index: number, prefixed: boolean) => {
    const started = Date.now();
    const results: StageResult[] = [];
    const groups = [...lane];
    for (let i = 0; i < groups.length; i++) {
      const group = groups[i]!;
      if (prefixed || group.length > 1) results.push(...(await Promise.all(group.map((s) => runStage(s, true)))));
      else for (const s of group) results.push(await runStage(s, false));
      if (i === groups.length - 1 && floating) {
        groups.push(floating);
        floating = undefined;
      }
    }
    const cpus = results.map((r) => r.cpuSeconds);
    const ended: LaneResult = {
      index,
      ms: Date.now() - started,
      cpuSeconds: cpus.some((c) => c === undefined) ? undefined : cpus.reduce<number>((a, c) => a + (c ?? 0), 0),
    };
    laneResults.push(ended);
    opts.laneEnded?.(ended);
    return results;
  };
  if (!opts.parallel) {
    const results: StageResult[] = [];
    for (const group of [...lanes.flat(), ...(floating ? [floating] : [])])
      results.push(...(await runStages(group, opts)));
    return { stages: results, lanes: [] };
  }
  const stages = (await Promise.all(lanes.map((lane, i) => runLane(lane, i, lanes.length > 1)))).flat();
  return { stages, lanes: laneResults.sort((a, b) => a.index - b.index) };
}

// Runs `npm test`'s stages, one after the other or side by side. Side by side, each line a
// stage prints is prefixed with its name, so that the interleaved log can still be read.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

export type Stage = { name: string; cmd: string; args: string[]; env?: NodeJS.ProcessEnv };
export type StageResult = { name: string; status: number; ms: number };

function runStage(stage: Stage, prefixed: boolean): Promise<StageResult> {
  const started = Date.now();
  console.log(`\n▶ [${stage.name}] ${stage.cmd} ${stage.args.join(" ")}`);
  const child = spawn(stage.cmd, stage.args, {
    stdio: prefixed ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...process.env, ...stage.env, ...(prefixed ? { FORCE_COLOR: "0" } : {}) },
  });
  if (prefixed) {
    for (const stream of [child.stdout, child.stderr]) {
      if (stream) createInterface({ input: stream }).on("line", (line) => console.log(`[${stage.name}] ${line}`));
    }
  }
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const result = { name: stage.name, status: code ?? 1, ms: Date.now() - started };
      console.log(`\n${result.status === 0 ? "✔" : "✖"} [${stage.name}] ${(result.ms / 1000).toFixed(0)} s`);
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

/**
 * Runs the lanes side by side (one after the other when not `parallel`). A lane goes on after a
 * failed stage: every suite's result is reported, not only the first failure's.
 */
export async function runLanes(lanes: Lane[], opts: { parallel: boolean }): Promise<StageResult[]> {
  const runLane = async (lane: Lane, prefixed: boolean) => {
    const results: StageResult[] = [];
    for (const group of lane) {
      if (prefixed || group.length > 1) results.push(...(await Promise.all(group.map((s) => runStage(s, true)))));
      else for (const s of group) results.push(await runStage(s, false));
    }
    return results;
  };
  if (!opts.parallel) {
    const results: StageResult[] = [];
    for (const lane of lanes) for (const group of lane) results.push(...(await runStages(group, opts)));
    return results;
  }
  return (await Promise.all(lanes.map((lane) => runLane(lane, lanes.length > 1)))).flat();
}

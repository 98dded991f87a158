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

// What kept the renderer's main thread between the first row's insertion and its paint, read from
// a Chromium trace of the first cold load (first-rows.ts, BENCH_TRACE_FILE): the tasks of that
// window, their time by trace event, and the JavaScript by function and by module from the
// trace's sampling profile (V8 samples every ≈ 100 µs). A module is the comment that Rolldown
// writes above each module of an unminified build (BENCH_NO_MINIFY=1); a minified build only
// gives its chunks.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

type TraceEvent = {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown>; name?: string } & Record<string, unknown>;
};

type ProfileNode = {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};

const FIRST_ROW_MARK = "bench:first-row-dom";

/** Events that own the time of a task: a task's time goes to the innermost of these. */
const SHOWN = 12;

export function summariseTrace(
  file: string,
  probe: { rowDom?: number; paints: Record<string, number>; paintTimes?: Record<string, number>; rowFrame?: number },
  distDir: string,
): string {
  const raw = JSON.parse(readFileSync(file, "utf8")) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  const mark = events.find((e) => e.name === FIRST_ROW_MARK);
  const painted = probe.paints["first-row"] ?? probe.rowFrame;
  if (!mark || probe.rowDom === undefined || painted === undefined)
    return `Trace ${file} : repère ${FIRST_ROW_MARK} ou peinture introuvable.`;
  const { pid, tid } = mark;
  // performance.now() → trace clock (µs)
  const offset = mark.ts - probe.rowDom * 1000;
  const from = mark.ts;
  const to = offset + painted * 1000;
  const rel = (ts: number) => ((ts - offset) / 1000).toFixed(1);
  const thread = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && typeof e.dur === "number")
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const lines: string[] = [
    `Trace ${file} : première ligne dans le DOM à ${probe.rowDom.toFixed(1)} ms, peinte à ${painted.toFixed(1)} ms (écart ${(painted - probe.rowDom).toFixed(1)} ms${probe.paintTimes?.["first-row"] ? ` ; peinture du fil principal à ${probe.paintTimes["first-row"].toFixed(1)} ms` : ""}).`,
  ];
  // the frames the main thread painted in the window, and the compositor's presentation
  const paints = events
    .filter((e) => e.pid === pid && e.tid === tid && e.name === "Paint" && e.ts >= from - 50_000 && e.ts <= to + 50_000)
    .map((e) => `${rel(e.ts)}`);
  if (paints.length) lines.push(`Peintures (« Paint ») du fil principal vers ${paints.join(", ")} ms.`);

  // self time of each event, clipped to the window
  const selfByName = new Map<string, number>();
  const stack: Array<{ e: TraceEvent; end: number; child: number }> = [];
  const clip = (start: number, end: number) => Math.max(0, Math.min(end, to) - Math.max(start, from));
  const close = (upTo: number) => {
    while (stack.length && stack[stack.length - 1].end <= upTo) {
      const done = stack.pop()!;
      const own = clip(done.e.ts, done.end) - done.child;
      selfByName.set(labelOf(done.e), (selfByName.get(labelOf(done.e)) ?? 0) + Math.max(0, own));
    }
  };
  for (const e of thread) {
    close(e.ts);
    const end = e.ts + (e.dur ?? 0);
    if (stack.length) stack[stack.length - 1].child += clip(e.ts, end);
    stack.push({ e, end, child: 0 });
  }
  close(Number.POSITIVE_INFINITY);

  const tasks = thread.filter(
    (e) =>
      (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask") && e.ts < to && e.ts + (e.dur ?? 0) > from,
  );
  const busy = tasks.reduce((sum, e) => sum + clip(e.ts, e.ts + (e.dur ?? 0)), 0);
  lines.push(
    `Fil principal entre les deux : ${(busy / 1000).toFixed(1)} ms occupés sur ${((to - from) / 1000).toFixed(1)} ms, ${tasks.length} tâches ; les plus longues :`,
  );
  for (const task of [...tasks].sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0)).slice(0, SHOWN)) {
    const inner = thread
      .filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0))
      .filter((e) => (e.dur ?? 0) >= 1000)
      .slice(0, 4)
      .map((e) => `${labelOf(e)} ${((e.dur ?? 0) / 1000).toFixed(1)}`);
    lines.push(
      `  à ${rel(task.ts)} ms : ${((task.dur ?? 0) / 1000).toFixed(1)} ms${inner.length ? ` (${inner.join(", ")})` : ""}`,
    );
  }
  lines.push("Temps propre par évènement de la trace, dans la fenêtre (ms) :");
  for (const [name, us] of [...selfByName].sort((a, b) => b[1] - a[1]).slice(0, SHOWN))
    if (us >= 500) lines.push(`  ${(us / 1000).toFixed(1)}  ${name}`);

  // the sampling profile: each sample's stack, in the window
  const profiles = new Map<
    string,
    { start: number; nodes: Map<number, ProfileNode>; samples: Array<[number, number]> }
  >();
  for (const e of events) {
    if (e.pid !== pid) continue;
    const data = e.args?.data as Record<string, unknown> | undefined;
    if (e.name === "Profile" && e.id) {
      profiles.set(e.id, { start: Number(data?.startTime ?? e.ts), nodes: new Map(), samples: [] });
    } else if (e.name === "ProfileChunk" && e.id) {
      const profile = profiles.get(e.id);
      const cpu = data?.cpuProfile as { nodes?: ProfileNode[]; samples?: number[] } | undefined;
      const deltas = (data?.timeDeltas as number[] | undefined) ?? [];
      if (!profile || !cpu) continue;
      for (const node of cpu.nodes ?? []) profile.nodes.set(node.id, node);
      let at = profile.samples.length ? profile.samples[profile.samples.length - 1][1] : profile.start;
      (cpu.samples ?? []).forEach((id, i) => {
        at += deltas[i] ?? 0;
        profile.samples.push([id, at]);
      });
    }
  }
  const regions = new RegionMap(distDir);
  const selfFn = new Map<string, number>();
  const totalFn = new Map<string, number>();
  const byModule = new Map<string, number>();
  let sampled = 0;
  for (const profile of profiles.values()) {
    const { samples } = profile;
    for (let i = 0; i < samples.length; i += 1) {
      const [id, at] = samples[i];
      if (at < from || at > to) continue;
      const next = samples[i + 1]?.[1] ?? at;
      const weight = Math.min(next - at, 2000);
      const node = profile.nodes.get(id);
      if (!node || isIdle(node)) continue;
      sampled += weight;
      selfFn.set(fnLabel(node, regions), (selfFn.get(fnLabel(node, regions)) ?? 0) + weight);
      byModule.set(regions.moduleOf(node), (byModule.get(regions.moduleOf(node)) ?? 0) + weight);
      const seen = new Set<string>();
      for (let n: ProfileNode | undefined = node; n; n = n.parent ? profile.nodes.get(n.parent) : undefined) {
        if (isIdle(n) || !n.callFrame.functionName) continue;
        const label = fnLabel(n, regions);
        if (seen.has(label)) continue;
        seen.add(label);
        totalFn.set(label, (totalFn.get(label) ?? 0) + weight);
      }
    }
  }
  if (!sampled) {
    lines.push("Aucun échantillon de JS dans la fenêtre (catégorie disabled-by-default-v8.cpu_profiler absente ?).");
    return lines.join("\n");
  }
  const top = (map: Map<string, number>, title: string, count = SHOWN) => {
    lines.push(title);
    for (const [label, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count))
      lines.push(`  ${(us / 1000).toFixed(1)}  ${label}`);
  };
  lines.push(`JS échantillonné dans la fenêtre : ${(sampled / 1000).toFixed(1)} ms.`);
  top(byModule, "JS par module (temps propre, ms) :");
  top(selfFn, "JS par fonction (temps propre, ms) :");
  top(totalFn, "JS par fonction (temps inclusif, ms) :", 30);
  return lines.join("\n");
}

const labelOf = (e: TraceEvent): string => {
  const data = e.args?.data as Record<string, unknown> | undefined;
  if (e.name === "FunctionCall" && data?.functionName) return `FunctionCall ${String(data.functionName)}`;
  if (e.name === "EventDispatch" && data?.type) return `EventDispatch ${String(data.type)}`;
  return e.name;
};

const isIdle = (node: ProfileNode) =>
  ["(idle)", "(program)", "(root)"].includes(node.callFrame.functionName) && !node.callFrame.url;

const fnLabel = (node: ProfileNode, regions: RegionMap): string =>
  `${node.callFrame.functionName || "(anonyme)"} — ${regions.moduleOf(node)}`;

/** Rolldown's comment above each module of an unminified chunk: `// ../main/node_modules/antd/es/table/Table.js`. */
const MODULE_COMMENT = /^\/\/(?:#region)? (\S+\.(?:[cm]?[jt]sx?|json))\s*$/;

/** Maps a script URL and line to the module Rolldown's comment names there. */
class RegionMap {
  private files = new Map<string, Array<[number, string]>>();
  constructor(private distDir: string) {}

  moduleOf(node: ProfileNode): string {
    const { url, lineNumber } = node.callFrame;
    if (!url) return node.callFrame.functionName.startsWith("(") ? node.callFrame.functionName : "(natif)";
    let pathname: string;
    try {
      pathname = new URL(url).pathname;
    } catch {
      return url;
    }
    const starts = this.regionsOf(pathname);
    let found: string | undefined;
    for (const [line, name] of starts) {
      if (line > lineNumber) break;
      found = name;
    }
    return found ? shortModule(found) : path.basename(pathname);
  }

  private regionsOf(pathname: string): Array<[number, string]> {
    let starts = this.files.get(pathname);
    if (!starts) {
      starts = [];
      const file = path.join(this.distDir, pathname);
      if (existsSync(file))
        readFileSync(file, "utf8")
          .split("\n")
          .forEach((line, i) => {
            const module = MODULE_COMMENT.exec(line);
            if (module) starts!.push([i, module[1]]);
          });
      this.files.set(pathname, starts);
    }
    return starts;
  }
}

/** node_modules/.pnpm/x/node_modules/antd/es/table/Table.js → antd/es/table/Table.js; our files as they are. */
const shortModule = (region: string): string => {
  const i = region.lastIndexOf("node_modules/");
  return i >= 0 ? region.slice(i + "node_modules/".length) : region;
};

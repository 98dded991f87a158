// What `npm test` spends in processor time, beside its wall time (Linux's /proc; elsewhere every
// figure is undefined and only the wall times are printed).
// - A stage's processor time is what its processes and the descendants they waited for used:
//   the kernel adds a child's time, and its reaped descendants', to the parent's « children »
//   counters (/proc/self/stat, cutime and cstime) when it reaps it. Stages end one at a time, so
//   the growth of those counters between two stage ends belongs to the stage that just ended. A
//   process that leaves its parent (PostgreSQL started by pg_ctl, a daemon) is not counted.
// - The machine's idle time (/proc/stat) between marks says whether both cores were busy: idle
//   core-seconds while the two lanes ran, and after the first one ended.
import { readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

const read = (path: string): string | undefined => {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
};

/** Fields of /proc/<pid>/stat after the command's name (which may hold spaces and parentheses). */
export const statFields = (stat: string): string[] =>
  stat
    .slice(stat.lastIndexOf(")") + 2)
    .trim()
    .split(/\s+/);

/** Seconds of processor used by this process's reaped children (cutime + cstime), from a /proc/self/stat line. */
export const childrenCpuSeconds = (stat: string): number => {
  const fields = statFields(stat);
  // after the name: state is field 3 of the man page, cutime 16 and cstime 17
  return (Number(fields[16 - 3]) + Number(fields[17 - 3])) / TICKS_PER_SECOND;
};

/** Seconds of processor a process used itself (utime + stime), from its /proc/<pid>/stat line. */
export const processCpuSeconds = (stat: string): number => {
  const fields = statFields(stat);
  // utime is field 14 of the man page, stime 15
  return (Number(fields[14 - 3]) + Number(fields[15 - 3])) / TICKS_PER_SECOND;
};

/** The same for a running process by its pid; undefined where there is no /proc. */
export const readProcessCpu = (pid: number): number | undefined => {
  const stat = read(`/proc/${pid}/stat`);
  return stat === undefined ? undefined : processCpuSeconds(stat);
};

/** Idle and total core-seconds since boot, from /proc/stat's first line (idle + iowait are idle). */
export const machineTimes = (procStat: string): { idle: number; total: number } => {
  const cpu = procStat.split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  const total = cpu.slice(0, 8).reduce((a, b) => a + b, 0);
  return { idle: (cpu[3] + cpu[4]) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
};

export const readChildrenCpu = (): number | undefined => {
  const stat = read("/proc/self/stat");
  return stat === undefined ? undefined : childrenCpuSeconds(stat);
};

export const readMachineTimes = (): { idle: number; total: number } | undefined => {
  const stat = read("/proc/stat");
  return stat === undefined ? undefined : machineTimes(stat);
};

/** Attributes the reaped children's processor time to the stages in the order they end. */
export function stageCpuMeter() {
  let last = readChildrenCpu();
  return {
    /** Called when a stage's process has closed: the processor time it used, in seconds. */
    ended(): number | undefined {
      const now = readChildrenCpu();
      if (now === undefined || last === undefined) return undefined;
      const used = now - last;
      last = now;
      return used;
    },
  };
}

/** The machine's idle time between marks (the counters are cumulative: no sampling needed). */
export function idleMeter() {
  const start = readMachineTimes();
  const marks: Array<{ label: string; idle: number; at: number }> = [];
  if (start) marks.push({ label: "début", idle: start.idle, at: Date.now() });
  const mark = (label: string) => {
    const now = readMachineTimes();
    if (now && start) marks.push({ label, idle: now.idle, at: Date.now() });
  };
  return {
    /** Splits the run (for example when a lane ends). */
    mark,
    /** Idle core-seconds and wall seconds from each mark to the next, the last to now. */
    stop(): Array<{ label: string; idleSeconds: number; wallSeconds: number }> {
      mark("fin");
      return marks.slice(1).map((p, i) => ({
        label: `${marks[i].label} → ${p.label}`,
        idleSeconds: p.idle - marks[i].idle,
        wallSeconds: (p.at - marks[i].at) / 1000,
      }));
    },
  };
}

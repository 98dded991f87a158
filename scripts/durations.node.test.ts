import { describe, expect, it } from "vitest";
import { childrenCpuSeconds, machineTimes, processCpuSeconds, readChildrenCpu } from "./cpu-meter.ts";
import { BUDGETS, durationLines } from "./durations.ts";

describe("npm test's durations", () => {
  it("reads a process's own and its reaped children's processor time from a stat line whose name holds spaces and parentheses", () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime
    // cutime cstime …: 500 and 40 ticks its own, 1234 and 66 its children's
    const fields = ["S", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "500", "40", "1234", "66", "20", "0"];
    expect(childrenCpuSeconds(`4242 (node (a b)) ${fields.join(" ")}`)).toBe(13);
    expect(processCpuSeconds(`4242 (node (a b)) ${fields.join(" ")}`)).toBe(5.4);
  });

  it("counts idle and iowait as idle core time", () => {
    expect(machineTimes("cpu  100 0 50 800 50 0 0 0 0 0\ncpu0 …")).toEqual({ idle: 8.5, total: 10 });
  });

  it("sees processor time of a child once it is reaped", async () => {
    const before = readChildrenCpu();
    if (before === undefined) return expect(process.platform).not.toBe("linux");
    const { spawnSync } = await import("node:child_process");
    spawnSync(process.execPath, ["-e", "const t = Date.now(); while (Date.now() - t < 300);"]);
    expect((readChildrenCpu() ?? 0) - before).toBeGreaterThan(0.1);
  });

  it("names a lane over its budget, and npm test over its own", () => {
    const lines = durationLines(
      [
        { name: "e2e", status: 0, ms: 800_000, cpuSeconds: 1200, failures: [] },
        { name: "unit", status: 1, ms: 300_000, cpuSeconds: 290, failures: [] },
      ],
      [
        { index: 0, ms: (BUDGETS.lane1 + 80) * 1000, cpuSeconds: 1200 },
        { index: 1, ms: 300_000, cpuSeconds: 290 },
      ],
      [{ label: "début → fin de la file 2", idleSeconds: 12, wallSeconds: 300 }],
      (BUDGETS.total + 1) * 1000,
    ).join("\n");
    expect(lines).toMatch(/✖ unit +300 s +290 s/);
    expect(lines).toMatch(/⚠ file 1 +800 s +1200 s/);
    expect(lines).toMatch(/ {3}file 2 +300 s/);
    expect(lines).toContain(
      `⚠ Au-delà du budget : file 1 : 800 s > ${BUDGETS.lane1} s ; npm test : ${BUDGETS.total + 1} s > ${BUDGETS.total} s`,
    );
  });

  it("says nothing is over when every lane keeps its budget", () => {
    const lines = durationLines([], [{ index: 0, ms: 1000, cpuSeconds: 1 }], [], 2000).join("\n");
    expect(lines).not.toContain("⚠");
    expect(lines).toContain("✔ npm test 2 s");
  });
});

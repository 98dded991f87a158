import { describe, expect, it } from "vitest";
import { runLanes, type Stage } from "./stages.ts";

const wait = (name: string, ms: number): Stage => ({
  name,
  cmd: process.execPath,
  args: ["-e", `setTimeout(() => {}, ${ms})`],
});

describe("npm test's lanes", () => {
  it("runs the floating stage in the lane that ends its own stages first", async () => {
    const ended: number[] = [];
    const { stages, lanes } = await runLanes([[[wait("long", 1500)]], [[wait("short", 100)]]], {
      parallel: true,
      laneEnded: (lane) => ended.push(lane.index),
      floating: [wait("tail", 300)],
    });
    expect(stages.map((s) => s.name)).toEqual(["long", "short", "tail"]);
    // the second lane took the tail and still ended first; the first ran only its own stage
    expect(ended).toEqual([1, 0]);
    expect(lanes[1]!.ms).toBeLessThan(lanes[0]!.ms);
    expect(lanes[1]!.ms).toBeGreaterThanOrEqual(350);
  });

  it("runs it last when the stages run one after the other", async () => {
    const { stages } = await runLanes([[[wait("a", 10)]], [[wait("b", 10)]]], {
      parallel: false,
      floating: [wait("tail", 10)],
    });
    expect(stages.map((s) => s.name)).toEqual(["a", "b", "tail"]);
  });
});

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

  it("prepares a stage's environment just before it starts, and tells when it ended", async () => {
    const told: string[] = [];
    const { stages } = await runLanes(
      [
        [
          [{ ...wait("first", 10), ended: (status) => told.push(`first ended ${status}`) }],
          [
            {
              name: "second",
              cmd: process.execPath,
              args: ["-e", "process.exit(process.env.PREPARED === 'yes' ? 0 : 3)"],
              prepare: async () => {
                told.push("second prepared");
                return { PREPARED: "yes" };
              },
            },
          ],
        ],
      ],
      { parallel: false },
    );
    expect(told).toEqual(["first ended 0", "second prepared"]);
    expect(stages.map((s) => [s.name, s.status])).toEqual([
      ["first", 0],
      ["second", 0],
    ]);
  });
});

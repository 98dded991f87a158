import { describe, expect, it, vi } from "vitest";
import { MEMBER_BATCH_SIZE, chunk, inBatches } from "./chunk.ts";

describe("chunk", () => {
  it.each([
    [0, []],
    [1, [1]],
    [50, [50]],
    [51, [50, 1]],
    [120, [50, 50, 20]],
  ])("%i ids → batches of %j", (count, sizes) => {
    const ids = Array.from({ length: count }, (_, i) => `id-${i}`);
    const batches = chunk(ids, MEMBER_BATCH_SIZE);
    expect(batches.map((b) => b.length)).toEqual(sizes);
    expect(batches.flat()).toEqual(ids);
  });

  it("refuses an empty batch size", () => {
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });

  it("looks up batch after batch", async () => {
    const lookup = vi.fn(async (batch: number[]) => batch.map((n) => n * 2));
    await expect(
      inBatches(
        Array.from({ length: 101 }, (_, i) => i),
        50,
        lookup,
      ),
    ).resolves.toHaveLength(101);
    expect(lookup).toHaveBeenCalledTimes(3);
  });
});

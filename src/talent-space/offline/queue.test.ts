// The offline queue of the talent's hours over the real IndexedDB store (idb over
// fake-indexeddb): a day queued twice keeps its first base; a sync sends one call per week,
// drops what the server took and keeps its answer as the week's copy, reports conflicts, keeps a
// refused week with the server's French message, and keeps everything when the server cannot be
// reached.
import "fake-indexeddb/auto";
import { describe, expect, it, vi } from "vitest";
import { pendingDays, queueDays, SendFailure, syncQueue, discardWeek } from "./queue.ts";
import { idbStore } from "./store.ts";

let n = 0;
const fresh = () => idbStore(`test-${++n}`);
const day = (weekId: string, date: string, start = "08:00", base: string | null = "2026-11-23T10:00:00+00:00") => ({
  weekId,
  date,
  start_time: start,
  end_time: "16:00",
  break_minutes: 60,
  base_updated_at: base,
});

describe("the hours queue", () => {
  it("keeps the first base of a day queued twice, with the newest hours", async () => {
    const store = fresh();
    await queueDays(store, [day("w1", "2026-11-23", "08:00", "v1")]);
    await queueDays(store, [day("w1", "2026-11-23", "07:00", "v2"), day("w1", "2026-11-24")]);
    const waiting = await pendingDays(store, "w1");
    expect(waiting.map((d) => [d.date, d.start_time, d.base_updated_at])).toEqual([
      ["2026-11-23", "07:00", "v1"],
      ["2026-11-24", "08:00", "2026-11-23T10:00:00+00:00"],
    ]);
  });

  it("sends one call per week, drops what the server took, keeps its answer and reports conflicts", async () => {
    const store = fresh();
    await queueDays(store, [day("w1", "2026-11-23"), day("w1", "2026-11-24"), day("w2", "2026-11-30")]);
    const send = vi.fn(async (weekId: string, days: Array<{ date: string }>) => ({
      saved: days.map((d, i) => ({ date: d.date, status: i === 1 ? ("conflict" as const) : ("applied" as const) })),
      week: { id: weekId },
    }));
    const report = await syncQueue(store, send, new Date("2026-11-25T12:00:00Z"));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0][1]).toEqual([
      {
        date: "2026-11-23",
        start_time: "08:00",
        end_time: "16:00",
        break_minutes: 60,
        base_updated_at: "2026-11-23T10:00:00+00:00",
      },
      {
        date: "2026-11-24",
        start_time: "08:00",
        end_time: "16:00",
        break_minutes: 60,
        base_updated_at: "2026-11-23T10:00:00+00:00",
      },
    ]);
    expect(report).toEqual({
      sent: 3,
      conflicts: [{ weekId: "w1", date: "2026-11-24" }],
      refused: [],
      unreachable: false,
    });
    expect(await pendingDays(store)).toEqual([]);
    expect(await store.getWeek("w1")).toEqual({
      weekId: "w1",
      data: { id: "w1" },
      saved_at: "2026-11-25T12:00:00.000Z",
    });
  });

  it("keeps a refused week with the server's message, and the talent may give it up", async () => {
    const store = fresh();
    await queueDays(store, [day("w1", "2026-11-23")]);
    const message = "Le relevé n'est plus modifiable (statut « Signé par le client »)";
    const report = await syncQueue(store, async () => {
      throw new SendFailure(message, true);
    });
    expect(report.refused).toEqual([{ weekId: "w1", message }]);
    expect((await pendingDays(store)).map((d) => d.error)).toEqual([message]);
    // changing the day again clears the old refusal
    await queueDays(store, [day("w1", "2026-11-23", "09:00")]);
    expect((await pendingDays(store))[0].error).toBeUndefined();
    await discardWeek(store, "w1");
    expect(await pendingDays(store)).toEqual([]);
  });

  it("keeps everything when the server cannot be reached, and stops at the first failure", async () => {
    const store = fresh();
    await queueDays(store, [day("w1", "2026-11-23"), day("w2", "2026-11-30")]);
    const send = vi.fn(async () => {
      throw new SendFailure("Connexion impossible", false);
    });
    const report = await syncQueue(store, send);
    expect(report).toEqual({ sent: 0, conflicts: [], refused: [], unreachable: true });
    expect(send).toHaveBeenCalledTimes(1);
    expect((await pendingDays(store)).length).toBe(2);
  });

  it("keeps each talent's queue apart", async () => {
    const a = idbStore("talent-a");
    const b = idbStore("talent-b");
    await queueDays(a, [day("w1", "2026-11-23")]);
    expect(await pendingDays(b)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { onRealtimeHeartbeat, realtimeStatus, reconnectAfterMs } from "./realtime-status.ts";

describe("realtime connection (docs/rules/application.md#realtime)", () => {
  it.each([
    [1, 1_000],
    [2, 2_000],
    [3, 5_000],
    [4, 10_000],
    [12, 10_000],
  ])("reconnect attempt %i after %i ms", (tries, ms) => expect(reconnectAfterMs(tries)).toBe(ms));

  it("goes offline on a heartbeat timeout and back online on its reply, telling subscribers", () => {
    const seen: boolean[] = [];
    const stop = realtimeStatus.subscribe(() => seen.push(realtimeStatus.isOnline()));
    realtimeStatus.set(true);
    onRealtimeHeartbeat("sent");
    onRealtimeHeartbeat("timeout");
    onRealtimeHeartbeat("disconnected");
    onRealtimeHeartbeat("ok");
    stop();
    expect(seen).toEqual([false, true]);
  });
});

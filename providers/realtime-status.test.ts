import { describe, expect, it } from "vitest";
import { onRealtimeHeartbeat, realtimeStatus, reconnectAfterMs } from "./realtime-status.ts";

describe("realtime connection (docs/rules/application.md#realtime)", () => {
  it.each([
    [1, 1_000],
    [2, 2_000],
    [3, 5_000],
    [4, 10_000],
    [12, 10_000],
  ])("reconnect attempt %i after %i ms — R:UI-REALTIME-RECONNECT", (tries, ms) =>
    expect(reconnectAfterMs(tries)).toBe(ms),
  );

  it("goes offline on a heartbeat timeout and back online on its reply, telling subscribers — R:UI-OFFLINE", () => {
    // online first, before listening: the module is shared with the files run before this one
    // (vitest.config.ts), which may have left it offline
    realtimeStatus.set(true);
    const seen: boolean[] = [];
    const stop = realtimeStatus.subscribe(() => seen.push(realtimeStatus.isOnline()));
    onRealtimeHeartbeat("sent");
    onRealtimeHeartbeat("timeout");
    onRealtimeHeartbeat("disconnected");
    onRealtimeHeartbeat("ok");
    stop();
    expect(seen).toEqual([false, true]);
  });
});

// Whether the realtime connection is alive, for the header's discreet offline indicator:
// fed by the socket's heartbeat (docs/rules/application.md#realtime: every 30 s, 10 s timeout) and by the browser's own
// online/offline events, read by components with useSyncExternalStore.
type Listener = () => void;

let online = typeof navigator === "undefined" ? true : navigator.onLine;
const listeners = new Set<Listener>();

const set = (next: boolean) => {
  if (next === online) return;
  online = next;
  for (const listener of [...listeners]) listener();
};

/** The heartbeat's report: a reply means connected; a timeout, an error or a closed socket, not. */
export const onRealtimeHeartbeat = (status: string): void => {
  if (status === "ok") set(true);
  else if (status === "timeout" || status === "error" || status === "disconnected") set(false);
};

if (typeof window !== "undefined") {
  window.addEventListener("offline", () => set(false));
  window.addEventListener("online", () => set(true));
}

export const realtimeStatus = {
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isOnline: () => online,
  /** for tests */
  set,
};

/** docs/rules/application.md#realtime: reconnect after 1 s, 2 s, 5 s, then every 10 s. */
export const reconnectAfterMs = (tries: number): number => [1_000, 2_000, 5_000][tries - 1] ?? 10_000;

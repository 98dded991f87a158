// The talent space's offline hours: the queue (queue.ts) over the talent's IndexedDB store, sent
// when the page starts, when the browser says the network is back (the `online` event) and when
// the talent asks (« Synchroniser »). A screen reads what waits and the last report from here.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { callSpace, SpaceError } from "../../portal/api.ts";
import type { PortalClient } from "../../portal/client.ts";
import { hoursTexts as t } from "../hours/texts.ts";
import type { HoursWeek } from "../hours/types.ts";
import {
  pendingDays,
  queueDays,
  discardWeek,
  SendFailure,
  syncQueue,
  type HoursStore,
  type QueuedDay,
  type SaveAnswer,
  type SyncReport,
} from "./queue.ts";
import { idbStore } from "./store.ts";

export type OfflineHours = {
  store: HoursStore<HoursWeek>;
  pending: QueuedDay[];
  syncing: boolean;
  report: SyncReport | null;
  /** bumped each time the queue or the weeks' copies change */
  version: number;
  queue: (days: Array<Omit<QueuedDay, "queued_at" | "error">>) => Promise<void>;
  sync: () => Promise<SyncReport | null>;
  discard: (weekId: string) => Promise<void>;
};

/** The space functions' refusals (P0…, 42501, 23…, 22…): the server answered, sending again will not help. */
const REFUSED = /^(P0|42501|23|22)/;

export function sendWeek(client: PortalClient) {
  return async (weekId: string, days: unknown[]): Promise<SaveAnswer<HoursWeek>> => {
    try {
      const answer = await callSpace(
        client,
        "talent_space_save_hours",
        { p_week_id: weekId, p_days: days as never },
        { network: t.network, failed: t.failed },
      );
      return answer as unknown as SaveAnswer<HoursWeek>;
    } catch (e) {
      const refused = e instanceof SpaceError && !!e.code && REFUSED.test(e.code);
      throw new SendFailure(e instanceof Error ? e.message : String(e), refused);
    }
  };
}

const online = () => typeof navigator === "undefined" || navigator.onLine !== false;

export function useOfflineHours(
  client: PortalClient,
  talentId: string,
  makeStore: (talentId: string) => HoursStore<HoursWeek> = idbStore,
): OfflineHours {
  const store = useMemo(() => makeStore(talentId), [makeStore, talentId]);
  const [pending, setPending] = useState<QueuedDay[]>([]);
  const [syncing, setSyncing] = useState(false);
  const [report, setReport] = useState<SyncReport | null>(null);
  const [version, setVersion] = useState(0);
  const running = useRef<Promise<SyncReport | null> | null>(null);
  const live = useRef(true);

  const refresh = useCallback(async () => {
    const days = await pendingDays(store).catch(() => []);
    if (live.current) {
      setPending(days);
      setVersion((v) => v + 1);
    }
  }, [store]);

  const sync = useCallback(async () => {
    if (running.current) return running.current;
    if ((await pendingDays(store).catch(() => [])).length === 0) return null;
    setSyncing(true);
    running.current = syncQueue(store, sendWeek(client))
      .then((r) => {
        if (live.current) setReport(r);
        return r;
      })
      .catch(() => null)
      .finally(async () => {
        running.current = null;
        if (live.current) setSyncing(false);
        await refresh();
      });
    return running.current;
  }, [client, refresh, store]);

  useEffect(() => {
    live.current = true;
    void refresh().then(() => (online() ? sync() : null));
    const onOnline = () => void sync();
    window.addEventListener("online", onOnline);
    return () => {
      live.current = false;
      window.removeEventListener("online", onOnline);
    };
  }, [refresh, sync]);

  const queue = useCallback(
    async (days: Array<Omit<QueuedDay, "queued_at" | "error">>) => {
      await queueDays(store, days);
      setReport(null);
      await refresh();
      if (online()) await sync();
    },
    [refresh, store, sync],
  );

  const discard = useCallback(
    async (weekId: string) => {
      await discardWeek(store, weekId);
      setReport(null);
      await refresh();
    },
    [refresh, store],
  );

  return { store, pending, syncing, report, version, queue, sync, discard };
}

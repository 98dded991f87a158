// The talent's offline data in IndexedDB, through idb (issue #50: a well-kept piece, not a
// home-made cache): the days waiting to be sent, and the last copy of each week and of the home
// to read without network. One database per talent, so that two people sharing a phone never
// see or send each other's hours.
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { CachedWeek, HoursStore, QueuedDay } from "./queue.ts";

interface TalentDB extends DBSchema {
  hours: { key: [string, string]; value: QueuedDay };
  weeks: { key: string; value: CachedWeek<unknown> };
  home: { key: string; value: { key: string; data: unknown; saved_at: string } };
}

export type TalentStore<T = unknown> = HoursStore<T> & {
  getHome(): Promise<{ data: unknown; saved_at: string } | undefined>;
  putHome(data: unknown, savedAt?: Date): Promise<void>;
};

export const databaseName = (talentId: string) => `renfort-talent-${talentId}`;

export function idbStore<T = unknown>(talentId: string): TalentStore<T> {
  let opened: Promise<IDBPDatabase<TalentDB>> | undefined;
  const db = () =>
    (opened ??= openDB<TalentDB>(databaseName(talentId), 1, {
      upgrade(d) {
        d.createObjectStore("hours", { keyPath: ["weekId", "date"] });
        d.createObjectStore("weeks", { keyPath: "weekId" });
        d.createObjectStore("home", { keyPath: "key" });
      },
    }));
  return {
    allDays: async () => (await db()).getAll("hours"),
    putDays: async (days) => {
      const tx = (await db()).transaction("hours", "readwrite");
      await Promise.all([...days.map((d) => tx.store.put(d)), tx.done]);
    },
    deleteDays: async (keys) => {
      const tx = (await db()).transaction("hours", "readwrite");
      await Promise.all([...keys.map((k) => tx.store.delete([k.weekId, k.date])), tx.done]);
    },
    getWeek: async (weekId) => (await db()).get("weeks", weekId) as Promise<CachedWeek<T> | undefined>,
    putWeek: async (week) => {
      await (await db()).put("weeks", week);
    },
    getHome: async () => (await db()).get("home", "home"),
    putHome: async (data, savedAt = new Date()) => {
      await (await db()).put("home", { key: "home", data, saved_at: savedAt.toISOString() });
    },
  };
}

// The talent's hours waiting to be sent (issue #50: entered on a site without network, sent when
// it comes back). Each queued day keeps the version of the agency's day the talent's edit was
// based on (base_updated_at): the server applies the day only if the agency has not changed it
// since, and answers a conflict otherwise (supabase/schemas/34_talent_space_hours.sql). The
// queue's logic is here, over a store (IndexedDB in the browser: store.ts), so that it is tested
// with any store.

/** One day the talent entered, not yet accepted by the server. */
export type QueuedDay = {
  weekId: string;
  date: string;
  start_time: string | null;
  end_time: string | null;
  break_minutes: number;
  /** the agency's day version the edit was based on; null when the day did not exist */
  base_updated_at: string | null;
  queued_at: string;
  /** the server's French refusal of the last attempt, kept until the talent changes the day */
  error?: string;
};

/** A week as talent_space_hours_week answers it, kept for reading offline. */
export type CachedWeek<T> = { weekId: string; data: T; saved_at: string };

export interface HoursStore<T = unknown> {
  allDays(): Promise<QueuedDay[]>;
  putDays(days: QueuedDay[]): Promise<void>;
  deleteDays(keys: Array<{ weekId: string; date: string }>): Promise<void>;
  getWeek(weekId: string): Promise<CachedWeek<T> | undefined>;
  putWeek(week: CachedWeek<T>): Promise<void>;
}

/** The day as the server's talent_space_save_hours takes it. */
export type SentDay = Pick<QueuedDay, "date" | "start_time" | "end_time" | "break_minutes" | "base_updated_at">;

/** What the server answered for a week: each day applied or kept as a conflict, and the week read again. */
export type SaveAnswer<T> = { saved: Array<{ date: string; status: "applied" | "conflict" }>; week: T };

/** Why a week was not sent: the server refused it (a French message), or it could not be reached. */
export class SendFailure extends Error {
  constructor(
    message: string,
    readonly refused: boolean,
  ) {
    super(message);
  }
}

export type SyncReport = {
  /** days the server took (applied or kept as conflicts) */
  sent: number;
  conflicts: Array<{ weekId: string; date: string }>;
  refused: Array<{ weekId: string; message: string }>;
  /** the server could not be reached: what is left waits for the next attempt */
  unreachable: boolean;
};

const sameDay = (a: { weekId: string; date: string }, b: { weekId: string; date: string }) =>
  a.weekId === b.weekId && a.date === b.date;

/**
 * Queues the days the talent entered. A day already waiting keeps the base it was first queued
 * with (the talent's edits since are still based on what they saw then) and loses its old error.
 */
export async function queueDays(
  store: HoursStore,
  days: Array<Omit<QueuedDay, "queued_at" | "error">>,
  now = new Date(),
) {
  const waiting = await store.allDays();
  await store.putDays(
    days.map((day) => {
      const before = waiting.find((w) => sameDay(w, day));
      return {
        ...day,
        base_updated_at: before ? before.base_updated_at : day.base_updated_at,
        queued_at: now.toISOString(),
      };
    }),
  );
}

/** The days waiting, of one week or of all. */
export async function pendingDays(store: HoursStore, weekId?: string): Promise<QueuedDay[]> {
  const all = await store.allDays();
  return (weekId ? all.filter((d) => d.weekId === weekId) : all).sort((a, b) => a.date.localeCompare(b.date));
}

/** Drops a week's waiting days (the talent gives up what the server refused). */
export async function discardWeek(store: HoursStore, weekId: string) {
  await store.deleteDays((await store.allDays()).filter((d) => d.weekId === weekId));
}

/**
 * Sends the waiting days, one call per week. A week the server takes leaves the queue and its
 * answer is kept as the week's copy; a week it refuses stays with the refusal to show; when the
 * server cannot be reached, everything left stays for the next attempt.
 */
export async function syncQueue<T>(
  store: HoursStore<T>,
  send: (weekId: string, days: SentDay[]) => Promise<SaveAnswer<T>>,
  now = new Date(),
): Promise<SyncReport> {
  const report: SyncReport = { sent: 0, conflicts: [], refused: [], unreachable: false };
  const byWeek = new Map<string, QueuedDay[]>();
  for (const day of await store.allDays()) byWeek.set(day.weekId, [...(byWeek.get(day.weekId) ?? []), day]);
  for (const [weekId, days] of byWeek) {
    try {
      const answer = await send(
        weekId,
        days.map(({ date, start_time, end_time, break_minutes, base_updated_at }) => ({
          date,
          start_time,
          end_time,
          break_minutes,
          base_updated_at,
        })),
      );
      await store.deleteDays(days);
      await store.putWeek({ weekId, data: answer.week, saved_at: now.toISOString() });
      report.sent += days.length;
      for (const s of answer.saved) if (s.status === "conflict") report.conflicts.push({ weekId, date: s.date });
    } catch (e) {
      if (e instanceof SendFailure && e.refused) {
        report.refused.push({ weekId, message: e.message });
        await store.putDays(days.map((d) => ({ ...d, error: e.message })));
        continue;
      }
      report.unreachable = true;
      break;
    }
  }
  return report;
}

// The Corbeille's pure rules (issue #49): how long the undo toast stays, how many days an item
// has left before the scheduled purge, and the entities a deletion puts in the Corbeille.

/** The undo toast's duration in seconds (the issue asks for at least 5). */
export const UNDO_SECONDS = 8;

/** The tables whose deletion puts a record in the Corbeille (supabase/schemas/26_trash.sql). */
export const TRASH_ENTITIES = ["talent", "company", "contact", "mission", "note", "document"] as const;

const DAY = 24 * 60 * 60 * 1000;

/** Whole days left before the purge (0 on its last day, never negative). */
export const daysLeft = (purgeAfter: string | Date, now: Date = new Date()): number => {
  const end = typeof purgeAfter === "string" ? new Date(purgeAfter) : purgeAfter;
  return Math.max(0, Math.floor((end.getTime() - now.getTime()) / DAY));
};

/** The undo toast's key: one toast per deleted record, a second deletion replaces it. */
export const undoKey = (entity: string, id: string | number): string => `undo:${entity}:${id}`;

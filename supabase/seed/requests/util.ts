// Small helpers shared by the request generators: dates relative to `today`, one row per
// status (every status of every type is seeded), and the files a row refers to.
import type { Rng } from "../random.ts";
import type { Row } from "./context.ts";

export type SeedFile = { bucket: "documents"; path: string; mime: string; kind: "pdf" | "jpeg"; ownerId: string };
export type Output = { tables: Map<string, Row[]>; files: SeedFile[] };

const parse = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
export const addDays = (iso: string, n: number) =>
  new Date(parse(iso).getTime() + n * 86_400_000).toISOString().slice(0, 10);
/** An instant in UTC, `hour` o'clock of the day. */
export const at = (iso: string, hour = 9, minute = 0) =>
  `${iso.slice(0, 10)}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00Z`;
export const hoursAgo = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
export const monthStart = (iso: string) => `${iso.slice(0, 7)}-01`;
/** The first day of the month `k` months before the month of `iso`. */
export const monthsBack = (iso: string, k: number) => {
  const d = parse(iso);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - k, 1)).toISOString().slice(0, 10);
};
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** How many rows per status: a few in demo, more in large. */
export const perStatus = (scale: "demo" | "large", demo = 2) => (scale === "demo" ? demo : demo * 40);

/** Rows per status of a workspace: Cabinet Martin (a handful of talents) keeps one. */
export const rowsPerStatus = (scale: "demo" | "large", workspaceKey: string, demo = 2) =>
  workspaceKey === "renfort" ? perStatus(scale, demo) : 1;

/** Each status repeated `n` times, in order (so every status appears). */
export function everyStatus<T extends string>(statuses: readonly T[], n: number): T[] {
  return statuses.flatMap((s) => Array.from({ length: n }, () => s));
}

/** The statuses at or after `status` in a workflow's happy path. */
export function reached(path: readonly string[], status: string, step: string): boolean {
  const i = path.indexOf(status);
  const j = path.indexOf(step);
  return i >= 0 && j >= 0 && i >= j;
}

export function push(out: Output, table: string, row: Row): Row {
  const rows = out.tables.get(table);
  if (rows) rows.push(row);
  else out.tables.set(table, [row]);
  return row;
}

/** A request file path `<workspace>/requests/<entity>/<id>/<name>`, registered for upload. */
export function requestFile(
  out: Output,
  workspaceId: string,
  entity: string,
  id: string,
  name: string,
  ownerId: string,
): string {
  const path = `${workspaceId}/requests/${entity}/${id}/${name}`;
  const kind = name.endsWith(".jpg") ? "jpeg" : "pdf";
  out.files.push({
    bucket: "documents",
    path,
    mime: kind === "jpeg" ? "image/jpeg" : "application/pdf",
    kind,
    ownerId,
  });
  return path;
}

/** Picks distinct items (cycling when there are fewer items than asked). */
export function cycle<T>(rng: Rng, items: readonly T[], n: number): T[] {
  if (items.length === 0) return [];
  const shuffled = rng.sample(items, items.length);
  return Array.from({ length: n }, (_, i) => shuffled[i % shuffled.length]);
}

// Mutations: which columns an INSERT/UPDATE writes (the payload's keys or `columns=`, each a
// catalog column, PGRST204 otherwise), the upsert's conflict target and action, and the
// target rows of UPDATE/DELETE (root filters, order and range).
import type { Prefer, ReadRequest } from "../ast.ts";
import { ApiError, payloadColumnNotFound } from "../errors.ts";
import type { Column, Relation, SchemaCache } from "../schema/types.ts";
import type { Payload } from "./payload.ts";
import { planMutationTarget } from "./read.ts";
import type { ReadNode } from "./types.ts";

type Body = {
  kind: Payload["kind"];
  columns: Column[];
  /** slot of the body text */
  slot: number;
};

export type WritePlan =
  | {
      kind: "insert";
      relation: Relation;
      body: Body;
      /** `missing=default`: absent keys take the column default instead of NULL */
      defaults: boolean;
      conflict?: { columns: string[]; action: "merge" | "ignore" };
      /** count inserted vs merged rows (merge-duplicates answers 200 when nothing was inserted) */
      countInserted: boolean;
    }
  | { kind: "update"; relation: Relation; body: Body; defaults: boolean; target: ReadNode }
  | { kind: "delete"; relation: Relation; target: ReadNode };

const conflictColumnMissing = (name: string) => new ApiError(400, "42703", `column "${name}" does not exist`);

function bodyColumns(relation: Relation, keys: readonly string[]): Column[] {
  return keys.map((k) => {
    const column = relation.columnsByName.get(k);
    if (!column) throw payloadColumnNotFound(relation.name, k);
    return column;
  });
}

export type WriteInput = {
  cache: SchemaCache;
  method: "POST" | "PATCH" | "DELETE";
  relation: Relation;
  /** a shaped request */
  query: ReadRequest;
  prefer: Prefer;
  payload?: Payload;
  payloadSlot: number;
};

/**
 * Supabase loads pg-safeupdate for PostgREST's connections: an UPDATE or DELETE without a
 * WHERE clause fails with its error (SQLSTATE 21000, which PostgREST answers with 400). A
 * request without any root filter or limit is such a statement.
 */
function refuseUnfiltered(method: "PATCH" | "DELETE", query: ReadRequest): void {
  const root = query.modifiers.get("");
  if (root && (root.filters.length > 0 || root.logic.length > 0 || root.limit !== undefined)) return;
  throw new ApiError(400, "21000", `${method === "PATCH" ? "UPDATE" : "DELETE"} requires a WHERE clause`);
}

export function planWrite(input: WriteInput): WritePlan {
  const { relation, query, prefer } = input;
  if (input.method === "PATCH" || input.method === "DELETE") refuseUnfiltered(input.method, query);
  const target = () =>
    planMutationTarget({
      cache: input.cache,
      query,
      source: { kind: "relation", relation },
      relation,
      rootModifiers: true,
    });
  if (input.method === "DELETE") return { kind: "delete", relation, target: target() };
  const payload = input.payload;
  if (!payload) throw new ApiError(400, "PGRST102", "Empty or invalid json");
  const body: Body = { kind: payload.kind, columns: bodyColumns(relation, payload.keys), slot: input.payloadSlot };
  if (input.method === "PATCH") {
    return { kind: "update", relation, body, defaults: prefer.missing === "default", target: target() };
  }
  let conflict: { columns: string[]; action: "merge" | "ignore" } | undefined;
  if (prefer.resolution !== undefined) {
    const columns = query.onConflict ?? relation.primaryKey;
    for (const c of columns) if (!relation.columnsByName.has(c)) throw conflictColumnMissing(c);
    if (columns.length > 0)
      conflict = { columns, action: prefer.resolution === "merge-duplicates" ? "merge" : "ignore" };
  }
  return {
    kind: "insert",
    relation,
    body,
    defaults: prefer.missing === "default",
    ...(conflict && { conflict }),
    countInserted: conflict?.action === "merge" && relation.kind === "table",
  };
}

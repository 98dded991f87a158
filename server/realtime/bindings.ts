// The `postgres_changes` bindings of a join: parsed like Realtime's
// `parse_subscription_params`, each with an id the client finds again in `ids`.
import { parseFilter, type Condition } from "./filters.ts";

export type ChangeType = "INSERT" | "UPDATE" | "DELETE";

export type Binding = {
  id: number;
  /** the binding as the client sent it, echoed back in the join reply with `id` */
  params: Record<string, unknown>;
  event: "*" | ChangeType;
  /** `*` = any */
  schema: string;
  /** `*` = any table of the schema */
  table: string;
  conditions: Condition[];
};

export type ParsedBindings = { bindings: Binding[]; error: string | null };

// Unique per binding for the life of the process (Realtime hashes the params instead).
let nextId = 1 + Math.floor(Math.random() * 2 ** 26);

const actionFilter = (event: unknown): Binding["event"] => {
  const e = typeof event === "string" ? event.toUpperCase() : "*";
  return e === "INSERT" || e === "UPDATE" || e === "DELETE" ? e : "*";
};

/** Parses every binding; `error` is the first problem (the whole subscription then fails). */
export function parseBindings(raw: unknown): ParsedBindings {
  const list = Array.isArray(raw) ? raw : [];
  const bindings: Binding[] = [];
  let error: string | null = null;
  for (const item of list) {
    if (!item || typeof item !== "object" || Array.isArray(item)) continue;
    const params = item as Record<string, unknown>;
    const schema = typeof params.schema === "string" ? params.schema : undefined;
    const table = typeof params.table === "string" ? params.table : undefined;
    const filter = typeof params.filter === "string" ? params.filter : undefined;
    const binding: Binding = {
      id: nextId++,
      params,
      event: actionFilter(params.event),
      schema: schema ?? "public",
      table: table ?? "*",
      conditions: [],
    };
    if (schema === undefined && table === undefined) {
      error ??= `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${JSON.stringify(params)}`;
    } else if (filter !== undefined) {
      const parsed = parseFilter(filter);
      if (parsed.ok) binding.conditions = parsed.conditions;
      else error ??= parsed.message;
    }
    bindings.push(binding);
  }
  return { bindings, error };
}

/** The join reply's `postgres_changes`: the bindings as sent, in order, with their ids. */
export const replyBindings = (bindings: Binding[]) => bindings.map((b) => ({ ...b.params, id: b.id }));

export const coversTable = (b: Binding, schema: string, table: string) =>
  (b.schema === "*" || b.schema === schema) && (b.table === "*" || b.table === table);

export const bindingCovers = (b: Binding, schema: string, table: string, type: ChangeType) =>
  (b.event === "*" || b.event === type) && coversTable(b, schema, table);

/** Realtime's wording when a binding names no published table. */
export function describeBinding(b: Binding): string {
  const filters = b.conditions.map((c) => `{"${c.column}", "${c.op}", "${c.value}", ${c.negate}}`).join(", ");
  return `[event: ${b.event}, schema: ${b.schema}, table: ${b.table}, filters: [${filters}]]`;
}

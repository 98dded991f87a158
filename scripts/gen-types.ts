// Generates, from the migrated schema, src/database.types.ts (Supabase's own `Database` type
// shape, so that `createClient<Database>` works), supabase/permissions.json (the permission
// matrix and the status transitions, as data the front end can import) and the front end's
// copies of the grants, the action rights, the storage buckets and the enums' French labels
// (*.generated.ts).
//   node --import tsx scripts/gen-types.ts           writes both files
//   node --import tsx scripts/gen-types.ts --check   exits 1 when a file is stale
// The schema comes from a fresh in-memory PGlite with supabase/migrations applied, so the
// output never depends on a local database's state.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Engine } from "../server/db/engine.ts";
import { openPglite } from "../server/db/pglite.ts";
import { bootstrap, migrate } from "../server/platform/migrate.ts";
import { ACTION_RIGHTS_FILE, generateActionRights } from "./gen-action-rights.ts";
import { generateLegalParameters, LEGAL_PARAMETERS_FILE } from "./gen-legal-parameters.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
export const TYPES_FILE = path.join(ROOT, "src", "database.types.ts");
export const PERMISSIONS_FILE = path.join(ROOT, "supabase", "permissions.json");
export const GRANTS_FILE = path.join(ROOT, "src", "lib", "permissions", "grants.generated.ts");
export const BUCKETS_FILE = path.join(ROOT, "src", "lib", "upload", "buckets.generated.ts");
export const ENUM_LABELS_FILE = path.join(ROOT, "src", "lib", "enums", "labels.generated.ts");
const SCHEMA = "public";

type Column = {
  table: string;
  name: string;
  type: string;
  typtype: string;
  elemType: string | null;
  elemTyptype: string | null;
  notNull: boolean;
  hasDefault: boolean;
  generated: boolean;
  identity: boolean;
};

type Relationship = {
  table: string;
  name: string;
  columns: string[];
  oneToOne: boolean;
  referencedTable: string;
  referencedColumns: string[];
};

type FunctionInfo = {
  name: string;
  argNames: string[];
  argTypes: string[];
  argTyptypes: string[];
  argElemTypes: Array<string | null>;
  argElemTyptypes: Array<string | null>;
  argModes: string[];
  defaults: number;
  returnType: string;
  returnTyptype: string;
  returnElemType: string | null;
  returnsSet: boolean;
  returnRelation: string | null;
  tableColumns: Array<{ name: string; type: string; typtype: string; elemType: string | null }>;
};

const SCALAR: Record<string, string> = {
  bool: "boolean",
  int2: "number",
  int4: "number",
  int8: "number",
  float4: "number",
  float8: "number",
  numeric: "number",
  oid: "number",
  text: "string",
  varchar: "string",
  bpchar: "string",
  name: "string",
  citext: "string",
  uuid: "string",
  date: "string",
  time: "string",
  timetz: "string",
  timestamp: "string",
  timestamptz: "string",
  interval: "string",
  inet: "unknown",
  bytea: "string",
  regdictionary: "unknown",
  json: "Json",
  jsonb: "Json",
  void: "undefined",
  record: "Record<string, unknown>",
};

function tsType(type: string, typtype: string, elemType: string | null, elemTyptype: string | null = null): string {
  if (typtype === "e") return `Database["${SCHEMA}"]["Enums"]["${type}"]`;
  if (elemType) return `${tsType(elemType, elemTyptype ?? "b", null)}[]`;
  return SCALAR[type] ?? "unknown";
}

const key = (name: string) => (/^[a-z_][a-z0-9_]*$/.test(name) ? name : JSON.stringify(name));

async function introspect(engine: Engine) {
  const q = engine.query;
  const relations = (
    await q<{ name: string; kind: string }>(
      `select c.relname as name, c.relkind as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm') order by c.relname collate "C"`,
      [SCHEMA],
    )
  ).rows;
  const columns = (
    await q<Column>(
      `select c.relname as "table", a.attname as name, t.typname as type, t.typtype::text as typtype,
            e.typname as "elemType", e.typtype::text as "elemTyptype", a.attnotnull as "notNull", a.atthasdef as "hasDefault",
            a.attgenerated <> '' as generated, a.attidentity <> '' as identity
     from pg_attribute a
     join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     join pg_type t on t.oid = a.atttypid left join pg_type e on e.oid = t.typelem and t.typcategory = 'A'
     where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped
     order by c.relname collate "C", a.attname collate "C"`,
      [SCHEMA],
    )
  ).rows;
  const relationships = (
    await q<Relationship>(
      `select src.relname as "table", con.conname as name,
            array(select a.attname from unnest(con.conkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i)::text[] as columns,
            exists (select 1 from pg_index ix where ix.indrelid = con.conrelid and ix.indisunique and ix.indpred is null
                      and ix.indnkeyatts = cardinality(con.conkey) and (ix.indkey::int2[])[0:cardinality(con.conkey) - 1] @> con.conkey
                      and con.conkey @> (ix.indkey::int2[])[0:cardinality(con.conkey) - 1]) as "oneToOne",
            dst.relname as "referencedTable",
            array(select a.attname from unnest(con.confkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i)::text[] as "referencedColumns"
     from pg_constraint con
     join pg_class src on src.oid = con.conrelid join pg_namespace sn on sn.oid = src.relnamespace
     join pg_class dst on dst.oid = con.confrelid join pg_namespace dn on dn.oid = dst.relnamespace
     where con.contype = 'f' and sn.nspname = $1 and dn.nspname = $1
     order by src.relname collate "C", con.conname collate "C"`,
      [SCHEMA],
    )
  ).rows;
  const enums = (
    await q<{ name: string; labels: string[] }>(
      `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as labels
     from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
     where n.nspname = $1 group by t.typname order by t.typname collate "C"`,
      [SCHEMA],
    )
  ).rows;
  const functions = (
    await q<FunctionInfo>(
      `select p.proname as name,
            coalesce(p.proargnames, '{}')::text[] as "argNames",
            array(select t.typname from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(oid, i) join pg_type t on t.oid = a.oid order by a.i)::text[] as "argTypes",
            array(select t.typtype::text from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(oid, i) join pg_type t on t.oid = a.oid order by a.i)::text[] as "argTyptypes",
            array(select e.typname from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(oid, i) join pg_type t on t.oid = a.oid
                  left join pg_type e on e.oid = t.typelem and t.typcategory = 'A' order by a.i)::text[] as "argElemTypes",
            array(select e.typtype::text from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(oid, i) join pg_type t on t.oid = a.oid
                  left join pg_type e on e.oid = t.typelem and t.typcategory = 'A' order by a.i)::text[] as "argElemTyptypes",
            coalesce(p.proargmodes::text[], array_fill('i'::text, array[p.pronargs])) as "argModes",
            p.pronargdefaults as defaults,
            rt.typname as "returnType", rt.typtype::text as "returnTyptype", re.typname as "returnElemType", p.proretset as "returnsSet",
            rc.relname as "returnRelation"
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     join pg_type rt on rt.oid = p.prorettype left join pg_type re on re.oid = rt.typelem and rt.typcategory = 'A'
     left join pg_class rc on rc.oid = rt.typrelid and rc.relkind in ('r', 'v', 'm', 'p')
     where n.nspname = $1 and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')
     order by p.proname collate "C"`,
      [SCHEMA],
    )
  ).rows;
  return { relations, columns, relationships, enums, functions };
}

function renderColumns(cols: Column[], mode: "Row" | "Insert" | "Update", isView: boolean): string {
  return cols
    .map((c) => {
      const base = tsType(c.type, c.typtype, c.elemType, c.elemTyptype);
      const nullable = !c.notNull || isView;
      const type = nullable ? `${base} | null` : base;
      if (mode === "Row") return `          ${key(c.name)}: ${type}`;
      if (c.generated) return `          ${key(c.name)}?: never`;
      const optional = mode === "Update" || nullable || c.hasDefault || c.identity;
      return `          ${key(c.name)}${optional ? "?" : ""}: ${type}`;
    })
    .join("\n");
}

function renderRelationships(rels: Relationship[]): string {
  if (rels.length === 0) return "[]";
  return (
    "[\n" +
    rels
      .map((r) =>
        [
          "          {",
          `            foreignKeyName: ${JSON.stringify(r.name)}`,
          `            columns: [${r.columns.map((c) => JSON.stringify(c)).join(", ")}]`,
          `            isOneToOne: ${r.oneToOne}`,
          `            referencedRelation: ${JSON.stringify(r.referencedTable)}`,
          `            referencedColumns: [${r.referencedColumns.map((c) => JSON.stringify(c)).join(", ")}]`,
          "          },",
        ].join("\n"),
      )
      .join("\n") +
    "\n        ]"
  );
}

function renderFunction(f: FunctionInfo, columnsByTable: Map<string, Column[]>): string {
  const inputs: string[] = [];
  const outputs: string[] = [];
  const firstDefault = f.argModes.filter((m) => m === "i" || m === "b" || m === "v").length - f.defaults;
  let inputIndex = 0;
  f.argModes.forEach((mode, i) => {
    const name = f.argNames[i] ?? "";
    const type = tsType(f.argTypes[i], f.argTyptypes[i], f.argElemTypes[i], f.argElemTyptypes[i]);
    if (mode === "i" || mode === "b" || mode === "v") {
      if (name) inputs.push(`          ${key(name)}${inputIndex >= firstDefault ? "?" : ""}: ${type}`);
      inputIndex += 1;
    }
    if (mode === "o" || mode === "b" || mode === "t") outputs.push(`          ${key(name)}: ${type}`);
  });
  let returns: string;
  if (outputs.length > 0) {
    returns = `{\n${outputs.join("\n")}\n        }${f.returnsSet ? "[]" : ""}`;
  } else if (f.returnRelation) {
    const cols = columnsByTable.get(f.returnRelation) ?? [];
    returns = `{\n${renderColumns(cols, "Row", false)}\n        }${f.returnsSet ? "[]" : ""}`;
  } else {
    returns = tsType(f.returnType, f.returnTyptype, f.returnElemType) + (f.returnsSet ? "[]" : "");
  }
  const args = inputs.length > 0 ? `{\n${inputs.join("\n")}\n        }` : "never";
  return `      ${key(f.name)}: {\n        Args: ${args}\n        Returns: ${returns}\n      }`;
}

/** The TypeScript source of src/database.types.ts for the migrated schema. */
export async function generateTypes(engine: Engine): Promise<string> {
  const { relations, columns, relationships, enums, functions } = await introspect(engine);
  const columnsByTable = new Map<string, Column[]>();
  for (const c of columns) columnsByTable.set(c.table, [...(columnsByTable.get(c.table) ?? []), c]);
  const rels = (t: string) => relationships.filter((r) => r.table === t);
  const tables = relations.filter((r) => r.kind === "r" || r.kind === "p");
  const views = relations.filter((r) => r.kind === "v" || r.kind === "m");
  const empty = "{\n      [_ in never]: never\n    }";
  const tableBlock =
    tables.length === 0
      ? empty
      : "{\n" +
        tables
          .map((t) => {
            const cols = columnsByTable.get(t.name) ?? [];
            return [
              `      ${key(t.name)}: {`,
              `        Row: {\n${renderColumns(cols, "Row", false)}\n        }`,
              `        Insert: {\n${renderColumns(cols, "Insert", false)}\n        }`,
              `        Update: {\n${renderColumns(cols, "Update", false)}\n        }`,
              `        Relationships: ${renderRelationships(rels(t.name))}`,
              "      }",
            ].join("\n");
          })
          .join("\n") +
        "\n    }";
  const viewBlock =
    views.length === 0
      ? empty
      : "{\n" +
        views
          .map((v) => {
            const cols = columnsByTable.get(v.name) ?? [];
            return `      ${key(v.name)}: {\n        Row: {\n${renderColumns(cols, "Row", true)}\n        }\n        Relationships: ${renderRelationships(rels(v.name))}\n      }`;
          })
          .join("\n") +
        "\n    }";
  const functionBlock =
    functions.length === 0
      ? empty
      : "{\n" + functions.map((f) => renderFunction(f, columnsByTable)).join("\n") + "\n    }";
  const enumBlock =
    enums.length === 0
      ? empty
      : "{\n" +
        enums
          .map((e) => `      ${key(e.name)}:\n${e.labels.map((l) => `        | ${JSON.stringify(l)}`).join("\n")}`)
          .join("\n") +
        "\n    }";
  const constants = enums
    .map((e) => `      ${key(e.name)}: [${e.labels.map((l) => JSON.stringify(l)).join(", ")}],`)
    .join("\n");

  return `// Generated by scripts/gen-types.ts from supabase/migrations — do not edit.
// Regenerate with \`npm run db:types\`; supabase/tests/types.test.ts fails when it is stale.

export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12.2.12"
  }
  ${SCHEMA}: {
    Tables: ${tableBlock}
    Views: ${viewBlock}
    Functions: ${functionBlock}
    Enums: ${enumBlock}
    CompositeTypes: ${empty}
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  ${SCHEMA}: {
    Enums: {
${constants}
    },
  },
} as const
`;
}

/** supabase/permissions.json: the matrix (role → resource → action → scope) and the transitions. */
export async function generatePermissions(engine: Engine): Promise<string> {
  const perms = (
    await engine.query<{ role: string; resource: string; action: string; scope: string }>(
      `select role::text, resource, action::text, scope::text from public.role_permission
     order by role::text collate "C", resource collate "C", array_position(array['select', 'insert', 'update', 'delete'], action::text)`,
      [],
    )
  ).rows;
  const transitions = (
    await engine.query<{
      entity: string;
      status_column: string;
      from_status: string | null;
      to_status: string;
      roles: string[];
      external_actors: string[];
      requires_comment: boolean;
    }>(
      `select entity, status_column, from_status, to_status, roles::text[] as roles, external_actors, requires_comment from public.status_transition
     order by entity collate "C", status_column collate "C", coalesce(from_status, '') collate "C", to_status collate "C"`,
      [],
    )
  ).rows;
  const matrix: Record<string, Record<string, Record<string, string>>> = {};
  for (const p of perms) {
    matrix[p.role] ??= {};
    matrix[p.role][p.resource] ??= {};
    matrix[p.role][p.resource][p.action] = p.scope;
  }
  const document = {
    $comment:
      "Generated by scripts/gen-types.ts from public.role_permission and public.status_transition — do not edit. Scope: all = every row of the member's workspaces, own = rows owned or authored by the member or their managees.",
    permissions: matrix,
    transitions: transitions.map((t) => ({
      entity: t.entity,
      column: t.status_column,
      from: t.from_status,
      to: t.to_status,
      roles: t.roles,
      external_actors: t.external_actors,
      requires_comment: t.requires_comment,
    })),
  };
  return JSON.stringify(document, null, 2) + "\n";
}

/**
 * src/lib/permissions/grants.generated.ts: the same matrix by resource and action (roles on
 * every row, roles on their own rows), the front end's only copy of it.
 */
export async function generateGrants(engine: Engine): Promise<string> {
  const rows = (
    await engine.query<{ resource: string; action: string; scope: string; roles: string[] }>(
      `select resource, action::text, scope::text, array_agg(role::text order by role::text collate "C") as roles from public.role_permission
     group by resource, action, scope
     order by resource collate "C", array_position(array['select', 'insert', 'update', 'delete'], action::text), scope::text collate "C"`,
      [],
    )
  ).rows;
  const grants = new Map<string, Map<string, { all: string[]; own: string[] }>>();
  for (const r of rows) {
    const actions = grants.get(r.resource) ?? new Map<string, { all: string[]; own: string[] }>();
    grants.set(r.resource, actions);
    const grant = actions.get(r.action) ?? { all: [], own: [] };
    actions.set(r.action, grant);
    grant[r.scope === "own" ? "own" : "all"] = r.roles;
  }
  const list = (roles: string[]) => `[${roles.map((role) => JSON.stringify(role)).join(", ")}]`;
  const body = [...grants]
    .map(
      ([resource, actions]) =>
        `  ${resource}: {\n${[...actions].map(([action, g]) => `    ${action}: { all: ${list(g.all)}, own: ${list(g.own)} },`).join("\n")}\n  },`,
    )
    .join("\n");
  return `// Generated by scripts/gen-types.ts from public.role_permission (npm run db:types) — do not edit.
// Per resource and action: the roles allowed on every row of their workspaces, and the roles
// allowed on their own rows (and their managees'). Row-level security has the last word.
import type { AppRole } from "../roles/roles.ts";

export type DbAction = "select" | "insert" | "update" | "delete";
export type Grant = { readonly all: readonly AppRole[]; readonly own: readonly AppRole[] };

export const TABLE_GRANTS = {
${body}
} as const satisfies Record<string, Partial<Record<DbAction, Grant>>>;
`;
}

/**
 * src/lib/upload/buckets.generated.ts: each storage bucket's accepted types and size limit, as
 * the migrations declare them (storage.buckets, which the storage server enforces): the upload
 * fields accept what the server will.
 */
export async function generateBuckets(engine: Engine): Promise<string> {
  const rows = (
    await engine.query<{ id: string; allowed_mime_types: string[] | null; file_size_limit: string | number | null }>(
      `select id, allowed_mime_types, file_size_limit from storage.buckets order by id collate "C"`,
      [],
    )
  ).rows;
  const body = rows
    .map(
      (b) =>
        `  ${JSON.stringify(b.id)}: { allowedMimeTypes: [${(b.allowed_mime_types ?? []).map((m) => JSON.stringify(m)).join(", ")}], fileSizeLimit: ${b.file_size_limit === null ? "null" : Number(b.file_size_limit)} },`,
    )
    .join("\n");
  return `// Generated by scripts/gen-types.ts from storage.buckets (npm run db:types) — do not edit.
// The storage buckets' accepted MIME types and size limits (bytes), as the server enforces them.
export const BUCKETS = {
${body}
} as const satisfies Record<string, { allowedMimeTypes: readonly string[]; fileSizeLimit: number | null }>;

export type BucketId = keyof typeof BUCKETS;
`;
}

/**
 * src/lib/enums/labels.generated.ts: public.enum_label, the French label of each value, in the
 * order of `position`: the front end's only copy of the labels (the database's messages read the
 * same rows). The names that are database enums are typed by src/database.types.ts; the others
 * (request_field: a request's columns, named in its messages) are plain strings.
 */
export async function generateEnumLabels(engine: Engine): Promise<string> {
  const rows = (
    await engine.query<{ enum_name: string; value: string; label: string; is_enum: boolean }>(
      `select l.enum_name, l.value, l.label,
            exists (select 1 from pg_type t join pg_namespace n on n.oid = t.typnamespace
                    where n.nspname = $1 and t.typname = l.enum_name and t.typtype = 'e') as is_enum
     from public.enum_label l
     order by l.enum_name collate "C", l.position, l.value collate "C"`,
      [SCHEMA],
    )
  ).rows;
  const byName = new Map<string, { isEnum: boolean; labels: Array<[string, string]> }>();
  for (const r of rows) {
    // a record keeps its keys' insertion order unless they look like array indices
    if (/^(0|[1-9][0-9]*)$/.test(r.value)) throw new Error(`enum_label ${r.enum_name}.${r.value}: valeur numérique`);
    const entry = byName.get(r.enum_name) ?? { isEnum: r.is_enum, labels: [] };
    byName.set(r.enum_name, entry);
    entry.labels.push([r.value, r.label]);
  }
  const block = (isEnum: boolean) =>
    [...byName]
      .filter(([, e]) => e.isEnum === isEnum)
      .map(
        ([name, e]) =>
          `  ${key(name)}: {\n${e.labels.map(([value, label]) => `    ${key(value)}: ${JSON.stringify(label)},`).join("\n")}\n  },`,
      )
      .join("\n");
  return `// Generated by scripts/gen-types.ts from public.enum_label (npm run db:types) — do not edit.
// Each enum's values in the order of their \`position\`, with their French label: the front end's
// only copy of the labels (the database's messages read the same rows). Colours stay with the
// screens (enumStyle in ./labels.ts); src/lib/enums/labels.test.ts checks every value has a label.
import type { Database } from "../../database.types.ts";

type DbEnums = Database["${SCHEMA}"]["Enums"];

export const ENUM_LABELS = {
${block(true)}
} as const satisfies { readonly [E in keyof DbEnums]?: { readonly [V in DbEnums[E]]?: string } };

/** enum_label's names that are no database enum (request_field: a request's columns). */
export const OTHER_LABELS = {
${block(false)}
} as const satisfies Record<string, Record<string, string>>;
`;
}

/** A fresh in-memory database with the project's migrations only. */
export async function migratedEngine(): Promise<Engine> {
  const engine = await openPglite();
  await bootstrap(engine);
  await migrate(engine, [path.join(ROOT, "supabase", "migrations")]);
  return engine;
}

async function main() {
  const check = process.argv.includes("--check");
  const engine = await migratedEngine();
  try {
    const outputs: Array<[string, string]> = [
      [TYPES_FILE, await generateTypes(engine)],
      [PERMISSIONS_FILE, await generatePermissions(engine)],
      [GRANTS_FILE, await generateGrants(engine)],
      [ACTION_RIGHTS_FILE, await generateActionRights(engine)],
      [BUCKETS_FILE, await generateBuckets(engine)],
      [ENUM_LABELS_FILE, await generateEnumLabels(engine)],
      [LEGAL_PARAMETERS_FILE, await generateLegalParameters(engine)],
    ];
    let stale = false;
    for (const [file, content] of outputs) {
      let current = "";
      try {
        current = readFileSync(file, "utf8");
      } catch {
        current = "";
      }
      if (current === content) continue;
      if (check) {
        stale = true;
        console.error(`${path.relative(ROOT, file)} n'est pas à jour : lancez npm run db:types`);
      } else {
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, content);
        console.log(`${path.relative(ROOT, file)} écrit`);
      }
    }
    if (stale) process.exitCode = 1;
  } finally {
    await engine.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}

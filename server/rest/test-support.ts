// A small hand-written catalog (no database) for the planner and SQL builder unit tests:
// int keys, a many-to-many junction, two keys to one table, a self reference, a view.
import type { Prefer } from "./ast.ts";
import { compile, type Compiled, type Method } from "./compile.ts";
import { parseQuery, splitQueryString } from "./parse/index.ts";
import { readPayload } from "./plan/payload.ts";
import { shapeRequest } from "./plan/shape.ts";
import { buildSchemaCache } from "./schema/build.ts";
import type { Catalog, CatalogColumn } from "./schema/catalog.ts";
import type { SchemaCache } from "./schema/types.ts";

const col = (num: number, name: string, type = "integer", base = "int4"): CatalogColumn => ({
  num,
  name,
  type,
  base,
  nullable: true,
  default: null,
  generated: false,
});
const text = (num: number, name: string) => col(num, name, "text", "text");

const target = (resno: number, name: string, oid: number, attnum: number) =>
  `{TARGETENTRY :expr {VAR :varno 1 :varattno ${attnum}} :resno ${resno} :resname ${name} :ressortgroupref 0 :resorigtbl ${oid} :resorigcol ${attnum} :resjunk false}`;

export function fixtureCatalog(): Catalog {
  return {
    roles: [
      { name: "anon", allowed: true, settings: ["statement_timeout=3s", "search_path=x"] },
      { name: "postgres", allowed: false, settings: [] },
    ],
    relations: [
      { oid: 1, schema: "api", name: "clients", kind: "r", columns: [col(1, "id"), text(2, "name")] },
      {
        oid: 2,
        schema: "api",
        name: "projects",
        kind: "r",
        columns: [
          col(1, "id"),
          text(2, "name"),
          col(3, "client_id"),
          col(4, "data", "jsonb", "jsonb"),
          col(5, "doc", "tsvector", "tsvector"),
        ],
      },
      { oid: 3, schema: "api", name: "users", kind: "r", columns: [col(1, "id"), text(2, "name")] },
      {
        oid: 4,
        schema: "api",
        name: "tasks",
        kind: "r",
        columns: [col(1, "id"), text(2, "name"), col(3, "project_id")],
      },
      { oid: 5, schema: "api", name: "users_tasks", kind: "r", columns: [col(1, "user_id"), col(2, "task_id")] },
      {
        oid: 6,
        schema: "api",
        name: "projects_view",
        kind: "v",
        columns: [col(1, "id"), text(2, "name"), col(3, "client")],
      },
      { oid: 7, schema: "api", name: "addresses", kind: "r", columns: [col(1, "id"), text(2, "address")] },
      {
        oid: 8,
        schema: "api",
        name: "orders",
        kind: "r",
        columns: [col(1, "id"), col(2, "billing_id"), col(3, "shipping_id")],
      },
      { oid: 9, schema: "api", name: "family", kind: "r", columns: [col(1, "id"), col(2, "parent")] },
      { oid: 10, schema: "api", name: "countries", kind: "r", columns: [col(1, "id")] },
      { oid: 11, schema: "api", name: "capitals", kind: "r", columns: [col(1, "id"), col(2, "country_id")] },
      { oid: 12, schema: "private", name: "hidden", kind: "r", columns: [col(1, "id"), col(2, "client_id")] },
    ],
    constraints: [
      ...[1, 2, 3, 4, 7, 8, 9, 10, 11, 12].map((rel) => ({
        name: `pk_${rel}`,
        type: "p" as const,
        rel,
        frel: 0,
        cols: ["id"],
        fcols: [],
      })),
      { name: "users_tasks_pkey", type: "p", rel: 5, frel: 0, cols: ["user_id", "task_id"], fcols: [] },
      { name: "capitals_country_key", type: "u", rel: 11, frel: 0, cols: ["country_id"], fcols: [] },
      { name: "projects_client_id_fkey", type: "f", rel: 2, frel: 1, cols: ["client_id"], fcols: ["id"] },
      { name: "tasks_project_id_fkey", type: "f", rel: 4, frel: 2, cols: ["project_id"], fcols: ["id"] },
      { name: "users_tasks_user_id_fkey", type: "f", rel: 5, frel: 3, cols: ["user_id"], fcols: ["id"] },
      { name: "users_tasks_task_id_fkey", type: "f", rel: 5, frel: 4, cols: ["task_id"], fcols: ["id"] },
      { name: "orders_billing_fkey", type: "f", rel: 8, frel: 7, cols: ["billing_id"], fcols: ["id"] },
      { name: "orders_shipping_fkey", type: "f", rel: 8, frel: 7, cols: ["shipping_id"], fcols: ["id"] },
      { name: "family_parent_fkey", type: "f", rel: 9, frel: 9, cols: ["parent"], fcols: ["id"] },
      { name: "capitals_country_id_fkey", type: "f", rel: 11, frel: 10, cols: ["country_id"], fcols: ["id"] },
      { name: "hidden_client_id_fkey", type: "f", rel: 12, frel: 1, cols: ["client_id"], fcols: ["id"] },
    ],
    views: [
      {
        oid: 6,
        action: `({QUERY :commandType 1 :targetList (${target(1, "id", 2, 1)} ${target(2, "name", 2, 2)} ${target(3, "client", 2, 3)}) :override 0})`,
      },
    ],
    routines: [
      {
        oid: 100,
        schema: "api",
        name: "add",
        volatility: "i",
        set: false,
        rettype: "integer",
        retbase: "int4",
        rettyptype: "b",
        retrelid: 0,
        nargdefaults: 0,
        variadic: false,
        args: [
          { name: "a", mode: "i", type: "integer", base: "int4" },
          { name: "b", mode: "i", type: "integer", base: "int4" },
        ],
      },
      {
        oid: 101,
        schema: "api",
        name: "client_projects",
        volatility: "s",
        set: true,
        rettype: "api.projects",
        retbase: "projects",
        rettyptype: "c",
        retrelid: 2,
        nargdefaults: 1,
        variadic: false,
        args: [{ name: "client", mode: "i", type: "integer", base: "int4" }],
      },
    ],
  };
}

export const fixtureCache = (): SchemaCache => buildSchemaCache(fixtureCatalog(), ["api"], 1);

export type CompileCase = {
  method?: Method;
  path: string;
  query?: string;
  body?: string;
  prefer?: Prefer;
  singular?: boolean;
};

/** Parses, shapes and compiles one request against the fixture catalog. */
export function compileRequest(cache: SchemaCache, c: CompileCase): { compiled: Compiled; values: unknown[] } {
  const method = c.method ?? "GET";
  const rpc = c.path.startsWith("rpc/");
  const name = rpc ? c.path.slice(4) : c.path;
  const query = parseQuery(splitQueryString(c.query ?? ""), {
    isRpcRead: rpc && (method === "GET" || method === "HEAD"),
  });
  const payload =
    !rpc && (method === "POST" || method === "PATCH")
      ? readPayload(Buffer.from(c.body ?? "{}"), query.columns)
      : undefined;
  const shaped = shapeRequest(query);
  const bodySlot = shaped.values.push(payload?.text ?? c.body ?? "{}") - 1;
  const rpcKeys = rpc && method === "POST" ? Object.keys(JSON.parse(c.body ?? "{}") as object).sort() : undefined;
  const compiled = compile({
    cache,
    maxRows: 1000,
    schema: "api",
    method,
    target: { kind: rpc ? "rpc" : "relation", name },
    query: shaped.query,
    prefer: c.prefer ?? { unknown: [] },
    singular: c.singular ?? false,
    stripNulls: false,
    bodySlot,
    ...(payload && { payload }),
    ...(rpcKeys !== undefined && { rpcKeys }),
  });
  return { compiled, values: shaped.values };
}

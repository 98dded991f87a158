// PostgREST v12's error bodies and status codes: the schema-cache and request errors the
// planner raises (PGRST1xx/2xx with v12 messages), and the SQLSTATE → HTTP table (§2.9).
import { isDbError } from "../db/engine.ts";
import { ApiError } from "./ast.ts";
import type { Relationship } from "./schema/types.ts";

export { ApiError };

/** PostgREST's JSON for a PostgreSQL error: all four keys, `null` when absent. */
export function dbErrorToApi(e: unknown, role: string, anonRole = "anon"): ApiError | null {
  if (!isDbError(e)) return null;
  return new ApiError(
    sqlStateStatus(e.code, e.message, role, anonRole),
    e.code,
    e.message,
    e.detail ?? null,
    e.hint ?? null,
  );
}

/** `Error.hs mapSQLtoHTTP` of PostgREST v12. */
export function sqlStateStatus(code: string, message: string, role: string, anonRole = "anon"): number {
  if (code === "42501") return role === anonRole ? 401 : 403;
  if (code === "21000") return message.endsWith("requires a WHERE clause") ? 400 : 500;
  if (code === "22023") return /^role ".*" does not exist$/.test(message) ? 401 : 400;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const exact: Record<string, number> = {
    "23503": 409,
    "23505": 409,
    "25006": 405,
    "42883": 404,
    "42P01": 404,
    "42P17": 500,
    P0001: 400,
    "53400": 500,
    "57P01": 503,
  };
  if (exact[code] !== undefined) return exact[code];
  const prefixes: Array<[string, number]> = [
    ["08", 503],
    ["09", 500],
    ["0L", 403],
    ["0P", 403],
    ["25", 500],
    ["28", 403],
    ["2D", 500],
    ["38", 500],
    ["39", 500],
    ["3B", 500],
    ["40", 500],
    ["53", 503],
    ["54", 500],
    ["55", 500],
    ["57", 500],
    ["58", 500],
    ["F0", 500],
    ["HV", 500],
    ["P0", 500],
    ["XX", 500],
  ];
  for (const [prefix, status] of prefixes) if (code.startsWith(prefix)) return status;
  return 400;
}

export const schemaError = (schemas: readonly string[]) =>
  new ApiError(406, "PGRST106", `The schema must be one of the following: ${schemas.join(", ")}`);

export const relationNotFound = (schema: string, name: string) =>
  new ApiError(404, "42P01", `relation "${schema}.${name}" does not exist`);

export const columnNotFound = (relation: string, column: string) =>
  new ApiError(400, "42703", `column ${relation}.${column} does not exist`);

export const payloadColumnNotFound = (relation: string, column: string) =>
  new ApiError(400, "PGRST204", `Could not find the '${column}' column of '${relation}' in the schema cache`);

export const invalidBody = (message: string) => new ApiError(400, "PGRST102", message);

export const notEmbedded = (name: string) =>
  new ApiError(
    400,
    "PGRST108",
    `'${name}' is not an embedded resource in this request`,
    null,
    `Verify that '${name}' is included in the 'select' query parameter.`,
  );

export const relatedOrderNotToOne = (origin: string, target: string) =>
  new ApiError(
    400,
    "PGRST118",
    `A related order on '${target}' is not possible`,
    `'${origin}' and '${target}' do not form a many-to-one or one-to-one relationship`,
  );

/**
 * `SingularityError` with PostgREST 13's message (PostgREST#3795), which the current
 * postgrest-js tests expect; 12.2 still said « JSON object requested, multiple (or no) rows
 * returned », as postgrest-js's client-side maybeSingle() does.
 */
export const singularityError = (rows: number) =>
  new ApiError(406, "PGRST116", "Cannot coerce the result to a single JSON object", `The result contains ${rows} rows`);

export const rangeError = (offset: number, total: number) =>
  new ApiError(
    416,
    "PGRST103",
    "Requested range not satisfiable",
    `An offset of ${offset} was requested, but there are only ${total} rows.`,
  );

export const unknownCast = (type: string) => new ApiError(400, "42704", `type "${type}" does not exist`);

export const noRelationship = (schema: string, origin: string, target: string, hint: string | undefined) =>
  new ApiError(
    400,
    "PGRST200",
    `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
    `Searched for a foreign key relationship between '${origin}' and '${target}'${hint === undefined ? "" : ` using the hint '${hint}'`} in the schema '${schema}', but no matches were found.`,
  );

const columnList = (cols: ReadonlyArray<string>) => cols.join(", ");

/** `relationship` text of a PGRST201 detail, as PostgREST prints it. */
function describe(r: Relationship): string {
  if (r.junction) {
    const j = r.junction;
    return `${j.relation.name} using ${j.constraint1}(${columnList(j.columns1.map(([, c]) => c))}) and ${j.constraint2}(${columnList(j.columns2.map(([, c]) => c))})`;
  }
  return `${r.constraint} using ${r.table.name}(${columnList(r.columns.map(([c]) => c))}) and ${r.foreignTable.name}(${columnList(r.columns.map(([, c]) => c))})`;
}

export const ambiguousRelationship = (origin: string, target: string, rels: readonly Relationship[]) =>
  new ApiError(
    300,
    "PGRST201",
    `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
    rels.map((r) => ({ cardinality: r.cardinality, embedding: `${origin} with ${target}`, relationship: describe(r) })),
    `Try changing '${target}' to one of the following: ${rels.map((r) => `'${target}!${r.constraint}'`).join(", ")}. Find the desired relationship in the 'details' key.`,
  );

export const unsupportedMethod = (method: string) =>
  new ApiError(405, "PGRST117", `Unsupported HTTP method: ${method}`);

/** `401 PGRST301` with PostgREST v12's messages. */
export const jwtError = (message: string) => new ApiError(401, "PGRST301", message);

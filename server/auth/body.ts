// Typed access to a JSON request body the way GoTrue decodes it into Go structs: absent or null
// fields take the zero value, a field of the wrong type is a 400 bad_json.
import type { FastifyRequest } from "fastify";
import { badRequest } from "./errors.ts";

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type JsonObject = { [k: string]: Json };

const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);

const typeError = (field: string, want: string) =>
  badRequest(
    "bad_json",
    `Could not parse request body as JSON: json: cannot unmarshal into field ${field} of type ${want}`,
  );

export class Body {
  constructor(readonly raw: JsonObject) {}

  has(field: string): boolean {
    return this.raw[field] !== undefined && this.raw[field] !== null;
  }

  str(field: string): string {
    const v = this.raw[field];
    if (v === undefined || v === null) return "";
    if (typeof v !== "string") throw typeError(field, "string");
    return v;
  }

  /** A string field where absent/null differs from "" (Go `*string`). */
  optStr(field: string): string | undefined {
    return this.has(field) ? this.str(field) : undefined;
  }

  bool(field: string, fallback = false): boolean {
    const v = this.raw[field];
    if (v === undefined || v === null) return fallback;
    if (typeof v !== "boolean") throw typeError(field, "bool");
    return v;
  }

  /** An object field; undefined when absent or null (Go `map[string]interface{}` nil). */
  obj(field: string): JsonObject | undefined {
    const v = this.raw[field];
    if (v === undefined || v === null) return undefined;
    if (!isObject(v)) throw typeError(field, "map[string]interface {}");
    return v;
  }
}

/** The request body as a JSON object; an empty body reads as `{}`. */
export function readBody(req: FastifyRequest): Body {
  const buf = req.body;
  const text = Buffer.isBuffer(buf) ? buf.toString("utf8") : typeof buf === "string" ? buf : "";
  if (text.trim() === "") return new Body({});
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw badRequest("bad_json", `Could not parse request body as JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!isObject(parsed)) throw badRequest("bad_json", "Could not parse request body as JSON: expected an object");
  return new Body(parsed);
}

export const queryParam = (req: FastifyRequest, name: string): string => {
  const v = (req.query as Record<string, unknown> | undefined)?.[name];
  return typeof v === "string" ? v : "";
};

// Request bodies: parsed once to learn their shape (object or array, which keys), then bound
// as one json parameter — PostgreSQL reads the values itself (`json_to_recordset`).
import { invalidBody } from "../errors.ts";

export type Payload = {
  kind: "object" | "array";
  /** the payload's keys, sorted (the `columns` parameter's names when given) */
  keys: string[];
  /** the body text, bound as is */
  text: string;
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidBody("Empty or invalid json");
  }
}

/** A mutation body: a JSON object or an array of objects with the same keys (PostgREST `Payload.hs`). */
export function readPayload(body: Buffer | undefined, columns: readonly string[] | undefined): Payload {
  const text = body?.toString("utf8") ?? "";
  const json = parseJson(text);
  let kind: Payload["kind"];
  let keys: string[];
  if (isObject(json)) {
    kind = "object";
    keys = Object.keys(json).sort();
  } else if (Array.isArray(json) && json.every(isObject)) {
    kind = "array";
    const first = json.length === 0 ? [] : Object.keys(json[0]).sort();
    if (columns === undefined) {
      const same = json.every((o) => {
        const k = Object.keys(o);
        return k.length === first.length && k.every((x) => Object.hasOwn(json[0], x));
      });
      if (!same) throw invalidBody("All object keys must match");
    }
    keys = first;
  } else {
    throw invalidBody("All object keys must match");
  }
  return { kind, keys: columns === undefined ? keys : [...columns], text };
}

/** An RPC body: absent or empty means no arguments; otherwise a JSON object (or any JSON for a single json parameter). */
export function readArguments(body: Buffer | undefined): { json: unknown; text: string } {
  const text = body?.toString("utf8") ?? "";
  if (text.trim() === "") return { json: {}, text: "{}" };
  return { json: parseJson(text), text };
}

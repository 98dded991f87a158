// The server's own API as a demo account, exactly as the app calls it: the reads the e2e tests
// need to pick their data (a talent with a CV, a workspace's count), and the writes that make a
// spec's preconditions when the screens that make them are not its subject (the SQL functions
// and tables the screens call, with the account's rights: row-level security applies).
import type { APIRequestContext } from "@playwright/test";
import { ACCOUNTS, DEMO_PASSWORD, type Account } from "./accounts.ts";

type Session = {
  get: <T>(
    pathAndQuery: string,
    headers?: Record<string, string>,
  ) => Promise<{ rows: T; headers: Record<string, string> }>;
  /** A SQL function (`/rest/v1/rpc/name`), as the app calls it: a read, or a screen's write. */
  rpc: <T>(name: string, args: Record<string, unknown>) => Promise<T>;
  /** Inserts rows (`POST /rest/v1/table`), as Refine's create does; returns them. */
  post: <T>(table: string, body: Record<string, unknown> | Record<string, unknown>[]) => Promise<T[]>;
  /** Updates the rows a filter selects (`PATCH /rest/v1/table?id=eq.…`), as Refine's update does; returns them. */
  patch: <T>(pathAndQuery: string, body: Record<string, unknown>) => Promise<T[]>;
  /**
   * Stores a file (`POST /storage/v1/object/bucket/path`), as the app's uploadFile does: the raw
   * bytes with their type (storage-js's other form, the server takes both).
   */
  upload: (bucket: string, path: string, file: { buffer: Buffer; mimeType: string }) => Promise<void>;
};

export async function apiAs(request: APIRequestContext, account: Account): Promise<Session> {
  const config = (await (await request.get("/config.json")).json()) as { supabaseAnonKey: string };
  const apikey = config.supabaseAnonKey;
  const token = await request.post("/auth/v1/token?grant_type=password", {
    headers: { apikey },
    data: { email: ACCOUNTS[account], password: DEMO_PASSWORD },
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  return {
    get: async <T>(pathAndQuery: string, headers: Record<string, string> = {}) => {
      const response = await request.get(pathAndQuery, {
        headers: { apikey, Authorization: `Bearer ${accessToken}`, ...headers },
      });
      if (!response.ok()) throw new Error(`${pathAndQuery}: ${response.status()} ${await response.text()}`);
      return { rows: (await response.json()) as T, headers: response.headers() };
    },
    rpc: async <T>(name: string, args: Record<string, unknown>) => {
      const response = await request.post(`/rest/v1/rpc/${name}`, {
        headers: { apikey, Authorization: `Bearer ${accessToken}` },
        data: args,
      });
      if (!response.ok()) throw new Error(`rpc/${name}: ${response.status()} ${await response.text()}`);
      const text = await response.text();
      // a function returning void answers 204, without a body
      return (text ? JSON.parse(text) : null) as T;
    },
    post: async <T>(table: string, body: Record<string, unknown> | Record<string, unknown>[]) => {
      const response = await request.post(`/rest/v1/${table}`, {
        headers: { apikey, Authorization: `Bearer ${accessToken}`, Prefer: "return=representation" },
        data: body,
      });
      if (!response.ok()) throw new Error(`POST ${table}: ${response.status()} ${await response.text()}`);
      return (await response.json()) as T[];
    },
    patch: async <T>(pathAndQuery: string, body: Record<string, unknown>) => {
      const response = await request.patch(pathAndQuery, {
        headers: { apikey, Authorization: `Bearer ${accessToken}`, Prefer: "return=representation" },
        data: body,
      });
      if (!response.ok()) throw new Error(`PATCH ${pathAndQuery}: ${response.status()} ${await response.text()}`);
      const rows = (await response.json()) as T[];
      // row-level security filters an update it refuses: nothing changed is a failure here
      if (!rows.length) throw new Error(`PATCH ${pathAndQuery}: no row updated`);
      return rows;
    },
    upload: async (bucket: string, path: string, file: { buffer: Buffer; mimeType: string }) => {
      const response = await request.post(`/storage/v1/object/${bucket}/${path}`, {
        headers: { apikey, Authorization: `Bearer ${accessToken}`, "Content-Type": file.mimeType },
        data: file.buffer,
      });
      if (!response.ok()) throw new Error(`upload ${bucket}/${path}: ${response.status()} ${await response.text()}`);
    },
  };
}

/**
 * A public SQL function as a page without an account calls it (the anonymous key only): the
 * signature pages' calls (src/signature/api.ts), for a signer's step that is not a spec's subject.
 */
export async function publicRpc<T>(
  request: APIRequestContext,
  name: string,
  args: Record<string, unknown>,
): Promise<T> {
  const { supabaseAnonKey: apikey } = (await (await request.get("/config.json")).json()) as { supabaseAnonKey: string };
  const response = await request.post(`/rest/v1/rpc/${name}`, {
    headers: { apikey, Authorization: `Bearer ${apikey}` },
    data: args,
  });
  if (!response.ok()) throw new Error(`rpc/${name}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The exact row count of a REST read (Content-Range's total). */
export const totalOf = (headers: Record<string, string>): number => Number(headers["content-range"]?.split("/")[1]);

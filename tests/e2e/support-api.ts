// Reads the e2e tests need to pick their data (a talent with a CV, a workspace's count),
// through the server's own API as a demo account, exactly as the app would read them.
import type { APIRequestContext } from "@playwright/test";
import { ACCOUNTS, DEMO_PASSWORD, type Account } from "./accounts.ts";

type Session = {
  get: <T>(
    pathAndQuery: string,
    headers?: Record<string, string>,
  ) => Promise<{ rows: T; headers: Record<string, string> }>;
  /** A read-only SQL function (`/rest/v1/rpc/name`), as the app calls it. */
  rpc: <T>(name: string, args: Record<string, unknown>) => Promise<T>;
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
      return (await response.json()) as T;
    },
  };
}

/** The exact row count of a REST read (Content-Range's total). */
export const totalOf = (headers: Record<string, string>): number => Number(headers["content-range"]?.split("/")[1]);

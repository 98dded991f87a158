// The seed's identities inside its transactions: a demo account (its JWT claims, as PostgREST
// sets them) for what the screens do through SQL functions, the owner for the rest.
import type { Query } from "../../server/db/engine.ts";
import { accountByKey } from "./accounts.ts";

/** Continues the transaction as a demo account (`comptable`, `dev`…). */
export async function asAccount(q: Query, key: string): Promise<void> {
  const a = accountByKey(key);
  await q("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [
    JSON.stringify({ sub: a.userId, role: "authenticated", aud: "authenticated", email: a.email }),
  ]);
}

/** Continues the transaction as the database owner. */
export async function asOwner(q: Query): Promise<void> {
  await q("reset role", []);
  await q("select set_config('request.jwt.claims', '', true)", []);
}

// PostgREST's in-database configuration: `alter role authenticator set pgrst.db_tx_end = …`
// (and `pgrst.db_plan_enabled`, `pgrst.db_aggregates_enabled`) overrides the environment, as
// PostgREST reads its config file, then its environment, then the database (db-config, on by
// default). It is how supabase-js's postgrest-js tests configure PostgREST. The settings come
// with the schema cache, so `notify pgrst` picks up a change.
import type { ServerConfig, TxEnd } from "../config.ts";
import type { SchemaCache } from "./schema/types.ts";

export type RestSettings = Pick<ServerConfig, "txEnd" | "planEnabled" | "aggregatesEnabled">;

const TX_ENDS: readonly string[] = ["commit", "commit-allow-override", "rollback", "rollback-allow-override"];

/** A boolean setting as PostgREST reads one; anything else leaves the configured value. */
function flag(value: string | undefined, configured: boolean): boolean {
  const v = value?.trim().toLowerCase();
  if (v === "true" || v === "on" || v === "yes" || v === "1") return true;
  if (v === "false" || v === "off" || v === "no" || v === "0") return false;
  return configured;
}

/** The settings in force: the server's configuration, overridden by the authenticator role's. */
export function restSettings(config: ServerConfig, cache: SchemaCache): RestSettings {
  const db = cache.roles.get("authenticator")?.settings ?? {};
  const txEnd = db["pgrst.db_tx_end"];
  return {
    txEnd: txEnd !== undefined && TX_ENDS.includes(txEnd) ? (txEnd as TxEnd) : config.txEnd,
    planEnabled: flag(db["pgrst.db_plan_enabled"], config.planEnabled),
    aggregatesEnabled: flag(db["pgrst.db_aggregates_enabled"], config.aggregatesEnabled),
  };
}

// Writes to the fixture tables for the realtime tests, through the REST API as an app makes
// them: as the service role by default, or as a signed-in user (RLS applies).
import { client, serviceClient } from "../helpers.ts";

export type Row = Record<string, unknown>;

export type Writer = {
  insert(table: string, row: Row): Promise<Row>;
  update(table: string, match: Row, patch: Row): Promise<Row[]>;
  remove(table: string, match: Row): Promise<void>;
};

/** A writer acting as `token`'s user, or as the service role without one. */
export function writer(token?: string): Writer {
  const c = () => (token ? client({ accessToken: token }) : serviceClient());
  return {
    async insert(table, row) {
      const { data, error } = await c().from(table).insert(row).select().single();
      if (error || !data) throw new Error(`insert into ${table}: ${error?.message ?? "no row returned"}`);
      return data as Row;
    },
    async update(table, match, patch) {
      const { data, error } = await c().from(table).update(patch).match(match).select();
      if (error) throw new Error(`update ${table}: ${error.message}`);
      return data as Row[];
    },
    async remove(table, match) {
      const { error } = await c().from(table).delete().match(match);
      if (error) throw new Error(`delete from ${table}: ${error.message}`);
    },
  };
}

export const db = writer();

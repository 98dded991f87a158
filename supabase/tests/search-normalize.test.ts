// One search normalisation on both sides: the database's private.normalize_search (what the
// `search_text` columns store) and the client's normalizeSearch (what a filter sends) give the
// same text for the same input — ligatures, apostrophes, accents, case, spaces — on the engine
// under test. "Gros Œuvre" typed finds "gros oeuvre" stored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizeSearch } from "../../src/lib/search/normalize.ts";
import { SEARCH_SAMPLES } from "../../src/lib/search/normalize.samples.ts";
import { testDatabase, type TestDatabase } from "./support/db.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

describe("search normalisation", () => {
  it("is the same in the database and in the client, string for string", async () => {
    const { rows } = await db.engine.query<{ input: string; normalized: string | null }>(
      "select s.input, private.normalize_search(s.input) as normalized from unnest($1::text[]) with ordinality as s (input, n) order by s.n",
      [[...SEARCH_SAMPLES]],
    );
    expect(rows.map((r) => [r.input, r.normalized ?? ""])).toEqual(SEARCH_SAMPLES.map((s) => [s, normalizeSearch(s)]));
  });

  it("finds a job stored as « gros oeuvre » when the ligature is typed", async () => {
    const { rows } = await db.engine.query<{ hit: boolean }>(
      "select private.normalize_search('Maçon Gros Œuvre') like '%' || $1 || '%' as hit",
      [normalizeSearch("Gros Œuvre")],
    );
    expect(rows[0].hit).toBe(true);
  });
});

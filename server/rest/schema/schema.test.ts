// The schema cache from a hand-written catalog: view lineage from query-tree text, and the
// relationships PostgREST derives (many-to-one/one-to-many, one-to-one, many-to-many, views).
import { describe, expect, it } from "vitest";
import { fixtureCache } from "../test-support.ts";
import { qualifiedKey } from "./types.ts";
import { viewColumnSources } from "./view-columns.ts";

describe("view column lineage", () => {
  it("reads the top-level target list, not the ones of subqueries or CTEs", () => {
    const text =
      "({QUERY :commandType 1 :cteList ({COMMONTABLEEXPR :ctename q :ctequery {QUERY :targetList ({TARGETENTRY :resno 1 :resname inner :resorigtbl 99 :resorigcol 9 :resjunk false})}}) " +
      ":targetList ({TARGETENTRY :expr {VAR :varno 1} :resno 1 :resname id :resorigtbl 16384 :resorigcol 1 :resjunk false} " +
      "{TARGETENTRY :expr {OPEXPR :args ({VAR} {CONST :constvalue 4 [ 1 0 0 0 ]})} :resno 2 :resname computed :resorigtbl 0 :resorigcol 0 :resjunk false} " +
      "{TARGETENTRY :expr {VAR} :resno 3 :resname we\\ ird\\(name\\) :resorigtbl 16384 :resorigcol 2 :resjunk false} " +
      "{TARGETENTRY :expr {VAR} :resno 4 :resname :colon :resorigtbl 16384 :resorigcol 3 :resjunk false} " +
      "{TARGETENTRY :expr {VAR} :resno 5 :resname sortkey :resorigtbl 16384 :resorigcol 4 :resjunk true}) :override 0})";
    expect(viewColumnSources(text)).toEqual([
      { column: "id", sourceOid: 16384, sourceAttnum: 1 },
      { column: "we ird(name)", sourceOid: 16384, sourceAttnum: 2 },
      { column: ":colon", sourceOid: 16384, sourceAttnum: 3 },
    ]);
  });

  it("yields nothing for text it cannot read", () => {
    expect(viewColumnSources("")).toEqual([]);
    expect(viewColumnSources("({QUERY")).toEqual([]);
    expect(viewColumnSources("garbage ) } {")).toEqual([]);
  });
});

describe("relationships", () => {
  const cache = fixtureCache();
  const rels = (table: string) =>
    (cache.relationships.get(qualifiedKey("api", table)) ?? [])
      .map((r) => `${r.cardinality} ${r.foreignTable.name} ${r.constraint} ${JSON.stringify(r.columns)}`)
      .sort();

  it("derives both directions of a foreign key, one-to-one for unique keys", () => {
    expect(rels("clients")).toEqual([
      'one-to-many projects projects_client_id_fkey [["id","client_id"]]',
      'one-to-many projects_view projects_client_id_fkey [["id","client"]]',
    ]);
    expect(rels("capitals")).toEqual(['one-to-one countries capitals_country_id_fkey [["country_id","id"]]']);
    expect(rels("countries")).toEqual(['one-to-one capitals capitals_country_id_fkey [["id","country_id"]]']);
  });

  it("derives many-to-many through a junction whose primary key holds both keys", () => {
    const m2m = (cache.relationships.get(qualifiedKey("api", "users")) ?? []).filter(
      (r) => r.cardinality === "many-to-many",
    );
    expect(
      m2m.map((r) => [
        r.foreignTable.name,
        r.junction?.relation.name,
        r.junction?.constraint1,
        r.junction?.constraint2,
      ]),
    ).toEqual([["tasks", "users_tasks", "users_tasks_user_id_fkey", "users_tasks_task_id_fkey"]]);
  });

  it("gives views their base table's keys, and ignores relations outside the exposed schemas", () => {
    expect(rels("projects_view")).toEqual([
      'many-to-one clients projects_client_id_fkey [["client","id"]]',
      'one-to-many tasks tasks_project_id_fkey [["id","project_id"]]',
    ]);
    expect(cache.relations.has(qualifiedKey("private", "hidden"))).toBe(false);
  });

  it("marks self references", () => {
    const family = cache.relationships.get(qualifiedKey("api", "family")) ?? [];
    expect(family.map((r) => [r.cardinality, r.isSelf])).toEqual([
      ["many-to-one", true],
      ["one-to-many", true],
    ]);
  });
});

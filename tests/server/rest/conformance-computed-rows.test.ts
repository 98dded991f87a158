// PostgREST 12: computed fields and relationships apply to a mutation's representation
// (`Prefer: return=representation` with `select=`) and to the rows of a function returning a
// table's rows, as they do on a plain read — the rows are of the table's row type.
import { afterAll, describe, expect, it } from "vitest";
import { db } from "./support.ts";

// ids no other fixture test uses; removed at the end
const ID = 7_000 + Math.floor(Math.random() * 900);
afterAll(async () => {
  await db()
    .from("projects")
    .delete()
    .in("id", [ID, ID + 1]);
});

describe("PostgREST computed fields on mutation rows", () => {
  it("insert … return=representation selects a computed field and a computed relationship", async () => {
    const { data, error } = await db()
      .from("projects")
      .insert({ id: ID, name: "Linux", client_id: 1 })
      .select("id, label, computed_client(name)")
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: ID, label: `Linux #${ID}`, computed_client: { name: "Microsoft" } });
  });

  it("update … return=representation: the filter reads the old row's computed field, the body the new one's", async () => {
    const { data, error } = await db()
      .from("projects")
      .update({ name: "Debian" })
      .eq("id", ID)
      .ilike("label", "linux*")
      .select("label");
    expect(error).toBeNull();
    expect(data).toEqual([{ label: `Debian #${ID}` }]);
  });

  it("upsert and delete … return=representation", async () => {
    const upserted = await db()
      .from("projects")
      .upsert({ id: ID + 1, name: "Hurd", client_id: 2 })
      .select("label")
      .single();
    expect(upserted.error).toBeNull();
    expect(upserted.data).toEqual({ label: `Hurd #${ID + 1}` });
    const deleted = await db()
      .from("projects")
      .delete()
      .eq("id", ID + 1)
      .select("id, label");
    expect(deleted.error).toBeNull();
    expect(deleted.data).toEqual([{ id: ID + 1, label: `Hurd #${ID + 1}` }]);
  });
});

describe("PostgREST computed fields on a function's rows", () => {
  it("a function returning setof a table: select, filter and order its computed field", async () => {
    const { data, error } = await db()
      .rpc("client_projects", { client: 2 })
      .select("id, label, computed_client(name)")
      .order("label", { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 4, label: "OSX #4", computed_client: { name: "Apple" } },
      { id: 3, label: "IOS #3", computed_client: { name: "Apple" } },
    ]);
  });
});

// PostgREST 12 conformance on reads: computed fields (selectable, filterable, orderable),
// computed relationships (to-one vs to-many from the function's return type), to-one spread
// embeds (also inside embeds; to-many spreads answer PGRST119), and two embeds sharing one
// join name (400 42712).
import { describe, expect, it } from "vitest";
import { db, restJson } from "./support.ts";

describe("PostgREST computed fields", () => {
  it("a function of the row is selected, filtered and ordered like a column", async () => {
    const { data, error } = await db()
      .from("projects")
      .select("id, label")
      .ilike("label", "*windows*")
      .order("label", { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, label: "Windows 7 #1" },
      { id: 2, label: "Windows 10 #2" },
    ]);
  });

  it("`*` leaves computed fields out", async () => {
    const { data } = await db().from("projects").select("*").eq("id", 3).single();
    expect(data).toEqual({ id: 3, name: "IOS", client_id: 2 });
  });

  it("is read inside an embed too", async () => {
    const { data } = await db().from("clients").select("id, projects(label)").eq("id", 2).single();
    expect(data).toEqual({ id: 2, projects: [{ label: "IOS #3" }, { label: "OSX #4" }] });
  });
});

describe("PostgREST computed relationships", () => {
  it("setof table rows → to-many (an array)", async () => {
    const { data, error } = await db().from("projects").select("id, computed_tasks(name)").eq("id", 1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 1, computed_tasks: [{ name: "Design w7" }, { name: "Code w7" }] });
  });

  it("one table row → to-one (an object; a row of nulls when none, as PostgreSQL calls it)", async () => {
    const { data } = await db().from("projects").select("id, computed_client(name)").in("id", [1, 5]).order("id");
    expect(data).toEqual([
      { id: 1, computed_client: { name: "Microsoft" } },
      { id: 5, computed_client: { name: null } },
    ]);
    // `setof … rows 1` is to-one too, and answers null when the function returns no row
    const owner = await db().from("projects").select("id, computed_owner(name)").eq("id", 5).single();
    expect(owner.data).toEqual({ id: 5, computed_owner: null });
  });

  it("setof … rows 1 → to-one", async () => {
    const { data } = await db().from("projects").select("id, computed_owner(id)").eq("id", 3).single();
    expect(data).toEqual({ id: 3, computed_owner: { id: 2 } });
  });

  it("filters the embedded rows, and !inner filters the parents", async () => {
    const { data } = await db()
      .from("projects")
      .select("id, computed_tasks!inner(name)")
      .eq("computed_tasks.name", "Code IOS");
    expect(data).toEqual([{ id: 3, computed_tasks: [{ name: "Code IOS" }] }]);
  });
});

describe("PostgREST spread embeds", () => {
  it("...to-one(cols) puts the columns beside the parent's", async () => {
    const { data, error } = await db()
      .from("projects")
      .select("id, ...clients(client_name:name)")
      .in("id", [1, 5])
      .order("id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, client_name: "Microsoft" },
      { id: 5, client_name: null },
    ]);
  });

  it("spreads inside an embed, and an embed inside a spread", async () => {
    const { data } = await db()
      .from("tasks")
      .select("id, projects(name, ...clients(client:name))")
      .eq("id", 5)
      .single();
    expect(data).toEqual({ id: 5, projects: { name: "IOS", client: "Apple" } });
    const nested = await db().from("tasks").select("id, ...projects(project:name, clients(name))").eq("id", 1).single();
    expect(nested.data).toEqual({ id: 1, project: "Windows 7", clients: { name: "Microsoft" } });
  });

  it("spreads a computed to-one relationship", async () => {
    const { data } = await db().from("projects").select("id, ...computed_client(name)").eq("id", 4).single();
    expect(data).toEqual({ id: 4, name: "Apple" });
  });

  it("a to-many spread: 400 PGRST119", async () => {
    const { status, body } = await restJson("/projects?select=id,...tasks(name)");
    expect(status).toBe(400);
    expect(body).toEqual({
      code: "PGRST119",
      details: "'projects' and 'tasks' do not form a many-to-one or one-to-one relationship",
      hint: null,
      message: "A spread operation on 'tasks' is not possible",
    });
  });
});

describe("PostgREST embedding one table twice", () => {
  it("two unaliased embeds of one table: 400 42712", async () => {
    const { status, body } = await restJson(
      "/orders?select=id,addresses!orders_billing_fkey(*),addresses!orders_shipping_fkey(*)",
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      code: "42712",
      details: null,
      hint: null,
      message: 'table name "orders_addresses_1" specified more than once',
    });
  });

  it("aliased, both are answered", async () => {
    const { data } = await db()
      .from("orders")
      .select("id, billing:addresses!orders_billing_fkey(id), shipping:addresses!orders_shipping_fkey(id)")
      .eq("id", 1)
      .single();
    expect(data).toEqual({ id: 1, billing: { id: 1 }, shipping: { id: 2 } });
  });
});

// Resource embedding: relationships found from foreign keys (many-to-one, one-to-many,
// one-to-one, many-to-many, self references, views), hints, !inner, embedded filters, order
// and limit, null filters on embeds, and the PGRST200/201/108/118 errors with v12 texts.
import { describe, expect, it } from "vitest";
import { db, restJson } from "./support.ts";

describe("embedding", () => {
  it("embeds a many-to-one parent as an object, null when absent", async () => {
    const { data } = await db().from("projects").select("name, clients(name)").in("id", [1, 5]).order("id");
    expect(data).toEqual([
      { name: "Windows 7", clients: { name: "Microsoft" } },
      { name: "Orphan", clients: null },
    ]);
  });

  it("embeds one-to-many children as an array, [] when none", async () => {
    const { data } = await db()
      .from("clients")
      .select("id, projects(id)")
      .order("id")
      .order("id", { referencedTable: "projects" });
    expect(data).toEqual([
      { id: 1, projects: [{ id: 1 }, { id: 2 }] },
      { id: 2, projects: [{ id: 3 }, { id: 4 }] },
    ]);
    const orphans = await db().from("projects").select("id, tasks(id)").eq("id", 5);
    expect(orphans.data).toEqual([{ id: 5, tasks: [] }]);
  });

  it("embeds many-to-many through the junction table", async () => {
    const { data } = await db()
      .from("users")
      .select("name, tasks(name)")
      .eq("id", 3)
      .order("id", { referencedTable: "tasks" });
    expect(data).toEqual([{ name: "Dwight Schrute", tasks: [{ name: "Design w7" }, { name: "Design IOS" }] }]);
    const back = await db().from("tasks").select("id, users(id)").eq("id", 1).order("id", { referencedTable: "users" });
    expect(back.data).toEqual([{ id: 1, users: [{ id: 1 }, { id: 3 }] }]);
  });

  it("embeds one-to-one both ways as objects", async () => {
    const { data } = await db().from("countries").select("name, capitals(name)").order("id");
    expect(data).toEqual([
      { name: "France", capitals: { name: "Paris" } },
      { name: "Peru", capitals: { name: "Lima" } },
      { name: "Atlantis", capitals: null },
    ]);
    const back = await db().from("capitals").select("name, countries(name)").eq("id", 2);
    expect(back.data).toEqual([{ name: "Lima", countries: { name: "Peru" } }]);
  });

  it("nests embeds on several levels", async () => {
    const { data } = await db()
      .from("clients")
      .select("id, projects(id, tasks(id, users(id)))")
      .eq("id", 2)
      .order("id", { referencedTable: "projects" })
      .order("id", { referencedTable: "projects.tasks" })
      .order("id", { referencedTable: "projects.tasks.users" });
    expect(data).toEqual([
      {
        id: 2,
        projects: [
          {
            id: 3,
            tasks: [
              { id: 5, users: [{ id: 2 }, { id: 3 }] },
              { id: 6, users: [{ id: 2 }] },
            ],
          },
          {
            id: 4,
            tasks: [
              { id: 7, users: [{ id: 2 }] },
              { id: 8, users: [] },
            ],
          },
        ],
      },
    ]);
  });

  it("embeds by foreign key column and by constraint name, with aliases", async () => {
    const byColumn = await db().from("projects").select("id, client_id, client:client_id(name)").eq("id", 3);
    expect(byColumn.data).toEqual([{ id: 3, client_id: 2, client: { name: "Apple" } }]);
    const byConstraint = await db().from("projects").select("id, c:projects_client_id_fkey(name)").eq("id", 1);
    expect(byConstraint.data).toEqual([{ id: 1, c: { name: "Microsoft" } }]);
  });

  it("answers 300 PGRST201 for two foreign keys to the same table, with candidates", async () => {
    const { error, status } = await db().from("orders").select("*, addresses(*)");
    expect(status).toBe(300);
    expect(error).toEqual({
      code: "PGRST201",
      details: [
        {
          cardinality: "many-to-one",
          embedding: "orders with addresses",
          relationship: "orders_billing_fkey using orders(billing_address_id) and addresses(id)",
        },
        {
          cardinality: "many-to-one",
          embedding: "orders with addresses",
          relationship: "orders_shipping_fkey using orders(shipping_address_id) and addresses(id)",
        },
      ],
      hint: "Try changing 'addresses' to one of the following: 'addresses!orders_billing_fkey', 'addresses!orders_shipping_fkey'. Find the desired relationship in the 'details' key.",
      message: "Could not embed because more than one relationship was found for 'orders' and 'addresses'",
    });
  });

  it("disambiguates with !hint (constraint or column)", async () => {
    const { data } = await db()
      .from("orders")
      .select("id, billing:addresses!orders_billing_fkey(address), shipping:addresses!shipping_address_id(address)")
      .order("id");
    expect(data).toEqual([
      { id: 1, billing: { address: "address 1" }, shipping: { address: "address 2" } },
      { id: 2, billing: { address: "address 3" }, shipping: { address: "address 1" } },
      { id: 3, billing: { address: "address 2" }, shipping: null },
    ]);
  });

  it("embeds both directions of a self reference", async () => {
    const { data } = await db()
      .from("family")
      .select("id, parent(id), children:family!parent(id)")
      .in("id", ["1", "2", "4"])
      .order("id")
      .order("id", { referencedTable: "children" });
    expect(data).toEqual([
      { id: "1", parent: null, children: [{ id: "2" }, { id: "3" }] },
      { id: "2", parent: { id: "1" }, children: [{ id: "4" }] },
      { id: "4", parent: { id: "2" }, children: [] },
    ]);
  });

  it("embeds through a view, which inherits its base table's foreign keys", async () => {
    const { data } = await db()
      .from("projects_view")
      .select("id, clients(name), tasks(id)")
      .eq("id", 1)
      .order("id", { referencedTable: "tasks" });
    expect(data).toEqual([{ id: 1, clients: { name: "Microsoft" }, tasks: [{ id: 1 }, { id: 2 }] }]);
    const toView = await db().from("tasks").select("id, projects_view(name)").eq("id", 3);
    expect(toView.data).toEqual([{ id: 3, projects_view: { name: "Windows 10" } }]);
  });

  it("embeds with uuid keys", async () => {
    const { data } = await db().from("authors").select("name, books(title)").eq("name", "Zola");
    expect(data).toEqual([{ name: "Zola", books: [{ title: "Germinal" }] }]);
  });

  it("answers 400 PGRST200 when no relationship exists", async () => {
    const { error, status } = await db().from("clients").select("id, users(id)");
    expect(status).toBe(400);
    expect(error).toEqual({
      code: "PGRST200",
      details:
        "Searched for a foreign key relationship between 'clients' and 'users' in the schema 'test', but no matches were found.",
      hint: null,
      message: "Could not find a relationship between 'clients' and 'users' in the schema cache",
    });
    const hinted = await restJson("/orders?select=id,addresses!nope(id)");
    expect(hinted.body).toMatchObject({
      code: "PGRST200",
      details:
        "Searched for a foreign key relationship between 'orders' and 'addresses' using the hint 'nope' in the schema 'test', but no matches were found.",
    });
  });

  it("filters embedded rows without filtering parents (to-one becomes null)", async () => {
    const { data } = await db()
      .from("projects")
      .select("id, clients(name)")
      .eq("clients.name", "Apple")
      .lt("id", 4)
      .order("id");
    expect(data).toEqual([
      { id: 1, clients: null },
      { id: 2, clients: null },
      { id: 3, clients: { name: "Apple" } },
    ]);
  });

  it("drops parents without a matching embedded row with !inner, and counts accordingly", async () => {
    const { data, count, status } = await db()
      .from("projects")
      .select("id, clients!inner(name)", { count: "exact" })
      .eq("clients.name", "Apple")
      .order("id");
    expect(status).toBe(200);
    expect(count).toBe(2);
    expect(data).toEqual([
      { id: 3, clients: { name: "Apple" } },
      { id: 4, clients: { name: "Apple" } },
    ]);
  });

  it("filters parents with embed=not.is.null / is.null, and hides empty embeds", async () => {
    const withTasks = await db().from("projects").select("id, tasks()").not("tasks", "is", null).order("id");
    expect(withTasks.data).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }]);
    const without = await db().from("projects").select("id, tasks()").is("tasks", null);
    expect(without.data).toEqual([{ id: 5 }]);
  });

  it("orders, limits and offsets embedded arrays", async () => {
    const { data } = await db()
      .from("clients")
      .select("id, projects(id)")
      .order("id", { referencedTable: "projects", ascending: false })
      .limit(1, { referencedTable: "projects" })
      .order("id");
    expect(data).toEqual([
      { id: 1, projects: [{ id: 2 }] },
      { id: 2, projects: [{ id: 4 }] },
    ]);
    const offset = await restJson("/clients?select=id,projects(id)&projects.offset=1&projects.order=id&id=eq.1");
    expect(offset.body).toEqual([{ id: 1, projects: [{ id: 2 }] }]);
  });

  it("applies embedded or= to the embedded rows", async () => {
    const { data } = await db()
      .from("clients")
      .select("id, projects(id)")
      .or("id.eq.1,id.eq.4", { referencedTable: "projects" })
      .order("id");
    expect(data).toEqual([
      { id: 1, projects: [{ id: 1 }] },
      { id: 2, projects: [{ id: 4 }] },
    ]);
  });

  it("orders parents by a to-one embed's column", async () => {
    const { data } = await db()
      .from("projects")
      .select("id, clients(name)")
      .order("name", { referencedTable: "clients" })
      .order("id");
    // postgrest-js writes this as clients.order: it orders the embed, not the parents
    expect(data?.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    const related = await restJson("/projects?select=id,clients(name)&order=clients(name).desc.nullslast,id");
    expect((related.body as Array<{ id: number }>).map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    const asc = await restJson("/projects?select=id,clients(name)&order=clients(name).asc.nullsfirst,id.desc");
    expect((asc.body as Array<{ id: number }>).map((p) => p.id)).toEqual([5, 4, 3, 2, 1]);
  });

  it("answers PGRST118 for an order on a to-many embed and PGRST108 for a missing embed", async () => {
    const toMany = await restJson("/clients?select=id,projects(id)&order=projects(id)");
    expect(toMany.status).toBe(400);
    expect(toMany.body).toEqual({
      code: "PGRST118",
      details: "'clients' and 'projects' do not form a many-to-one or one-to-one relationship",
      hint: null,
      message: "A related order on 'projects' is not possible",
    });
    const missing = await db().from("clients").select("id").eq("projects.id", 1);
    expect(missing.status).toBe(400);
    expect(missing.error).toEqual({
      code: "PGRST108",
      details: null,
      hint: "Verify that 'projects' is included in the 'select' query parameter.",
      message: "'projects' is not an embedded resource in this request",
    });
  });

  it("filters through an aliased embed by its alias", async () => {
    const { data } = await db()
      .from("projects")
      .select("id, owner:clients!inner(name)")
      .eq("owner.name", "Microsoft")
      .order("id");
    expect(data).toEqual([
      { id: 1, owner: { name: "Microsoft" } },
      { id: 2, owner: { name: "Microsoft" } },
    ]);
  });

  it("keeps refine's meta.select with an aliased !inner embed", async () => {
    const { data } = await db().from("projects").select("*, category:clients!inner(id,name)").eq("id", 4);
    expect(data).toEqual([{ id: 4, name: "OSX", client_id: 2, category: { id: 2, name: "Apple" } }]);
  });

  it("spreads a to-one embed's columns into the parent (conformance-read.test.ts has the corners)", async () => {
    const r = await restJson("/projects?select=id,...clients(name)&id=eq.3");
    expect(r.status).toBe(200);
    expect(r.body).toEqual([{ id: 3, name: "Apple" }]);
  });
});

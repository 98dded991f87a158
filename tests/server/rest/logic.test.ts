// or=() / and=() trees: nesting, negation, quoted values and array literals inside trees,
// several or= parameters, trees on embedded resources and null checks of embeds in a tree.
import { describe, expect, it } from "vitest";
import { db, restJson } from "./support.ts";

const seed = () => db().from("items").select("name").eq("tag", "seed");
const names = (rows: unknown) => ((rows ?? []) as Array<{ name: string }>).map((r) => r.name).sort();

describe("logic trees", () => {
  it("ors conditions", async () => {
    const { data } = await seed().or("n.eq.1,n.eq.3");
    expect(names(data)).toEqual(["alpha", "gamma"]);
  });

  it("nests and/or, with not.", async () => {
    const { data } = await seed().or("and(n.gte.2,flag.is.false),name.eq.alpha");
    expect(names(data)).toEqual(["alpha", "beta"]);
    const negated = await seed().or("not.and(n.gte.2,flag.is.false),name.eq.beta");
    expect(names(negated.data)).toEqual(["Delta%", "alpha", "beta", "gamma"]);
  });

  it("negates a whole tree with not.or", async () => {
    const r = await restJson("/items?select=name&tag=eq.seed&not.or=(n.eq.1,n.is.null)");
    expect(names(r.body)).toEqual(["beta", "gamma"]);
  });

  it("ANDs several or= parameters", async () => {
    const { data } = await seed().or("n.eq.1,n.eq.2").or("name.eq.beta,name.eq.gamma");
    expect(names(data)).toEqual(["beta"]);
  });

  it("reads quoted values and {…} literals inside a tree", async () => {
    const { data } = await seed().or('note.eq."with, comma",tags.cs.{b,c}');
    expect(names(data)).toEqual(["Delta%", "beta"]);
    const inList = await seed().or('name.in.("alpha","gamma"),n.eq.2');
    expect(names(inList.data)).toEqual(["alpha", "beta", "gamma"]);
  });

  it("uses every operator inside a tree (refine's generated or)", async () => {
    const { data } = await seed().or('name.ilike."%ELT%",id.in.("-1"),mood.eq.ok,tags.cs.{"a"}');
    expect(names(data)).toEqual(["Delta%", "alpha", "gamma"]);
  });

  it("applies a tree to an embedded resource", async () => {
    const { data } = await db()
      .from("clients")
      .select("id, projects(id)")
      .or("name.ilike.*7*,name.eq.OSX", { referencedTable: "projects" })
      .order("id");
    expect(data).toEqual([
      { id: 1, projects: [{ id: 1 }] },
      { id: 2, projects: [{ id: 4 }] },
    ]);
  });

  it("checks embeds for null inside a tree", async () => {
    const { data } = await db().from("projects").select("id, clients(name)").or("clients.is.null,id.eq.1").order("id");
    expect(data).toEqual([
      { id: 1, clients: { name: "Microsoft" } },
      { id: 5, clients: null },
    ]);
  });

  it("answers PGRST100 for a malformed tree", async () => {
    const r = await restJson("/items?or=(n.eq.1");
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: "PGRST100" });
  });
});

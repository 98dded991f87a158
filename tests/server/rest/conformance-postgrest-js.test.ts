// Gaps found by running supabase-js's own postgrest-js tests against this server: the
// requests of those tests, answered as PostgREST 12/13 answers them (status, body, order).
import { describe, expect, it } from "vitest";
import { db, rest } from "./support.ts";

describe("postgrest-js: !inner on to-many embeds", () => {
  it("keeps the parents in table order (PostgREST joins laterally, it never reorders them)", async () => {
    const { data, error } = await db().from("hotels").select("id, bookings!inner(id)");
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, bookings: [{ id: 1 }, { id: 2 }, { id: 6 }] },
      { id: 2, bookings: [{ id: 3 }] },
      { id: 3, bookings: [{ id: 5 }] },
      { id: 4, bookings: [{ id: 8 }] },
    ]);
  });

  it("with a filter on the embed, only parents with a matching child, still in table order", async () => {
    const { data } = await db().from("hotels").select("id, bookings!inner(id)").gt("bookings.id", 4);
    expect(data).toEqual([
      { id: 1, bookings: [{ id: 6 }] },
      { id: 3, bookings: [{ id: 5 }] },
      { id: 4, bookings: [{ id: 8 }] },
    ]);
  });

  it("a null filter on a to-many embed (anti-join) keeps the table order too", async () => {
    const { data } = await db().from("hotels").select("id, bookings(id)").gt("bookings.id", 4).is("bookings", null);
    expect(data).toEqual([{ id: 2, bookings: [] }]);
  });

  it("to-one !inner and !left, as postgrest-js's nullable-relation test", async () => {
    const inner = await db().from("bookings").select("id, hotels!inner(id, name)");
    expect(inner.data).toEqual([
      { id: 1, hotels: { id: 1, name: "Sunset Resort" } },
      { id: 2, hotels: { id: 1, name: "Sunset Resort" } },
      { id: 3, hotels: { id: 2, name: "Mountain View Hotel" } },
      { id: 5, hotels: { id: 3, name: "Beachfront Inn" } },
      { id: 6, hotels: { id: 1, name: "Sunset Resort" } },
      { id: 8, hotels: { id: 4, name: null } },
    ]);
    const left = await db().from("bookings").select("id, hotels!left(id)").in("id", [3, 4]).order("id");
    expect(left.data).toEqual([
      { id: 3, hotels: { id: 2 } },
      { id: 4, hotels: null },
    ]);
  });
});

describe("postgrest-js: !left on one-to-one embeds", () => {
  it("an object from either end, null where the other end has no row", async () => {
    const { data } = await db().from("countries").select("name, capitals!left(name)").order("id");
    expect(data).toEqual([
      { name: "France", capitals: { name: "Paris" } },
      { name: "Peru", capitals: { name: "Lima" } },
      { name: "Atlantis", capitals: null },
    ]);
    const single = await db().from("capitals").select("countries!left(name)").eq("id", 2).limit(1).single();
    expect(single.data).toEqual({ countries: { name: "Peru" } });
  });
});

describe("postgrest-js: the same column selected twice", () => {
  it("the row carries the key once per selection, as PostgREST's json_agg of the row does", async () => {
    const res = await rest("/hotels?select=id,id,id&id=eq.1");
    expect(await res.text()).toBe('[{"id":1,"id":1,"id":1}]');
    const { data } = await db().from("hotels").select("id, id, id").eq("id", 1).limit(1).single();
    expect(data).toEqual({ id: 1 });
  });
});

describe("postgrest-js: overloads PostgREST cannot choose between", () => {
  const AMBIGUOUS = {
    code: "PGRST203",
    details: null,
    hint: "Try renaming the parameters or the function itself in the database so function overloading can be resolved",
    message:
      "Could not choose the best candidate function between: test.unresolvable(a => integer), test.unresolvable(a => text)",
  };

  it("300 PGRST203 lists the candidates sorted by their parameters, as PostgREST's schema cache does", async () => {
    for (const a of ["test", 1]) {
      const res = await db().rpc("unresolvable", { a });
      expect(res.status).toBe(300);
      expect(res.statusText).toBe("Multiple Choices");
      expect(res.error).toEqual(AMBIGUOUS);
    }
  });

  it("the overload without parameters stays callable: 204", async () => {
    const res = await db().rpc("unresolvable");
    expect(res.error).toBeNull();
    expect(res.status).toBe(204);
  });
});

describe("postgrest-js: single() and throwOnError()", () => {
  const SEVERAL = {
    code: "PGRST116",
    details: "The result contains 2 rows",
    hint: null,
    message: "Cannot coerce the result to a single JSON object",
  };

  it("single() over several rows: 406 PGRST116 with PostgREST 13's message", async () => {
    const res = await db().from("hotels").select("id").lte("id", 2).single();
    expect(res.status).toBe(406);
    expect(res.statusText).toBe("Not Acceptable");
    expect(res.data).toBeNull();
    expect(res.error).toEqual(SEVERAL);
  });

  it("throwOnError() throws that error, with its message", async () => {
    const call = db().from("hotels").select("id").lte("id", 2).single().throwOnError();
    await expect(call).rejects.toMatchObject(SEVERAL);
    await expect(call).rejects.toThrow("Cannot coerce the result to a single JSON object");
  });
});

describe("postgrest-js: « could not find the function » answers", () => {
  it("an unnamed int parameter: 404 PGRST202 whose hint names the closest function of the schema", async () => {
    const res = await db().rpc("polymorphic_function_with_unnamed_integer", { "": 1 });
    expect(res.status).toBe(404);
    expect(res.error).toEqual({
      code: "PGRST202",
      details:
        "Searched for the function test.polymorphic_function_with_unnamed_integer with parameter  or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.",
      hint: "Perhaps you meant to call the function test.polymorphic_function_with_unnamed_text",
      message: "Could not find the function test.polymorphic_function_with_unnamed_integer() in the schema cache",
    });
  });

  it("unknown arguments of an overloaded function: the hint names the closest parameter list", async () => {
    const res = await db().rpc("unresolvable", { aa: 1 });
    expect(res.status).toBe(404);
    expect(res.error).toMatchObject({
      code: "PGRST202",
      hint: "Perhaps you meant to call the function test.unresolvable(a)",
      message: "Could not find the function test.unresolvable(aa) in the schema cache",
    });
  });

  it("no hint when nothing is close enough", async () => {
    const res = await db().rpc("zzzzqqqq");
    expect(res.error).toMatchObject({ code: "PGRST202", hint: null });
  });
});

describe("postgrest-js: embedding set-returning functions of the row", () => {
  it("one function name over two tables: each table embeds its own overload", async () => {
    const hotels = await db().from("hotels").select("id, all:bookings_of(id)").order("id");
    expect(hotels.data).toEqual([
      { id: 1, all: [{ id: 1 }, { id: 2 }, { id: 6 }] },
      { id: 2, all: [{ id: 3 }] },
      { id: 3, all: [{ id: 5 }] },
      { id: 4, all: [{ id: 8 }] },
    ]);
    const clients = await db().from("clients").select("id, all:bookings_of(id)").order("id");
    expect(clients.data).toEqual([
      { id: 1, all: [{ id: 1 }, { id: 2 }, { id: 6 }] },
      { id: 2, all: [{ id: 3 }] },
    ]);
  });

  it("a view's row as argument, a view's rows as result (in the view's order)", async () => {
    const named = await db().from("named_hotels").select("id, b:named_bookings(id)").order("id");
    expect(named.data).toEqual([
      { id: 1, b: [{ id: 1 }, { id: 2 }, { id: 6 }] },
      { id: 2, b: [{ id: 3 }] },
      { id: 3, b: [{ id: 5 }] },
    ]);
    const recent = await db().from("hotels").select("id, r:recent_bookings_of(id)").eq("id", 1);
    expect(recent.data).toEqual([{ id: 1, r: [{ id: 6 }, { id: 2 }, { id: 1 }] }]);
  });

  it("`rows 1`: an object or null; with !inner, only the parents that have one", async () => {
    const left = await db().from("hotels").select("id, f:first_named_booking(id)").order("id");
    expect(left.data).toEqual([
      { id: 1, f: { id: 1 } },
      { id: 2, f: { id: 3 } },
      { id: 3, f: { id: 5 } },
      { id: 4, f: null },
    ]);
    const inner = await db().from("hotels").select("id, f:first_named_booking!inner(id)");
    expect(inner.data).toEqual([
      { id: 1, f: { id: 1 } },
      { id: 2, f: { id: 3 } },
      { id: 3, f: { id: 5 } },
    ]);
  });

  it("the function's rows embed their own relationships", async () => {
    const { data } = await db().from("hotels").select("id, b:bookings_of(id, hotels(name))").eq("id", 2);
    expect(data).toEqual([{ id: 2, b: [{ id: 3, hotels: { name: "Mountain View Hotel" } }] }]);
  });

  it("a function that does not take the row is no relationship: 400 PGRST200", async () => {
    const { status, error } = await db().from("hotels").select("id, x:add_item(*)");
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: "PGRST200",
      message: "Could not find a relationship between 'hotels' and 'add_item' in the schema cache",
    });
  });
});

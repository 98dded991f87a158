// RPC: POST with named JSON arguments and GET with query arguments, defaults, arrays, the
// single json parameter, scalar/composite/set/void results, select/filters/order/range and
// counts on set results, overload errors, read-only GET and STABLE calls, custom statuses.
import { describe, expect, it } from "vitest";
import { db, rest, restJson, uniqueTag } from "./support.ts";

describe("rpc", () => {
  it("calls a scalar function by POST and by GET", async () => {
    const post = await db().rpc("add", { a: 1, b: 2 });
    expect(post.status).toBe(200);
    expect(post.data).toBe(3);
    const get = await db().rpc("add", { a: 40, b: 2 }, { get: true });
    expect(get.data).toBe(42);
  });

  it("uses parameter defaults", async () => {
    const { data } = await db().rpc("add_default", { a: 1 });
    expect(data).toBe(11);
    const numbers = await db().rpc("numbers", {}, { get: true });
    expect(numbers.data).toEqual([1, 2, 3, 4, 5]);
  });

  it("answers objects for named outputs, even a single TABLE column or OUT parameter", async () => {
    const table = await db().rpc("project_ids", { upto: 2 });
    expect(table.data).toEqual([{ project_id: 1 }, { project_id: 2 }]);
    const out = await db().rpc("plus_one", { num: 5 });
    expect(out.data).toEqual({ num_plus_one: 6 });
  });

  it("passes arrays, from JSON and from the query string", async () => {
    const post = await db().rpc("sum_array", { xs: [1, 2, 3] });
    expect(post.data).toBe(6);
    const get = await db().rpc("sum_array", { xs: [4, 5] }, { get: true });
    expect(get.data).toBe(9);
  });

  it("passes a variadic parameter as an array, or as repeated query arguments", async () => {
    const post = await db().rpc("join_words", { words: ["hello", "world"] });
    expect(post.data).toBe("hello world");
    const get = await restJson("/rpc/join_words?words=bonjour&words=le+monde");
    expect(get.body).toBe("bonjour le monde");
  });

  it("hands the whole body to a single unnamed jsonb parameter", async () => {
    const { data } = await db().rpc("echo", { x: [1, 2], y: { z: null } });
    expect(data).toEqual({ x: [1, 2], y: { z: null } });
  });

  it("returns a single composite as an object", async () => {
    const { data } = await db().rpc("get_client", { client: 2 });
    expect(data).toEqual({ id: 2, name: "Apple" });
  });

  it("filters, orders, selects and embeds on a set of table rows", async () => {
    const { data, status } = await db()
      .rpc("client_projects", { client: 1 })
      .select("id, name, clients(name)")
      .order("id", { ascending: false });
    expect(status).toBe(200);
    expect(data).toEqual([
      { id: 2, name: "Windows 10", clients: { name: "Microsoft" } },
      { id: 1, name: "Windows 7", clients: { name: "Microsoft" } },
    ]);
  });

  it("counts and pages a RETURNS TABLE result", async () => {
    const { data, count, status } = await db()
      .rpc("project_names", {}, { count: "exact" })
      .gt("id", 2)
      .order("id")
      .range(0, 1);
    expect(status).toBe(206);
    expect(count).toBe(3);
    expect(data).toEqual([
      { id: 3, name: "IOS" },
      { id: 4, name: "OSX" },
    ]);
    const single = await db().rpc("project_names").eq("id", 3).single();
    expect(single.data).toEqual({ id: 3, name: "IOS" });
  });

  it("answers HEAD with the count only", async () => {
    const { data, count, status } = await db().rpc("numbers", { upto: 7 }, { head: true, count: "exact" });
    expect(status).toBe(200);
    expect(data).toBeNull();
    expect(count).toBe(7);
  });

  it("answers 204 for a void function", async () => {
    const r = await rest("/rpc/noop", { method: "POST", body: "{}" });
    expect(r.status).toBe(204);
    expect(await r.text()).toBe("");
    const { data, error } = await db().rpc("noop");
    expect(error).toBeNull();
    expect(data).toBeNull();
  });

  it("answers 404 PGRST202 with v12 texts for an unknown function or unknown arguments", async () => {
    const unknown = await db().rpc("nothere");
    expect(unknown.status).toBe(404);
    expect(unknown.error).toEqual({
      code: "PGRST202",
      details:
        "Searched for the function test.nothere without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.",
      hint: null,
      message: "Could not find the function test.nothere without parameters in the schema cache",
    });
    const args = await db().rpc("add", { a: 1, z: 2 });
    expect(args.error).toMatchObject({
      code: "PGRST202",
      message: "Could not find the function test.add(a, z) in the schema cache",
      details:
        "Searched for the function test.add with parameters a, z or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.",
    });
    const get = await db().rpc("add", { a: 1 }, { get: true });
    expect(get.error).toMatchObject({
      details: "Searched for the function test.add with parameter a, but no matches were found in the schema cache.",
    });
  });

  it("answers 300 PGRST203 for overloads it cannot choose between", async () => {
    const { error, status } = await db().rpc("ovl", { a: 1 });
    expect(status).toBe(300);
    expect(error).toEqual({
      code: "PGRST203",
      details: null,
      hint: "Try renaming the parameters or the function itself in the database so function overloading can be resolved",
      message: "Could not choose the best candidate function between: test.ovl(a => integer), test.ovl(a => text)",
    });
  });

  it("runs GET calls read-only (25006 → 405) and POST calls of volatile functions read-write", async () => {
    const tag = uniqueTag("rpc");
    const get = await db().rpc("add_item", { p_tag: tag, p_name: "x" }, { get: true });
    expect(get.status).toBe(405);
    expect(get.error).toMatchObject({ code: "25006", message: "cannot execute INSERT in a read-only transaction" });
    const post = await db().rpc("add_item", { p_tag: tag, p_name: "x" });
    expect(post.status).toBe(200);
    expect(typeof post.data).toBe("number");
    const { count } = await db().from("items").select("id", { count: "exact", head: true }).eq("tag", tag);
    expect(count).toBe(1);
  });

  it("runs STABLE functions read-only even by POST, and exposes the request to SQL", async () => {
    const { data } = await db().rpc("whoami");
    expect(data).toMatchObject({
      role: "anon",
      claim_role: "anon",
      method: "POST",
      path: "/rpc/whoami",
      read_only: "on",
      search_path: '"test", public, extensions',
    });
  });

  it("maps RAISE: custom PTnnn status, P0001 → 400, with details and hint", async () => {
    const pt = await restJson("/rpc/fail_with", { method: "POST", body: JSON.stringify({ code: "PT402" }) });
    expect(pt.status).toBe(402);
    expect(pt.body).toEqual({ code: "PT402", details: "some detail", hint: "some hint", message: "failed" });
    const p0001 = await db().rpc("fail_with", { code: "P0001", msg: "boom" });
    expect(p0001.status).toBe(400);
    expect(p0001.error).toEqual({ code: "P0001", details: "some detail", hint: "some hint", message: "boom" });
  });

  it("answers 405 PGRST101 for other methods on a function", async () => {
    const r = await restJson("/rpc/add", { method: "PATCH", body: "{}" });
    expect(r.status).toBe(405);
    expect(r.body).toEqual({
      code: "PGRST101",
      details: null,
      hint: null,
      message: "Cannot use the PATCH method on RPC",
    });
  });

  it("answers 400 for an argument value the parameter type refuses", async () => {
    const { error, status } = await db().rpc("add", { a: "one", b: 2 });
    expect(status).toBe(400);
    expect(error?.code).toBe("22P02");
  });
});

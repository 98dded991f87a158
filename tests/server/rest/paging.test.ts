// order, limit/offset, Content-Range, counts, 206 Partial Content, 416 PGRST103 and the
// db-max-rows cap (1000), as supabase-js and refine's getList read them.
import { describe, expect, it } from "vitest";
import { db, restJson, serviceDb, uniqueTag } from "./support.ts";

const seed = () => db().from("items").select("name").eq("tag", "seed");
const counted = (count: "exact" | "planned" | "estimated") =>
  db().from("items").select("name", { count }).eq("tag", "seed");

describe("order", () => {
  it("orders by several terms with directions and nulls placement", async () => {
    const desc = await seed().order("n", { ascending: false, nullsFirst: true });
    expect(desc.data?.map((r) => r.name)).toEqual(["Delta%", "gamma", "beta", "alpha"]);
    const last = await seed().order("n", { ascending: false, nullsFirst: false });
    expect(last.data?.map((r) => r.name)).toEqual(["gamma", "beta", "alpha", "Delta%"]);
    // descending puts nulls first unless told otherwise, as PostgreSQL does
    const multi = await seed().order("flag", { ascending: true }).order("n", { ascending: false });
    expect(multi.data?.map((r) => r.name)).toEqual(["beta", "Delta%", "alpha", "gamma"]);
  });

  it("orders by a json path", async () => {
    const r = await restJson("/items?select=name&tag=eq.seed&data=not.is.null&order=data->>size.desc");
    expect((r.body as Array<{ name: string }>).map((x) => x.name)).toEqual(["alpha", "beta", "gamma"]);
  });

  it("answers 42703 for an order on an unknown column", async () => {
    const { error, status } = await seed().order("nope");
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "42703" });
  });
});

describe("ranges and counts", () => {
  it("answers 200 with Content-Range first-last/* without a count", async () => {
    const r = await restJson("/items?select=name&tag=eq.seed&order=id&limit=2&offset=1");
    expect(r.status).toBe(200);
    expect(r.headers.get("content-range")).toBe("1-2/*");
    expect((r.body as unknown[]).length).toBe(2);
  });

  it("answers 206 with the total when a count is asked and rows are left out", async () => {
    const { data, count, status, statusText } = await counted("exact").order("id").range(1, 2);
    expect(status).toBe(206);
    expect(statusText).toBe("Partial Content");
    expect(count).toBe(4);
    expect(data?.map((r) => r.name)).toEqual(["beta", "gamma"]);
    const r = await restJson("/items?select=name&tag=eq.seed&order=id&limit=2&offset=1", {
      headers: { Prefer: "count=exact" },
    });
    expect(r.headers.get("content-range")).toBe("1-2/4");
  });

  it("answers 200 when the page holds every row, with planned and estimated counts exact", async () => {
    for (const kind of ["exact", "planned", "estimated"] as const) {
      const { count, status } = await counted(kind);
      expect(status).toBe(200);
      expect(count).toBe(4);
    }
  });

  it("answers */total for an empty page at the end and 416 PGRST103 past it", async () => {
    const atEnd = await restJson("/items?tag=eq.seed&offset=4", { headers: { Prefer: "count=exact" } });
    expect(atEnd.status).toBe(206);
    expect(atEnd.headers.get("content-range")).toBe("*/4");
    expect(atEnd.body).toEqual([]);
    const past = await restJson("/items?tag=eq.seed&offset=10&limit=5", { headers: { Prefer: "count=exact" } });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe("*/4");
    expect(past.body).toEqual({
      code: "PGRST103",
      details: "An offset of 10 was requested, but there are only 4 rows.",
      hint: null,
      message: "Requested range not satisfiable",
    });
  });

  it("answers */0 for no rows at all", async () => {
    const r = await restJson("/items?tag=eq.nothing-here", { headers: { Prefer: "count=exact" } });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-range")).toBe("*/0");
  });

  it("allows limit=0", async () => {
    const { data, count, status } = await counted("exact").limit(0);
    expect(status).toBe(206);
    expect(data).toEqual([]);
    expect(count).toBe(4);
  });

  it("caps every response at max_rows (1000) and shows it in Content-Range", async () => {
    const tag = uniqueTag("maxrows");
    const rows = Array.from({ length: 1005 }, (_, i) => ({ tag, n: i }));
    const inserted = await serviceDb().from("items").insert(rows);
    expect(inserted.status).toBe(201);
    const { data, count, status } = await db().from("items").select("n", { count: "exact" }).eq("tag", tag).order("n");
    expect(status).toBe(206);
    expect(data?.length).toBe(1000);
    expect(count).toBe(1005);
    const limited = await restJson(`/items?select=n&tag=eq.${tag}&limit=5000&offset=1000`, {
      headers: { Prefer: "count=exact" },
    });
    expect(limited.headers.get("content-range")).toBe("1000-1004/1005");
    const deleted = await serviceDb().from("items").delete({ count: "exact" }).eq("tag", tag);
    expect(deleted.count).toBe(1005);
  });
});

// PostgREST 12 conformance: `Prefer: count=planned` (the planner's estimate) and
// `count=estimated` (exact up to db-max-rows, the estimate above it), on `many_rows`: 1500
// analysed rows, above the test server's db-max-rows of 1000.
import { describe, expect, it } from "vitest";
import { db, rest } from "./support.ts";

const total = (res: Response) => Number(res.headers.get("content-range")?.split("/")[1]);

describe("PostgREST Prefer: count=planned|estimated", () => {
  it("count=estimated below db-max-rows is the exact count", async () => {
    const res = await rest("/many_rows?select=id&even=eq.true&limit=10", { headers: { Prefer: "count=estimated" } });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe("0-9/750");
    expect(res.headers.get("preference-applied")).toBe("count=estimated");
  });

  it("count=estimated above db-max-rows is the planner's estimate: 206 with the page capped", async () => {
    const res = await rest("/many_rows?select=id", { headers: { Prefer: "count=estimated" } });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe("0-999/1500");
    expect(((await res.json()) as unknown[]).length).toBe(1000);
  });

  it("count=planned is the planner's estimate, even below db-max-rows", async () => {
    const res = await rest("/many_rows?select=id&id=lte.100&limit=10", {
      method: "HEAD",
      headers: { Prefer: "count=planned" },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get("preference-applied")).toBe("count=planned");
    // the statistics say ~100 rows; an estimate, not a count
    expect(total(res)).toBeGreaterThan(50);
    expect(total(res)).toBeLessThan(200);
  });

  it("supabase-js { count: 'estimated', head: true } reads the total", async () => {
    const { count, error } = await db().from("many_rows").select("*", { count: "estimated", head: true });
    expect(error).toBeNull();
    expect(count).toBe(1500);
    const exact = await db().from("many_rows").select("*", { count: "exact", head: true }).eq("even", false);
    expect(exact.count).toBe(750);
  });

  it("count=planned on a function's rows", async () => {
    const res = await rest("/rpc/numbers?upto=5", { headers: { Prefer: "count=planned" } });
    expect(await res.json()).toEqual([1, 2, 3, 4, 5]);
    // the planner's guess for a set-returning function, not the 5 rows it returned
    expect(res.headers.get("content-range")).toMatch(/^0-4\/\d+$/);
    expect(total(res)).toBeGreaterThan(0);
  });
});

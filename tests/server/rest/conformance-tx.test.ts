// PostgREST 12 conformance: `Prefer: tx=rollback|commit`, honoured because the test server
// runs with db-tx-end = commit-allow-override, and reported in Preference-Applied.
import { describe, expect, it } from "vitest";
import { rest, restJson, serviceDb, uniqueTag } from "./support.ts";

describe("PostgREST Prefer: tx", () => {
  it("tx=rollback on an insert that fires triggers: the representation shows them, nothing is kept", async () => {
    const tag = uniqueTag("rollback");
    const res = await restJson("/tx_rows?select=tag,stamped", {
      method: "POST",
      body: JSON.stringify({ tag }),
      headers: { Prefer: "return=representation, tx=rollback" },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("preference-applied")).toBe("return=representation, tx=rollback");
    expect(res.body).toEqual([{ tag, stamped: `stamped:${tag}` }]);
    const rows = await serviceDb().from("tx_rows").select("id").eq("tag", tag);
    const log = await serviceDb().from("tx_log").select("id").eq("tag", tag);
    expect(rows.data).toEqual([]);
    expect(log.data).toEqual([]);
  });

  it("tx=commit keeps the row and the trigger's log", async () => {
    const tag = uniqueTag("commit");
    const res = await rest("/tx_rows", {
      method: "POST",
      body: JSON.stringify({ tag }),
      headers: { Prefer: "tx=commit" },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("preference-applied")).toBe("tx=commit");
    expect((await serviceDb().from("tx_log").select("tag").eq("tag", tag)).data).toEqual([{ tag }]);
  });

  it("tx=rollback on a function call undoes its writes", async () => {
    const tag = uniqueTag("rpc");
    const res = await restJson("/rpc/add_item", {
      method: "POST",
      body: JSON.stringify({ p_tag: tag, p_name: "x" }),
      headers: { Prefer: "tx=rollback" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("preference-applied")).toBe("tx=rollback");
    expect((await serviceDb().from("items").select("id").eq("tag", tag)).data).toEqual([]);
  });
});

describe("PostgREST Prefer: max-affected", () => {
  it("with handling=strict, a PATCH touching more rows: 400 PGRST124, nothing changed", async () => {
    const tag = uniqueTag("max");
    await serviceDb().from("tx_rows").insert([{ tag }, { tag }, { tag }]);
    const res = await restJson(`/tx_rows?tag=eq.${tag}`, {
      method: "PATCH",
      body: JSON.stringify({ stamped: "changed" }),
      headers: { Prefer: "handling=strict, max-affected=2" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: "PGRST124",
      details: "The query affects 3 rows",
      hint: null,
      message: "Query result exceeds max-affected preference constraint",
    });
    const rows = await serviceDb().from("tx_rows").select("stamped").eq("tag", tag);
    expect(rows.data).toEqual([
      { stamped: `stamped:${tag}` },
      { stamped: `stamped:${tag}` },
      { stamped: `stamped:${tag}` },
    ]);
  });

  it("within the limit, or without handling=strict, the write goes through", async () => {
    const tag = uniqueTag("max-ok");
    await serviceDb().from("tx_rows").insert([{ tag }, { tag }]);
    const strict = await rest(`/tx_rows?tag=eq.${tag}`, {
      method: "DELETE",
      headers: { Prefer: "handling=strict, max-affected=2" },
    });
    expect(strict.status).toBe(204);
    await serviceDb().from("tx_rows").insert([{ tag }, { tag }]);
    const lenient = await rest(`/tx_rows?tag=eq.${tag}`, { method: "DELETE", headers: { Prefer: "max-affected=1" } });
    expect(lenient.status).toBe(204);
    expect((await serviceDb().from("tx_rows").select("id").eq("tag", tag)).data).toEqual([]);
  });
});

describe("PostgREST 12.2 Preference-Applied with handling and max-affected", () => {
  it("a strict DELETE within the limit reports handling=strict and max-affected", async () => {
    const tag = uniqueTag("applied-del");
    await serviceDb().from("tx_rows").insert([{ tag }]);
    const res = await rest(`/tx_rows?tag=eq.${tag}`, {
      method: "DELETE",
      headers: { Prefer: "max-affected=5, handling=strict, return=minimal" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("preference-applied")).toBe("return=minimal, handling=strict, max-affected=5");
  });

  it("a strict PATCH with missing and count: PostgREST's order (missing before return)", async () => {
    const tag = uniqueTag("applied-patch");
    await serviceDb().from("tx_rows").insert([{ tag }]);
    const res = await rest(`/tx_rows?tag=eq.${tag}`, {
      method: "PATCH",
      body: JSON.stringify({ stamped: "x" }),
      headers: { Prefer: "handling=strict, count=exact, return=minimal, missing=default, max-affected=1" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("preference-applied")).toBe(
      "missing=default, return=minimal, count=exact, handling=strict, max-affected=1",
    );
  });

  it("max-affected is not reported without handling=strict; handling=lenient is", async () => {
    const tag = uniqueTag("applied-lenient");
    await serviceDb().from("tx_rows").insert([{ tag }]);
    const res = await rest(`/tx_rows?tag=eq.${tag}`, {
      method: "DELETE",
      headers: { Prefer: "handling=lenient, max-affected=5" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("preference-applied")).toBe("handling=lenient");
  });

  it("a read reports handling=strict but never max-affected", async () => {
    const res = await rest("/tx_rows?select=id&limit=1", { headers: { Prefer: "handling=strict, max-affected=5" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("preference-applied")).toBe("handling=strict");
  });

  it("an insert does not report max-affected", async () => {
    const res = await rest("/tx_rows", {
      method: "POST",
      body: JSON.stringify({ tag: uniqueTag("applied-ins") }),
      headers: { Prefer: "handling=strict, max-affected=5" },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("preference-applied")).toBe("handling=strict");
  });
});

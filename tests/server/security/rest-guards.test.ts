// Guards on the REST write path (issue #12): PATCH and DELETE without any filter are refused
// as Supabase's pg-safeupdate refuses them (a consultant's unfiltered DELETE once wiped 914
// documents, a developer's 10 of 11 user_role rows), and bodies over the limit are refused
// with 413 before they are read and before the token is looked at.
import http from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_BODY_LIMIT } from "../../../server/config.ts";
import { accountByKey } from "../../../supabase/seed/accounts.ts";
import { rest, signIn } from "../../../supabase/tests/support/http.ts";
import { raw, serverUrl, serviceRoleKey } from "../helpers.ts";

let consultant: string;
let dev: string;

async function count(table: string): Promise<number> {
  const r = await raw(`/rest/v1/${table}?select=id`, {
    method: "HEAD",
    headers: { Prefer: "count=exact", apikey: serviceRoleKey() },
    token: serviceRoleKey(),
  });
  return Number(r.headers.get("content-range")?.split("/")[1]);
}

beforeAll(async () => {
  consultant = await signIn(accountByKey("consultant"));
  dev = await signIn(accountByKey("dev"));
});

describe("unfiltered writes", () => {
  it("DELETE /document without a filter, by a role allowed to delete documents, deletes nothing", async () => {
    const before = await count("document");
    expect(before).toBeGreaterThan(0);
    const r = await rest(consultant, "DELETE", "document", "");
    expect(r.status).toBe(400);
    expect(r.error).toEqual({ code: "21000", details: null, hint: null, message: "DELETE requires a WHERE clause" });
    expect(await count("document")).toBe(before);
  });

  it("DELETE /user_role without a filter, by the developer, deletes nothing", async () => {
    const before = await count("user_role");
    const r = await rest(dev, "DELETE", "user_role", "", { prefer: "return=minimal" });
    expect(r.status).toBe(400);
    expect(r.error).toMatchObject({ code: "21000", message: "DELETE requires a WHERE clause" });
    expect(await count("user_role")).toBe(before);
  });

  it("PATCH without a filter is refused too; with a filter the write goes through", async () => {
    const r = await rest(consultant, "PATCH", "document", "", { body: { name: "écrasé" }, prefer: "return=minimal" });
    expect(r.status).toBe(400);
    expect(r.error).toMatchObject({ code: "21000", message: "UPDATE requires a WHERE clause" });
    const none = await rest(consultant, "DELETE", "document", "id=eq.00000000-0000-4000-8000-000000000000");
    expect(none.status).toBe(204);
    // a select/order alone is no filter
    const ordered = await rest(consultant, "DELETE", "document", "order=id", { prefer: "return=representation" });
    expect(ordered.error).toMatchObject({ code: "21000" });
  });
});

/** Sends only the headers of a request announcing `length` bytes, and reads the answer. */
function announce(
  path: string,
  length: number,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(serverUrl() + path), {
      method: "POST",
      headers: { ...headers, "content-length": String(length) },
    });
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, body });
        req.destroy();
      });
    });
    req.on("error", reject);
    req.flushHeaders();
  });
}

describe("request bodies over the limit", () => {
  it("are answered 413 in PostgREST's shape before the token is checked", async () => {
    const body = JSON.stringify({ name: "x".repeat(DEFAULT_BODY_LIMIT) });
    const res = await raw("/rest/v1/document", {
      method: "POST",
      token: "pas-un-jeton",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      code: "PGRST413",
      details: `The request body is larger than ${DEFAULT_BODY_LIMIT} bytes`,
      hint: null,
      message: "Payload Too Large",
    });
  });

  it("are refused from the announced length alone, without reading 50 MB", async () => {
    const answer = await announce("/rest/v1/rpc/anything", 50 * 1024 * 1024, {
      "content-type": "application/json",
      apikey: "x",
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: "PGRST413" });
  });

  it("storage uploads are bounded by the bucket's file_size_limit, before the token is checked", async () => {
    // signatures: 1 MB per file; 3 MB announced with no valid token
    const answer = await announce("/storage/v1/object/signatures/x/signature.png", 3 * 1024 * 1024, {
      "content-type": "image/png",
      authorization: "Bearer pas-un-jeton",
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      statusCode: "413",
      code: "EntityTooLarge",
      error: "Payload too large",
      message: "The object exceeded the maximum allowed size",
    });
  });
});

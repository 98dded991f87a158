import { describe, expect, it } from "vitest";
import { match, subPath } from "./route.ts";

describe("a space's paths", () => {
  it("reads the path below the space's base", () => {
    expect(subPath("/client", "/client")).toBe("/");
    expect(subPath("/client", "/client/")).toBe("/");
    expect(subPath("/client", "/client/invoices/12")).toBe("/invoices/12");
    expect(subPath("/talent", "/client/invoices/12")).toBe("/");
  });

  it("matches a pattern whole and decodes its parameters", () => {
    expect(match("/invoices/:id", "/invoices/a%20b")).toEqual({ id: "a b" });
    expect(match("/invoices/:id", "/invoices")).toBeNull();
    expect(match("/invoices/:id", "/invoices/1/pdf")).toBeNull();
    expect(match("/", "/")).toEqual({});
  });
});

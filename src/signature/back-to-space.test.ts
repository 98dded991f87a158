// The signing pages follow `return` only to a path of the client's space.
import { describe, expect, it } from "vitest";
import { spaceReturn } from "./back-to-space.ts";

describe("the way back to the client's space", () => {
  it("keeps a path of /client and refuses anything else", () => {
    expect(spaceReturn("?token=x&return=%2Fclient%2Fdocuments")).toBe("/client/documents");
    expect(spaceReturn("?return=/client")).toBe("/client");
    for (const bad of ["https://evil.test/client", "//evil.test", "/clients", "/companies/1", "/client/../x", ""])
      expect(spaceReturn(`?return=${encodeURIComponent(bad)}`)).toBeNull();
    expect(spaceReturn("?token=x")).toBeNull();
  });
});

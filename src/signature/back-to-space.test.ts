// The signing pages follow `return` only to a path of the client's or the talent's space.
import { describe, expect, it } from "vitest";
import { spaceReturn } from "./back-to-space.ts";

describe("the way back to a space", () => {
  it("keeps a path of /client or /talent and refuses anything else", () => {
    expect(spaceReturn("?token=x&return=%2Fclient%2Fdocuments")).toBe("/client/documents");
    expect(spaceReturn("?return=/client")).toBe("/client");
    expect(spaceReturn("?token=x&return=%2Ftalent%2Fcontracts%2Fab-12")).toBe("/talent/contracts/ab-12");
    for (const bad of [
      "https://evil.test/client",
      "//evil.test",
      "/clients",
      "/companies/1",
      "/client/../x",
      "/talent?x=1",
      "",
    ])
      expect(spaceReturn(`?return=${encodeURIComponent(bad)}`)).toBeNull();
    expect(spaceReturn("?token=x")).toBeNull();
  });
});

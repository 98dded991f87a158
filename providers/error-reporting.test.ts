import { describe, expect, it } from "vitest";
import { forgetIdentity, identifyOnce } from "./error-reporting.ts";

describe("identifyOnce", () => {
  it("identifies a user once, again only after sign-out or for someone else — R:UI-ERROR-IDENTITY", async () => {
    const dev = { id: "u1", email: "dev@renfort.test", name: "Dev Eloppeur" };
    await expect(identifyOnce(dev)).resolves.toBe(true);
    await expect(identifyOnce(dev)).resolves.toBe(false);
    await expect(identifyOnce({ ...dev, id: "u2" })).resolves.toBe(true);
    await forgetIdentity();
    await expect(identifyOnce({ ...dev, id: "u2" })).resolves.toBe(true);
  });
});

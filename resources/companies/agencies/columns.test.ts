import { describe, expect, it } from "vitest";
import { cityOf } from "./columns.tsx";

describe("establishment city column", () => {
  it.each([
    [{ city: "Villeurbanne", postal_code: "69100" }, "69100 Villeurbanne"],
    [{ city: "Bruxelles", postal_code: null }, "Bruxelles"],
    [{ city: null, postal_code: "69100" }, "—"],
    [null, "—"],
  ] as const)("%j → %s", (address, shown) => expect(cityOf({ address })).toBe(shown));
});

import { describe, expect, it, vi } from "vitest";
import { recordPath, toRecordAction } from "./record-actions.ts";

describe("palette record actions", () => {
  it.each([
    ["talent", "/talents/1"],
    ["company", "/companies/1"],
    ["contact", "/contacts/1"],
    ["mission", "/missions/1"],
  ] as const)("%s opens %s", (entity, path) => expect(recordPath({ entity, id: "1" })).toBe(path));

  it("keeps the query as keywords and navigates on perform", () => {
    const navigate = vi.fn();
    const [action] = toRecordAction(
      { entity: "talent", id: "1", label: "Léa Martin", detail: "lea@x.fr" },
      "lea",
      "Talents",
      navigate,
    );
    expect(action).toMatchObject({
      id: "record:talent:1",
      name: "Léa Martin",
      subtitle: "lea@x.fr",
      keywords: "lea",
      section: "Talents",
    });
    action?.perform();
    expect(navigate).toHaveBeenCalledWith("/talents/1");
  });
});

import { describe, expect, it } from "vitest";
import { defaultPicks, fieldDiff, mergePath, pickedValues, recordLabel } from "./fields.ts";

const kept = {
  id: "k",
  first_name: "Jean",
  last_name: "Dupont",
  email: "jean@exemple.fr",
  phone_number: null,
  siret: "",
};
const dropped = { id: "d", first_name: "Jean-Marc", last_name: "Dupont", email: null, phone_number: "+33611223344" };

describe("fieldDiff", () => {
  it("lists the differing fields in the screen's order, absences alike", () => {
    expect(fieldDiff("talent", kept, dropped)).toEqual([
      { field: "first_name", kept: "Jean", dropped: "Jean-Marc" },
      { field: "email", kept: "jean@exemple.fr", dropped: null },
      { field: "phone_number", kept: null, dropped: "+33611223344" },
    ]);
  });

  it("finds nothing between two equal records", () => {
    expect(fieldDiff("company", { name: "Acme", siren: null }, { name: "Acme" })).toEqual([]);
  });
});

describe("picks", () => {
  const diff = fieldDiff("talent", kept, dropped);

  it("keeps the kept record's values but fills its blanks — R:MERGE-SCREEN-PICKS", () => {
    expect(defaultPicks(diff)).toEqual({ first_name: "kept", email: "kept", phone_number: "dropped" });
  });

  it("sends only the values picked on the dropped record", () => {
    expect(pickedValues(diff, { first_name: "dropped", email: "kept", phone_number: "dropped" })).toEqual({
      first_name: "Jean-Marc",
      phone_number: "+33611223344",
    });
    expect(pickedValues(diff, { first_name: "kept", email: "dropped" })).toEqual({ email: null });
  });
});

describe("paths and labels", () => {
  it("names the merge screen and the record", () => {
    expect(mergePath("talent", "a", "b")).toBe("/talents/merge?keep=a&drop=b");
    expect(mergePath("contact", "a")).toBe("/contacts/merge?keep=a");
    expect(recordLabel("talent", { first_name: "Léa", last_name: " " })).toBe("Léa");
    expect(recordLabel("company", { name: "Acme" })).toBe("Acme");
  });
});

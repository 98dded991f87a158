import { describe, expect, it } from "vitest";
import { qualificationChecklist } from "./qualification.utils.ts";

const base = {
  first_name: "Léa",
  last_name: "Martin",
  email: null,
  phone_number: "+33600000000",
  talent_job: [{}],
  availability_status: "available",
  available_from: null,
  address_id: "a",
};

describe("qualificationChecklist", () => {
  it("is complete for a documented, reachable talent — R:TAL-CHECKLIST", () =>
    expect(qualificationChecklist(base, ["passport"]).every((item) => item.done)).toBe(true));

  it.each([
    ["identity", { ...base, last_name: null }, ["id_card"]],
    ["contact", { ...base, phone_number: null }, ["id_card"]],
    ["job", { ...base, talent_job: [] }, ["id_card"]],
    ["availability", { ...base, availability_status: "on_mission" }, ["id_card"]],
    ["address", { ...base, address_id: null }, ["id_card"]],
    ["documents", base, ["cv"]],
  ] as const)("flags %s — R:TAL-CHECKLIST", (key, talent, types) =>
    expect(qualificationChecklist(talent, types).find((item) => item.key === key)?.done).toBe(false),
  );
});

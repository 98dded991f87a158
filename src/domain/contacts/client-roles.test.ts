// Who signs for a client (client-roles.ts): the holders of a signing role, the roles nobody
// holds, and a contract picker's choices.
import { describe, expect, it } from "vitest";
import { missingSigningRoles, roleChoices, unqualifiedCurrent, type RoleContact } from "./client-roles.ts";

const contact = (id: string, last: string, values: Partial<RoleContact> = {}): RoleContact => ({
  id,
  civility: null,
  first_name: "Anne",
  last_name: last,
  email: `${id}@exemple.fr`,
  roles: [],
  status: "active",
  ...values,
});

describe("missingSigningRoles", () => {
  it.each([
    [[], ["contract_signatory", "timesheet_signer"]],
    [[contact("a", "A", { roles: ["contract_signatory", "timesheet_signer"] })], []],
    [[contact("a", "A", { roles: ["contract_signatory"] })], ["timesheet_signer"]],
    // one who left, or without e-mail, holds nothing
    [
      [contact("a", "A", { roles: ["timesheet_signer"], status: "left_company" })],
      ["contract_signatory", "timesheet_signer"],
    ],
    [[contact("a", "A", { roles: ["contract_signatory"], email: null })], ["contract_signatory", "timesheet_signer"]],
    [[contact("a", "A", { roles: ["decision_maker", "hr"] })], ["contract_signatory", "timesheet_signer"]],
  ] as const)("%j → %j", (contacts, missing) => expect(missingSigningRoles(contacts)).toEqual(missing));
});

describe("roleChoices", () => {
  const staff = [
    contact("z", "Zola", { roles: ["contract_signatory"] }),
    contact("b", "Bernard", { roles: ["contract_signatory"] }),
    contact("l", "Leroy", { roles: ["contract_signatory"], status: "left_company" }),
    contact("v", "Vidal", { roles: ["timesheet_signer"] }),
  ];

  it("offers the holders by name", () =>
    expect(roleChoices(staff, "contract_signatory", "b", "sans ce rôle")).toEqual([
      { value: "b", label: "Anne Bernard" },
      { value: "z", label: "Anne Zola" },
    ]));

  it.each([
    ["l", "Anne Leroy (A quitté l'entreprise)"],
    ["v", "Anne Vidal (sans ce rôle)"],
  ])("keeps a current %s that no longer qualifies first, disabled, saying why", (current, label) => {
    expect(roleChoices(staff, "contract_signatory", current, "sans ce rôle")[0]).toEqual({
      value: current,
      label,
      disabled: true,
    });
    expect(unqualifiedCurrent(staff, "contract_signatory", current)?.id).toBe(current);
  });

  it("has nothing to say of a qualified current one", () =>
    expect(unqualifiedCurrent(staff, "contract_signatory", "z")).toBeUndefined());
});

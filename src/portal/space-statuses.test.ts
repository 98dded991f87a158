// The spaces' status words: every status of the database has one, and none of the agency's
// internal steps reaches a temp or a client by its back-office name.
import { describe, expect, it } from "vitest";
import { Constants } from "../database.types.ts";
import { SPACE_CONTRACT_STATUS, SPACE_PAY_STATUS } from "./space-statuses.ts";

describe("the statuses a space shows", () => {
  it("names every contract and pay status", () => {
    expect(Object.keys(SPACE_CONTRACT_STATUS).sort()).toEqual([...Constants.public.Enums.contract_status].sort());
    expect(Object.keys(SPACE_PAY_STATUS).sort()).toEqual([...Constants.public.Enums.pay_tracking_status].sort());
  });

  it("says « En préparation » for the agency's steps, never their names", () => {
    for (const internal of ["review", "admin_modification_requested", "modification", "consultant_review", "validated"])
      expect(SPACE_CONTRACT_STATUS[internal]).toBe("En préparation");
    expect(Object.values(SPACE_CONTRACT_STATUS)).not.toContain("En revue administrative");
    expect(Object.values(SPACE_PAY_STATUS)).not.toContain("Exportée");
    expect(Object.values(SPACE_PAY_STATUS)).not.toContain("Contrôlée");
  });
});

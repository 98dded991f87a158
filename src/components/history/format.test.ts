// The history's French: labels of fields and tables, values as read, masked values kept masked.
import { describe, expect, it } from "vitest";
import { actorLabel, entityLabel, fieldLabel, formatValue, historyLines } from "./format.ts";

describe("record history format", () => {
  it.each([
    ["talent_private", "social_security_number", "N° de sécurité sociale"],
    ["contract", "hourly_wage", "Taux horaire"],
    ["contract", "company_id", "Entreprise"], // the catalog's column names
    ["contract", "no_such_column", "no_such_column"],
  ])("labels %s.%s as « %s »", (entity, column, label) => {
    expect(fieldLabel(entity, column)).toBe(label);
  });

  it.each<[string, string, unknown, string]>([
    ["talent", "is_benched", true, "Oui"],
    ["talent", "is_benched", false, "Non"],
    ["talent", "phone_number", null, "(vide)"],
    ["contract", "start_date", "2026-03-02", "02/03/2026"],
    ["contract", "validated_at", "2026-03-02T06:30:00+00:00", "02/03/2026 à 07:30"],
    ["contract", "status", "draft", "Brouillon"],
    ["talent", "languages", ["fr", "pt"], "fr, pt"],
    ["talent_private", "iban", "••••", "••••"],
    ["timesheet_day", "worked_hours", 7.5, "7,5"],
  ])("shows %s.%s %j as « %s »", (entity, column, value, shown) => {
    expect(formatValue(entity, column, value)).toBe(shown);
  });

  it("lists an entry's fields before → after, by label", () => {
    expect(
      historyLines("contract", {
        hourly_wage: { before: 12, after: 13.5 },
        end_date: { before: null, after: "2026-04-30" },
      }),
    ).toEqual([
      { field: "end_date", label: "Fin", before: "(vide)", after: "30/04/2026" },
      { field: "hourly_wage", label: "Taux horaire", before: "12", after: "13,5" },
    ]);
    // a read names its fields, without values
    expect(historyLines("talent_private", { iban: {} })).toEqual([
      { field: "iban", label: "IBAN", before: "", after: "" },
    ]);
  });

  it("names the author, else the kind of actor, and the tables", () => {
    expect(actorLabel({ actor_name: "Camille Martin", actor: "user" })).toBe("Camille Martin");
    expect(actorLabel({ actor_name: null, actor: "external_client" })).toBe("Client (lien externe)");
    expect(entityLabel("timesheet_day")).toBe("Jour du relevé");
  });
});

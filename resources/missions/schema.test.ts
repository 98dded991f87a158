import { describe, expect, it } from "vitest";
import { billingRate, missionErrors, missionFieldError, toMissionSave, type MissionFormValues } from "./schema.ts";

const ADDRESS = { street1: "12 rue du Chantier", postal_code: "69003", city: "Lyon", country_code: "FR" };
/** A complete client order. */
const order: MissionFormValues = {
  is_client_order: true,
  company_id: "c",
  job_name: "Maçon",
  contract_reason: "activity_increase",
  contract_reason_justification: "Démarrage du chantier",
  start_date: "2026-03-02",
  end_date: "2026-05-29",
  hourly_wage: 14.5,
  coefficient: 1.9,
  address: ADDRESS,
  striker_replacement_attested: true,
  economic_dismissal_attested: true,
};

describe("mission cross-field rules", () => {
  it("a complete order has no error", () => {
    expect(missionErrors(order)).toEqual({});
  });

  it.each<[Partial<MissionFormValues>, keyof MissionFormValues, string]>([
    [{ contract_reason: null }, "contract_reason", "Le motif de recours est obligatoire pour une commande client"],
    [
      { contract_reason: "replacement_absence", contract_reason_justification: " " },
      "contract_reason_justification",
      "La justification du motif est obligatoire (personne remplacée et sa qualification, ou raison de l'accroissement d'activité)",
    ],
    [{ end_date: null }, "end_date", "La date de fin est obligatoire pour une mission à terme précis"],
    [{ end_date: "2026-03-01" }, "end_date", "La date de fin doit être postérieure ou égale à la date de début"],
    [
      { is_precise_term: false, end_date: null, minimum_duration_days: 10 },
      "is_precise_term",
      "Un terme imprécis n'est possible que pour un remplacement, un emploi saisonnier ou d'usage, ou l'attente d'un CDI",
    ],
    [
      { is_precise_term: false, contract_reason: "seasonal", end_date: null },
      "minimum_duration_days",
      "La durée minimale est obligatoire pour une mission à terme imprécis",
    ],
    [{ hourly_wage: null }, "hourly_wage", "Le salaire horaire est obligatoire pour une commande client"],
    [{ coefficient: null }, "coefficient", "Le coefficient est obligatoire pour une commande client"],
    [{ address: { country_code: "FR" } }, "address", "L'adresse du chantier est obligatoire pour une commande client"],
    [{ is_risky_position: true, job_risks: "" }, "job_risks", "Les risques d'un poste à risque doivent être décrits"],
    [
      { striker_replacement_attested: false },
      "striker_replacement_attested",
      "Attestez que la mission ne remplace pas un salarié gréviste (L1251-10)",
    ],
    [
      { economic_dismissal_attested: false },
      "economic_dismissal_attested",
      "Attestez qu'aucun licenciement économique n'a touché ce poste dans les 6 derniers mois (L1251-9)",
    ],
  ])("%j → %s: %s", (patch, field, message) => {
    const values = { ...order, ...patch };
    expect(missionFieldError(values, field)).toBe(message);
    expect(Object.keys(missionErrors(values))).toEqual([field]);
  });

  it.each<[Partial<MissionFormValues>]>([
    [{ contract_reason: "replacement_absence", economic_dismissal_attested: false }],
    [{ is_precise_term: false, contract_reason: "replacement_absence", end_date: null, minimum_duration_days: 5 }],
    [{ is_client_order: false, contract_reason: null, hourly_wage: null, coefficient: null, address: null }],
    [{ is_client_order: false, striker_replacement_attested: false, end_date: null }],
  ])("%j is allowed", (patch) => {
    expect(missionErrors({ ...order, ...patch })).toEqual({});
  });
});

describe("billing rate and the saved row", () => {
  it.each([
    [14.5, 1.9, 27.55],
    [12.02, 2, 24.04],
    [13.333, 1.5, 20],
    [null, 2, null],
    [14, null, null],
  ])("%s € × %s = %s €", (wage, coefficient, expected) => {
    expect(billingRate(wage, coefficient)).toBe(expected);
  });

  it("sends the row and the worksite in one call: blanks as null, no minimum duration with a precise term", () => {
    const save = toMissionSave({ ...order, schedule: " ", minimum_duration_days: 12, contract_reason: "seasonal" });
    expect(save.p_values).toMatchObject({
      job_name: "Maçon",
      schedule: null,
      minimum_duration_days: null,
      economic_dismissal_attested: false,
      bonuses: [],
    });
    expect(save.p_address).toMatchObject({ city: "Lyon", postal_code: "69003" });
    expect(toMissionSave({ ...order, address: null }).p_address).toEqual({});
  });

  it("keeps the client's purchase-order number trimmed, a blank one as null, and refuses one over 60 characters", () => {
    expect(toMissionSave({ ...order, client_po_number: " BC-4512 " }).p_values).toMatchObject({
      client_po_number: "BC-4512",
    });
    expect(toMissionSave({ ...order, client_po_number: " " }).p_values).toMatchObject({ client_po_number: null });
    expect(() => toMissionSave({ ...order, client_po_number: "B".repeat(61) })).toThrow(
      "Le numéro de bon de commande du client doit compter de 1 à 60 caractères.",
    );
  });

  it("refuses a bonus without an amount, in French — R:ORDER-BONUS-SHAPE", () => {
    expect(() => toMissionSave({ ...order, bonuses: [{ type: "meal", amount: 0 }] })).toThrow(
      "Chaque prime doit avoir un type et un montant positif",
    );
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { loadConstraintCatalog } from "./constraint-catalog.ts";
import { errorMessage } from "./error-message.ts";

beforeAll(async () => {
  await loadConstraintCatalog();
});

describe("errorMessage — R:UI-DB-ERRORS-FRENCH", () => {
  it.each([
    [new Error("boom"), "boom"],
    [{ message: "" }, undefined],
    ["texte", "texte"],
    [null, undefined],
    [42, undefined],
    // French messages raised by the database are kept unchanged
    [
      { code: "23514", message: "Le SIRET 123 est invalide (14 chiffres et clé de contrôle)" },
      "Le SIRET 123 est invalide (14 chiffres et clé de contrôle)",
    ],
    [
      { code: "42501", message: "Seul un développeur peut attribuer le rôle développeur" },
      "Seul un développeur peut attribuer le rôle développeur",
    ],
  ])("%j → %s", (error, expected) => {
    expect(errorMessage(error)).toBe(expected);
  });

  it.each([
    [
      { code: "23505", message: 'duplicate key value violates unique constraint "agency_single_head_office_idx"' },
      "Cette entreprise a déjà un siège social : retirez-lui d'abord ce statut.",
    ],
    [
      {
        code: "23505",
        message: 'duplicate key value violates unique constraint "talent_workspace_email_idx"',
        details: "Key (workspace_id, email)=(…) already exists.",
      },
      "Un talent avec cet e-mail existe déjà.",
    ],
    [
      { code: "23505", message: 'duplicate key value violates unique constraint "some_new_idx"' },
      "Cette valeur existe déjà.",
    ],
    [
      { code: "23505", message: 'duplicate key value violates unique constraint "talent_pkey"' },
      "Cet enregistrement existe déjà (« Identifiant » déjà utilisé).",
    ],
    [
      {
        code: "23514",
        message: 'new row for relation "ppe_request_item" violates check constraint "ppe_request_item_quantity"',
      },
      "La quantité d'un équipement est comprise entre 1 et 5.",
    ],
    [
      { code: "23514", message: 'new row for relation "talent" violates check constraint "some_new_check"' },
      "Une valeur saisie ne respecte pas les règles attendues : vérifiez le formulaire.",
    ],
    [
      {
        code: "23503",
        message: 'insert or update on table "contact" violates foreign key constraint "contact_company_id_fkey"',
      },
      "« Entreprise » introuvable : la valeur choisie n'existe pas ou ne vous est pas accessible.",
    ],
    [
      {
        code: "23503",
        message: 'insert or update on table "talent" violates foreign key constraint "talent_owner_id_fkey"',
      },
      "« Consultant(e) » introuvable : la valeur choisie n'existe pas ou ne vous est pas accessible.",
    ],
    [
      {
        code: "23503",
        message:
          'update or delete on table "company" violates foreign key constraint "mission_company_id_fkey" on table "mission"',
      },
      "Suppression impossible : d'autres données dépendent de cet enregistrement (« Missions »).",
    ],
    [
      {
        code: "23001",
        message:
          'update or delete on table "mission" violates RESTRICT setting of foreign key constraint "contract_mission_id_fkey" on table "contract"',
      },
      "Suppression impossible : d'autres données dépendent de cet enregistrement (« Contrats »).",
    ],
    [
      {
        code: "23503",
        message:
          'update or delete on table "thing" violates foreign key constraint "other_thing_id_fkey" on table "other"',
      },
      "Suppression impossible : d'autres données dépendent de cet enregistrement.",
    ],
    [
      { code: "23502", message: 'null value in column "name" of relation "company" violates not-null constraint' },
      "Le champ « Nom » est obligatoire.",
    ],
    [
      { code: "23502", message: 'null value in column "xyz" of relation "company" violates not-null constraint' },
      "Un champ obligatoire n'est pas rempli.",
    ],
    [
      { code: "42501", message: 'new row violates row-level security policy for table "talent"' },
      "Vous n'avez pas les droits nécessaires pour cette action.",
    ],
    [
      { code: "42501", message: "permission denied for table talent_private" },
      "Vous n'avez pas les droits nécessaires pour cette action.",
    ],
    [{ code: "22001", message: "value too long for type character varying(14)" }, "Une valeur est trop longue."],
    [{ code: "22P02", message: 'invalid input syntax for type uuid: "abc"' }, "Une valeur n'a pas le format attendu."],
  ])("puts the database's English error in French: %j", (error, expected) => {
    expect(errorMessage(error)).toBe(expected);
  });
});

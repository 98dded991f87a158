import { describe, expect, it } from "vitest";
import { errorMessage } from "./error-message.ts";

describe("errorMessage", () => {
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
      {
        code: "23503",
        message: 'insert or update on table "contact" violates foreign key constraint "contact_company_id_fkey"',
      },
      "Cet enregistrement fait référence à une donnée introuvable.",
    ],
    [
      {
        code: "23503",
        message:
          'update or delete on table "company" violates foreign key constraint "mission_company_id_fkey" on table "mission"',
      },
      "Suppression impossible : d'autres données dépendent de cet enregistrement.",
    ],
    [
      { code: "23502", message: 'null value in column "name" of relation "company" violates not-null constraint' },
      "Le champ « name » est obligatoire.",
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

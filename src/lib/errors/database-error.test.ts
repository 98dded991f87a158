// Without the constraints' catalog (before it is loaded) a constraint's refusal still reads in
// French, by its SQLSTATE; with it, the constraint's own message (error-message.test.ts, and
// every constraint of the schema in supabase/tests/error-catalog.test.ts).
import { describe, expect, it } from "vitest";
import { frenchDatabaseError } from "./database-error.ts";

describe("frenchDatabaseError without the constraints' catalog — R:UI-DB-ERRORS-FRENCH", () => {
  it.each([
    [
      "23505",
      'duplicate key value violates unique constraint "talent_workspace_email_idx"',
      "Cette valeur existe déjà.",
    ],
    [
      "23514",
      'new row for relation "ppe_request_item" violates check constraint "ppe_request_item_quantity"',
      "Une valeur saisie ne respecte pas les règles attendues : vérifiez le formulaire.",
    ],
    [
      "23514",
      'value for domain public.siren violates check constraint "siren_check"',
      "Une valeur saisie ne respecte pas les règles attendues : vérifiez le formulaire.",
    ],
    [
      "23503",
      'insert or update on table "contact" violates foreign key constraint "contact_company_id_fkey"',
      "Cet enregistrement fait référence à une donnée introuvable.",
    ],
    [
      "23503",
      'update or delete on table "company" violates foreign key constraint "mission_company_id_fkey" on table "mission"',
      "Suppression impossible : d'autres données dépendent de cet enregistrement.",
    ],
    [
      "23001",
      'update or delete on table "mission" violates RESTRICT setting of foreign key constraint "contract_mission_id_fkey" on table "contract"',
      "Suppression impossible : d'autres données dépendent de cet enregistrement.",
    ],
    [
      "23502",
      'null value in column "name" of relation "company" violates not-null constraint',
      "Un champ obligatoire n'est pas rempli.",
    ],
    [
      "23P01",
      'conflicting key value violates exclusion constraint "booking_overlap"',
      "Cette saisie chevauche un enregistrement existant.",
    ],
  ])("%s %s → %s", (code, message, expected) => {
    expect(frenchDatabaseError({ code, message })).toBe(expected);
  });

  it("keeps the database's French refusals and other errors to whoever shows them", () => {
    expect(frenchDatabaseError({ code: "23514", message: "Un relevé hebdomadaire commence un lundi" })).toBeUndefined();
    expect(
      frenchDatabaseError({ code: "PGRST116", message: "JSON object requested, multiple (or no) rows returned" }),
    ).toBeUndefined();
  });
});

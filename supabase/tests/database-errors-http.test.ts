// The refusals through the real path: the REST API's answer, as the user who would meet
// it (supabase-js signed in as that account), is PostgreSQL's English with its SQLSTATE; the
// app puts it in French naming the field — errorMessage (src/lib/errors/error-message.ts) and the
// app's data provider (providers/data-provider-errors.ts), which every screen's hooks go through.
// Every other constraint of the schema is checked in error-catalog.test.ts.
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { createDataProvider } from "../../providers/data-provider.ts";
import type { Database } from "../../src/database.types.ts";
import { loadConstraintCatalog } from "../../src/lib/errors/constraint-catalog.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { appClient, mintToken } from "../../tests/server/helpers.ts";
import { account } from "./support/db.ts";

type Api = SupabaseClient<Database>;
let consultant: Api;
let dev: Api;

const as = async (key: string): Promise<Api> => {
  const a = account(key);
  return appClient(await mintToken({ sub: a.userId, email: a.email }));
};
const NOWHERE = "00000000-0000-4000-8000-000000000000";

/** The refusal of a REST call: its SQLSTATE, and the French the user reads. */
async function refusal(call: PromiseLike<{ error: { code: string; message: string } | null }>) {
  const { error } = await call;
  expect(error).not.toBeNull();
  return { code: error!.code, english: error!.message, french: errorMessage(error) };
}

beforeAll(async () => {
  [consultant, dev] = await Promise.all([as("consultant"), as("dev")]);
  await loadConstraintCatalog();
});

describe("the issue's examples, as the consultant", () => {
  it("a second application of a talent to a mission — R:APP-UNIQUE", async () => {
    const { data: first } = await consultant.from("application").select("mission_id, talent_id").limit(1).single();
    const pair = { mission_id: first!.mission_id, talent_id: first!.talent_id };
    const r = await refusal(consultant.from("application").insert(pair));
    expect(r).toMatchObject({ code: "23505", french: "Ce talent a déjà une candidature sur cette mission." });
    expect(r.english).toMatch(/^duplicate key value violates unique constraint "application_unique_pair"/);
    // the same refusal through the app's data provider, as a screen's hook gets it
    await expect(
      createDataProvider(consultant).create({ resource: "application", variables: pair }),
    ).rejects.toMatchObject({ code: "23505", message: "Ce talent a déjà une candidature sur cette mission." });
  });

  it("a second week for a contract", async () => {
    const { data: week } = await consultant
      .from("timesheet_week")
      .select("contract_id, contract_key, talent_id, week_start")
      .limit(1)
      .single();
    const r = await refusal(consultant.from("timesheet_week").insert(week!));
    expect(r).toMatchObject({
      code: "23505",
      french: "Un relevé d'heures existe déjà pour ce contrat et cette semaine.",
    });
  });

  it("a talent's e-mail or phone already another's, saved as the talent form does (save_talent)", async () => {
    const { data: talents } = await consultant
      .from("talent")
      .select("id, email, phone_number")
      .not("email", "is", null)
      .not("phone_number", "is", null)
      .order("id")
      .limit(2);
    const [one, other] = talents!;
    const byEmail = await refusal(
      consultant.rpc("save_talent", { p_values: { first_name: "Léa", last_name: "Martin", email: one.email } }),
    );
    expect(byEmail).toMatchObject({ code: "23505", french: "Un talent avec cet e-mail existe déjà." });
    const byPhone = await refusal(
      consultant.rpc("save_talent", { p_id: other.id, p_values: { phone_number: one.phone_number } }),
    );
    expect(byPhone).toMatchObject({ code: "23505", french: "Un talent avec ce téléphone existe déjà." });
  });

  it("a social security number (NIR) already another talent's", async () => {
    // the NIR is not selectable: it is read through reveal_talent_private (logged)
    const { data: ids } = await consultant.from("talent_private").select("talent_id").order("talent_id").limit(20);
    const rows = await Promise.all(
      ids!.map(async ({ talent_id }) => ({
        talent_id,
        social_security_number: (
          (await consultant.rpc("reveal_talent_private", { p_talent_id: talent_id })).data as {
            social_security_number: string | null;
          } | null
        )?.social_security_number,
      })),
    );
    const one = rows.find((r) => r.social_security_number)!;
    const other = rows.find((r) => r.talent_id !== one.talent_id)!;
    const r = await refusal(
      consultant
        .from("talent_private")
        .update({ social_security_number: one.social_security_number })
        .eq("talent_id", other.talent_id),
    );
    expect(r).toMatchObject({ code: "23505", french: "Un talent avec ce numéro de sécurité sociale existe déjà." });
  });

  it("6 pieces of one protective equipment (a check constraint: 1 to 5)", async () => {
    const { data: request } = await consultant
      .from("ppe_request")
      .select("id")
      .eq("status", "requested")
      .limit(1)
      .single();
    const item = { ppe_request_id: request!.id, item_type: "helmet" as const, quantity: 6 };
    const r = await refusal(consultant.from("ppe_request_item").insert(item));
    expect(r).toMatchObject({ code: "23514", french: "La quantité d'un équipement est comprise entre 1 et 5." });
    expect(r.english).toMatch(/violates check constraint "ppe_request_item_quantity"/);
    await expect(
      createDataProvider(consultant).create({ resource: "ppe_request_item", variables: item }),
    ).rejects.toMatchObject({ code: "23514", message: "La quantité d'un équipement est comprise entre 1 et 5." });
  });
});

describe("foreign keys and missing values, named in French", () => {
  it("a reference to nothing: « <field> » introuvable", async () => {
    const { data: talent } = await consultant.from("talent").select("id").limit(1).single();
    const job = await refusal(consultant.from("talent_job").insert({ talent_id: talent!.id, job_id: NOWHERE }));
    expect(job).toMatchObject({
      code: "23503",
      french: "« Métier » introuvable : la valeur choisie n'existe pas ou ne vous est pas accessible.",
    });
    const owner = await refusal(consultant.from("talent").update({ owner_id: NOWHERE }).eq("id", talent!.id));
    expect(owner.french).toBe(
      "« Consultant(e) » introuvable : la valeur choisie n'existe pas ou ne vous est pas accessible.",
    );
  });

  it("a delete other rows depend on: what depends (RESTRICT and NO ACTION foreign keys)", async () => {
    const { data: contract } = await dev
      .from("contract")
      .select("mission_id")
      .not("mission_id", "is", null)
      .limit(1)
      .single();
    const mission = await refusal(dev.from("mission").delete().eq("id", contract!.mission_id!));
    // PostgreSQL 17 (PGlite) reports a RESTRICT foreign key as such (23001), PostgreSQL 15 as any other (23503)
    expect(["23001", "23503"]).toContain(mission.code);
    expect(mission.french).toBe(
      "Suppression impossible : d'autres données dépendent de cet enregistrement (« Contrats »).",
    );
    const { data: held } = await dev.from("talent_job").select("job_id").limit(1).single();
    const job = await refusal(dev.from("job").delete().eq("id", held!.job_id));
    expect(job).toMatchObject({
      code: "23503",
      french: "Suppression impossible : d'autres données dépendent de cet enregistrement (« Métiers des talents »).",
    });
  });

  it("a value left out: « <field> » est obligatoire", async () => {
    await expect(
      createDataProvider(consultant).create({ resource: "company", variables: { name: null } }),
    ).rejects.toMatchObject({ code: "23502", message: "Le champ « Nom » est obligatoire." });
  });
});

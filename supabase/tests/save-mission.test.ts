// public.save_mission (supabase/schemas/06_missions_applications.sql): a mission and its worksite address in
// one call, as the caller. Through the REST API as the app calls it: the order's rules answer in
// French (SMIC, motif maximum, coefficient band, attestations), a refused order leaves no
// address behind, row-level security applies, and the billing rate is computed beside the pay.
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/database.types.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { appClient, mintToken } from "../../tests/server/helpers.ts";
import { account } from "./support/db.ts";

type Api = SupabaseClient<Database>;
let consultant: Api;
let comptable: Api;
let partenaire: Api;
let companyId: string;

const as = async (key: string): Promise<Api> => {
  const a = account(key);
  return appClient(await mintToken({ sub: a.userId, email: a.email }));
};
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const worksite = (city: string) => ({ street1: "12 rue du Chantier", postal_code: "69003", city, country_code: "FR" });
const addressesIn = async (city: string) => {
  const { data, error } = await consultant.from("address").select("id").eq("city", city);
  expect(error).toBeNull();
  return data!.length;
};
/** A valid client order; `patch` overrides its columns. */
const order = (patch: Record<string, unknown> = {}) => ({
  is_client_order: true,
  company_id: companyId,
  job_name: `Maçon ${unique()}`,
  contract_reason: "activity_increase",
  contract_reason_justification: "Démarrage du chantier de la gare",
  start_date: "2026-03-02",
  end_date: "2026-05-29",
  hourly_wage: 14.5,
  coefficient: 1.9,
  working_hours: 35,
  striker_replacement_attested: true,
  economic_dismissal_attested: true,
  ...patch,
});

beforeAll(async () => {
  [consultant, comptable, partenaire] = await Promise.all([as("consultant"), as("comptable"), as("partenaire")]);
  const { data, error } = await consultant.from("company").select("id").order("name").limit(1).single();
  expect(error).toBeNull();
  companyId = data!.id;
});

describe("save_mission", () => {
  it("creates the order and its worksite address in one call; the billing rate is pay × coefficient — R:ORDER-BILLING-RATE", async () => {
    const city = `Lyon ${unique()}`;
    const { data, error } = await consultant.rpc("save_mission", { p_values: order(), p_address: worksite(city) });
    expect(error).toBeNull();
    expect(data!.hourly_billing_rate).toBe(27.55);
    const { data: saved } = await consultant.from("address").select("city, type").eq("id", data!.address_id!).single();
    expect(saved).toEqual({ city, type: "worksite" });
    // edit in place: the unchanged address is kept, the new coefficient recomputes the rate
    const edited = await consultant.rpc("save_mission", {
      p_id: data!.id,
      p_values: { coefficient: 2 },
      p_address: worksite(city),
    });
    expect(edited.error).toBeNull();
    expect(edited.data!.address_id).toBe(data!.address_id);
    expect(edited.data!.hourly_billing_rate).toBe(29);
  });

  it.each([
    [{ hourly_wage: 10 }, "Le salaire horaire (10,00 €) est inférieur au SMIC en vigueur au 02/03/2026 (12,02 €)"],
    [
      { end_date: "2027-12-31" },
      "La durée prévue de la mission dépasse le maximum de 18 mois pour le motif « Accroissement temporaire d'activité » (L1251-12-1)",
    ],
    [
      { coefficient: 3 },
      "Le coefficient (3,00) doit être compris entre 1,50 et 2,50 ; au-delà, une dérogation de la comptabilité est nécessaire",
    ],
    [{ striker_replacement_attested: false }, "Attestez que la mission ne remplace pas un salarié gréviste (L1251-10)"],
    [
      { economic_dismissal_attested: false },
      "Attestez qu'aucun licenciement économique n'a touché ce poste dans les 6 derniers mois (L1251-9)",
    ],
    [{ contract_reason: null }, "Le motif de recours est obligatoire pour une commande client"],
    [
      { is_precise_term: false, end_date: null, minimum_duration_days: 20 },
      "Un terme imprécis n'est possible que pour un remplacement, un emploi saisonnier ou d'usage, ou l'attente d'un CDI",
    ],
  ])(
    "refuses %o in French and leaves no address behind (atomic) — R:ORDER-PAY, R:ORDER-MAX-DURATION, R:ORDER-COEF-RANGE, R:ORDER-ATTESTATIONS, R:ORDER-MOTIF, R:ORDER-IMPRECISE",
    async (patch, message) => {
      const city = `Bron ${unique()}`;
      const { data, error } = await consultant.rpc("save_mission", {
        p_values: order(patch),
        p_address: worksite(city),
      });
      expect(data).toBeNull();
      expect(errorMessage(error)).toBe(message);
      expect(await addressesIn(city)).toBe(0);
    },
  );

  it("keeps the coefficient from the roles that may not read it: marketing and external CSMs — R:ORDER-COEF-HIDDEN, R:ROLE-PRICING-APART", async () => {
    const { data: saved, error } = await consultant.rpc("save_mission", {
      p_values: order(),
      p_address: worksite(`Vénissieux ${unique()}`),
    });
    expect(error).toBeNull();
    const read = async (db: Api) =>
      (
        await db
          .from("mission")
          .select("id, hourly_billing_rate, pricing:mission_pricing(coefficient)")
          .eq("id", saved!.id)
          .single()
      ).data;
    expect(await read(consultant)).toEqual({
      id: saved!.id,
      hourly_billing_rate: 27.55,
      pricing: { coefficient: 1.9 },
    });
    expect((await read(comptable))?.pricing).toEqual({ coefficient: 1.9 });
    const [marketing, external] = await Promise.all([as("marketing"), as("csmExterne")]);
    for (const db of [marketing, external]) {
      const row = await read(db);
      expect(row?.id).toBe(saved!.id);
      expect(row?.pricing).toBeNull();
      expect(Object.keys((await db.from("mission").select("*").eq("id", saved!.id).single()).data!)).not.toContain(
        "coefficient",
      );
    }
    // marketing edits the order without its coefficient; sending one is refused, the stored one stays
    const edit = await marketing.rpc("save_mission", { p_id: saved!.id, p_values: { description: "Annonce relue" } });
    expect(edit.error).toBeNull();
    const sneaky = await marketing.rpc("save_mission", { p_id: saved!.id, p_values: { coefficient: 1.5 } });
    expect(sneaky.error).not.toBeNull();
    expect(await read(consultant)).toEqual({
      id: saved!.id,
      hourly_billing_rate: 27.55,
      pricing: { coefficient: 1.9 },
    });
  });

  it("the lists filter and sort on the positions left (a computed field) — R:ORDER-POSITIONS-LEFT", async () => {
    const { data, error } = await consultant
      .from("mission")
      .select("id, number_of_open_positions, positions_left")
      .gte("positions_left", 2)
      .order("positions_left", { ascending: false })
      .limit(20)
      // a computed field (public.positions_left(mission)): the generated types list it as a function
      .overrideTypes<
        Array<{ id: string; number_of_open_positions: number; positions_left: number }>,
        { merge: false }
      >();
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
    const lefts = data!.map((m) => m.positions_left);
    expect(lefts.every((n) => n >= 2)).toBe(true);
    expect(lefts).toEqual([...lefts].sort((a, b) => b - a));
    expect(data!.every((m) => m.positions_left <= m.number_of_open_positions)).toBe(true);
  });

  it("a talent-pooling mission needs no motif, pay or worksite", async () => {
    const { data, error } = await consultant.rpc("save_mission", {
      p_values: { is_client_order: false, company_id: companyId, job_name: `Vivier ${unique()}`, status: "open" },
    });
    expect(error).toBeNull();
    expect(data!.is_client_order).toBe(false);
  });

  it("applies the caller's rights: accounting cannot create a mission, and nothing is written", async () => {
    const city = `Caluire ${unique()}`;
    const { error } = await comptable.rpc("save_mission", { p_values: order(), p_address: worksite(city) });
    expect(error, JSON.stringify(error)).toMatchObject({ code: "42501" });
    expect(await addressesIn(city)).toBe(0);
  });

  it("another agency's partner sees no Renfort mission and cannot edit one", async () => {
    const created = (
      await consultant.rpc("save_mission", { p_values: order(), p_address: worksite(`Écully ${unique()}`) })
    ).data!;
    const { data } = await partenaire.from("mission").select("id").eq("id", created.id);
    expect(data ?? []).toEqual([]);
    const { error } = await partenaire.rpc("save_mission", { p_id: created.id, p_values: { job_name: "Piraté" } });
    expect(errorMessage(error)).toBe("Cet enregistrement n'existe pas ou n'est pas visible avec vos droits");
  });

  it("counts missions per status of one kind and lists no carence warning for a fresh post", async () => {
    const created = (
      await consultant.rpc("save_mission", { p_values: order(), p_address: worksite(`Oullins ${unique()}`) })
    ).data!;
    const counts = await consultant.rpc("mission_status_counts", { p_is_client_order: true });
    expect(counts.error).toBeNull();
    expect(counts.data!.find((c) => c.status === "draft")!.count).toBeGreaterThan(0);
    const warnings = await consultant.rpc("mission_warnings", { p_id: created.id });
    expect(warnings.error).toBeNull();
    expect(warnings.data).toEqual([]);
  });
});

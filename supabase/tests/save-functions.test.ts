// One call per save (public.save_talent, save_company, save_agency): a talent with its address and jobs,
// a company or an establishment with its address, written by one function as the caller.
// Through the REST API as the app calls them: a failing row rolls the address back, row-level
// security applies (a role without the right gets the French message), and the jobs keep the
// main one first.
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/database.types.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { appClient, mintToken } from "../../tests/server/helpers.ts";
import { account } from "./support/db.ts";

type Api = SupabaseClient<Database>;
let consultant: Api;
let comptable: Api;
let jobs: string[];

const as = async (key: string): Promise<Api> => {
  const a = account(key);
  return appClient(await mintToken({ sub: a.userId, email: a.email }));
};

/** `body` and the Luhn key that completes it (SIREN, SIRET). */
const withKey = (body: string): string => {
  for (let key = 0; key <= 9; key++) {
    const digits = `${body}${key}`;
    const sum = [...digits].reverse().reduce((total, c, i) => {
      const d = Number(c) * (i % 2 ? 2 : 1);
      return total + (d > 9 ? d - 9 : d);
    }, 0);
    if (sum % 10 === 0) return digits;
  }
  throw new Error("unreachable");
};
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const address = (city: string) => ({
  street1: "3 quai Claude Bernard",
  postal_code: "69007",
  city,
  country_code: "FR",
  latitude: 45.74846,
  longitude: 4.83782,
  location: "POINT(4.837820 45.748460)",
});
const addressesIn = async (api: Api, city: string) => {
  const { data, error } = await api.from("address").select("id").eq("city", city);
  expect(error).toBeNull();
  return data!.length;
};
const talentJobs = async (talentId: string) => {
  const { data, error } = await consultant
    .from("talent_job")
    .select("job_id, is_main")
    .eq("talent_id", talentId)
    .order("is_main", { ascending: false });
  expect(error).toBeNull();
  return data!;
};

beforeAll(async () => {
  consultant = await as("consultant");
  comptable = await as("comptable");
  const { data, error } = await consultant.from("job").select("id").order("position").limit(3);
  expect(error).toBeNull();
  jobs = data!.map((j) => j.id);
});

describe("save_talent", () => {
  it("creates the talent, its address and its jobs in one call, the first job main", async () => {
    const city = `Lyon ${unique()}`;
    const { data, error } = await consultant.rpc("save_talent", {
      p_values: { first_name: "Inès", last_name: "Sauvegarde" },
      p_address: address(city),
      p_job_ids: [jobs[1], jobs[0]],
    });
    expect(error).toBeNull();
    expect(data!.first_name).toBe("Inès");
    expect(data!.address_id).not.toBeNull();
    const { data: saved } = await consultant.from("address").select("city, type").eq("id", data!.address_id!).single();
    expect(saved).toEqual({ city, type: "home" });
    expect(await talentJobs(data!.id)).toEqual([
      { job_id: jobs[1], is_main: true },
      { job_id: jobs[0], is_main: false },
    ]);
  });

  it("edits in place: the main job changes, a job goes, the unchanged address is kept", async () => {
    const city = `Villeurbanne ${unique()}`;
    const created = (
      await consultant.rpc("save_talent", {
        p_values: { first_name: "Jo", last_name: "Métiers" },
        p_address: address(city),
        p_job_ids: [jobs[0], jobs[1]],
      })
    ).data!;
    const { data, error } = await consultant.rpc("save_talent", {
      p_id: created.id,
      p_values: { mobility_radius_km: 50 },
      p_address: address(city),
      p_job_ids: [jobs[2], jobs[0]],
    });
    expect(error).toBeNull();
    expect(data!.mobility_radius_km).toBe(50);
    expect(data!.first_name).toBe("Jo");
    expect(data!.address_id).toBe(created.address_id);
    expect(await talentJobs(created.id)).toEqual([
      { job_id: jobs[2], is_main: true },
      { job_id: jobs[0], is_main: false },
    ]);
    expect(await addressesIn(consultant, city)).toBe(1);
    // an emptied address field: the talent lets go of it, and the orphan trigger deletes it
    const cleared = (await consultant.rpc("save_talent", { p_id: created.id, p_values: {}, p_address: {} })).data!;
    expect(cleared.address_id).toBeNull();
    expect(await addressesIn(consultant, city)).toBe(0);
    expect(await talentJobs(created.id)).toHaveLength(2);
  });

  it("is atomic: a refused talent leaves no address behind, with the database's French message", async () => {
    const city = `Bron ${unique()}`;
    const { data, error } = await consultant.rpc("save_talent", {
      p_values: { first_name: "Ana", last_name: "Atome", email: "pas-un-email" },
      p_address: address(city),
      p_job_ids: [jobs[0]],
    });
    expect(data).toBeNull();
    expect(error!.message).toBe("L'e-mail « pas-un-email » est invalide");
    expect(await addressesIn(consultant, city)).toBe(0);
  });

  it("applies the caller's rights: accounting may write addresses but not talents", async () => {
    const city = `Caluire ${unique()}`;
    const { error } = await comptable.rpc("save_talent", {
      p_values: { first_name: "Non", last_name: "Autorisé" },
      p_address: address(city),
    });
    expect(error, JSON.stringify(error)).toMatchObject({ code: "42501" });
    // the matrix's transition check speaks first, in French, before the row's policy
    expect(errorMessage(error)).toMatch(/^Vous ne pouvez pas créer cet élément au statut « .+ »$/);
    expect(await addressesIn(consultant, city)).toBe(0);
  });
});

describe("save_agency and save_company", () => {
  it("an establishment refused (bad SIRET) leaves no address; a valid one is saved with its typed address", async () => {
    const company = (await consultant.rpc("save_company", { p_values: { name: `Sauvegarde ${unique()}` } })).data!;
    const city = `Vénissieux ${unique()}`;
    const refused = await consultant.rpc("save_agency", {
      p_values: { company_id: company.id, name: "Agence", siret: "12345678900000" },
      p_address: address(city),
    });
    expect(refused.error).not.toBeNull();
    expect(await addressesIn(consultant, city)).toBe(0);
    const { data, error } = await consultant.rpc("save_agency", {
      p_values: { company_id: company.id, name: "Siège", is_head_office: true },
      p_address: address(city),
    });
    expect(error).toBeNull();
    const { data: saved } = await consultant.from("address").select("type").eq("id", data!.address_id!).single();
    expect(saved!.type).toBe("head_office");
  });

  it("a company and its head office's SIRET in one call: the head office is created, then its SIRET changed; a SIRET of another SIREN saves nothing", async () => {
    const siren = withKey(String(10_000_000 + Math.floor(Math.random() * 89_999_999)));
    const siret = withKey(`${siren}0001`);
    const name = `Grues ${unique()}`;
    const city = `Grenoble ${unique()}`;
    const { data: company, error } = await consultant.rpc("save_company", {
      p_values: { name, siren, naf_code: "43.99C" },
      p_address: address(city),
      p_head_office_siret: `${siret.slice(0, 9)} ${siret.slice(9)}`,
    });
    expect(error).toBeNull();
    const heads = async () =>
      (await consultant.from("agency").select("name, siret, is_head_office, naf_code").eq("company_id", company!.id))
        .data;
    expect(await heads()).toEqual([{ name, siret, is_head_office: true, naf_code: "43.99C" }]);
    const { data: own } = await consultant.from("address").select("type, city").eq("id", company!.address_id!).single();
    expect(own).toEqual({ type: "head_office", city });
    // the same company saved again with another SIRET: its head office takes it, no second one
    const other = withKey(`${siren}0002`);
    expect(
      (await consultant.rpc("save_company", { p_id: company!.id, p_values: { name }, p_head_office_siret: other }))
        .error,
    ).toBeNull();
    expect(await heads()).toEqual([{ name, siret: other, is_head_office: true, naf_code: "43.99C" }]);

    const refusedName = `Refusée ${unique()}`;
    const refusedSiren = withKey(String(10_000_000 + Math.floor(Math.random() * 89_999_999)));
    const foreign = withKey(`${withKey(String(10_000_000 + Math.floor(Math.random() * 89_999_999)))}0001`);
    const refused = await consultant.rpc("save_company", {
      p_values: { name: refusedName, siren: refusedSiren },
      p_head_office_siret: foreign,
    });
    expect(errorMessage(refused.error)).toBe(
      `Le SIRET ${foreign} ne commence pas par le SIREN de l'entreprise (${refusedSiren})`,
    );
    expect((await consultant.from("company").select("id").eq("name", refusedName)).data).toEqual([]);
  });

  it("a company update by a role without the right is refused in French", async () => {
    const company = (await consultant.rpc("save_company", { p_values: { name: `Droits ${unique()}` } })).data!;
    const marketing = await as("marketing");
    const { error } = await marketing.rpc("save_company", { p_id: company.id, p_values: { name: "Renommée" } });
    expect(errorMessage(error)).toBe("Cet enregistrement n'existe pas ou n'est pas visible avec vos droits");
  });
});

// An address goes with the last row that points at it (private.release_address, supabase/schemas/04_companies_contacts.sql):
// deleting an agency, a company or a talent, or moving it to another address, deletes the
// address no row uses any more, and keeps one still shared (a contract shares its mission's).
// Through the REST API: a consultant writes the rows, a developer deletes them (the matrix keeps
// deletes of companies and agencies to developers).
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/database.types.ts";
import { appClient, mintToken } from "../../tests/server/helpers.ts";
import { account } from "./support/db.ts";

let api: SupabaseClient<Database>;
let dev: SupabaseClient<Database>;

const as = async (key: string) => {
  const a = account(key);
  return appClient(await mintToken({ sub: a.userId, email: a.email }));
};

beforeAll(async () => {
  api = await as("consultant");
  dev = await as("dev");
});

const remove = async (table: "agency" | "company", id: string) => {
  const { data, error } = await dev.from(table).delete().eq("id", id).select("id");
  expect(error).toBeNull();
  expect(data).toHaveLength(1);
};

const newAddress = async (city: string) => {
  const { data, error } = await api
    .from("address")
    .insert({ type: "establishment", city, postal_code: "69100", street1: "1 rue de la Paix" })
    .select("id")
    .single();
  expect(error).toBeNull();
  return data!.id;
};
const addressExists = async (id: string) => {
  const { data, error } = await api.from("address").select("id").eq("id", id);
  expect(error).toBeNull();
  return data!.length === 1;
};
const newCompany = async (addressId: string | null) => {
  const { data, error } = await api
    .from("company")
    .insert({ name: `Adresses ${Date.now()} ${Math.random()}`, address_id: addressId })
    .select("id")
    .single();
  expect(error).toBeNull();
  return data!.id;
};
const newAgency = async (companyId: string, addressId: string) => {
  const { data, error } = await api
    .from("agency")
    .insert({ company_id: companyId, name: "Agence de Villeurbanne", address_id: addressId })
    .select("id")
    .single();
  expect(error).toBeNull();
  return data!.id;
};

describe("orphan addresses", () => {
  it("an agency deleted takes its address with it", async () => {
    const companyId = await newCompany(null);
    const addressId = await newAddress("Villeurbanne");
    const agencyId = await newAgency(companyId, addressId);
    await remove("agency", agencyId);
    expect(await addressExists(addressId)).toBe(false);
  });

  it("an address still used by another row stays", async () => {
    const shared = await newAddress("Lyon");
    const companyId = await newCompany(shared);
    const agencyId = await newAgency(companyId, shared);
    await remove("agency", agencyId);
    expect(await addressExists(shared)).toBe(true);
    // the company, its last user, deleted: the address goes
    await remove("company", companyId);
    expect(await addressExists(shared)).toBe(false);
  });

  it("a row moved to another address lets go of the old one", async () => {
    const before = await newAddress("Bron");
    const after = await newAddress("Vénissieux");
    const companyId = await newCompany(before);
    expect((await api.from("company").update({ address_id: after }).eq("id", companyId)).error).toBeNull();
    expect(await addressExists(before)).toBe(false);
    expect(await addressExists(after)).toBe(true);
  });

  it("a company deleted with its agencies leaves none of their addresses", async () => {
    const own = await newAddress("Caluire");
    const agencyAddress = await newAddress("Rillieux");
    const companyId = await newCompany(own);
    await newAgency(companyId, agencyAddress);
    await remove("company", companyId);
    expect(await addressExists(own)).toBe(false);
    expect(await addressExists(agencyAddress)).toBe(false);
  });
});

// public.contract_search_text, the computed field the request forms' contract picker filters on
// (`contract_search_text=ilike.*<normalizeSearch(q)>*`, what @refinedev/supabase sends for a
// `contains` filter): through the REST API as the consultant, a contract is found by its
// reference, its talent's name and its company's name, typed in any case and without accents,
// and every answer matches what was typed.
import { beforeAll, describe, expect, it } from "vitest";
import { normalizeSearch } from "../../src/lib/search/normalize.ts";
import { account } from "./support/db.ts";
import { rest, signIn } from "./support/http.ts";

type Found = {
  id: string;
  contract_key: string;
  talent: { first_name: string; last_name: string } | null;
  company: { name: string } | null;
};

const SELECT = "select=id,contract_key,talent:talent_id(first_name,last_name),company:company_id(name)";
let token: string;
let sample: Found;

const search = async (typed: string): Promise<Found[]> => {
  const value = normalizeSearch(typed);
  const res = await rest(
    token,
    "GET",
    "contract",
    `${SELECT}&contract_search_text=ilike.${encodeURIComponent(`*${value}*`)}&limit=1000`,
  );
  expect(res.error).toBeNull();
  return res.rows as Found[];
};

/** Whether the row's reference, talent or company holds the typed text (normalised both sides). */
const holds = (row: Found, typed: string) =>
  [row.contract_key, row.talent?.first_name, row.talent?.last_name, row.company?.name].some((v) =>
    normalizeSearch(v ?? "").includes(normalizeSearch(typed)),
  ) ||
  normalizeSearch(`${row.talent?.first_name ?? ""} ${row.talent?.last_name ?? ""}`).includes(normalizeSearch(typed));

beforeAll(async () => {
  token = await signIn(account("consultant"));
  // a contract the consultant reads whose talent's name carries an accent, if the seed has one
  const res = await rest(token, "GET", "contract", `${SELECT}&company_id=not.is.null&order=contract_key&limit=500`);
  const rows = res.rows as Found[];
  sample =
    rows.find((r) => /[À-ÿ]/.test(r.talent?.last_name ?? "") || /[À-ÿ]/.test(r.talent?.first_name ?? "")) ?? rows[0];
  expect(sample, "a contract readable by the consultant").toBeTruthy();
});

describe("the contract picker's server-side search", () => {
  it("finds a contract by its reference, in lower case", async () => {
    const found = await search(sample.contract_key.toLowerCase());
    expect(found.map((r) => r.id)).toContain(sample.id);
  });

  it("finds a contract by its talent's full name, upper case and without accents", async () => {
    const typed = `${sample.talent?.first_name} ${sample.talent?.last_name}`
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toUpperCase();
    const found = await search(typed);
    expect(found.map((r) => r.id)).toContain(sample.id);
    expect(found.filter((r) => !holds(r, typed))).toEqual([]);
  });

  it("finds a contract by its company's name", async () => {
    const typed = sample.company?.name ?? "";
    const found = await search(typed);
    expect(found.map((r) => r.id)).toContain(sample.id);
    expect(found.filter((r) => !holds(r, typed))).toEqual([]);
  });

  it("answers nothing for a text no contract holds", async () => {
    expect(await search("zzqx introuvable")).toEqual([]);
  });
});

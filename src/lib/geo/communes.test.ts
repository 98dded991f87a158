import { describe, expect, it } from "vitest";
import { addressFromCommune } from "./address.ts";
import { preferTypedPostalCode } from "./commune-label.ts";
import { communeByCode, departmentOf, searchCommunes } from "./communes.ts";
import { communeKey } from "./communes-key.ts";
import { distanceKm } from "./distance.ts";

describe("communeKey", () => {
  it.each([
    ["Saint-Étienne", "saint etienne"],
    ["L'Haÿ-les-Roses", "l hay les roses"],
    ["  ŒUVRE  du  Cœur ", "oeuvre du coeur"],
  ])("%s → %s", (input, expected) => expect(communeKey(input)).toBe(expected));
});

describe("departmentOf", () => {
  it.each([
    ["69123", "69"],
    ["2A004", "2A"],
    ["97411", "974"],
    ["01001", "01"],
  ])("%s → %s", (code, expected) => expect(departmentOf(code)).toBe(expected));
});

describe("searchCommunes (etalab + GeoNames data)", () => {
  it("finds Lyon with its department, region, postal codes and coordinates", async () => {
    const [lyon] = await searchCommunes("lyon");
    expect(lyon).toMatchObject({
      code: "69123",
      name: "Lyon",
      departmentCode: "69",
      departmentName: "Rhône",
      regionName: "Auvergne-Rhône-Alpes",
    });
    expect(lyon.postalCodes).toContain("69003");
    expect(lyon.latitude).toBeCloseTo(45.75, 1);
    expect(lyon.longitude).toBeCloseTo(4.85, 1);
  });

  it("finds Villeurbanne by a name prefix, case-insensitive", async () => {
    const results = await searchCommunes("VILLEUR");
    expect(results[0]).toMatchObject({ code: "69266", name: "Villeurbanne" });
  });

  it("finds Saint-Étienne without accent nor hyphen, the biggest of its namesakes first", async () => {
    const results = await searchCommunes("saint etienne");
    expect(results[0]).toMatchObject({ code: "42218", name: "Saint-Étienne", departmentCode: "42" });
    expect(results.length).toBe(10);
    expect(results.every((c) => communeKey(c.name).startsWith("saint etienne"))).toBe(true);
  });

  it("finds communes by a word inside their name", async () => {
    const names = (await searchCommunes("etienne", 50)).map((c) => c.name);
    expect(names).toContain("Saint-Étienne");
  });

  it("finds Lyon by a full postal code and communes by a postal-code prefix", async () => {
    expect((await searchCommunes("69003")).map((c) => c.name)).toEqual(["Lyon"]);
    const byPrefix = await searchCommunes("691", 20);
    expect(byPrefix.length).toBe(20);
    expect(byPrefix[0].name).toBe("Villeurbanne");
    expect(byPrefix.every((c) => c.postalCodes.some((code) => code.startsWith("691")))).toBe(true);
  });

  it("combines a name and a postal code", async () => {
    const results = await searchCommunes("Saint-Denis 93");
    expect(results[0]).toMatchObject({ code: "93066", departmentCode: "93" });
    expect(results.every((c) => c.postalCodes.some((code) => code.startsWith("93")))).toBe(true);
  });

  it("finds a village (coordinates from its own point or its postal code's largest commune)", async () => {
    const [village] = await searchCommunes("L'Abergement-Clémenciat");
    expect(village).toMatchObject({ code: "01001", postalCodes: ["01400"], departmentName: "Ain" });
    expect(village.latitude).toBeGreaterThan(45.9);
    expect(village.latitude).toBeLessThan(46.3);
    expect(village.longitude).toBeGreaterThan(4.7);
    expect(village.longitude).toBeLessThan(5.2);
  });

  it("returns nothing for an empty or unknown query and honours the limit", async () => {
    expect(await searchCommunes("  ")).toEqual([]);
    expect(await searchCommunes("zzzzqqq")).toEqual([]);
    expect(await searchCommunes("saint", 3)).toHaveLength(3);
  });

  it("looks a commune up by its INSEE code", async () => {
    expect(await communeByCode("13055")).toMatchObject({ name: "Marseille", departmentCode: "13" });
    expect(await communeByCode("00000")).toBeUndefined();
  });
});

describe("the arrondissements of Paris, Lyon and Marseille (their own points)", () => {
  /** The point an address of `commune` at `postalCode` is saved with (AddressField). */
  const addressAt = async (code: string, postalCode: string) => {
    const commune = await communeByCode(code);
    const { latitude, longitude } = addressFromCommune("1 rue de la Paix", commune, postalCode);
    expect(latitude).toEqual(expect.any(Number));
    return { latitude: latitude as number, longitude: longitude as number };
  };

  it.each([
    // Lyon 3e (Part-Dieu, Montchat) and Lyon 7e (Guillotière, Gerland): about 3 km apart
    ["69123", "69003", "69007", 2, 5],
    ["69123", "69001", "69009", 1.5, 5],
    ["75056", "75001", "75020", 4, 8],
    ["75056", "75016", "75116", 0, 0],
    ["13055", "13001", "13008", 2, 5],
  ])("%s: %s and %s are %s to %s km apart", async (code, a, b, min, max) => {
    const km = distanceKm(await addressAt(code, a), await addressAt(code, b));
    expect(km).toBeGreaterThanOrEqual(min);
    expect(km).toBeLessThanOrEqual(max);
  });

  it("places Paris itself (GeoNames gives it no INSEE code), near its centre", async () => {
    const [paris] = await searchCommunes("paris");
    expect(paris).toMatchObject({ code: "75056", name: "Paris" });
    expect(distanceKm(paris as Required<typeof paris>, { latitude: 48.8566, longitude: 2.3522 })).toBeLessThan(2);
  });

  it("takes the typed postal code's point for a search (« Lyon 69007 »), the commune's otherwise", async () => {
    const [lyon] = await searchCommunes("lyon");
    const seventh = preferTypedPostalCode(lyon, "lyon 69007");
    expect(seventh.postalCodes[0]).toBe("69007");
    expect(seventh.latitude).toBeCloseTo(45.734, 2);
    expect(preferTypedPostalCode(lyon, "lyon").latitude).toBe(lyon.latitude);
  });
});

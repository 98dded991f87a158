import { describe, expect, it } from "vitest";
import {
  addressFromCommune,
  addressValueOf,
  communeFromAddress,
  formatAddress,
  isEmptyAddress,
  pointWkt,
  sameAddress,
  toAddressRow,
} from "./address.ts";

const lyon = {
  code: "69123",
  name: "Lyon",
  postalCodes: ["69001", "69003"],
  departmentCode: "69",
  departmentName: "Rhône",
  regionName: "Auvergne-Rhône-Alpes",
  latitude: 45.74846,
  longitude: 4.84671,
};
// the database's check (address_location_wkt)
const WKT = /^POINT\(-?[0-9]+(\.[0-9]+)? -?[0-9]+(\.[0-9]+)?\)$/;

describe("address helpers", () => {
  it.each([
    [45.74846, 4.84671, "POINT(4.846710 45.748460)"],
    [48.8566, 2.3522, "POINT(2.352200 48.856600)"],
    [43.7384, -1.0000004, "POINT(-1.000000 43.738400)"],
  ])("pointWkt(%d, %d) = %s (longitude first) — R:UI-ADDRESS-FIELDS", (lat, lng, expected) => {
    expect(pointWkt(lat, lng)).toBe(expected);
    expect(pointWkt(lat, lng)).toMatch(WKT);
  });

  it.each([
    [
      { street1: " 12  rue de la Paix ", postal_code: "69003", city: "Lyon", country_code: "FR" },
      "12 rue de la Paix, 69003 Lyon",
    ],
    [{ postal_code: "98000", city: "Monaco", country_code: "MC" }, "98000 Monaco, Monaco"],
    [
      { street1: "Rue Neuve 1", postal_code: "1000", city: "Bruxelles", country_code: "BE" },
      "Rue Neuve 1, 1000 Bruxelles, Belgique",
    ],
    [{ street1: "", city: "" }, null],
  ])("formatAddress(%j) = %s", (value, expected) => expect(formatAddress(value)).toBe(expected));

  it("fills the row from a street and a commune (the typed postal code when it is the commune's) — R:UI-ADDRESS-FIELDS", () => {
    const row = toAddressRow(addressFromCommune("12 rue de la Paix", lyon, "69003"));
    expect(row).toEqual({
      street1: "12 rue de la Paix",
      postal_code: "69003",
      city: "Lyon",
      department_code: "69",
      department_name: "Rhône",
      region_name: "Auvergne-Rhône-Alpes",
      country_code: "FR",
      formatted: "12 rue de la Paix, 69003 Lyon",
      latitude: 45.74846,
      longitude: 4.84671,
      location: "POINT(4.846710 45.748460)",
    });
    expect(addressFromCommune(null, lyon, "75001").postal_code).toBe("69001");
  });

  it("writes no point without coordinates, and FR for an unknown country", () => {
    const row = toAddressRow({
      street1: "1 place du Village",
      postal_code: "01400",
      city: "L'Abergement-Clémenciat",
      country_code: "US",
    });
    expect(row).toMatchObject({
      latitude: null,
      longitude: null,
      location: null,
      country_code: "FR",
      formatted: "1 place du Village, 01400 L'Abergement-Clémenciat",
    });
  });

  it.each([
    [undefined, true],
    [{}, true],
    [{ street1: "  ", country_code: "FR" }, true],
    [{ city: "Lyon" }, false],
    [{ street1: "1 rue X" }, false],
  ])("isEmptyAddress(%j) = %s", (value, expected) => expect(isEmptyAddress(value)).toBe(expected));

  it("tells an unchanged address (same row written) from a changed one", () => {
    const saved = { id: "a1", created_at: "2026-01-01", ...toAddressRow(addressFromCommune("3 quai", lyon)) };
    expect(sameAddress(saved, { ...saved, street1: " 3  quai " })).toBe(true);
    expect(sameAddress(saved, { ...saved, street1: "4 quai", formatted: null })).toBe(false);
    expect(sameAddress(saved, null)).toBe(false);
    expect(sameAddress(null, { street1: " " })).toBe(true);
  });

  it("round-trips a saved row to the field and its commune", () => {
    const saved = {
      id: "a1",
      workspace_id: "w",
      ...toAddressRow(addressFromCommune("3 quai", lyon)),
      latitude: "45.748460" as unknown as number,
    };
    const value = addressValueOf(saved)!;
    expect(value).toMatchObject({
      street1: "3 quai",
      city: "Lyon",
      postal_code: "69001",
      latitude: 45.74846,
      country_code: "FR",
    });
    expect(communeFromAddress(value)).toMatchObject({
      name: "Lyon",
      postalCodes: ["69001"],
      departmentCode: "69",
      latitude: 45.74846,
      longitude: 4.84671,
    });
    expect(communeFromAddress({ street1: "x" })).toBeUndefined();
    expect(addressValueOf(null)).toBeUndefined();
  });
});

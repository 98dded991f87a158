import { describe, expect, it } from "vitest";
import { mapsScriptUrl, PLACES_REGION_CODES, placeToAddress, type PlaceDetails } from "./google-places.ts";

const c = (types: string[], longText: string, shortText = longText) => ({ types, longText, shortText });
const at = (lat: number, lng: number) => ({ lat: () => lat, lng: () => lng });

describe("Google Places adapter", () => {
  it("searches only France, Monaco, Belgium and Switzerland — R:UI-ADDRESS-COUNTRIES", () => {
    expect(PLACES_REGION_CODES).toEqual(["fr", "mc", "be", "ch"]);
  });

  it("loads the Places library in French with the key", () => {
    const url = new URL(mapsScriptUrl("clé 1"));
    expect(url.host).toBe("maps.googleapis.com");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      key: "clé 1",
      libraries: "places",
      language: "fr",
      loading: "async",
    });
  });

  it("turns a French place into the address row's fields", () => {
    const place: PlaceDetails = {
      formattedAddress: "12 Rue de la République, 69002 Lyon, France",
      addressComponents: [
        c(["street_number"], "12"),
        c(["route"], "Rue de la République"),
        c(["locality", "political"], "Lyon"),
        c(["administrative_area_level_2", "political"], "Rhône", "69"),
        c(["administrative_area_level_1", "political"], "Auvergne-Rhône-Alpes", "ARA"),
        c(["country", "political"], "France", "FR"),
        c(["postal_code"], "69002"),
      ],
      location: at(45.7606, 4.8357),
    };
    expect(placeToAddress(place)).toEqual({
      street1: "12 Rue de la République",
      postal_code: "69002",
      city: "Lyon",
      department_code: "69",
      department_name: "Rhône",
      region_name: "Auvergne-Rhône-Alpes",
      country_code: "FR",
      formatted: "12 Rue de la République, 69002 Lyon, France",
      latitude: 45.7606,
      longitude: 4.8357,
    });
  });

  it.each([
    ["Réunion", "97400", "974"],
    ["Corse (2A/2B, left to the database)", "20000", null],
  ])("derives the department of %s", (_label, postalCode, expected) => {
    const place = { addressComponents: [c(["country"], "France", "FR"), c(["postal_code"], postalCode)] };
    expect(placeToAddress(place).department_code).toBe(expected);
  });

  it("keeps a Belgian address without French department, and drops a country outside the four", () => {
    const brussels = placeToAddress({
      addressComponents: [
        c(["route"], "Rue Neuve"),
        c(["postal_code"], "1000"),
        c(["locality"], "Bruxelles"),
        c(["country"], "Belgique", "BE"),
      ],
      location: at(50.85, 4.35),
    });
    expect(brussels).toMatchObject({
      street1: "Rue Neuve",
      postal_code: "1000",
      city: "Bruxelles",
      country_code: "BE",
      department_code: null,
      department_name: null,
    });
    expect(placeToAddress({ addressComponents: [c(["country"], "Italie", "IT")] }).country_code).toBeNull();
  });
});

// Address search through Google Places (the "new" Places API of the Maps JavaScript API),
// used when a browser key is configured (GOOGLE_MAPS_API_KEY → /config.json). Restricted to
// France, Monaco, Belgium and Switzerland (docs/rules/application.md#addresses); the script is loaded once, with 3
// retries at growing delays (script-loader.ts). Without a key the local commune search is used.
import type { AddressValue } from "./address.ts";
import { ADDRESS_COUNTRIES, isAddressCountry } from "./address.ts";
import { loadScriptOnce, type ScriptLoaderDeps } from "./script-loader.ts";

export const PLACES_REGION_CODES = ADDRESS_COUNTRIES.map((code) => code.toLowerCase());

/** The few shapes of google.maps.places this adapter reads (no @types/google.maps needed). */
export type PlaceAddressComponent = { longText: string | null; shortText: string | null; types: string[] };
export type PlaceDetails = {
  formattedAddress?: string | null;
  addressComponents?: PlaceAddressComponent[] | null;
  location?: { lat: () => number; lng: () => number } | null;
};
type PlacePrediction = {
  placeId: string;
  text: { toString: () => string };
  toPlace: () => PlaceDetails & { fetchFields: (o: { fields: string[] }) => Promise<unknown> };
};
type PlacesLibrary = {
  AutocompleteSessionToken: new () => object;
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions: (
      request: Record<string, unknown>,
    ) => Promise<{ suggestions: Array<{ placePrediction: PlacePrediction | null }> }>;
  };
};
type GoogleMaps = { maps: { importLibrary: (name: "places") => Promise<unknown> } };

export type PlaceSuggestion = { id: string; label: string; prediction: PlacePrediction };

export const mapsScriptUrl = (apiKey: string): string =>
  `https://maps.googleapis.com/maps/api/js?${new URLSearchParams({ key: apiKey, v: "weekly", libraries: "places", language: "fr", region: "FR", loading: "async" })}`;

const component = (place: PlaceDetails, type: string, form: "longText" | "shortText" = "longText") =>
  place.addressComponents?.find((c) => c.types.includes(type))?.[form] ?? null;

/** A Places result → the address row's fields (French department code from the postal code). */
export const placeToAddress = (place: PlaceDetails): AddressValue => {
  const country = component(place, "country", "shortText")?.toUpperCase() ?? null;
  const postalCode = component(place, "postal_code");
  const street = [component(place, "street_number"), component(place, "route")].filter(Boolean).join(" ") || null;
  const isFrance = country === "FR";
  const departmentCode =
    isFrance && postalCode
      ? postalCode.startsWith("97")
        ? postalCode.slice(0, 3)
        : postalCode.startsWith("20")
          ? null
          : postalCode.slice(0, 2)
      : null;
  const lat = place.location?.lat();
  const lng = place.location?.lng();
  return {
    street1: street,
    postal_code: postalCode,
    city:
      component(place, "locality") ??
      component(place, "postal_town") ??
      component(place, "administrative_area_level_3"),
    department_code: departmentCode,
    department_name: isFrance ? component(place, "administrative_area_level_2") : null,
    region_name: component(place, "administrative_area_level_1"),
    country_code: isAddressCountry(country) ? country : null,
    formatted: place.formattedAddress ?? null,
    latitude: typeof lat === "number" ? lat : null,
    longitude: typeof lng === "number" ? lng : null,
  };
};

const loadPlaces = async (apiKey: string, deps?: ScriptLoaderDeps): Promise<PlacesLibrary> => {
  await loadScriptOnce(mapsScriptUrl(apiKey), deps);
  const google = (globalThis as { google?: GoogleMaps }).google;
  if (!google?.maps?.importLibrary) throw new Error("Google Maps indisponible");
  return (await google.maps.importLibrary("places")) as PlacesLibrary;
};

/** One search session (Google bills a session: suggestions, then the details of the chosen one). */
export const createPlacesSearch = (apiKey: string, deps?: ScriptLoaderDeps) => {
  let token: object | undefined;
  return {
    async suggest(input: string): Promise<PlaceSuggestion[]> {
      if (!input.trim()) return [];
      const places = await loadPlaces(apiKey, deps);
      token ??= new places.AutocompleteSessionToken();
      const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input,
        includedRegionCodes: PLACES_REGION_CODES,
        language: "fr",
        region: "fr",
        sessionToken: token,
      });
      return suggestions.flatMap(({ placePrediction: p }) =>
        p ? [{ id: p.placeId, label: p.text.toString(), prediction: p }] : [],
      );
    },
    async resolve(suggestion: PlaceSuggestion): Promise<AddressValue> {
      const place = suggestion.prediction.toPlace();
      await place.fetchFields({ fields: ["addressComponents", "formattedAddress", "location"] });
      token = undefined;
      return placeToAddress(place);
    },
  };
};

// The address row the address field produces (table public.address): street, commune,
// department and region, country (FR, MC, BE, CH: docs/rules/application.md#addresses), a formatted line, the point as
// latitude/longitude and as `POINT(lng lat)` (no PostGIS: text kept in step by the database).
import { pointAt, type Commune } from "./communes.ts";

export const ADDRESS_COUNTRIES = ["FR", "MC", "BE", "CH"] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];

export type AddressValue = {
  street1?: string | null;
  postal_code?: string | null;
  city?: string | null;
  department_code?: string | null;
  department_name?: string | null;
  region_name?: string | null;
  country_code?: string | null;
  formatted?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  location?: string | null;
};

export type AddressRow = {
  [K in keyof AddressValue]-?: K extends "country_code" ? string : NonNullable<AddressValue[K]> | null;
};

const COUNTRY_NAMES: Record<AddressCountry, string> = { FR: "France", MC: "Monaco", BE: "Belgique", CH: "Suisse" };

const text = (value: string | null | undefined) => (value && value.trim() ? value.trim().replace(/\s+/g, " ") : null);
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

export const isAddressCountry = (code: string | null | undefined): code is AddressCountry =>
  ADDRESS_COUNTRIES.includes(code as AddressCountry);

/** `POINT(lng lat)`, 6 decimals (the column's numeric(9, 6)). */
export const pointWkt = (latitude: number, longitude: number): string =>
  `POINT(${round6(longitude).toFixed(6)} ${round6(latitude).toFixed(6)})`;

/** "12 rue de la Paix, 69003 Lyon" (and the country's name outside France). */
export const formatAddress = ({ street1, postal_code, city, country_code }: AddressValue): string | null => {
  const locality = [text(postal_code), text(city)].filter(Boolean).join(" ");
  const country =
    country_code && country_code !== "FR" && isAddressCountry(country_code) ? COUNTRY_NAMES[country_code] : null;
  return [text(street1), locality, country].filter(Boolean).join(", ") || null;
};

/** Nothing typed: no address row. */
export const isEmptyAddress = (value: AddressValue | null | undefined): boolean =>
  !value || (!text(value.street1) && !text(value.city) && !text(value.postal_code));

/** The street and a chosen commune → the fields of the address row (French commune), its point the postal code's. */
export const addressFromCommune = (
  street1: string | null | undefined,
  commune: Commune | undefined,
  postalCode?: string,
): AddressValue => {
  const postal_code = commune
    ? postalCode && commune.postalCodes.includes(postalCode)
      ? postalCode
      : (commune.postalCodes[0] ?? null)
    : null;
  const point = commune ? pointAt(commune, postal_code) : undefined;
  return {
    street1: text(street1),
    postal_code,
    city: commune?.name ?? null,
    department_code: commune?.departmentCode ?? null,
    department_name: commune?.departmentName ?? null,
    region_name: commune?.regionName ?? null,
    country_code: "FR",
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
  };
};

/** A saved address's commune, for the CitySelect (the row does not keep the INSEE code). */
export const communeFromAddress = (value: AddressValue | null | undefined): Commune | undefined =>
  value?.city
    ? {
        code: `${value.postal_code ?? ""}:${value.city}`,
        name: value.city,
        postalCodes: value.postal_code ? [value.postal_code] : [],
        departmentCode: value.department_code ?? "",
        departmentName: value.department_name ?? undefined,
        regionName: value.region_name ?? undefined,
        ...(value.latitude != null && value.longitude != null
          ? { latitude: Number(value.latitude), longitude: Number(value.longitude) }
          : {}),
      }
    : undefined;

/** The row written to public.address: blanks as null, the formatted line and the point computed. */
export const toAddressRow = (value: AddressValue): AddressRow => {
  const hasPoint =
    value.latitude != null &&
    value.longitude != null &&
    Number.isFinite(Number(value.latitude)) &&
    Number.isFinite(Number(value.longitude));
  const latitude = hasPoint ? round6(Number(value.latitude)) : null;
  const longitude = hasPoint ? round6(Number(value.longitude)) : null;
  const country_code = isAddressCountry(value.country_code) ? value.country_code : "FR";
  const row = {
    street1: text(value.street1),
    postal_code: text(value.postal_code)?.replace(/\s/g, "") ?? null,
    city: text(value.city),
    department_code: text(value.department_code),
    department_name: text(value.department_name),
    region_name: text(value.region_name),
    country_code,
  };
  return {
    ...row,
    formatted: text(value.formatted) ?? formatAddress(row),
    latitude,
    longitude,
    location: latitude !== null && longitude !== null ? pointWkt(latitude, longitude) : null,
  };
};

/** Whether two values would write the same row. */
export const sameAddress = (a: AddressValue | null | undefined, b: AddressValue | null | undefined): boolean =>
  isEmptyAddress(a)
    ? isEmptyAddress(b)
    : !isEmptyAddress(b) && JSON.stringify(toAddressRow(a!)) === JSON.stringify(toAddressRow(b!));

/** The address row's fields among a record's (e.g. a talent's embedded `address`). */
export const addressValueOf = (
  row: Partial<Record<keyof AddressValue, unknown>> | null | undefined,
): AddressValue | undefined => {
  if (!row) return undefined;
  const pick = (key: Exclude<keyof AddressValue, "latitude" | "longitude">): string | null => {
    const value = row[key];
    return typeof value === "string" ? value : null;
  };
  return {
    street1: pick("street1"),
    postal_code: pick("postal_code"),
    city: pick("city"),
    department_code: pick("department_code"),
    department_name: pick("department_name"),
    region_name: pick("region_name"),
    country_code: pick("country_code") ?? "FR",
    formatted: pick("formatted"),
    latitude: row.latitude == null ? null : Number(row.latitude),
    longitude: row.longitude == null ? null : Number(row.longitude),
  };
};

// The talents list's "distance d'une ville" filter: a commune and a radius, kept in the URL as
// one Refine filter (the commune's name and point travel with it, so a shared link needs no
// lookup), read by the list as `public.talents_near` (meta.rpc, providers/data-provider.ts)
// with the other filters, the order, the page and the count applied server-side.
import type { CrudFilter, CrudFilters } from "@refinedev/core";
import { rpcListSource, type RpcListSource } from "../../providers/rpc.ts";
import type { Commune } from "../../src/lib/geo/communes.ts";

export const DISTANCE_FIELD = "distance_from";
export const RADII_KM = [5, 10, 20, 30, 50, 100] as const;
export const DEFAULT_RADIUS_KM = 30;

/** The URL's shape (qs turns the numbers into strings on the way back). */
type DistanceValue = {
  code: string;
  name: string;
  postal_code?: string;
  department_code: string;
  lat: number | string;
  lng: number | string;
  km: number | string;
};

export type DistanceFilterValues = { near?: Commune; radius_km?: number };

const isDistance = (filter: CrudFilter): filter is CrudFilter & { value: DistanceValue } =>
  "field" in filter &&
  filter.field === DISTANCE_FIELD &&
  filter.operator === "lte" &&
  typeof filter.value === "object" &&
  filter.value !== null;

const finite = (value: unknown) =>
  value === "" || value === null || value === undefined
    ? undefined
    : Number.isFinite(Number(value))
      ? Number(value)
      : undefined;

/** A commune GeoNames does not place (and no neighbour of its postal code) cannot be a centre. */
export const hasPoint = (commune: Commune | undefined): boolean =>
  !commune || (commune.latitude !== undefined && commune.longitude !== undefined);

/** A commune with a known point and a radius → the filter; anything else → no filter. */
export const toDistanceFilters = ({ near, radius_km }: DistanceFilterValues): CrudFilters => {
  if (!near || near.latitude === undefined || near.longitude === undefined) return [];
  const value: DistanceValue = {
    code: near.code,
    name: near.name,
    postal_code: near.postalCodes[0],
    department_code: near.departmentCode,
    lat: near.latitude,
    lng: near.longitude,
    km: radius_km ?? DEFAULT_RADIUS_KM,
  };
  return [{ field: DISTANCE_FIELD, operator: "lte", value }];
};

const readDistance = (filters: CrudFilters | undefined) => {
  const value = (filters ?? []).find(isDistance)?.value;
  const lat = finite(value?.lat);
  const lng = finite(value?.lng);
  const km = finite(value?.km);
  return value && lat !== undefined && lng !== undefined && km !== undefined && km >= 0
    ? { value, lat, lng, km }
    : undefined;
};

export const fromDistanceFilters = (filters: CrudFilters): DistanceFilterValues => {
  const found = readDistance(filters);
  if (!found) return {};
  const { value, lat, lng, km } = found;
  const near: Commune = {
    code: value.code,
    name: value.name,
    postalCodes: value.postal_code ? [value.postal_code] : [],
    departmentCode: value.department_code,
    latitude: lat,
    longitude: lng,
  };
  return { near, radius_km: km };
};

/** The list's source when the URL holds a distance filter (else the talent table). */
export const distanceSource = (filters: CrudFilters | undefined = []): RpcListSource<"talents_near"> | undefined => {
  const found = readDistance(filters);
  return found
    ? rpcListSource("talents_near", { p_latitude: found.lat, p_longitude: found.lng, p_radius_km: found.km }, [
        DISTANCE_FIELD,
      ])
    : undefined;
};

// Great-circle distance between two points (haversine), earth radius 6371 km (docs/rules/application.md#addresses).
export const EARTH_RADIUS_KM = 6371;

export type LatLng = { latitude: number; longitude: number };

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export const distanceKm = (a: LatLng, b: LatLng): number => {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

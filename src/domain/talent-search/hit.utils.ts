// How a super-search hit reads in the results table: distance and availability in French.
import { formatDate } from "../../lib/dates/dayjs.ts";
import type { SuperSearchHit } from "./hit.ts";

const KM = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });

/** "12,3" (km), or undefined without a radius. */
export const distanceText = (km: number | null | undefined): string | undefined =>
  km === null || km === undefined ? undefined : KM.format(km);

/** The availability date worth showing: a future one, or any for a talent on mission. */
export const availableFromText = (
  hit: Pick<SuperSearchHit, "available_from" | "availability_status">,
  today = new Date(),
): string | undefined => {
  if (!hit.available_from || hit.availability_status === "unavailable") return undefined;
  const day = hit.available_from.slice(0, 10);
  const todayIso = today.toISOString().slice(0, 10);
  return day > todayIso || hit.availability_status === "on_mission" ? formatDate(day) : undefined;
};

/** "Lyon (69003)" */
export const placeText = (hit: Pick<SuperSearchHit, "city" | "postal_code">): string =>
  [hit.city, hit.postal_code ? `(${hit.postal_code})` : undefined].filter(Boolean).join(" ");

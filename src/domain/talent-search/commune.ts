// The commune a search's radius is drawn around (local data, by INSEE code) and its point: the
// super search (resources/talents/super-search/) and the deep research (src/pages/deep-research/).
import { useQuery } from "@tanstack/react-query";
import { communeByCode, type Commune } from "../../lib/geo/communes.ts";
import type { Point } from "./criteria.ts";

/** The commune of the URL (undefined while loading; null when unknown). */
export const useCommune = (code: string | undefined) =>
  useQuery({
    queryKey: ["commune", code],
    enabled: Boolean(code),
    staleTime: Infinity,
    queryFn: async (): Promise<Commune | null> => (await communeByCode(code as string)) ?? null,
  });

export const pointOf = (commune: Commune | null | undefined): Point | undefined =>
  commune?.latitude !== undefined && commune.longitude !== undefined
    ? { latitude: commune.latitude, longitude: commune.longitude }
    : undefined;

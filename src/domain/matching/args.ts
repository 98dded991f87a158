// The find-talents request: the tab's filters → public.mission_candidates's arguments.
import type { RpcArgs } from "../../../providers/rpc.ts";

export const FIND_TALENTS_PAGE_SIZE = 50;
export const DEFAULT_RADIUS_KM = 50;
export const RADIUS_CHOICES = [10, 25, 50, 100, 200] as const;

export type FindTalentsFilters = { radiusKm?: number; onlyAvailable?: boolean; onlyQualified?: boolean };

export const findTalentsArgs = (
  missionId: string,
  f: FindTalentsFilters,
  page: number,
): RpcArgs<"mission_candidates"> => ({
  p_mission_id: missionId,
  p_radius_km: f.radiusKm ?? DEFAULT_RADIUS_KM,
  p_only_available: f.onlyAvailable ?? false,
  p_only_qualified: f.onlyQualified ?? false,
  p_limit: FIND_TALENTS_PAGE_SIZE,
  p_offset: (Math.max(page, 1) - 1) * FIND_TALENTS_PAGE_SIZE,
});

// public.talents_near: the talents list's "distance d'une ville" filter. A set of talent rows
// within a radius (bounding box, then the exact distance on a 6371 km sphere), called through
// the REST API as the app does (filters, embeds, order, range and exact count on the RPC's
// result) and always under the caller's row-level security.
import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { createDataProvider } from "../../providers/data-provider.ts";
import { distanceSource, toDistanceFilters } from "../../resources/talents/distance.ts";
import { TALENT_LIST_SELECT } from "../../resources/talents/select.ts";
import type { Database } from "../../src/database.types.ts";
import { distanceKm } from "../../src/lib/geo/distance.ts";
import { client, mintToken } from "../../tests/server/helpers.ts";
import { WORKSPACES } from "../seed/accounts.ts";
import { account } from "./support/db.ts";

const LYON = { latitude: 45.764, longitude: 4.836 };
const GRENOBLE = { latitude: 45.189, longitude: 5.725 };

async function as(key: string): Promise<SupabaseClient<Database>> {
  const a = account(key);
  return client({
    accessToken: await mintToken({ sub: a.userId, email: a.email }),
  }) as unknown as SupabaseClient<Database>;
}

/**
 * Ground truth without the function, from the same server: every talent the account sees with
 * its address (plain table read, same RLS), the distance computed here.
 */
async function visibleWithin(
  key: string,
  center: typeof LYON,
  radiusKm: number,
  where: { notAnonymized?: boolean } = {},
) {
  const api = await as(key);
  let query = api
    .from("talent")
    .select("id, address:address_id!inner(latitude, longitude)")
    .not("address.latitude", "is", null);
  if (where.notAnonymized) query = query.neq("qualification_status", "anonymized");
  const { data, error } = await query.limit(100_000);
  expect(error).toBeNull();
  const rows = data as unknown as Array<{ id: string; address: { latitude: number; longitude: number } }>;
  return rows
    .filter(
      (r) =>
        distanceKm(center, { latitude: Number(r.address.latitude), longitude: Number(r.address.longitude) }) <=
        radiusKm,
    )
    .map((r) => r.id)
    .sort();
}

const args = (center: typeof LYON, radiusKm: number) => ({
  p_latitude: center.latitude,
  p_longitude: center.longitude,
  p_radius_km: radiusKm,
});

describe("talents_near", () => {
  it.each([
    ["Lyon, 5 km", LYON, 5],
    ["Lyon, 20 km", LYON, 20],
    ["Grenoble, 100 km", GRENOBLE, 100],
  ])("returns exactly the visible talents within the radius (%s)", async (_label, center, radiusKm) => {
    const expected = await visibleWithin("consultant", center, radiusKm);
    expect(expected.length).toBeGreaterThan(0);
    const api = await as("consultant");
    const { data, error, count } = await api
      .rpc("talents_near", args(center, radiusKm), { count: "exact" })
      .select("id")
      .limit(1000);
    expect(error).toBeNull();
    expect(count).toBe(expected.length);
    expect(data!.map((r) => r.id).sort()).toEqual(expected);
  });

  it("takes embeds, filters, order, a page and the exact count", async () => {
    const api = await as("consultant");
    const all = await visibleWithin("consultant", LYON, 50);
    // supabase-js's types do not follow relationships from a function's result: typed here.
    type Row = {
      id: string;
      availability_status: string;
      address: { city: string; latitude: number; longitude: number };
      talent_job: unknown[];
    };
    const {
      data: rows,
      error,
      count,
    } = await api
      .rpc("talents_near", args(LYON, 50), { count: "exact" })
      .select(
        "id, last_name, availability_status, address:address_id(city, latitude, longitude), talent_job(is_main, job(name))",
      )
      .eq("availability_status", "available")
      .order("id", { ascending: true })
      .range(0, 4);
    const data = rows as unknown as Row[] | null;
    expect(error).toBeNull();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(all.length);
    expect(data!.length).toBe(Math.min(5, count!));
    const ids = data!.map((r) => r.id);
    expect(ids).toEqual([...ids].sort());
    for (const row of data!) {
      expect(row.availability_status).toBe("available");
      expect(all).toContain(row.id);
      expect(
        distanceKm(LYON, { latitude: Number(row.address.latitude), longitude: Number(row.address.longitude) }),
      ).toBeLessThanOrEqual(50);
      expect(Array.isArray(row.talent_job)).toBe(true);
    }
  });

  it("finds nothing where no talent lives, nor with a negative radius", async () => {
    const api = await as("consultant");
    const atSea = await api
      .rpc("talents_near", { p_latitude: 44, p_longitude: -8, p_radius_km: 50 }, { count: "exact" })
      .select("id");
    expect(atSea.error).toBeNull();
    expect(atSea.count).toBe(0);
    const negative = await api.rpc("talents_near", args(LYON, -1), { count: "exact" }).select("id");
    expect(negative.count).toBe(0);
  });

  // A security-definer function would return every workspace's talents here.
  it("applies the caller's row-level security (partner workspace, outsider)", async () => {
    const partner = await as("partenaire");
    const { data } = await partner.rpc("talents_near", args(LYON, 500)).select("id, workspace_id").limit(1000);
    expect(new Set(data!.map((r) => r.workspace_id))).toEqual(new Set(data!.length ? [WORKSPACES.partner.id] : []));
    expect(data!.map((r) => r.id).sort()).toEqual(await visibleWithin("partenaire", LYON, 500));
    const outsider = await as("candidat");
    const none = await outsider.rpc("talents_near", args(LYON, 500), { count: "exact" }).select("id");
    expect(none.error).toBeNull();
    expect(none.count).toBe(0);
  });

  it("is not callable without a session", async () => {
    const { error } = await client().rpc("talents_near", args(LYON, 20)).select("id");
    expect(error).not.toBeNull();
  });
});

describe("the talents list through the app's data provider (meta.rpc)", () => {
  it("pages, sorts, filters and counts the talents around a commune", async () => {
    const a = account("consultant");
    const supabase = client({ accessToken: await mintToken({ sub: a.userId, email: a.email }) });
    const provider = createDataProvider(supabase as never);
    const lyon = { code: "69123", name: "Lyon", postalCodes: ["69001"], departmentCode: "69", ...LYON };
    const filters = [
      ...toDistanceFilters({ near: lyon, radius_km: 20 }),
      { field: "qualification_status", operator: "ne" as const, value: "anonymized" },
    ];
    const meta = { select: TALENT_LIST_SELECT, rpc: distanceSource };
    const expected = await visibleWithin("consultant", LYON, 20, { notAnonymized: true });
    expect(expected.length).toBeGreaterThan(3);
    const first = await provider.getList<{ id: string; created_at: string; address: { city: string } }>({
      resource: "talent",
      filters,
      sorters: [{ field: "created_at", order: "desc" }],
      pagination: { currentPage: 1, pageSize: 3 },
      meta,
    });
    expect(first.total).toBe(expected.length);
    expect(first.data).toHaveLength(3);
    const dates = first.data.map((r) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const all = await provider.getList<{ id: string }>({
      resource: "talent",
      filters,
      pagination: { currentPage: 1, pageSize: 1000 },
      meta,
    });
    expect(all.data.map((r) => r.id).sort()).toEqual([...expected].sort());
    expect(first.data.every((r) => typeof r.address.city === "string")).toBe(true);
  });
});

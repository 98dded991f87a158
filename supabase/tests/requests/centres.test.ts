// The centres' saves and ranking (supabase/schemas/13_action_centre_notifications.sql): a centre and its address
// written in one call, its point copied from the address for the distance, and the centres
// ranked by distance from a talent's home or a worksite, under the caller's rights.
// Direct engine, rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessage, testDatabase, type TestDatabase } from "../support/db.ts";
import { as, one, RENFORT } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const LYON = {
  street1: "10 rue de la Santé",
  postal_code: "69003",
  city: "Lyon",
  country_code: "FR",
  formatted: "10 rue de la Santé, 69003 Lyon",
  latitude: 45.75,
  longitude: 4.85,
  location: "POINT(4.850000 45.750000)",
};

describe("save_medical_center", () => {
  it("writes the centre and its address in one call, the point following the address", async () => {
    await db.as("csm", async (q) => {
      const saved = await one<{ id: string; address: string; latitude: string; address_id: string }>(
        q,
        "select id, address, latitude::text, address_id from public.save_medical_center($1::jsonb, null, $2::jsonb)",
        [
          JSON.stringify({ name: "SPSTI Lyon Santé Test", kind: "spsti_interim", departments_covered: ["69"] }),
          JSON.stringify(LYON),
        ],
      );
      expect(saved.address).toBe("10 rue de la Santé, 69003 Lyon");
      expect(Number(saved.latitude)).toBe(45.75);
      const address = await one<{ type: string; city: string }>(
        q,
        "select type::text, city from public.address where id = $1",
        [saved.address_id],
      );
      expect(address).toEqual({ type: "medical_center", city: "Lyon" });
    });
  });

  it("a refused row leaves no address behind, with the database's French message", async () => {
    await db.as("csm", async (q) => {
      const before = await one<{ n: number }>(q, "select count(*)::int as n from public.address");
      expect(
        await failureMessage(q, () =>
          q("select public.save_medical_center($1::jsonb, null, $2::jsonb)", [
            JSON.stringify({ name: "Centre test", siret: "12345678901234" }),
            JSON.stringify(LYON),
          ]),
        ),
      ).toBe("Le SIRET 12345678901234 est invalide (14 chiffres et clé de contrôle)");
      const after = await one<{ n: number }>(q, "select count(*)::int as n from public.address");
      expect(after.n).toBe(before.n);
    });
  });

  it("is refused to a role the matrix does not let create centres — R:REQ-MEDCENTRE-ROLES", async () => {
    await db.as("consultant", async (q) => {
      expect(
        await failureMessage(q, () =>
          q("select public.save_medical_center($1::jsonb, null, null)", [JSON.stringify({ name: "Centre refusé" })]),
        ),
      ).toBe("Vous ne pouvez pas créer cet élément au statut « Actif »");
    });
  });
});

describe("centers_near", () => {
  it("ranks the centres by distance from a talent's home, nearest first", async () => {
    await db.as("csm", async (q) => {
      const talent = await one<{ id: string; lat: number; lng: number }>(
        q,
        `select t.id, a.latitude::float8 as lat, a.longitude::float8 as lng from public.talent t
         join public.address a on a.id = t.address_id
         where t.workspace_id = $1 and a.latitude is not null order by t.id limit 1`,
        [RENFORT],
      );
      // a centre at the talent's door comes first, at 0 km
      await q("select public.save_medical_center($1::jsonb, null, $2::jsonb)", [
        JSON.stringify({ name: "Centre à côté" }),
        JSON.stringify({
          ...LYON,
          latitude: talent.lat,
          longitude: talent.lng,
          location: `POINT(${talent.lng.toFixed(6)} ${talent.lat.toFixed(6)})`,
        }),
      ]);
      const rows = (
        await q<{ name: string; distance_km: number | null }>(
          "select name, distance_km from public.centers_near('medical', $1, null, 50)",
          [talent.id],
        )
      ).rows;
      expect(rows[0]).toEqual({ name: "Centre à côté", distance_km: 0 });
      const distances = rows.map((r) => r.distance_km).filter((d): d is number => d !== null);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances.length).toBeGreaterThan(1);
    });
  });

  it("ranks qualification centres from a worksite address too", async () => {
    await db.as("consultant", async (q) => {
      const mission = await one<{ address_id: string }>(
        q,
        "select address_id from public.mission where workspace_id = $1 and address_id is not null order by id limit 1",
        [RENFORT],
      );
      const rows = (
        await q<{ distance_km: number | null }>(
          "select distance_km from public.centers_near('qualification', null, $1, 10)",
          [mission.address_id],
        )
      ).rows;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows[0].distance_km).not.toBeNull();
    });
  });
});

describe("the address of a centre", () => {
  it("goes with its centre", async () => {
    await db.system(async (q) => {
      await as(q, "dev");
      const saved = await one<{ id: string; address_id: string }>(
        q,
        "select id, address_id from public.save_medical_center($1::jsonb, null, $2::jsonb)",
        [JSON.stringify({ name: "Centre éphémère" }), JSON.stringify(LYON)],
      );
      await q("delete from public.medical_center where id = $1", [saved.id]);
      const left = await q("select 1 from public.address where id = $1", [saved.address_id]);
      expect(left.rows).toEqual([]);
    });
  });
});

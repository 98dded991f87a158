// The same rules through the local server with supabase-js, as the app calls them: each demo
// account's JWT (minted with the server's secret, GoTrue's claims), PostgREST's wire format,
// French error messages in the response.
import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import type { Database } from "../../src/database.types.ts";
import { client, mintToken } from "../../tests/server/helpers.ts";
import { DEMO_SIGNATURE_TOKEN, WORKSPACES } from "../seed/accounts.ts";
import { account } from "./support/db.ts";

/** supabase-js typed with the generated Database, signed in as a demo account. */
async function as(key: string): Promise<SupabaseClient<Database>> {
  const a = account(key);
  const token = await mintToken({ sub: a.userId, email: a.email });
  return client({ accessToken: token }) as unknown as SupabaseClient<Database>;
}

describe("through the REST API", () => {
  it("a consultant lists talents with embedded jobs and addresses", async () => {
    const db = await as("consultant");
    const { data, error } = await db
      .from("talent")
      .select("id, first_name, last_name, address(city), talent_job(is_main, job(name))")
      .eq("qualification_status", "qualified")
      .order("last_name")
      .limit(5);
    expect(error).toBeNull();
    expect(data!.length).toBe(5);
    expect(data![0].talent_job.length).toBeGreaterThan(0);
  });

  it("marketing never receives social-security numbers, IBANs, pay or contracts — R:ROLE-SENSITIVE-MKT", async () => {
    const db = await as("marketing");
    for (const table of ["pay_tracking", "contract", "contract_pricing", "timesheet_week"] as const) {
      const { data, error } = await db.from(table).select("*").limit(5);
      expect(error).toBeNull();
      expect({ table, rows: data!.length }).toEqual({ table, rows: 0 });
    }
    const { data } = await db
      .from("talent")
      .select("id, talent_private(talent_id, bic, birth_place)")
      .not("talent_private", "is", null)
      .limit(5);
    expect(data).toEqual([]);
  });

  it("no role selects a NIR or an IBAN: they are read through reveal_talent_private, which logs it — R:HIST-NIR-IBAN-COLUMNS", async () => {
    for (const key of ["marketing", "comptable", "consultant"]) {
      const db = await as(key);
      for (const column of ["social_security_number", "iban", "*"]) {
        const { data, error } = await db.from("talent_private").select(column).limit(1);
        expect({ key, column, data, code: error?.code }).toEqual({ key, column, data: null, code: "42501" });
      }
      const { error } = await db.from("talent").select("id, talent_private(iban)").limit(1);
      expect({ key, code: error?.code }).toEqual({ key, code: "42501" });
    }
    const accounting = await as("comptable");
    const { data: rows } = await accounting.from("talent_private").select("talent_id, bic").limit(1);
    expect(rows).toHaveLength(1);
    const revealed = await accounting.rpc("reveal_talent_private", { p_talent_id: rows![0].talent_id });
    expect(revealed.error).toBeNull();
    const { data: log } = await accounting
      .from("record_history_entry")
      .select("action, changes")
      .eq("entity", "talent_private")
      .eq("record_id", rows![0].talent_id)
      .eq("action", "read")
      .order("id", { ascending: false })
      .limit(1);
    expect(log).toHaveLength(1);
  });

  it("the external CSM sees contracts and pay rates but never coefficients — R:ROLE-SENSITIVE-XCSM", async () => {
    const db = await as("csmExterne");
    const { data } = await db
      .from("contract")
      .select("id, hourly_wage, hourly_billing_rate, contract_pricing(coefficient)")
      .eq("status", "active")
      .limit(5);
    expect(data!.length).toBeGreaterThan(0);
    for (const c of data!) {
      expect(c.hourly_wage).not.toBeNull();
      expect(c.contract_pricing).toBeNull();
    }
  });

  it("the partner sees only its own workspace; the non-member sees nothing", async () => {
    const partner = await as("partenaire");
    const { data } = await partner.from("talent").select("workspace_id");
    expect(new Set(data!.map((t) => t.workspace_id))).toEqual(new Set([WORKSPACES.partner.id]));
    const outsider = await as("candidat");
    for (const table of ["talent", "workspace", "team_member", "job", "company"] as const) {
      const r = await outsider.from(table).select("*").limit(1);
      expect({ table, rows: r.data?.length }).toEqual({ table, rows: 0 });
    }
  });

  it("get_current_user_managees returns managee_id", async () => {
    const db = await as("manager");
    const { data, error } = await db.rpc("get_current_user_managees");
    expect(error).toBeNull();
    expect(data!.map((r) => r.managee_id)).toEqual(
      expect.arrayContaining([account("consultant").teamMemberId, account("independant").teamMemberId]),
    );
  });

  it("reads the Renfort workspace and the team members by batch", async () => {
    const db = await as("csm");
    const { data: workspace } = await db.from("workspace").select("id, name").eq("is_renfort_workspace", true).single();
    expect(workspace).toEqual({ id: WORKSPACES.renfort.id, name: "Renfort" });
    const ids = [account("consultant").teamMemberId!, account("manager").teamMemberId!];
    const { data: members } = await db
      .from("team_member")
      .select("id, auth_user:auth_user!team_member_auth_user_id_fkey(first_name)")
      .in("id", ids);
    expect(members!.length).toBe(2);
  });

  it("answers the management-level limits with the exact French messages", async () => {
    const db = await as("dev");
    const up = await db
      .from("team_member")
      .update({ management_level: 5 })
      .eq("id", account("direction").teamMemberId!);
    expect(up.error?.message).toBe("Impossible de monter au-dessus de 4");
    expect(up.status).toBe(400);
    const down = await db
      .from("team_member")
      .update({ management_level: 0 })
      .eq("id", account("consultant").teamMemberId!);
    expect(down.error?.message).toBe("Impossible de descendre en dessous de 1");
  });

  it("refuses a transition the role may not make, in French", async () => {
    const db = await as("consultant");
    const { data: week } = await db.from("timesheet_week").select("id").eq("status", "signed").limit(1).single();
    const { error } = await db.rpc("transition_status", {
      p_entity: "timesheet_week",
      p_id: week!.id,
      p_status: "validated",
    });
    expect(error?.message).toBe("Votre rôle ne permet pas de passer de « Signé par le client » à « Validé agence »");
  });

  it("the public signature page reads its one week with the anonymous key", async () => {
    const anon = client();
    const { data, error } = await anon.rpc("get_timesheet_for_signature", { p_token: DEMO_SIGNATURE_TOKEN });
    expect(error).toBeNull();
    expect((data as { status: string }).status).toBe("pending_signature");
    const denied = await anon.from("timesheet_week").select("id").limit(1);
    expect(denied.data ?? []).toEqual([]);
    const invalid = await anon.rpc("get_timesheet_for_signature", { p_token: "x".repeat(43) });
    expect(invalid.error?.message).toBe("Lien de signature invalide");
  });

  it("searches talents around a point", async () => {
    const db = await as("consultant");
    const { data, error } = await db.rpc("search_talents", { p_latitude: 45.764, p_longitude: 4.836, p_radius_km: 20 });
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
    expect(Math.max(...data!.map((h) => h.distance_km))).toBeLessThanOrEqual(20);
  });
});

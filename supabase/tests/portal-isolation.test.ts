// What a signed-in space user sees (supabase/schemas/31_portal.sql), through the local server, as
// the named demo accounts (client@ and talent@renfort.test): their space function gives their own
// rows only — the talent's contracts and not another talent's, the contact's company's contracts,
// weeks and issued invoices and none of another company's — with no coefficient, margin or billing
// rate; and nothing else: zero rows of every table and view through /rest/v1, nothing from the
// team's functions, no bucket nor object, no realtime change of a contract.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeClients, Inbox, rtClient, subscribed, uniqueName } from "../../tests/server/realtime/support.ts";
import { PORTAL_ACCOUNTS, WORKSPACES } from "../seed/accounts.ts";
import { account, testDatabase, type TestDatabase } from "./support/db.ts";
import { rest, serviceRest, signIn } from "./support/http.ts";
import { home, portalSession, rpc, serviceRows, type Row } from "./support/portal.ts";

let db: TestDatabase;
const tokens = { client: "", talent: "" };
let talent: Row;
let contact: Row;

beforeAll(async () => {
  db = await testDatabase();
  tokens.client = (await portalSession("client")).access;
  tokens.talent = (await portalSession("talent")).access;
  [talent] = await serviceRows("talent", `email=eq.${PORTAL_ACCOUNTS.talent.email}&select=id,first_name,last_name`);
  [contact] = await serviceRows("contact", `email=eq.${PORTAL_ACCOUNTS.client.email}&select=id,company_id`);
});

afterAll(async () => {
  await closeClients();
  if (db?.kind === "pglite") await db.close();
});

const ids = (rows: unknown) => (rows as Row[]).map((r) => String(r.id)).sort();
const keysOf = (rows: unknown) => [...new Set((rows as Row[]).flatMap((r) => Object.keys(r)))].sort();

describe("the talent's space", () => {
  it("gives the talent's own contracts, weeks, pay and documents, in the agreed shape", async () => {
    const { error, home: h } = await home(tokens.talent, "talent");
    expect(error).toBeNull();
    expect(h?.talent).toEqual({ id: talent.id, first_name: talent.first_name, last_name: talent.last_name });
    expect(Object.keys(h?.agency as Row).sort()).toEqual(["email", "name", "phone"]);
    const own = await serviceRows("contract", `talent_id=eq.${talent.id}&status=not.in.(draft,canceled)&select=id`);
    expect((h?.contracts as Row[]).length).toBe(Math.min(own.length, 20));
    expect(ids(h?.contracts).every((id) => ids(own).includes(id))).toBe(true);
    expect(keysOf(h?.contracts)).toEqual(
      [
        "company_name",
        "contract_key",
        "end_date",
        "hourly_rate",
        "id",
        "job_name",
        "site_address",
        "start_date",
        "status",
        "to_sign",
      ].sort(),
    );
    const weeks = await serviceRows("timesheet_week", `talent_id=eq.${talent.id}&select=id`);
    expect((h?.weeks as Row[]).every((w) => ids(weeks).includes(String(w.id)))).toBe(true);
    const documents = await serviceRows("document", `talent_id=eq.${talent.id}&select=id`);
    expect((h?.documents as Row[]).every((d) => ids(documents).includes(String(d.id)))).toBe(true);
    expect(keysOf(h?.pay)).toEqual((h?.pay as Row[]).length ? ["gross", "period_end", "period_start", "status"] : []);
    expect(JSON.stringify(h)).not.toMatch(/coefficient|margin|billing|note/i);
  });

  it("is refused to the client contact, to a team member and to a signed-in non-member", async () => {
    for (const token of [tokens.client, await signIn(account("consultant")), await signIn(account("candidat"))]) {
      expect((await home(token, "talent")).error).toMatchObject({
        code: "42501",
        message: "Accès réservé aux clients et talents invités par l'agence",
      });
    }
  });
});

describe("the client's space", () => {
  it("gives the company's orders, contracts, weeks and issued invoices only", async () => {
    const { error, home: h } = await home(tokens.client, "client");
    expect(error).toBeNull();
    expect((h?.contact as Row).id).toBe(contact.id);
    expect((h?.company as Row).id).toBe(contact.company_id);
    const company = String(contact.company_id);
    const contracts = await serviceRows("contract", `company_id=eq.${company}&select=id`);
    expect((h?.contracts as Row[]).length).toBeGreaterThan(0);
    expect(ids(h?.contracts).every((id) => ids(contracts).includes(id))).toBe(true);
    expect(keysOf(h?.contracts)).toEqual(
      [
        "company_name",
        "contract_key",
        "end_date",
        "id",
        "job_name",
        "start_date",
        "status",
        "talent_name",
        "to_sign",
      ].sort(),
    );
    const weeks = await serviceRows("timesheet_week", `company_id=eq.${company}&select=id`);
    expect(ids(h?.weeks).every((id) => ids(weeks).includes(id))).toBe(true);
    const invoices = await serviceRows("client_invoice", `company_id=eq.${company}&status=neq.draft&select=id`);
    expect(ids(h?.invoices).every((id) => ids(invoices).includes(id))).toBe(true);
    const orders = await serviceRows("mission", `company_id=eq.${company}&is_client_order=is.true&select=id`);
    expect(ids(h?.orders).every((id) => ids(orders).includes(id))).toBe(true);
    expect(JSON.stringify(h)).not.toMatch(/coefficient|margin|billing_rate|hourly_wage/i);
  });

  it("shows nothing of another company", async () => {
    const { home: h } = await home(tokens.client, "client");
    const [other] = await serviceRows(
      "contract",
      `workspace_id=eq.${WORKSPACES.renfort.id}&company_id=neq.${String(contact.company_id)}&select=company_id&limit=1`,
    );
    const theirs = await serviceRows("contract", `company_id=eq.${String(other.company_id)}&select=id`);
    const weeks = await serviceRows("timesheet_week", `company_id=eq.${String(other.company_id)}&select=id`);
    const invoices = await serviceRows("client_invoice", `company_id=eq.${String(other.company_id)}&select=id`);
    expect(ids(h?.contracts).filter((id) => ids(theirs).includes(id))).toEqual([]);
    expect(ids(h?.weeks).filter((id) => ids(weeks).includes(id))).toEqual([]);
    expect(ids(h?.invoices).filter((id) => ids(invoices).includes(id))).toEqual([]);
  });
});

describe("nothing else, through /rest/v1", () => {
  it("reads zero rows of every table and view", async () => {
    const relations = await db.system((q) =>
      q<{ name: string; col: string }>(
        `select c.relname as name,
                (select a.attname from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                   and has_column_privilege('authenticated', c.oid, a.attname, 'select') order by a.attnum limit 1) as col
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p')
           and has_any_column_privilege('authenticated', c.oid, 'select') and c.relname not like 'test%'
           -- the feature flags are the app's switches, read by any signed-in user before anything else
           and c.relname <> 'feature_flag'
         order by 1`,
        [],
      ),
    );
    expect(relations.rows.length).toBeGreaterThan(60);
    for (const token of [tokens.client, tokens.talent]) {
      const seen = await Promise.all(
        relations.rows.map(async (t) => {
          const r = await rest(token, "GET", t.name, `select=${t.col}&limit=1`);
          return { table: t.name, rows: r.rows.length };
        }),
      );
      expect(seen.filter((s) => s.rows > 0)).toEqual([]);
    }
  });

  it("lists no bucket and no object", async () => {
    for (const token of [tokens.client, tokens.talent]) {
      const buckets = await rest(token, "GET", "buckets", "id=not.like.test-*&limit=1", { schema: "storage" });
      const objects = await rest(token, "GET", "objects", "bucket_id=not.like.test-*&limit=1", { schema: "storage" });
      expect({ buckets: buckets.rows, objects: objects.rows }).toEqual({ buckets: [], objects: [] });
    }
  });

  it("gets nothing from the team's functions", async () => {
    const someTalent = String(talent.id);
    for (const token of [tokens.client, tokens.talent]) {
      const reveal = await rpc(token, "reveal_talent_private", { p_talent_id: someTalent });
      expect(reveal.error?.code).toBe("42501");
      const duplicates = await rpc(token, "likely_duplicates", {
        p_entity: "talent",
        p_values: { last_name: talent.last_name, first_name: talent.first_name },
      });
      expect(duplicates.error ? [] : duplicates.rows).toEqual([]);
      // row-level security hides the talent: « introuvable », nothing changed
      const bulk = await rpc(token, "bulk_update", {
        p_entity: "talent",
        p_ids: [someTalent],
        p_values: { is_top_profile: true },
      });
      expect(bulk.error?.code).toMatch(/^(P0002|42501|22023)$/);
      const search = await rpc(token, "search_records", { p_query: String(talent.last_name) });
      expect(search.rows).toEqual([]);
      const invite = await rpc(token, "invite_portal_access", { p_kind: "talent", p_record_id: someTalent });
      expect(invite.error?.code).toBe("42501");
      const link = await rpc(token, "link_portal_user", { p_access_id: someTalent, p_user_id: someTalent });
      expect(link.error).not.toBeNull();
    }
  });
});

describe("realtime", () => {
  it("delivers no change of a contract to the talent, while a member receives it", async () => {
    const [own] = await serviceRows("contract", `talent_id=eq.${String(talent.id)}&select=id,updated_at&limit=1`);
    const listen = async (token: string) => {
      const inbox = new Inbox<{ new?: Row }>();
      const c = await rtClient(token);
      await subscribed(
        c
          .channel(uniqueName("portal-contract"))
          .on("postgres_changes", { event: "UPDATE", schema: "public", table: "contract" }, inbox.push),
      );
      return inbox;
    };
    const portal = await listen(tokens.talent);
    const member = await listen(await signIn(account("dev")));
    // an update that leaves the row as it was: its stamp moved, then put back
    await serviceRest("PATCH", "contract", `id=eq.${String(own.id)}`, {
      body: { updated_at: new Date().toISOString() },
    });
    await serviceRest("PATCH", "contract", `id=eq.${String(own.id)}`, { body: { updated_at: own.updated_at } });
    await member.next((e) => e.new?.id === own.id, "the member's change");
    // changes go out in commit order: give the second one (and any to the talent) time to arrive
    await vi.waitFor(() => expect(member.items.filter((e) => e.new?.id === own.id).length).toBe(2), { timeout: 8_000 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(portal.items).toEqual([]);
  });
});

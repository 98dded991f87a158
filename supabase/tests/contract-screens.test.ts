// The contract screens' server side, through the REST API with the official client as the app
// calls it: every review-flow move of docs/rules/contracts.md#review-flow allowed to its roles and refused to the
// others (table-driven: the contract is put at the move's start as the system, then each role
// tries the move), public.save_contract (contract, workplace and coefficient in one call), the
// administration's edit that sends a contract back to the consultant with its diff logged, the
// coefficient hidden from external CSMs, the list's computed filters and status counts.
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/database.types.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { appClient, mintToken, serviceClient } from "../../tests/server/helpers.ts";
import { account } from "./support/db.ts";

type Api = SupabaseClient<Database>;
type Role = "consultant" | "csm" | "csmExterne" | "comptable" | "marketing";
const ROLES: Role[] = ["consultant", "csm", "csmExterne", "comptable", "marketing"];
const clients = {} as Record<Role, Api>;
let companyId: string;
let talentId: string;

const as = async (key: string): Promise<Api> => {
  const a = account(key);
  return appClient(await mintToken({ sub: a.userId, email: a.email }));
};
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A valid contract's columns, starting in a month or later (a signed one may still be canceled):
 * each one on its own two months, the talent's contracts never overlapping (10 h / 48 h per
 * talent, every contract together).
 */
let periods = 0;
const contractValues = (patch: Record<string, unknown> = {}) => {
  const offset = 70 * periods++;
  return {
    talent_id: talentId,
    company_id: companyId,
    job_name: `Coffreur ${unique()}`,
    contract_reason: "activity_increase",
    contract_reason_justification: "Démarrage du chantier de la gare",
    start_date: future(30 + offset),
    end_date: future(90 + offset),
    hourly_wage: 14.5,
    working_hours: 35,
    schedule: "7h30–12h / 13h–16h30",
    ...patch,
  };
};
const workplace = () => ({
  // a post of its own (the délai de carence compares workplaces by street and postal code)
  street1: `${unique()} quai du Rhône`,
  postal_code: "69002",
  city: `Lyon ${unique()}`,
  country_code: "FR",
});

const createContract = async () => {
  const { data, error } = await clients.consultant.rpc("save_contract", {
    p_values: contractValues(),
    p_address: workplace(),
    p_pricing: { coefficient: 1.9 },
  });
  expect(error, JSON.stringify(error)).toBeNull();
  return data!;
};

/** Puts the contract at `status` as the system (no transition check), with the manager's validation given
 * (and the DPAE, once running). */
const putAt = async (id: string, status: Database["public"]["Enums"]["contract_status"]) => {
  const { error } = await serviceClient()
    .from("contract")
    .update({
      status,
      manager_validated_at: new Date().toISOString(),
      // a running contract has its DPAE (contract_dpae_required), recorded here as the system
      ...(status === "active" || status === "ended" ? { dpae_submitted_at: new Date().toISOString() } : {}),
    })
    .eq("id", id);
  expect(error, JSON.stringify(error)).toBeNull();
};

const statusOf = async (id: string) =>
  (await serviceClient().from("contract").select("status").eq("id", id).single()).data!.status;

beforeAll(async () => {
  for (const role of ROLES) clients[role] = await as(role);
  const company = await clients.consultant.from("company").select("id").order("name").limit(1).single();
  expect(company.error).toBeNull();
  companyId = company.data!.id;
  // a French talent needs no residence permit, and a contract without a job requires no other
  // document; one without any contract, so that the tests' contracts are the only ones counted
  // against the 48 h a week per talent
  const talents = await clients.consultant
    .from("talent")
    .select("id")
    .eq("nationality_code", "FR")
    .is("blacklisted_at", null)
    .order("created_at")
    .limit(100);
  expect(talents.error).toBeNull();
  const ids = talents.data!.map((t) => t.id);
  const busy = await serviceClient().from("contract").select("talent_id").in("talent_id", ids);
  expect(busy.error).toBeNull();
  const taken = new Set(busy.data!.map((c) => c.talent_id));
  talentId = ids.find((id) => !taken.has(id))!;
  expect(talentId).toBeDefined();
});

// The review flow's transitions (docs/rules/contracts.md#review-flow) and the roles that may make
// each (the rest must be refused).
const MOVES: Array<[from: string, to: string, allowed: Role[]]> = [
  ["draft", "review", ["consultant", "csmExterne"]],
  ["review", "validated", ["csm", "comptable"]],
  ["review", "admin_modification_requested", ["csm", "csmExterne", "comptable"]],
  ["admin_modification_requested", "modification", ["consultant"]],
  ["modification", "review", ["consultant"]],
  ["consultant_review", "validated", ["consultant"]],
  ["consultant_review", "modification", ["consultant"]],
  // the database lets a CSM cancel a draft too (domain: the consultant; a CSM from review on)
  ["draft", "canceled", ["consultant", "csm"]],
  ["review", "canceled", ["csm"]],
  ["validated", "canceled", ["csm"]],
  ["signed", "canceled", ["csm", "comptable"]],
  // the e-signature webhook and the clock only
  ["sent_for_signature", "signed", []],
  ["signed", "active", []],
  ["active", "ended", []],
];

describe("contract transitions, role by role", () => {
  let contractId: string;
  beforeAll(async () => {
    contractId = (await createContract()).id;
  });

  const cases = MOVES.flatMap(([from, to, allowed]) =>
    ROLES.map((role) => [from, to, role, allowed.includes(role)] as const),
  );
  it.each(cases)("%s → %s by %s: allowed = %s — R:CTR-FLOW-ROLES", async (from, to, role, allowed) => {
    await putAt(contractId, from as never);
    const { error } = await clients[role].rpc("transition_status", {
      p_entity: "contract",
      p_id: contractId,
      p_status: to,
      p_comment: "Vérification des droits",
    });
    if (allowed) {
      expect(error, JSON.stringify(error)).toBeNull();
      expect(await statusOf(contractId)).toBe(to);
    } else {
      expect(error).not.toBeNull();
      expect(await statusOf(contractId)).toBe(from);
    }
  });

  it("asks a comment for a modification request — R:CTR-FLOW-MODIF-COMMENT", async () => {
    await putAt(contractId, "review");
    const { error } = await clients.csm.rpc("transition_status", {
      p_entity: "contract",
      p_id: contractId,
      p_status: "admin_modification_requested",
    });
    expect(errorMessage(error)).toBe(
      "Un commentaire est obligatoire pour passer au statut « Modification demandée par l'administration »",
    );
  });
});

describe("save_contract and the review screens' data", () => {
  it("saves the contract, its workplace and its coefficient in one call; the billing rate is pay × coefficient", async () => {
    const created = await createContract();
    expect(created.contract_key).toMatch(/^CTR-/);
    expect(created.hourly_billing_rate).toBe(27.55);
    expect(created.address_id).not.toBeNull();
    const pricing = await clients.consultant
      .from("contract_pricing")
      .select("coefficient")
      .eq("contract_id", created.id);
    expect(pricing.data).toEqual([{ coefficient: 1.9 }]);
  });

  it.each([
    [
      { contract_reason_justification: " " },
      "La justification du motif est obligatoire (personne remplacée et sa qualification, ou raison précise)",
    ],
    [{ schedule: null }, "Les horaires de travail sont obligatoires"],
    [{ hourly_wage: 9 }, /inférieur au SMIC en vigueur/],
  ])("refuses %o in French, and writes nothing", async (patch, message) => {
    const values = contractValues(patch);
    const { data, error } = await clients.consultant.rpc("save_contract", {
      p_values: values,
      p_address: workplace(),
      p_pricing: { coefficient: 1.9 },
    });
    expect(data).toBeNull();
    if (typeof message === "string") expect(errorMessage(error)).toBe(message);
    else expect(errorMessage(error)).toMatch(message);
    const left = await clients.consultant.from("contract").select("id").eq("job_name", values.job_name);
    expect(left.data).toEqual([]);
  });

  it("an off-grid coefficient needs accounting's explicit override, which is logged — R:CTR-COEF-RANGE", async () => {
    const created = await createContract();
    const refused = await clients.consultant.rpc("save_contract", {
      p_id: created.id,
      p_values: {},
      p_pricing: { coefficient: 2.8, coefficient_override_reason: "Client stratégique" },
    });
    expect(errorMessage(refused.error)).toBe("Seule la comptabilité peut accorder une dérogation de coefficient");
    const granted = await clients.comptable.rpc("save_contract", {
      p_id: created.id,
      p_values: {},
      p_pricing: { coefficient: 2.8, coefficient_override_reason: "Client stratégique" },
    });
    expect(granted.error, JSON.stringify(granted.error)).toBeNull();
    const pricing = await clients.comptable
      .from("contract_pricing")
      .select("coefficient, coefficient_override_by, coefficient_override_at")
      .eq("contract_id", created.id)
      .single();
    expect(pricing.data!.coefficient).toBe(2.8);
    expect(pricing.data!.coefficient_override_by).toBe(account("comptable").userId);
    const log = await clients.comptable
      .from("contract_change")
      .select("is_sensitive, is_admin_edit, changes")
      .eq("contract_id", created.id)
      .eq("is_sensitive", true)
      .order("changed_at", { ascending: false })
      .limit(1)
      .single();
    expect(log.data).toMatchObject({ is_sensitive: true, is_admin_edit: true });
    expect(log.data!.changes).toContainEqual({ field: "coefficient", old: 1.9, new: 2.8 });
  });

  it("an administrator's edit under review goes back to the consultant, with the diff; the coefficient stays hidden from external CSMs — R:CTR-FLOW-ADMIN-EDIT, R:CTR-COEF-SENSITIVE", async () => {
    const created = await createContract();
    await putAt(created.id, "review");
    const newEnd = new Date(Date.parse(created.end_date!) + 10 * 86_400_000).toISOString().slice(0, 10);
    const edit = await clients.csm.rpc("save_contract", { p_id: created.id, p_values: { end_date: newEnd } });
    expect(edit.error, JSON.stringify(edit.error)).toBeNull();
    expect(edit.data!.status).toBe("consultant_review");
    const diff = await clients.consultant
      .from("contract_change")
      .select("is_admin_edit, status, changes")
      .eq("contract_id", created.id)
      .eq("is_admin_edit", true)
      .eq("is_sensitive", false);
    expect(diff.data).toEqual([
      { is_admin_edit: true, status: "review", changes: [{ field: "end_date", old: created.end_date, new: newEnd }] },
    ]);
    // external CSMs: no pricing row, no coefficient line in the history
    const pricing = await clients.csmExterne
      .from("contract_pricing")
      .select("coefficient")
      .eq("contract_id", created.id);
    expect(pricing.data ?? []).toEqual([]);
    const sensitive = await clients.csmExterne
      .from("contract_change")
      .select("id")
      .eq("contract_id", created.id)
      .eq("is_sensitive", true);
    expect(sensitive.data).toEqual([]);
    const visible = await clients.csmExterne.from("contract_change").select("id").eq("contract_id", created.id);
    expect(visible.data!.length).toBeGreaterThan(0);
  });

  it("filters the list on the computed fields and counts contracts per status", async () => {
    const soon = await clients.consultant.rpc("save_contract", {
      p_values: contractValues({ start_date: future(-20), end_date: future(10) }),
      p_address: workplace(),
      p_pricing: { coefficient: 1.9 },
    });
    expect(soon.error, JSON.stringify(soon.error)).toBeNull();
    const ending = await clients.consultant
      .from("contract")
      .select("id")
      .filter("contract_ending_soon", "eq", true)
      .eq("id", soon.data!.id);
    expect(ending.data).toEqual([{ id: soon.data!.id }]);
    // started 20 days ago and still a draft: not signed within 2 working days
    const overdue = await clients.consultant
      .from("contract")
      .select("id")
      .filter("contract_signature_overdue", "eq", true)
      .eq("id", soon.data!.id);
    expect(overdue.data).toEqual([{ id: soon.data!.id }]);
    const later = await createContract();
    const notOverdue = await clients.consultant
      .from("contract")
      .select("id")
      .filter("contract_signature_overdue", "eq", true)
      .eq("id", later.id);
    expect(notOverdue.data).toEqual([]);
    const counts = await clients.consultant.rpc("contract_status_counts", { p_is_amendment: false });
    expect(counts.error).toBeNull();
    expect(Number(counts.data!.find((c) => c.status === "draft")!.count)).toBeGreaterThan(0);
  });
});

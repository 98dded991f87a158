// Rows and providers the contract screens' component tests share: a contract, the transition
// rows of the migration (supabase/permissions.json), an identity per role, a memory provider
// that answers the database functions (counts, warnings) and records the moves.
import type { AuthProvider, BaseRecord, DataProvider } from "@refinedev/core";
import permissions from "../../../supabase/permissions.json" with { type: "json" };
import type { RuntimeConfig } from "../../../src/config/runtime-config.ts";
import { memoryDataProvider } from "../../../src/test/memory-data-provider.ts";

/** The current user's hook reads the runtime configuration (board managers). */
export const CONFIG: RuntimeConfig = {
  supabaseUrl: "http://localhost",
  supabaseAnonKey: "anon",
  apiUrl: "http://localhost/api",
  boardManagerEmails: [],
  environment: "local",
};

type Rule = {
  entity: string;
  column: string;
  from: string | null;
  to: string;
  roles: string[];
  requires_comment: boolean;
};
export const CONTRACT_TRANSITIONS = (permissions.transitions as Rule[])
  .filter((r) => r.entity === "contract" && r.column === "status")
  .map((r, i) => ({
    id: `t${i}`,
    from_status: r.from,
    to_status: r.to,
    roles: r.roles,
    requires_comment: r.requires_comment,
  }));

export const CONTRACT = {
  id: "00000000-0000-4000-8000-0000000000c1",
  contract_key: "CTR-2026-000123",
  is_amendment: false,
  amendment_number: 0,
  amendment_type: null,
  contract_type: "mission",
  status: "review",
  talent_id: "ta-1",
  company_id: "co-1",
  mission_id: "mi-1",
  job_id: null,
  job_name: "Coffreur bancheur",
  qualification_level: "N2P1",
  employee_status: "worker",
  owner_id: "me",
  contract_reason: "activity_increase",
  contract_reason_justification: "Démarrage du chantier de la gare",
  start_date: "2026-03-02",
  end_date: "2026-05-29",
  is_precise_term: true,
  minimum_duration_days: null,
  schedule: "7h30–12h / 13h–16h30",
  working_hours: 35,
  working_days: [1, 2, 3, 4, 5],
  hourly_wage: 14.5,
  hourly_billing_rate: 27.55,
  meal_type: "none",
  meal_card_value: null,
  is_risky_position: false,
  job_risks: [],
  risks_description: null,
  reinforced_safety_training: false,
  ppe_by_agency: ["helmet"],
  ppe_by_client: ["gloves"],
  medical_surveillance: "vip",
  manager_validated_at: null,
  talent_signed_at: null,
  client_signed_at: null,
  created_at: "2026-02-10T08:00:00Z",
  talent: { id: "ta-1", first_name: "Karim", last_name: "Benali" },
  company: { id: "co-1", name: "Bâtir Lyon" },
  mission: { id: "mi-1", reference: "CMD-2026-000042", job_name: "Coffreur bancheur" },
  address: { street1: "3 quai du Rhône", postal_code: "69002", city: "Lyon", country_code: "FR" },
  owner: null,
};

type Member = { id: string; management_level: number; is_autonomous: boolean };

export const identity = (
  roles: string[],
  member: Member = { id: "me", management_level: 1, is_autonomous: true },
): AuthProvider => ({
  login: async () => ({ success: true }),
  logout: async () => ({ success: true }),
  check: async () => ({ authenticated: true }),
  onError: async () => ({}),
  getIdentity: async () => ({
    id: "u1",
    email: "user@renfort.test",
    name: "Utilisateur",
    context: {
      user_id: "u1",
      email: null,
      user_metadata: {},
      profile: null,
      roles,
      team_member: member,
      workspace: null,
      invited_workspace_ids: [],
      main_workspace_id: null,
      managees: [],
    },
  }),
});

export const canAll = { can: async () => ({ can: true }) };

/** The memory provider, answering the functions' reads (under their rpcUrl) and recording the custom calls (moves). */
export const contractProvider = (rows: Record<string, BaseRecord[]>, answers: Record<string, unknown> = {}) => {
  const memory = memoryDataProvider(rows);
  const customs: Array<{ url: string; payload?: unknown; query?: unknown }> = [];
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    custom: async <T>(params: { url: string; payload?: unknown; query?: unknown }) => {
      customs.push({ url: params.url, payload: params.payload, query: params.query });
      return { data: (answers[params.url] ?? []) as T };
    },
  };
  return { dataProvider, calls: memory.calls, customs };
};

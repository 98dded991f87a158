// Rows and a recording data provider for the company group component tests: the memory provider
// (src/test/memory-data-provider.ts) with the lists narrowed by their `eq` / `in` filters (the
// group's companies and the whole workspace's are both `company` reads), every read and RPC
// recorded with its arguments, and the provider's refusals put in French as the app's are.
import type { BaseRecord, CrudFilter, CrudFilters, DataProvider, GetListParams, MetaQuery } from "@refinedev/core";
import { withFrenchErrors } from "../../providers/data-provider-errors.ts";
import { rpcNameOf } from "../../providers/rpc.ts";
import { memoryDataProvider, type ReadState, type WriteCall } from "../../src/test/memory-data-provider.ts";
import { transitionRows } from "../../src/test/transitions.ts";

export const GROUP_ID = "6a1f0c2e-4b7d-4e8a-9c3f-0d1e2f3a4b5c";
export const OTHER_GROUP_ID = "7b2e1d3f-5c8e-4f9b-8d4a-1e2f3a4b5c6d";
export const LYON = "0b6f7c1e-1d2a-4c3b-9e8f-123456789abc";
export const GRENOBLE = "1c7a8d2f-2e3b-4d4c-8f9a-23456789abcd";
export const ANNECY = "2d8b9e3a-3f4c-4e5d-9a0b-3456789abcde";
export const VALENCE = "3e9cafb4-4a5d-4f6e-8b1c-456789abcdef";
export const OWNER_ID = "4fadb0c5-5b6e-4a7f-9c2d-56789abcdef0";

export const GROUP = {
  id: GROUP_ID,
  name: "Groupe Rhône Bâtir",
  status: "active",
  owner_id: OWNER_ID,
  head_company_id: LYON,
  consolidated_invoicing: true,
  owner: {
    id: OWNER_ID,
    email: "claire.martin@renfort.test",
    temp_first_name: null,
    temp_last_name: null,
    auth_user: { first_name: "Claire", last_name: "Martin" },
  },
  head_company: { id: LYON, name: "Bâtir Lyon" },
};

const company = (id: string, name: string, group: { id: string; name: string } | null) => ({
  id,
  name,
  siren: null,
  status: "active",
  naf_code: null,
  naf_code_label: null,
  formatted_address: null,
  created_at: "2026-01-05T09:00:00Z",
  company_group_id: group?.id ?? null,
  company_group: group,
});

const ours = { id: GROUP_ID, name: GROUP.name };
export const COMPANIES = [
  company(LYON, "Bâtir Lyon", ours),
  company(GRENOBLE, "Bâtir Grenoble", ours),
  company(ANNECY, "Maçonnerie d'Annecy", { id: OTHER_GROUP_ID, name: "Groupe Alpes" }),
  company(VALENCE, "Charpentes de Valence", null),
];

export const CONTACTS = [
  {
    id: "5a0bc1d6-6c7f-4b8a-8d3e-6789abcdef01",
    civility: "mrs",
    first_name: "Hélène",
    last_name: "Garnier",
    email: "helene.garnier@batir-lyon.fr",
    phone_number: "+33612345678",
    job_title: "Conductrice de travaux",
    status: "active",
    roles: [],
    company_id: LYON,
    created_at: "2026-01-05T09:00:00Z",
    company: { id: LYON, name: "Bâtir Lyon" },
  },
  {
    id: "6b1cd2e7-7d8a-4c9b-9e4f-789abcdef012",
    civility: "mr",
    first_name: "Marc",
    last_name: "Rivière",
    email: "marc.riviere@maconnerie-annecy.fr",
    phone_number: null,
    job_title: "Chef de chantier",
    status: "active",
    roles: [],
    company_id: ANNECY,
    created_at: "2026-01-05T09:00:00Z",
    company: { id: ANNECY, name: "Maçonnerie d'Annecy" },
  },
];

export type Read = { resource: string; filters?: CrudFilters; meta?: MetaQuery };
export type RpcCall = { name: string; args: Record<string, unknown> };

const matches = (row: BaseRecord, filter: CrudFilter): boolean => {
  if (!("field" in filter)) return true;
  const value = row[filter.field];
  if (filter.operator === "eq") return value === filter.value;
  if (filter.operator === "in") return (filter.value as unknown[]).includes(value);
  return true;
};

/**
 * The page's rows (the group, the companies, the contacts, the group's transitions) plus `more`;
 * `write` answers or refuses the saves, `reads` makes a resource's reads hang or fail, `rpc`
 * answers the database functions.
 */
export const groupProvider = ({
  more = {},
  write,
  reads,
  rpc = () => [],
}: {
  more?: Record<string, BaseRecord[]>;
  write?: (call: WriteCall) => BaseRecord | Promise<BaseRecord>;
  reads?: Record<string, ReadState>;
  rpc?: (call: RpcCall) => unknown;
} = {}) => {
  const rows: Record<string, BaseRecord[]> = {
    company_group: [GROUP],
    company: COMPANIES,
    contact: CONTACTS,
    status_transition: transitionRows("company_group"),
    ...more,
  };
  const memory = memoryDataProvider(rows, write, reads);
  const listReads: Read[] = [];
  const rpcs: RpcCall[] = [];
  const provider: DataProvider = {
    ...memory.dataProvider,
    getList: async <TData extends BaseRecord>(params: GetListParams) => {
      listReads.push({ resource: params.resource, filters: params.filters, meta: params.meta });
      const answer = await memory.dataProvider.getList<TData>(params);
      const data = answer.data.filter((row) => (params.filters ?? []).every((filter) => matches(row, filter)));
      return { data, total: data.length };
    },
    custom: async <T>(params: { url: string; query?: unknown; payload?: unknown }) => {
      const call = {
        name: rpcNameOf(params.url) ?? params.url,
        args: (params.payload ?? params.query ?? {}) as Record<string, unknown>,
      };
      rpcs.push(call);
      return { data: (await rpc(call)) as T };
    },
  };
  return { dataProvider: withFrenchErrors(provider), calls: memory.calls, reads: listReads, rpcs };
};

/** The database's refusal of a name already taken in the workspace, as PostgREST sends it. */
export const DUPLICATE_NAME = {
  message: 'duplicate key value violates unique constraint "company_group_workspace_id_name_key"',
  code: "23505",
  statusCode: 409,
};

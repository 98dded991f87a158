// Rows and a recording data provider for the client-invoice component tests: the memory provider
// (src/test/memory-data-provider.ts) plus the database functions the screens call, answered by
// `answer` (which may throw a database-like refusal) and recorded with their arguments.
import type { BaseRecord, CrudFilters, DataProvider } from "@refinedev/core";
import { rpcNameOf } from "../../providers/rpc.ts";
import { dayjs } from "../../src/lib/dates/dayjs.ts";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";

export type RpcCall = { name: string; args: Record<string, unknown> };

export const invoiceProvider = (rows: Record<string, BaseRecord[]>, answer: (call: RpcCall) => unknown = () => []) => {
  const { dataProvider } = memoryDataProvider(rows);
  const reads: Array<{ resource: string; filters?: CrudFilters }> = [];
  const rpcs: RpcCall[] = [];
  const recorded: DataProvider = {
    ...dataProvider,
    getList: (params) => {
      reads.push({ resource: params.resource, filters: params.filters });
      return dataProvider.getList(params);
    },
    custom: async <T>(params: { url: string; query?: unknown; payload?: unknown }) => {
      const call = {
        name: rpcNameOf(params.url) ?? params.url,
        args: (params.payload ?? params.query ?? {}) as Record<string, unknown>,
      };
      rpcs.push(call);
      return { data: (await answer(call)) as T };
    },
  };
  return { dataProvider: recorded, reads, rpcs };
};

export const COMPANY = { id: "0b6f7c1e-1d2a-4c3b-9e8f-123456789abc", name: "Bâtir Lyon", status: "active" };

export const INVOICE = {
  id: "11111111-1111-4111-8111-111111111111",
  workspace_id: "w-1",
  company_id: COMPANY.id,
  kind: "invoice",
  credited_invoice_id: null,
  number: "FA-2026-000042",
  period_start: "2026-05-01",
  period_end: "2026-05-31",
  grouping: "contract",
  grouping_key: "contract:CTR-LYO-2026-000123",
  grouping_label: "Contrat CTR-LYO-2026-000123 · Paul Essai",
  po_number: null,
  po_required: false,
  issued_at: "2026-06-01",
  // due in a month, whatever the day the tests run
  due_date: dayjs().add(30, "day").format("YYYY-MM-DD"),
  sent_at: null,
  total_ht: 1000,
  total_tva: 200,
  total_ttc: 1200,
  paid_amount: 400,
  credited_amount: 0,
  pdf_file: null,
  status: "partially_paid",
  credit_reason: null,
  company: COMPANY,
};

export const DRAFT = {
  ...INVOICE,
  id: "22222222-2222-4222-8222-222222222222",
  number: null,
  issued_at: null,
  due_date: null,
  paid_amount: 0,
  status: "draft",
  po_required: true,
};

export const line = (id: string, week: string | null, more: Record<string, unknown> = {}) => ({
  id,
  invoice_id: INVOICE.id,
  position: 1,
  category: "normal",
  label: "Heures normales",
  detail: "Paul Essai · contrat CTR-LYO-2026-000123",
  contract_key: "CTR-LYO-2026-000123",
  timesheet_week_id: week,
  week_start: week ? "2026-05-04" : null,
  quantity: 35,
  coefficient: 1.85,
  unit_price: 22.5,
  amount_ht: 787.5,
  vat_rate: 20,
  reason: null,
  credited_line_id: null,
  ...more,
});

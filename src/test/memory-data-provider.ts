// An in-memory Refine data provider for component tests: lists answer from the given rows,
// writes are recorded (resource, id, variables, meta) and answered by `write` — which may throw
// a database-like error `{ message, statusCode }` to refuse a save. `reads` makes a resource's
// reads hang (a page's loading state) or fail with an error (its error state). A custom call (an
// SQL function, providers/rpc.ts) answers the rows given under its url
// (`rpcUrl("pay_cutoff_status")`), else an empty list.
import type { BaseKey, BaseRecord, DataProvider, MetaQuery } from "@refinedev/core";

export type WriteCall = {
  method: "create" | "update" | "deleteOne";
  resource: string;
  id?: BaseKey;
  variables?: unknown;
  meta?: MetaQuery;
};

export type ReadState = "loading" | { message: string; statusCode: number; code?: string };

export const memoryDataProvider = (
  rows: Record<string, BaseRecord[]> = {},
  write: (call: WriteCall) => BaseRecord | Promise<BaseRecord> = (call) => ({ id: call.id ?? "new-id" }),
  reads: Record<string, ReadState> = {},
) => {
  const read = async (resource: string) => {
    const state = reads[resource];
    if (state === "loading") await new Promise<never>(() => {});
    else if (state) throw state;
  };
  const calls: WriteCall[] = [];
  const record = async <TData extends BaseRecord>(call: WriteCall): Promise<{ data: TData }> => {
    calls.push(call);
    const row: BaseRecord = await write(call);
    return { data: row as TData };
  };
  const dataProvider: DataProvider = {
    getApiUrl: () => "",
    getList: async <TData extends BaseRecord>({ resource }: { resource: string }) => {
      await read(resource);
      const data: BaseRecord[] = rows[resource] ?? [];
      return { data: data as TData[], total: data.length };
    },
    getOne: async <TData extends BaseRecord>({ resource, id }: { resource: string; id: BaseKey }) => {
      await read(resource);
      const row: BaseRecord = (rows[resource] ?? []).find((r) => String(r.id) === String(id)) ?? { id };
      return { data: row as TData };
    },
    create: ({ resource, variables, meta }) => record({ method: "create", resource, variables, meta }),
    update: ({ resource, id, variables, meta }) => record({ method: "update", resource, id, variables, meta }),
    deleteOne: ({ resource, id, meta }) => record({ method: "deleteOne", resource, id, meta }),
    custom: async <TData extends BaseRecord>({ url }: { url: string }) => {
      await read(url);
      return { data: (rows[url] ?? []) as unknown as TData };
    },
  };
  return { dataProvider, calls };
};

import type { GetListParams, GetListResponse } from "@refinedev/core";
import { afterEach, describe, expect, it } from "vitest";
import { arrivedPrefetchedList, clearPrefetchedLists, hasPrefetchedLists, listKey, MAX_AGE_MS, prefetchedListsInFlight, storePrefetchedList, takePrefetchedList } from "./prefetched-lists.ts";

const source = (filters: unknown[]) => (filters.length ? { name: "talents_matching_text", args: { p_query: "dupont" } } : undefined);
const params = (over: Partial<GetListParams> = {}): GetListParams => ({
  resource: "talent",
  pagination: { currentPage: 1, pageSize: 25, mode: "server" },
  sorters: [{ field: "created_at", order: "desc" }],
  filters: [],
  meta: { select: "id, last_name", rpc: source },
  ...over,
});
const rows: GetListResponse = { data: [{ id: "t1" }], total: 1 };

afterEach(clearPrefetchedLists);

describe("listKey", () => {
  it("is what the request sends: equal for equal params, whatever else meta carries", () => {
    expect(listKey(params({ meta: { select: "id, last_name", rpc: source, queryKey: ["x"], signal: new AbortController().signal } }))).toBe(listKey(params()));
    expect(listKey(params({ pagination: { currentPage: 1, pageSize: 25 } }))).toBe(listKey(params()));
  });
  it("differs on page, page size, sorters, filters, select or function source", () => {
    const base = listKey(params());
    for (const other of [
      params({ pagination: { currentPage: 2, pageSize: 25, mode: "server" } }),
      params({ pagination: { currentPage: 1, pageSize: 50, mode: "server" } }),
      params({ sorters: [{ field: "last_name", order: "asc" }] }),
      params({ filters: [{ field: "is_benched", operator: "eq", value: true }] }),
      params({ meta: { select: "id", rpc: source } }),
      params({ meta: { select: "id, last_name", rpc: () => ({ name: "talents_near", args: {} }) } }),
    ])
      expect(listKey(other)).not.toBe(base);
  });
});

describe("prefetched list reads", () => {
  it("hand the read once to the same params, and not to others", async () => {
    const read = Promise.resolve(rows);
    storePrefetchedList(params(), read);
    expect(takePrefetchedList(params({ sorters: [] }))).toBeNull();
    expect(takePrefetchedList(params())).toBe(read);
    expect(takePrefetchedList(params())).toBeNull();
    expect(hasPrefetchedLists()).toBe(false);
  });

  it("are not handed over past MAX_AGE_MS", () => {
    storePrefetchedList(params(), Promise.resolve(rows), 1_000);
    expect(takePrefetchedList(params(), 1_000 + MAX_AGE_MS + 1)).toBeNull();
  });

  it("are dropped once expired, so that the query client stops looking for them", () => {
    storePrefetchedList(params(), Promise.resolve(rows), 1_000);
    expect(hasPrefetchedLists(1_000 + MAX_AGE_MS)).toBe(true);
    expect(hasPrefetchedLists(1_000 + MAX_AGE_MS + 1)).toBe(false);
    expect(takePrefetchedList(params(), 1_000)).toBeNull();
  });

  it("show their rows once arrived, without being taken", async () => {
    storePrefetchedList(params(), Promise.resolve(rows));
    expect(arrivedPrefetchedList(params())).toBeUndefined(); // still on the network
    await Promise.resolve();
    expect(arrivedPrefetchedList(params())).toBe(rows);
    expect(arrivedPrefetchedList(params({ filters: [{ field: "is_benched", operator: "eq", value: true }] }))).toBeUndefined();
    await expect(takePrefetchedList(params())).resolves.toBe(rows);
  });

  it("drop a failed read, so that the page reads (and reports) by itself", async () => {
    const failed = Promise.reject(new Error("réseau"));
    storePrefetchedList(params(), failed);
    await failed.catch(() => undefined);
    await Promise.resolve();
    expect(takePrefetchedList(params())).toBeNull();
  });
});

describe("prefetchedListsInFlight", () => {
  it("is null with nothing ever on the network, the same promise while a read is and once it has arrived", async () => {
    expect(prefetchedListsInFlight(1_000)).toBeNull();
    let arrive: (value: GetListResponse) => void = () => undefined;
    storePrefetchedList(params(), new Promise((resolve) => (arrive = resolve)));
    const waiting = prefetchedListsInFlight(60_000);
    expect(waiting).not.toBeNull();
    expect(prefetchedListsInFlight(60_000)).toBe(waiting);
    let settled = false;
    void waiting?.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    arrive(rows);
    await waiting;
    // settled, and given again to whoever suspended on it
    expect(prefetchedListsInFlight(60_000)).toBe(waiting);
    // another read on the network: a new promise
    storePrefetchedList(params({ sorters: [] }), new Promise(() => undefined));
    expect(prefetchedListsInFlight(60_000)).not.toBe(waiting);
  });

  it("gives up waiting after maxWaitMs on a read that does not answer", async () => {
    storePrefetchedList(params(), new Promise(() => undefined));
    const started = Date.now();
    await prefetchedListsInFlight(30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });
});

import { describe, expect, it } from "vitest";
import {
  EMPTY_LIST_COLUMNS,
  listColumnsKey,
  parseListColumns,
  readListColumns,
  writeListColumns,
} from "./list-columns.ts";

const memory = () => {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
    removeItem: (k: string) => void values.delete(k),
  };
};

describe("a list's columns, kept per user and list", () => {
  it("is kept per user and per list", () => {
    const store = memory();
    writeListColumns(store, "u1", "talents", { hidden: ["city"], widths: { job: 220 } });
    expect(readListColumns(store, "u1", "talents")).toEqual({ hidden: ["city"], widths: { job: 220 } });
    expect(readListColumns(store, "u2", "talents")).toEqual(EMPTY_LIST_COLUMNS);
    expect(readListColumns(store, "u1", "missions-client-order")).toEqual(EMPTY_LIST_COLUMNS);
    expect([...store.values.keys()]).toEqual([listColumnsKey("u1", "talents")]);
  });

  it("forgets the key when the layout is back to the default", () => {
    const store = memory();
    writeListColumns(store, "u1", "talents", { hidden: ["city"], widths: {} });
    writeListColumns(store, "u1", "talents", EMPTY_LIST_COLUMNS);
    expect(store.values.size).toBe(0);
  });

  it.each([
    [null, EMPTY_LIST_COLUMNS],
    ["not json", EMPTY_LIST_COLUMNS],
    ["42", EMPTY_LIST_COLUMNS],
    [
      '{"hidden":["a",3],"widths":{"a":10,"b":"x","c":2000,"d":180.4}}',
      { hidden: ["a"], widths: { a: 48, c: 800, d: 180 } },
    ],
    ['{"hidden":"a"}', EMPTY_LIST_COLUMNS],
  ])("reads %j as %j", (text, prefs) => expect(parseListColumns(text)).toEqual(prefs));

  it("keeps the default layout when the storage refuses", () => {
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => undefined,
    };
    expect(readListColumns(refusing, "u1", "talents")).toEqual(EMPTY_LIST_COLUMNS);
    expect(() => writeListColumns(refusing, "u1", "talents", { hidden: ["a"], widths: {} })).not.toThrow();
  });
});

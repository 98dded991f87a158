// @refinedev/supabase's data provider against the server: every method refine calls, its
// pagination, sorters (incl. the foreign-table sorter) and filters, and its quirks
// (`nin` without parentheses → PGRST100, a page past the end → 416).
import { dataProvider } from "@refinedev/supabase";
import type { CrudFilter } from "@refinedev/core";
import { describe, expect, it } from "vitest";
import { db, uniqueTag } from "./support.ts";

const provider = () => dataProvider(db());

type Note = { id: number; tag: string; title: string; status: string; hits: number; category_id: number | null };

async function seedNotes(tag: string, count: number): Promise<Note[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    tag,
    title: `note ${String(i).padStart(2, "0")}${i % 3 === 0 ? " urgent" : ""}`,
    status: i % 2 === 0 ? "draft" : "published",
    hits: i,
    category_id: i % 4 === 0 ? null : (i % 2) + 1,
  }));
  const { data } = await provider().createMany<Note>({ resource: "notes", variables: rows });
  return data;
}

const tagFilter = (tag: string): CrudFilter => ({ field: "tag", operator: "eq", value: tag });

describe("refine data provider", () => {
  it("getList pages on the server with total, and sorts", async () => {
    const tag = uniqueTag("refine");
    await seedNotes(tag, 12);
    const { data, total } = await provider().getList<Note>({
      resource: "notes",
      pagination: { currentPage: 2, pageSize: 5 },
      filters: [tagFilter(tag)],
      sorters: [{ field: "hits", order: "desc" }],
    });
    expect(total).toBe(12);
    expect(data.map((n) => n.hits)).toEqual([6, 5, 4, 3, 2]);
  });

  it("getList applies refine's filter operators", async () => {
    const tag = uniqueTag("refine");
    await seedNotes(tag, 8);
    const hits = async (filters: CrudFilter[]) => {
      const { data } = await provider().getList<Note>({
        resource: "notes",
        filters: [tagFilter(tag), ...filters],
        sorters: [{ field: "hits", order: "asc" }],
        pagination: { mode: "off" },
      });
      return data.map((n) => n.hits);
    };
    expect(await hits([{ field: "title", operator: "contains", value: "URGENT" }])).toEqual([0, 3, 6]);
    expect(await hits([{ field: "title", operator: "containss", value: "urgent" }])).toEqual([0, 3, 6]);
    expect(await hits([{ field: "title", operator: "startswith", value: "NOTE 0" }])).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(await hits([{ field: "title", operator: "endswith", value: "07" }])).toEqual([7]);
    expect(await hits([{ field: "status", operator: "ne", value: "draft" }])).toEqual([1, 3, 5, 7]);
    expect(await hits([{ field: "hits", operator: "in", value: [1, 2, 99] }])).toEqual([1, 2]);
    expect(await hits([{ field: "hits", operator: "between", value: [2, 4] }])).toEqual([2, 3, 4]);
    expect(
      await hits([
        { field: "hits", operator: "gt", value: 5 },
        { field: "hits", operator: "lte", value: 6 },
      ]),
    ).toEqual([6]);
    expect(await hits([{ field: "category_id", operator: "null", value: null }])).toEqual([0, 4]);
    expect(await hits([{ field: "category_id", operator: "nnull", value: null }])).toEqual([1, 2, 3, 5, 6, 7]);
    expect(
      await hits([
        {
          operator: "or",
          value: [
            { field: "hits", operator: "eq", value: 1 },
            { field: "title", operator: "contains", value: "07" },
            { field: "hits", operator: "in", value: [5] },
          ],
        },
      ]),
    ).toEqual([1, 5, 7]);
  });

  it("getList rejects refine's `nin` (not.in without parentheses) with PGRST100, as PostgREST does", async () => {
    await expect(
      provider().getList({ resource: "notes", filters: [{ field: "hits", operator: "nin", value: [1, 2] }] }),
    ).rejects.toMatchObject({ code: "PGRST100" });
  });

  it("getList rejects a page past the end with PGRST103", async () => {
    const tag = uniqueTag("refine");
    await seedNotes(tag, 3);
    await expect(
      provider().getList({ resource: "notes", filters: [tagFilter(tag)], pagination: { currentPage: 3, pageSize: 2 } }),
    ).rejects.toMatchObject({ code: "PGRST103", message: "Requested range not satisfiable" });
  });

  it("getList with a foreign-table sorter embeds the relation and orders it", async () => {
    const tag = uniqueTag("refine");
    await seedNotes(tag, 4);
    const { data, total } = await provider().getList<Note & { clients: { name: string } | null }>({
      resource: "notes",
      filters: [tagFilter(tag), { field: "category_id", operator: "nnull", value: null }],
      sorters: [{ field: "clients.name", order: "asc" }],
    });
    expect(total).toBe(3);
    expect(data.map((n) => n.clients?.name).sort()).toEqual(["Apple", "Apple", "Microsoft"]);
  });

  it("getOne, getMany, update, updateMany, deleteOne, deleteMany", async () => {
    const tag = uniqueTag("refine");
    const notes = await seedNotes(tag, 4);
    const [a, b, c, d] = notes.map((n) => n.id);
    const one = await provider().getOne<Note>({ resource: "notes", id: a });
    expect(one.data).toMatchObject({ id: a, tag, hits: 0 });
    const many = await provider().getMany<Note>({ resource: "notes", ids: [b, c] });
    expect(many.data.map((n) => n.id).sort((x, y) => x - y)).toEqual([b, c]);

    const updated = await provider().update<Note>({ resource: "notes", id: a, variables: { title: "renamed" } });
    expect(updated.data).toMatchObject({ id: a, title: "renamed" });
    const updatedMany = await provider().updateMany<Note>({
      resource: "notes",
      ids: [b, c],
      variables: { status: "archived" },
    });
    expect(updatedMany.data.map((n) => n.status)).toEqual(["archived", "archived"]);

    const deleted = await provider().deleteOne({ resource: "notes", id: a });
    expect(deleted.data).toBeUndefined();
    await provider().deleteMany({ resource: "notes", ids: [b, c] });
    const left = await provider().getList<Note>({ resource: "notes", filters: [tagFilter(tag)] });
    expect(left.data.map((n) => n.id)).toEqual([d]);
    expect(left.total).toBe(1);
  });

  it("create returns the row with its defaults, and rejects errors with their code", async () => {
    const tag = uniqueTag("refine");
    const { data } = await provider().create<Note>({ resource: "notes", variables: { tag, title: "t" } });
    expect(data).toMatchObject({ tag, title: "t", status: "draft", hits: 0, category_id: null });
    await expect(provider().create({ resource: "notes", variables: { tag } })).rejects.toMatchObject({ code: "23502" });
    await expect(
      provider().create({ resource: "notes", variables: { tag, title: "x", nope: 1 } }),
    ).rejects.toMatchObject({ code: "PGRST204" });
  });

  it("createMany with objects missing a key inserts NULL there (supabase-js sends columns=)", async () => {
    const tag = uniqueTag("refine");
    await expect(
      provider().createMany({
        resource: "notes",
        variables: [
          { tag, title: "a", status: "x" },
          { tag, title: "b" },
        ],
      }),
    ).rejects.toMatchObject({ code: "23502" });
  });
});

import { describe, expect, it } from "vitest";
import { exportFileName, fetchAllPages, toCsv, toXlsx, type ExportColumn } from "./table-export.ts";

type Row = { name: string; wage: number | null };
const columns: ExportColumn<Row>[] = [
  { header: "Nom", value: (r) => r.name },
  { header: "Salaire", value: (r) => r.wage },
];

describe("table export", () => {
  it("writes French CSV with quoting", () => {
    const csv = toCsv(columns, [
      { name: 'Dupont; "Jo"', wage: 12.5 },
      { name: "Émile", wage: null },
    ]);
    expect(csv).toBe('\uFEFFNom;Salaire\r\n"Dupont; ""Jo""";12.5\r\nÉmile;');
  });

  it("fetches every page and reports progress", async () => {
    const all = Array.from({ length: 25 }, (_, i) => i);
    const shares: number[] = [];
    const rows = await fetchAllPages(
      async (page, size) => ({ data: all.slice((page - 1) * size, page * size), total: all.length }),
      {
        pageSize: 10,
        onProgress: (s) => shares.push(s),
      },
    );
    expect(rows).toEqual(all);
    expect(shares).toEqual([0.4, 0.8, 1]);
  });

  it("writes an XLSX workbook", async () => {
    const buffer = await toXlsx(columns, [{ name: "A", wage: 1 }], "Talents");
    expect(new Uint8Array(buffer).slice(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
  });

  it("dates file names", () =>
    expect(exportFileName("talents", "csv", new Date("2026-01-02T10:00:00Z"))).toBe("talents-2026-01-02.csv"));
});

// @vitest-environment happy-dom
// The talent and contract pickers of the request forms: what is typed goes to the server as a
// filter on a column the table has (talent.search_text, public.contract_search_text) in the
// normalised form, so that any row can be found and not only the first page; a pre-filled
// value shows its row's label (read by id), not its UUID.
import type { BaseRecord, CrudFilter, DataProvider } from "@refinedev/core";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form } from "antd";
import { afterEach, describe, expect, it } from "vitest";
import { renderInApp } from "../../src/test/render.tsx";
import { FieldInput } from "./fields.tsx";
import { contractField, talentField } from "./types/common.ts";
import type { FieldDef } from "./definition.ts";

type Read = { resource: string; filters: CrudFilter[]; pageSize?: number };

/** Rows filtered by `contains` like PostgREST's ilike; every list read and read by id recorded. */
const searchingProvider = (rows: Record<string, BaseRecord[]>) => {
  const reads: Read[] = [];
  const byId: string[] = [];
  const matches = (row: BaseRecord, filters: CrudFilter[]) =>
    filters.every(
      (f) =>
        "field" in f &&
        f.operator === "contains" &&
        String(row[f.field] ?? "")
          .toLowerCase()
          .includes(String(f.value).toLowerCase()),
    );
  const dataProvider: DataProvider = {
    getApiUrl: () => "",
    getList: async <T extends BaseRecord>({
      resource,
      filters = [],
      pagination,
    }: {
      resource: string;
      filters?: CrudFilter[];
      pagination?: { pageSize?: number };
    }) => {
      reads.push({ resource, filters, pageSize: pagination?.pageSize });
      const data = (rows[resource] ?? []).filter((r) => matches(r, filters));
      return { data: data.slice(0, pagination?.pageSize ?? 10) as T[], total: data.length };
    },
    getOne: async <T extends BaseRecord>({ resource, id }: { resource: string; id: string | number }) => {
      byId.push(`${resource}:${id}`);
      return { data: (rows[resource] ?? []).find((r) => r.id === id) as T };
    },
    create: async () => Promise.reject(new Error("read only")),
    update: async () => Promise.reject(new Error("read only")),
    deleteOne: async () => Promise.reject(new Error("read only")),
  };
  return { dataProvider, reads, byId };
};

// 60 talents: the one looked for is past the first page of 50
const TALENTS = Array.from({ length: 60 }, (_, i) => ({
  id: `t${i}`,
  first_name: i === 59 ? "Léa" : `Prénom${i}`,
  last_name: i === 59 ? "Roux" : `Nom${i}`,
  search_text: i === 59 ? "lea roux lea.roux@example.fr" : `prenom${i} nom${i}`,
}));
const CONTRACTS = [
  {
    id: "k1",
    contract_key: "CT-2026-0001",
    job_name: "Maçon",
    contract_search_text: "ct-2026-0001 eloise martin btp sud",
  },
  {
    id: "k2",
    contract_key: "CT-2026-0002",
    job_name: "Cariste",
    contract_search_text: "ct-2026-0002 lea roux logistique",
  },
];

const Picker = ({ field, initial }: { field: FieldDef; initial?: string }) => (
  <Form initialValues={{ [field.name]: initial }}>
    <Form.Item name={field.name} label={field.label}>
      <FieldInput field={field} />
    </Form.Item>
  </Form>
);

describe("reference pickers of the request forms", () => {
  afterEach(cleanup);

  it("searches talents on their normalised search_text, past the first page", async () => {
    const { dataProvider, reads } = searchingProvider({ talent: TALENTS });
    const user = userEvent.setup();
    renderInApp(<Picker field={talentField} />, { dataProvider });
    const box = screen.getByRole("combobox", { name: "Talent" });
    await user.click(box);
    await user.type(box, "Léa  ROUX");
    expect(await screen.findByTitle("Léa ROUX")).toBeTruthy();
    const searched = reads.filter((r) => r.resource === "talent" && r.filters.length);
    expect(searched.at(-1)?.filters).toEqual([{ field: "search_text", operator: "contains", value: "lea roux" }]);
    expect(reads.every((r) => r.filters.every((f) => "field" in f && f.field !== "title"))).toBe(true);
  });

  it("searches contracts by reference or by the talent's and company's names", async () => {
    const { dataProvider, reads } = searchingProvider({ contract: CONTRACTS });
    const user = userEvent.setup();
    renderInApp(<Picker field={contractField} />, { dataProvider });
    const box = screen.getByRole("combobox", { name: "Contrat" });
    await user.click(box);
    await user.type(box, "Éloïse");
    await waitFor(() => expect(screen.queryByTitle("CT-2026-0002 — Cariste")).toBeNull());
    expect(screen.getByTitle("CT-2026-0001 — Maçon")).toBeTruthy();
    expect(reads.at(-1)?.filters).toEqual([{ field: "contract_search_text", operator: "contains", value: "eloise" }]);
  });

  it("labels a pre-filled contract with its reference, read by id", async () => {
    const { dataProvider, byId } = searchingProvider({ contract: CONTRACTS });
    // the pre-filled row is not among the rows the picker's list read answers
    const { dataProvider: noRows } = searchingProvider({});
    renderInApp(<Picker field={contractField} initial="k2" />, {
      dataProvider: { ...dataProvider, getList: noRows.getList },
    });
    await waitFor(() => expect(screen.getByTitle("CT-2026-0002 — Cariste")).toBeTruthy());
    expect(screen.queryByText("k2")).toBeNull();
    expect(byId).toContain("contract:k2");
  });
});

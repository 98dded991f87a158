// @vitest-environment happy-dom
// A record select shows the name of its value when the value's record is not among the options
// read (the first page of the table): the record is read by id, never the UUID shown.
import type { BaseRecord, DataProvider } from "@refinedev/core";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { Form } from "antd";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../test/memory-data-provider.ts";
import { renderInApp } from "../../test/render.tsx";
import { RecordSelect, valueKeys, type RecordLookup } from "./record-select.tsx";

afterEach(cleanup);

type Company = { id: string; name: string };
const FIRST_PAGE: Company[] = [
  { id: "0a1b2c3d-0000-4000-8000-000000000001", name: "Alpha Construction" },
  { id: "0a1b2c3d-0000-4000-8000-000000000002", name: "Bâtir Ensemble" },
];
const FAR: Company = { id: "9f8e7d6c-0000-4000-8000-000000000099", name: "Zénith Bâtiment" };
const LOOKUP: RecordLookup<Company> = { resource: "company", optionLabel: "name", optionValue: "id" };

/** A table whose list read answers the first page only; a read by id finds any company. */
const pagedCompanies = () => {
  const byId: string[] = [];
  const memory = memoryDataProvider({ company: [...FIRST_PAGE, FAR] });
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    getList: async <TData extends BaseRecord>() => ({ data: FIRST_PAGE as unknown as TData[], total: 3 }),
    getOne: async (params) => {
      byId.push(String(params.id));
      return memory.dataProvider.getOne(params);
    },
  };
  return { dataProvider, byId };
};

const shownSelection = () => document.querySelector(".ant-select-selection-item")?.textContent;

describe("RecordSelect", () => {
  it("shows the name of a preset value that the first page does not hold", { timeout: 30_000 }, async () => {
    const { dataProvider, byId } = pagedCompanies();
    renderInApp(
      <Form initialValues={{ company_id: FAR.id }}>
        <Form.Item name="company_id" label="Entreprise">
          <RecordSelect lookup={LOOKUP} />
        </Form.Item>
      </Form>,
      { dataProvider },
    );
    await waitFor(() => expect(shownSelection()).toBe("Zénith Bâtiment"));
    expect(screen.queryByText(FAR.id)).toBeNull();
    expect(byId).toEqual([FAR.id]);
  });

  it("shows a value of the first page as it is", { timeout: 30_000 }, async () => {
    const { dataProvider } = pagedCompanies();
    renderInApp(
      <Form initialValues={{ company_id: FIRST_PAGE[1].id }}>
        <Form.Item name="company_id" label="Entreprise">
          <RecordSelect lookup={LOOKUP} />
        </Form.Item>
      </Form>,
      { dataProvider },
    );
    await waitFor(() => expect(shownSelection()).toBe("Bâtir Ensemble"));
  });

  it.each([
    [undefined, []],
    [null, []],
    ["", []],
    ["a", ["a"]],
    [
      ["a", "b"],
      ["a", "b"],
    ],
    [7, [7]],
  ])("reads %j as the ids %j", (value, keys) => expect(valueKeys(value)).toEqual(keys));
});

// @vitest-environment jsdom
import type { CrudFilters } from "@refinedev/core";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, Input } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "../../test/render.tsx";
import { FilterBar, type FilterCodec } from "./filter-bar.tsx";
import { filterIf, valueOf } from "./filter-codec.ts";

type Values = { q?: string };
const codec: FilterCodec<Values> = {
  toFilters: (v) => filterIf("name", "contains", v.q),
  fromFilters: (f) => ({ q: valueOf<string>(f, "name", "contains") }),
};

const renderBar = (filters: CrudFilters, setFilters = vi.fn()) => {
  renderInApp(
    <FilterBar<Values> filters={filters} setFilters={setFilters} codec={codec}>
      <Form.Item name="q" label="Nom">
        <Input />
      </Form.Item>
    </FilterBar>,
  );
  return setFilters;
};

afterEach(cleanup);

describe("FilterBar", () => {
  it("starts from the URL's filters", () => {
    renderBar([{ field: "name", operator: "contains", value: "dupont" }]);
    expect(screen.getByLabelText("Nom")).toHaveValue("dupont");
  });

  it("applies the form as filters, replacing the previous ones", async () => {
    const setFilters = renderBar([]);
    await userEvent.type(screen.getByLabelText("Nom"), "Martin");
    await userEvent.click(screen.getByRole("button", { name: "Filtrer" }));
    await waitFor(() => expect(setFilters).toHaveBeenCalledWith([{ field: "name", operator: "contains", value: "Martin" }], "replace"));
  });

  it("resets to no filter", async () => {
    const setFilters = renderBar([{ field: "name", operator: "contains", value: "dupont" }]);
    await userEvent.click(screen.getByRole("button", { name: "Réinitialiser" }));
    expect(setFilters).toHaveBeenCalledWith([], "replace");
    expect(screen.getByLabelText("Nom")).toHaveValue("");
  });
});

describe("FilterBar from the keyboard", () => {
  it("applies with Enter in a field, and with Enter on « Filtrer » reached by Tab", { timeout: 20_000 }, async () => {
    const setFilters = renderBar([]);
    await userEvent.type(screen.getByLabelText("Nom"), "Martin{Enter}");
    await waitFor(() => expect(setFilters).toHaveBeenCalledWith([{ field: "name", operator: "contains", value: "Martin" }], "replace"));
    setFilters.mockClear();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Filtrer" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(setFilters).toHaveBeenCalledTimes(1));
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Réinitialiser" })).toHaveFocus();
    await userEvent.keyboard(" ");
    expect(setFilters).toHaveBeenLastCalledWith([], "replace");
  });
});

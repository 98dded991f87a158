// @vitest-environment happy-dom
import type { CrudFilters } from "@refinedev/core";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, Input } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "../../test/render.tsx";
import { FilterBar, type FilterCodec } from "./filter-bar.tsx";
import { filterIf, valueOf } from "./filter-codec.ts";

type Values = { q?: string; city?: string };
const codec: FilterCodec<Values> = {
  toFilters: (v) => [...filterIf("name", "contains", v.q), ...filterIf("city", "eq", v.city)],
  fromFilters: (f) => ({ q: valueOf<string>(f, "name", "contains"), city: valueOf<string>(f, "city", "eq") }),
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

const renderTwoFields = (filters: CrudFilters, setFilters = vi.fn()) => {
  renderInApp(
    <FilterBar<Values> filters={filters} setFilters={setFilters} codec={codec}>
      <Form.Item name="q" label="Nom">
        <Input />
      </Form.Item>
      <Form.Item name="city" label="Ville">
        <Input />
      </Form.Item>
    </FilterBar>,
  );
  return setFilters;
};

/** antd's breakpoints as on a desktop screen (every min-width query matches; jsdom's polyfill matches none, a phone). */
const asDesktop = () =>
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: true,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("FilterBar", () => {
  it("starts from the URL's filters", () => {
    renderBar([{ field: "name", operator: "contains", value: "dupont" }]);
    expect(screen.getByLabelText("Nom")).toHaveValue("dupont");
  });

  it("applies the form as filters, replacing the previous ones", async () => {
    const setFilters = renderBar([]);
    await userEvent.type(screen.getByLabelText("Nom"), "Martin");
    await userEvent.click(screen.getByRole("button", { name: "Filtrer" }));
    await waitFor(() =>
      expect(setFilters).toHaveBeenCalledWith([{ field: "name", operator: "contains", value: "Martin" }], "replace"),
    );
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
    await waitFor(() =>
      expect(setFilters).toHaveBeenCalledWith([{ field: "name", operator: "contains", value: "Martin" }], "replace"),
    );
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

describe("FilterBar on a desktop", () => {
  it("folds the secondary filters behind « Plus de filtres (n) » when none is set, mounted when first unfolded", async () => {
    asDesktop();
    renderTwoFields([{ field: "name", operator: "contains", value: "dupont" }]);
    const more = screen.getByRole("button", { name: "Plus de filtres (1)" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByLabelText("Ville")).toBeNull();
    await userEvent.click(more);
    expect(screen.getByLabelText("Ville")).toBeVisible();
    expect(screen.getByRole("button", { name: "Moins de filtres" })).toHaveAttribute("aria-expanded", "true");
  });

  it("keeps a secondary filter typed, then folded, in what « Filtrer » applies", async () => {
    asDesktop();
    const setFilters = renderTwoFields([{ field: "name", operator: "contains", value: "dupont" }]);
    await userEvent.click(screen.getByRole("button", { name: "Plus de filtres (1)" }));
    await userEvent.type(screen.getByLabelText("Ville"), "Lyon");
    await userEvent.click(screen.getByRole("button", { name: "Moins de filtres" }));
    expect(screen.getByLabelText("Ville")).not.toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Filtrer" }));
    await waitFor(() =>
      expect(setFilters).toHaveBeenCalledWith(
        [
          { field: "name", operator: "contains", value: "dupont" },
          { field: "city", operator: "eq", value: "Lyon" },
        ],
        "replace",
      ),
    );
  });

  it("shows them unfolded when one of them is set", () => {
    asDesktop();
    renderTwoFields([{ field: "city", operator: "eq", value: "Lyon" }]);
    expect(screen.getByLabelText("Ville")).toBeVisible();
    expect(screen.getByLabelText("Ville")).toHaveValue("Lyon");
    expect(screen.getByRole("button", { name: "Moins de filtres" })).toHaveAttribute("aria-expanded", "true");
  });
});

describe("FilterBar on a phone", () => {
  it("puts the secondary filters in a drawer opened by « Filtres (n) », n being the filters applied", async () => {
    const setFilters = renderTwoFields([{ field: "name", operator: "contains", value: "dupont" }]);
    expect(screen.queryByRole("button", { name: /^Plus de filtres/ })).toBeNull();
    expect(screen.queryByLabelText("Ville")).not.toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Filtres (1)" }));
    const drawer = await screen.findByRole("dialog", { name: "Filtres" });
    await userEvent.type(within(drawer).getByLabelText("Ville"), "Lyon{Enter}");
    const both = [
      { field: "name", operator: "contains", value: "dupont" },
      { field: "city", operator: "eq", value: "Lyon" },
    ];
    await waitFor(() => expect(setFilters).toHaveBeenCalledWith(both, "replace"));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Filtres" })).toBeNull());
  });
});

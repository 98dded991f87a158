// @vitest-environment happy-dom
import type { CrudFilters } from "@refinedev/core";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { FilterBar } from "../../src/components/table/filter-bar.tsx";
import { searchCommunes } from "../../src/lib/geo/communes.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { toDistanceFilters } from "./distance.ts";
import { DistanceFilterFields } from "./distance-filter.tsx";
import { talentFilterCodec, type TalentFilterValues } from "./filters.ts";

afterEach(cleanup);
beforeAll(() => searchCommunes("lyon"), 30_000);
const enter = (element: HTMLElement) => fireEvent.keyDown(element, { key: "Enter", keyCode: 13, which: 13 });

const mount = (filters: CrudFilters = []) => {
  const setFilters = vi.fn();
  renderInApp(
    <FilterBar<TalentFilterValues> filters={filters} setFilters={setFilters} codec={talentFilterCodec}>
      <DistanceFilterFields />
    </FilterBar>,
  );
  return setFilters;
};

const choose = async (name: string, typed: string, option: string) => {
  const input = screen.getByRole("combobox", { name });
  await userEvent.type(input, typed);
  await screen.findByTitle(option);
  enter(input);
};

describe("distance filter fields", () => {
  it("turns a commune and a radius into the list's distance filter", { timeout: 30_000 }, async () => {
    const setFilters = mount();
    await choose("Autour de (ville)", "villeur", "Villeurbanne (69100)");
    await choose("Rayon (km)", "20", "20 km");
    await userEvent.click(screen.getByRole("button", { name: "Filtrer" }));
    await waitFor(() => expect(setFilters).toHaveBeenCalledTimes(1));
    const [filters, behavior] = setFilters.mock.calls[0];
    expect(behavior).toBe("replace");
    expect(filters).toEqual([
      {
        field: "distance_from",
        operator: "lte",
        value: expect.objectContaining({ code: "69266", name: "Villeurbanne", postal_code: "69100", km: 20 }),
      },
    ]);
  });

  it("shows the URL's commune and radius", { timeout: 30_000 }, async () => {
    const lyon = {
      code: "69123",
      name: "Lyon",
      postalCodes: ["69001"],
      departmentCode: "69",
      latitude: 45.7485,
      longitude: 4.8467,
    };
    mount(toDistanceFilters({ near: lyon, radius_km: 50 }));
    expect(document.querySelector(".ant-select-selection-item[title='Lyon (69001)']")).not.toBeNull();
    expect(document.querySelector(".ant-select-selection-item[title='50 km']")).not.toBeNull();
  });

  it("refuses a commune whose position is unknown", { timeout: 30_000 }, async () => {
    const [unplaced] = await searchCommunes("Lyons-la-Forêt");
    expect(unplaced.latitude).toBeUndefined();
    const setFilters = mount();
    await choose("Autour de (ville)", "lyons la foret", "Lyons-la-Forêt (27480)");
    await userEvent.click(screen.getByRole("button", { name: "Filtrer" }));
    expect(
      await screen.findByText("Position inconnue pour cette ville : choisissez une commune voisine"),
    ).toBeInTheDocument();
    expect(setFilters).not.toHaveBeenCalled();
  });
});

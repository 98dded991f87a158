// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { toAddressRow, type AddressValue } from "../../lib/geo/address.ts";
import { searchCommunes } from "../../lib/geo/communes.ts";
import { renderInApp } from "../../test/render.tsx";
import { AddressField } from "./address-field.tsx";

afterEach(cleanup);
beforeAll(() => searchCommunes("lyon"), 30_000);
const enter = (element: HTMLElement) => fireEvent.keyDown(element, { key: "Enter", keyCode: 13, which: 13 });

/** The field under a parent that keeps its value, as a Form.Item does; `latest` is the last change. */
const mount = (initial?: AddressValue) => {
  const seen: { latest?: AddressValue } = {};
  const Parent = () => {
    const [value, setValue] = useState<AddressValue | undefined>(initial);
    return (
      <AddressField
        value={value}
        onChange={(next) => {
          seen.latest = next;
          setValue(next);
        }}
      />
    );
  };
  renderInApp(<Parent />);
  return seen;
};

describe("AddressField", () => {
  it("builds a French address row from a street and a commune found by postal code", { timeout: 20_000 }, async () => {
    const seen = mount();
    await userEvent.type(screen.getByRole("textbox", { name: "Adresse" }), "12 rue de la Paix");
    const city = screen.getByRole("combobox", { name: "Ville" });
    await userEvent.type(city, "69003");
    expect(await screen.findByText("Lyon (69003)")).toBeInTheDocument();
    enter(city);
    await waitFor(() => expect(seen.latest?.city).toBe("Lyon"));
    const row = toAddressRow(seen.latest!);
    expect(row).toMatchObject({
      street1: "12 rue de la Paix",
      postal_code: "69003",
      city: "Lyon",
      department_code: "69",
      department_name: "Rhône",
      region_name: "Auvergne-Rhône-Alpes",
      country_code: "FR",
      formatted: "12 rue de la Paix, 69003 Lyon",
    });
    expect(row.location).toMatch(/^POINT\(4\.8\d+ 45\.7\d+\)$/);
    // editing the street afterwards keeps the commune and its point
    await userEvent.type(screen.getByRole("textbox", { name: "Adresse" }), " bis");
    expect(toAddressRow(seen.latest!)).toMatchObject({
      street1: "12 rue de la Paix bis",
      city: "Lyon",
      formatted: "12 rue de la Paix bis, 69003 Lyon",
    });
    expect(toAddressRow(seen.latest!).latitude).not.toBeNull();
  });

  it("shows a saved address's commune", { timeout: 20_000 }, async () => {
    mount({
      street1: "3 quai Saint-Antoine",
      postal_code: "69002",
      city: "Lyon",
      country_code: "FR",
      latitude: 45.76,
      longitude: 4.83,
    });
    expect(screen.getByRole("textbox", { name: "Adresse" })).toHaveValue("3 quai Saint-Antoine");
    expect(document.querySelector(".ant-select-selection-item")).toHaveTextContent("Lyon (69002)");
  });

  it("takes a postal code and a city typed by hand outside France", { timeout: 20_000 }, async () => {
    const seen = mount({ street1: "Rue Neuve 1", country_code: "FR" });
    const country = screen.getByRole("combobox", { name: "Pays" });
    await userEvent.click(country);
    await userEvent.click(await screen.findByTitle("Belgique"));
    await waitFor(() => expect(seen.latest?.country_code).toBe("BE"));
    await userEvent.type(screen.getByRole("textbox", { name: "Code postal" }), "1000");
    await userEvent.type(screen.getByRole("textbox", { name: "Ville" }), "Bruxelles");
    expect(toAddressRow(seen.latest!)).toMatchObject({
      street1: "Rue Neuve 1",
      postal_code: "1000",
      city: "Bruxelles",
      country_code: "BE",
      formatted: "Rue Neuve 1, 1000 Bruxelles, Belgique",
      location: null,
    });
  });

  it(
    "offers the address search only with a Google Maps key — R:UI-ADDRESS-COUNTRIES",
    { timeout: 20_000 },
    async () => {
      renderInApp(<AddressField googleMapsApiKey="test-key" />);
      expect(screen.getByRole("combobox", { name: "Rechercher une adresse" })).toBeInTheDocument();
      cleanup();
      renderInApp(<AddressField />);
      expect(screen.queryByRole("combobox", { name: "Rechercher une adresse" })).toBeNull();
    },
  );
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { searchCommunes, type Commune } from "../../lib/geo/communes.ts";
import { renderInApp } from "../../test/render.tsx";
import { CitySelect } from "./city-select.tsx";

afterEach(cleanup);
// rc-select reads `which`, which user-event's keyboard leaves at 0 under jsdom.
const press = (element: HTMLElement, key: "Enter" | "ArrowDown", keyCode: number) =>
  fireEvent.keyDown(element, { key, keyCode, which: keyCode });
// The communes data loads once (≈2 s in a test worker); the tests below then measure the UI.
beforeAll(() => searchCommunes("lyon"), 30_000);

const Controlled = ({ onChange }: { onChange: (commune?: Commune) => void }) => {
  const [value, setValue] = useState<Commune>();
  return (
    <CitySelect
      value={value}
      onChange={(commune) => {
        setValue(commune);
        onChange(commune);
      }}
    />
  );
};

describe("CitySelect", () => {
  it("searches without accents and picks with the keyboard", { timeout: 20_000 }, async () => {
    const onChange = vi.fn();
    renderInApp(<Controlled onChange={onChange} />);
    const input = screen.getByRole("combobox", { name: "Ville" });
    await userEvent.type(input, "villeur");
    expect(await screen.findByText("Villeurbanne (69100)")).toBeInTheDocument();
    press(input, "Enter", 13);
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ code: "69266", name: "Villeurbanne" })),
    );
    expect(document.querySelector(".ant-select-selection-item")).toHaveTextContent("Villeurbanne (69100)");
  });

  it("labels a commune with the postal code typed", { timeout: 20_000 }, async () => {
    const onChange = vi.fn();
    renderInApp(<Controlled onChange={onChange} />);
    const input = screen.getByRole("combobox", { name: "Ville" });
    await userEvent.type(input, "69003");
    expect(await screen.findByText("Lyon (69003)")).toBeInTheDocument();
    press(input, "Enter", 13);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ code: "69123" })));
    expect(onChange.mock.calls[0][0].postalCodes[0]).toBe("69003");
  });

  it("moves through the results with the arrow keys", { timeout: 20_000 }, async () => {
    const onChange = vi.fn();
    renderInApp(<Controlled onChange={onChange} />);
    const input = screen.getByRole("combobox", { name: "Ville" });
    await userEvent.type(input, "saint etienne");
    expect(await screen.findByText("Saint-Étienne (42000)")).toBeInTheDocument();
    press(input, "ArrowDown", 40);
    press(input, "Enter", 13);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const [chosen] = onChange.mock.calls[0];
    expect(chosen.code).not.toBe("42218");
    expect(chosen.name).toMatch(/^Saint-Étienne-/);
  });

  it("says when no commune matches", { timeout: 20_000 }, async () => {
    renderInApp(<CitySelect />);
    await userEvent.type(screen.getByRole("combobox", { name: "Ville" }), "zzqqxx");
    expect(await screen.findByText("Aucune ville trouvée")).toBeInTheDocument();
  });
});

// @vitest-environment happy-dom
// PaletteSearch inside a real kbar provider: what is typed becomes kbar's search, a parent
// action entered empties the field and names it in the placeholder, Backspace on the empty
// field goes back up. (The fast-burst regression itself needs a real browser: palette.spec.ts.)
import { KBarProvider, useKBar } from "@refinedev/kbar";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { PaletteSearch } from "./palette-search.tsx";

const ACTIONS = [
  { id: "settings", name: "Paramètres" },
  { id: "members", name: "Membres", parent: "settings", perform: () => undefined },
];

const Probe = () => {
  const { query, search, root } = useKBar((state) => ({ search: state.searchQuery, root: state.currentRootActionId }));
  return (
    <>
      <output aria-label="recherche kbar">{search}</output>
      <output aria-label="racine">{root ?? ""}</output>
      <button type="button" onClick={() => query.setCurrentRootAction("settings")}>
        Entrer dans Paramètres
      </button>
    </>
  );
};

const renderSearch = () =>
  render(
    <KBarProvider actions={ACTIONS}>
      <PaletteSearch defaultPlaceholder="Aller à une page…" aria-label="Recherche" />
      <Probe />
    </KBarProvider>,
  );

afterEach(cleanup);

describe("PaletteSearch", () => {
  it("is focused and empty, and what is typed becomes kbar's search", async () => {
    renderSearch();
    const field = screen.getByRole("combobox", { name: "Recherche" });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute("placeholder", "Aller à une page…");
    await userEvent.type(field, "Bâtir Aquitaine");
    expect(field).toHaveValue("Bâtir Aquitaine");
    expect(await screen.findByLabelText("recherche kbar")).toHaveTextContent("Bâtir Aquitaine");
  });

  it("starts empty under a parent action, named in the placeholder, and Backspace goes back up", async () => {
    renderSearch();
    const field = screen.getByRole("combobox", { name: "Recherche" });
    await userEvent.type(field, "param");
    await userEvent.click(screen.getByRole("button", { name: "Entrer dans Paramètres" }));
    expect(await screen.findByLabelText("racine")).toHaveTextContent("settings");
    expect(field).toHaveValue("");
    expect(field).toHaveAttribute("placeholder", "Paramètres");
    expect(screen.getByLabelText("recherche kbar")).toHaveTextContent("");

    field.focus();
    await userEvent.keyboard("{Backspace}");
    await expect.poll(() => screen.getByLabelText("racine").textContent).toBe("");
    expect(field).toHaveAttribute("placeholder", "Aller à une page…");
  });
});

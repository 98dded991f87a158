// @vitest-environment happy-dom
// The companies list against the in-memory data provider: rows, empty, loading and error states.
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { CompanyList } from "./list.tsx";

afterEach(cleanup);

const COMPANY = {
  id: "co-1",
  name: "Bâtiments Élan",
  siren: "732829320",
  status: "client",
  naf_code: "43.99C",
  naf_code_label: "Travaux de maçonnerie générale et gros œuvre de bâtiment",
  formatted_address: "25 cours Émile Zola, 69100 Villeurbanne",
  created_at: "2026-01-05T10:00:00Z",
  company_group: { id: "g-1", name: "Groupe Rhône Bâtir" },
};

const renderList = (...args: Parameters<typeof memoryDataProvider>) =>
  renderInApp(<CompanyList />, { path: "/companies", dataProvider: memoryDataProvider(...args).dataProvider });

describe("CompanyList", () => {
  it("shows each company with its link, its group and the count", { timeout: 60_000 }, async () => {
    renderList({ company: [COMPANY] });
    // the first render of an antd table can be slow on a busy machine
    await screen.findByText("Entreprises trouvées : 1", undefined, { timeout: 30_000 });
    const row = screen.getAllByRole("row")[1];
    expect(within(row).getByRole("link", { name: "Bâtiments Élan" })).toHaveAttribute("href", "/companies/co-1");
    expect(within(row).getByRole("link", { name: "Groupe Rhône Bâtir" })).toHaveAttribute(
      "href",
      "/company-groups/g-1",
    );
    expect(row).toHaveTextContent("732829320");
  });

  it("says in French that there is no company", async () => {
    renderList({ company: [] });
    expect(await screen.findByText("Aucun résultat")).toBeInTheDocument();
    expect(screen.getByText("Entreprises trouvées : 0")).toBeInTheDocument();
  });

  it("shows the table busy while the companies load", async () => {
    const { container } = renderList({}, undefined, { company: "loading" });
    await screen.findByRole("table");
    // antd's spinner over the table announces the wait (aria-busy)
    expect(container.querySelector("[aria-busy=true]")).not.toBeNull();
    expect(screen.queryByText("Aucun résultat")).toBeNull();
  });

  it("explains in French that the list could not be read", async () => {
    renderList({}, undefined, { company: { message: "permission denied for table company", statusCode: 403 } });
    expect(await screen.findByText("Impossible de charger la liste")).toBeInTheDocument();
  });
});

// @vitest-environment happy-dom
// The contacts list against the in-memory data provider: rows, empty, loading and error states.
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { ContactList } from "./list.tsx";

afterEach(cleanup);

const CONTACT = {
  id: "c-1",
  civility: "mrs",
  first_name: "Hélène",
  last_name: "Garnier",
  email: "helene.garnier@exemple.fr",
  phone_number: "+33612345678",
  job_title: "Conductrice de travaux",
  status: "active",
  company_id: "co-1",
  created_at: "2026-01-05T10:00:00Z",
  company: { id: "co-1", name: "Bâtiments Élan" },
};

const renderList = (...args: Parameters<typeof memoryDataProvider>) =>
  renderInApp(<ContactList />, { path: "/contacts", dataProvider: memoryDataProvider(...args).dataProvider });

describe("ContactList", () => {
  it("shows each contact with its links, job title and the count", { timeout: 60_000 }, async () => {
    renderList({ contact: [CONTACT] });
    // the first render of an antd table can be slow on a busy machine
    await screen.findByText("Contacts trouvés : 1", undefined, { timeout: 30_000 });
    const row = screen.getAllByRole("row")[1];
    expect(within(row).getByRole("link", { name: "Hélène GARNIER" })).toHaveAttribute("href", "/contacts/c-1");
    expect(within(row).getByRole("link", { name: "Bâtiments Élan" })).toHaveAttribute("href", "/companies/co-1");
    expect(row).toHaveTextContent("Conductrice de travaux");
    expect(screen.getByText("Contacts trouvés : 1")).toBeInTheDocument();
  });

  it("says in French that there is no contact", async () => {
    renderList({ contact: [] });
    expect(await screen.findByText("Aucun résultat")).toBeInTheDocument();
    expect(screen.getByText("Contacts trouvés : 0")).toBeInTheDocument();
  });

  it("shows the table busy while the contacts load", async () => {
    const { container } = renderList({}, undefined, { contact: "loading" });
    await screen.findByRole("table");
    // antd's spinner over the table announces the wait (aria-busy)
    expect(container.querySelector("[aria-busy=true]")).not.toBeNull();
    expect(screen.queryByText("Aucun résultat")).toBeNull();
  });

  it("explains in French that the list could not be read", async () => {
    renderList({}, undefined, { contact: { message: "permission denied for table contact", statusCode: 403 } });
    expect(await screen.findByText("Impossible de charger la liste")).toBeInTheDocument();
  });
});

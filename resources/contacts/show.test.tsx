// @vitest-environment happy-dom
// A contact's page against the in-memory data provider: the record in its form, loading, a read
// error and a record out of reach.
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { CONTACT_LIST_SELECT } from "../../src/domain/contacts/select.ts";
import { ListOfLinks, withRecordReadsPending } from "../../src/test/list-of-links.tsx";
import { afterEach, describe, expect, it } from "vitest";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { ContactShow } from "./show.tsx";

afterEach(cleanup);

const CONTACT = {
  id: "c-1",
  civility: "mrs",
  first_name: "Hélène",
  last_name: "Garnier",
  email: "helene.garnier@exemple.fr",
  phone_number: null,
  job_title: "Conductrice de travaux",
  status: "active",
  company_id: "co-1",
  created_at: "2026-01-05T10:00:00Z",
  company: { id: "co-1", name: "Bâtiments Élan" },
};

const renderShow = (...args: Parameters<typeof memoryDataProvider>) =>
  renderInApp(
    <Routes>
      <Route path="/contacts/:id" element={<ContactShow />} />
    </Routes>,
    { path: "/contacts/c-1", dataProvider: memoryDataProvider(...args).dataProvider },
  );

describe("ContactShow", () => {
  it("shows the contact's name, job title and company, and its fields in the form", { timeout: 60_000 }, async () => {
    renderShow({ contact: [CONTACT] });
    expect(await screen.findByRole("heading", { name: "Hélène GARNIER" }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Bâtiments Élan" })).toHaveAttribute("href", "/companies/co-1");
    expect(await screen.findByDisplayValue("helene.garnier@exemple.fr")).toBeInTheDocument();
  });

  it("opened from the list, shows the row's name, job title, company and status while its own read is on the network", async () => {
    const { dataProvider } = memoryDataProvider({ contact: [CONTACT] });
    renderInApp(
      <Routes>
        <Route
          path="/contacts"
          element={
            <ListOfLinks
              resource="contact"
              select={CONTACT_LIST_SELECT}
              to={(row) => `/contacts/${row.id}`}
              label={(row) => String(row.last_name)}
            />
          }
        />
        <Route path="/contacts/:id" element={<ContactShow />} />
      </Routes>,
      { path: "/contacts", dataProvider: withRecordReadsPending(dataProvider) },
    );
    await userEvent.click(await screen.findByRole("link", { name: "Garnier" }));
    expect(await screen.findByRole("heading", { name: "Hélène GARNIER" })).toBeInTheDocument();
    expect(screen.getByText("Conductrice de travaux")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Bâtiments Élan" })).toHaveAttribute("href", "/companies/co-1");
    // the form waits for the whole record
    expect(screen.queryByDisplayValue("helene.garnier@exemple.fr")).toBeNull();
  });

  it("shows no error while the contact loads", async () => {
    renderShow({}, undefined, { contact: "loading" });
    expect(await screen.findByRole("heading", { name: "Contact" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByDisplayValue("helene.garnier@exemple.fr")).toBeNull();
  });

  it("explains in French that the contact could not be read", async () => {
    const denied = { message: "permission denied for table contact", code: "42501", statusCode: 403 };
    renderShow({}, undefined, { contact: denied });
    expect(await screen.findByText("Impossible de charger la liste")).toBeInTheDocument();
    expect(screen.getByText(errorMessage(denied) ?? "")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Contact" })).toBeInTheDocument();
  });

  it("says in French that a contact out of reach cannot be shown, with the way back", async () => {
    renderShow({}, undefined, {
      contact: { message: "JSON object requested, multiple (or no) rows returned", statusCode: 406 },
    });
    expect(await screen.findByText("Fiche introuvable")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Retour à la liste des contacts" })).toHaveAttribute("href", "/contacts");
  });
});

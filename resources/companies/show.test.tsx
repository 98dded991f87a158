// @vitest-environment happy-dom
// A company's page against the in-memory data provider: the record, loading, a read error and a
// record out of reach.
import type { DataProvider } from "@refinedev/core";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { ListOfLinks, withRecordReadsPending } from "../../src/test/list-of-links.tsx";
import { COMPANY_LIST_SELECT } from "../../src/domain/companies/select.ts";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { RuntimeConfigProvider } from "../../src/config/runtime-config-context.tsx";
import { TEST_RUNTIME_CONFIG } from "../../src/test/session.ts";
import { CompanyShow } from "./show.tsx";

afterEach(cleanup);

const COMPANY = {
  id: "co-1",
  name: "Bâtiments Élan",
  siren: "732829320",
  status: "client",
  vat_number: "FR44732829320",
  naf_code: null,
  naf_code_label: null,
  company_group: { id: "g-1", name: "Groupe Rhône Bâtir" },
};

const renderPage = (dataProvider: DataProvider) =>
  renderInApp(
    <RuntimeConfigProvider config={TEST_RUNTIME_CONFIG}>
      <Routes>
        <Route path="/companies/:id" element={<CompanyShow />} />
      </Routes>
    </RuntimeConfigProvider>,
    { path: "/companies/co-1", dataProvider },
  );

const renderShow = (...args: Parameters<typeof memoryDataProvider>) =>
  renderPage(memoryDataProvider(...args).dataProvider);

describe("CompanyShow", () => {
  it("shows the company's name, SIREN, group and tabs", { timeout: 60_000 }, async () => {
    renderShow({ company: [COMPANY] });
    expect(await screen.findByRole("heading", { name: "Bâtiments Élan" }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText("SIREN 732829320")).toBeInTheDocument();
    // the tabs' contents render after the header, from the whole record
    expect(await screen.findByRole("link", { name: "Groupe Rhône Bâtir" })).toHaveAttribute(
      "href",
      "/company-groups/g-1",
    );
    for (const tab of ["Détails", "Établissements", "Contacts", "Missions"])
      expect(screen.getByRole("tab", { name: tab })).toBeInTheDocument();
    // the status card (accounting's « Bloquer », the history) heads the details tab
    expect(screen.getByText("Statut de l'entreprise")).toBeInTheDocument();
  });

  it("fills its details form from the page's read, without reading the company a second time", async () => {
    const { dataProvider } = memoryDataProvider({ company: [COMPANY] });
    const reads: string[] = [];
    const getOne: typeof dataProvider.getOne = (params) => {
      reads.push(params.resource);
      return dataProvider.getOne(params);
    };
    renderPage({ ...dataProvider, getOne });
    expect(await screen.findByDisplayValue("Bâtiments Élan", {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(reads.filter((resource) => resource === "company")).toHaveLength(1);
  });

  it("opened from the list, shows the row's name, status and SIREN while its own read is on the network", async () => {
    const { dataProvider } = memoryDataProvider({
      company: [{ id: "co-1", name: "Bâtiments Élan", siren: "732829320", status: "active" }],
    });
    renderInApp(
      <RuntimeConfigProvider config={TEST_RUNTIME_CONFIG}>
        <Routes>
          <Route
            path="/companies"
            element={
              <ListOfLinks
                resource="company"
                select={COMPANY_LIST_SELECT}
                to={(row) => `/companies/${row.id}`}
                label={(row) => String(row.name)}
              />
            }
          />
          <Route path="/companies/:id" element={<CompanyShow />} />
        </Routes>
      </RuntimeConfigProvider>,
      { path: "/companies", dataProvider: withRecordReadsPending(dataProvider) },
    );
    await userEvent.click(await screen.findByRole("link", { name: "Bâtiments Élan" }));
    expect(await screen.findByRole("heading", { name: "Bâtiments Élan" })).toBeInTheDocument();
    expect(screen.getByText("SIREN 732829320")).toBeInTheDocument();
    expect(screen.getByText("Client actif")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Détails" })).toBeInTheDocument();
    // nothing the row does not hold: the details wait for the record
    expect(screen.queryByText("Statut de l'entreprise")).toBeNull();
  });

  it("shows neither a title nor an error while the company loads", async () => {
    renderShow({}, undefined, { company: "loading" });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    // (antd's skeleton draws an empty heading)
    expect(screen.queryByRole("heading", { name: /\S/ })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("explains in French that the company could not be read", async () => {
    const denied = { message: "permission denied for table company", code: "42501", statusCode: 403 };
    renderShow({}, undefined, { company: denied });
    expect(await screen.findByText("Impossible de charger la liste")).toBeInTheDocument();
    expect(screen.getByText(errorMessage(denied) ?? "")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Entreprise" })).toBeInTheDocument();
  });

  it("says in French that a company out of reach cannot be shown, with the way back", async () => {
    renderShow({}, undefined, {
      company: { message: "JSON object requested, multiple (or no) rows returned", statusCode: 406 },
    });
    expect(await screen.findByText("Fiche introuvable")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Retour à la liste des entreprises" })).toHaveAttribute(
      "href",
      "/companies",
    );
  });
});

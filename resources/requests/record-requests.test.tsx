// @vitest-environment happy-dom
// The company's "Demandes" tab and the contract's requests card: every request of every type
// about the record (request_summary), named by type, with its French status and its link; the
// types that concern the record are created from there, pre-filled with it.
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
// registering the entries is what the app's registry does at boot
import "../advance-payment-requests/index.ts";
import "../company-insurance-requests/index.ts";
import "../medical-checkup-requests/index.ts";
import "../ppe-requests/index.ts";
import "../recruitment-office-invoice-requests/index.ts";
import { CompanyRequestsCard, ContractRequestsCard } from "./record-requests.tsx";
// the cards link a request only to a screen of the app's registry (screen-link.ts), which registers itself on import
import "../../src/app/registry.ts";
import { signedInAs } from "../../src/test/session.ts";

/** The types offered for creation are those the roles may create: a consultant creates these. */
const CONSULTANT = signedInAs(["consultant_team_member"]);

const type = (entity: string, label: string, route: string, position: number) => ({
  entity,
  label,
  plural_label: label,
  route,
  status_enum: `${entity}_status`,
  initial_status: "requested",
  terminal_statuses: ["rejected", "canceled"],
  editable_statuses: ["requested"],
  content_fields: [],
  has_amounts: false,
  deadline_rule: null,
  position,
});

const TYPES = [
  type("advance_payment_request", "Demande d'acompte", "advance-payment-requests", 1),
  type("medical_checkup_request", "Visite médicale", "medical-checkup-requests", 2),
  type("ppe_request", "Demande d'EPI", "ppe-requests", 3),
  type(
    "recruitment_office_invoice_request",
    "Facture cabinet de recrutement",
    "recruitment-office-invoice-requests",
    4,
  ),
  type("company_insurance_request", "Demande d'assurance-crédit", "company-insurance-requests", 5),
];

const summary = (entity: string, id: string, status: string, extra: Record<string, string>) => ({
  entity,
  id,
  status,
  due_at: null,
  closed_at: null,
  created_at: "2026-03-01T09:00:00Z",
  ...extra,
});

const LABELS = [
  { enum_name: "company_insurance_request_status", value: "draft", label: "Brouillon" },
  { enum_name: "ppe_request_status", value: "approved", label: "Validée" },
  { enum_name: "medical_checkup_request_status", value: "to_schedule", label: "À planifier" },
  { enum_name: "advance_payment_request_status", value: "paid", label: "Versée" },
];

const Where = () => {
  const location = useLocation();
  return <output aria-label="adresse">{location.pathname + location.search}</output>;
};

const withAddress = (card: ReactElement) => (
  <Routes>
    <Route
      path="*"
      element={
        <>
          {card}
          <Where />
        </>
      }
    />
  </Routes>
);

const typeOptions = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole("combobox", { name: "Type" }));
  await screen.findByRole("listbox");
  return [...document.querySelectorAll(".ant-select-item-option")].map((o) => o.getAttribute("title"));
};

describe("CompanyRequestsCard", () => {
  afterEach(cleanup);

  const ROWS = {
    request_type: TYPES,
    enum_label: LABELS,
    request_summary: [
      summary("company_insurance_request", "i1", "draft", { company_id: "c1" }),
      summary("ppe_request", "p1", "approved", { company_id: "c1", talent_id: "t1" }),
    ],
  };

  it("lists the company's requests of every type with their French status and link — R:UI-REQUEST-DRAWER", async () => {
    const { dataProvider } = memoryDataProvider(ROWS);
    renderInApp(<CompanyRequestsCard companyId="c1" />, { dataProvider });
    const insurance = await screen.findByRole("row", { name: /Demande d'assurance-crédit/ });
    expect(within(insurance).getByRole("link", { name: "Demande d'assurance-crédit" }).getAttribute("href")).toBe(
      "/company-insurance-requests?open=i1",
    );
    expect(await within(insurance).findByText("Brouillon")).toBeTruthy();
    expect(within(screen.getByRole("row", { name: /Demande d'EPI/ })).getByText("Validée")).toBeTruthy();
  });

  it("offers only the types about a company and opens the form with the company pre-filled", async () => {
    const { dataProvider } = memoryDataProvider(ROWS);
    const user = userEvent.setup();
    renderInApp(withAddress(<CompanyRequestsCard companyId="c1" />), {
      dataProvider,
      path: "/companies/c1",
      authProvider: CONSULTANT,
    });
    expect(await typeOptions(user)).toEqual([
      "Demande d'EPI",
      "Facture cabinet de recrutement",
      "Demande d'assurance-crédit",
    ]);
    await user.click(screen.getByTitle("Demande d'assurance-crédit"));
    await user.click(screen.getByRole("button", { name: "Créer" }));
    expect(screen.getByRole("status", { name: "adresse" }).textContent).toBe(
      "/company-insurance-requests?create=1&company_id=c1",
    );
  });

  it("says when the company has no request", async () => {
    const { dataProvider } = memoryDataProvider({ ...ROWS, request_summary: [] });
    renderInApp(<CompanyRequestsCard companyId="c1" />, { dataProvider });
    expect(await screen.findByText("Aucune demande pour cette entreprise")).toBeTruthy();
  });
});

describe("ContractRequestsCard", () => {
  afterEach(cleanup);

  const contract = { id: "k1", contract_key: "CT-1", talent_id: "t1", company_id: "c1" };
  const ROWS = {
    request_type: TYPES,
    enum_label: LABELS,
    contract: [{ id: "k1" }, { id: "k2" }],
    request_summary: [
      summary("medical_checkup_request", "m1", "to_schedule", { contract_id: "k1", talent_id: "t1" }),
      summary("advance_payment_request", "a1", "paid", { contract_id: "k2", talent_id: "t1" }),
      summary("ppe_request", "p1", "approved", { contract_id: "k1", talent_id: "t1" }),
    ],
  };

  it("lists every request of the contract (and its amendments), not only its definitive ends", async () => {
    const { dataProvider } = memoryDataProvider(ROWS);
    renderInApp(<ContractRequestsCard contract={contract} />, { dataProvider });
    expect(await screen.findByText("Demandes liées au contrat")).toBeTruthy();
    const medical = await screen.findByRole("row", { name: /Visite médicale/ });
    expect(within(medical).getByRole("link", { name: "Visite médicale" }).getAttribute("href")).toBe(
      "/medical-checkup-requests/m1",
    );
    expect(await within(medical).findByText("À planifier")).toBeTruthy();
    expect(within(screen.getByRole("row", { name: /Demande d'acompte/ })).getByText("Versée")).toBeTruthy();
    expect(within(screen.getByRole("row", { name: /Demande d'EPI/ })).getByText("Validée")).toBeTruthy();
  });

  it("creates the types about a contract pre-filled with the contract, its talent and its client", async () => {
    const { dataProvider } = memoryDataProvider(ROWS);
    const user = userEvent.setup();
    renderInApp(withAddress(<ContractRequestsCard contract={contract} />), {
      dataProvider,
      path: "/contracts/k1",
      authProvider: CONSULTANT,
    });
    expect(await typeOptions(user)).toEqual(["Demande d'acompte", "Visite médicale", "Demande d'EPI"]);
    await user.click(screen.getByTitle("Visite médicale"));
    await user.click(screen.getByRole("button", { name: "Créer" }));
    expect(screen.getByRole("status", { name: "adresse" }).textContent).toBe(
      "/medical-checkup-requests?create=1&contract_id=k1&talent_id=t1&company_id=c1",
    );
  });
});

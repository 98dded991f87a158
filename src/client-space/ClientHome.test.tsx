// @vitest-environment happy-dom
// The client contact's home as public.client_space_home() answers it (issue #50's contract):
// orders, contracts (those to sign first), weeks (those to approve first), invoices with what is
// left to pay, with their French statuses, and the agency's contact; the empty sections in
// French; the 42501 refusal.
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeClient, NO_ACCESS, type HomeAnswer } from "../test/portal-client.ts";
import { PortalApp } from "../portal/PortalApp.tsx";
import { ClientHome } from "./ClientHome.tsx";
import type { ClientHome as Home } from "./types.ts";

const FULL: Home = {
  contact: { id: "k1", first_name: "Sophie", last_name: "Martin" },
  company: { id: "co1", name: "Bâtir Sud" },
  agency: { name: "Renfort Lyon", phone: "+33 4 72 00 00 00", email: "lyon@renfort.test" },
  orders: [
    {
      id: "o1",
      reference: "CMD-2026-000012",
      job_name: "Maçon",
      start_date: "2026-12-01",
      end_date: "2026-12-19",
      status: "sourcing",
    },
  ],
  contracts: [
    {
      id: "c1",
      contract_key: "RF-2026-0040",
      talent_name: "Paul Durand",
      job_name: "Maçon",
      start_date: "2026-10-05",
      end_date: "2026-10-30",
      status: "ended",
      to_sign: false,
    },
    {
      id: "c2",
      contract_key: "RF-2026-0051",
      talent_name: "Karim Benali",
      job_name: "Électricien",
      start_date: "2026-12-07",
      end_date: null,
      status: "partially_signed",
      to_sign: true,
    },
  ],
  weeks: [
    {
      id: "w1",
      week_start: "2026-11-09",
      talent_name: "Paul Durand",
      total_hours: 35,
      status: "validated",
      to_approve: false,
    },
    {
      id: "w2",
      week_start: "2026-11-16",
      talent_name: "Karim Benali",
      total_hours: 39.25,
      status: "pending_signature",
      to_approve: true,
    },
  ],
  invoices: [
    {
      id: "i1",
      number: "F-2026-0101",
      issued_at: "2026-10-31T10:00:00+00:00",
      due_date: "2026-11-30",
      total_ttc: 12480,
      left_to_pay: 2480,
      status: "partially_paid",
      platform_status: "made_available",
      has_pdf: true,
    },
    {
      id: "i2",
      number: "F-2026-0088",
      issued_at: "2026-09-30",
      due_date: "2026-10-30",
      total_ttc: 1000,
      left_to_pay: 1000,
      status: "overdue",
      platform_status: null,
      has_pdf: false,
    },
    {
      id: "c1",
      kind: "credit_note",
      credited_number: "F-2026-0088",
      number: "AV-2026-0004",
      issued_at: "2026-10-05",
      due_date: null,
      total_ttc: 120,
      left_to_pay: 0,
      status: "issued",
      platform_status: null,
      has_pdf: true,
    },
  ],
};

const EMPTY: Home = {
  contact: { id: "k1", first_name: null, last_name: null },
  company: { id: "co1", name: "Bâtir Sud" },
  agency: { name: "Renfort Lyon", phone: null, email: null },
  orders: [],
  contracts: [],
  weeks: [],
  invoices: [],
};

const text = (el: HTMLElement) => (el.textContent ?? "").replace(/[\u202f\u00a0]/g, " ");
const section = (name: string) => screen.getByRole("region", { name });

describe("the client contact's home", () => {
  it("shows the orders, the contracts and weeks waiting for them first, and the invoices, in French", () => {
    render(<ClientHome home={FULL} />);
    expect(screen.getByRole("heading", { level: 2, name: "Bonjour Sophie" })).toBeInTheDocument();
    expect(screen.getByText("Bâtir Sud")).toBeInTheDocument();

    const orders = section("Mes commandes");
    expect(within(orders).getByRole("heading", { level: 3 })).toHaveTextContent("Maçon");
    expect(text(orders)).toContain("CMD-2026-000012");
    expect(text(orders)).toContain("En recherche");
    expect(text(orders)).toContain("Du 01/12/2026 au 19/12/2026");

    const contracts = section("Contrats à signer");
    expect(text(contracts)).toContain("1 contrat à signer.");
    const [toSign, signed] = within(contracts).getAllByRole("listitem");
    expect(within(toSign).getByRole("heading")).toHaveTextContent("Karim Benali");
    expect(text(toSign)).toContain("À signer");
    expect(text(toSign)).toContain("En cours de signature");
    expect(text(toSign)).toContain("À partir du 07/12/2026");
    expect(within(signed).getByRole("heading")).toHaveTextContent("Paul Durand");
    expect(text(signed)).not.toContain("À signer");
    expect(text(signed)).toContain("Terminé");
    expect(text(contracts)).toContain("Chaque contrat se signe depuis « À signer » ou le lien reçu par e-mail.");

    const weeks = section("Relevés à valider");
    expect(text(weeks)).toContain("1 relevé à valider.");
    const [toApprove, approved] = within(weeks).getAllByRole("listitem");
    expect(text(toApprove)).toContain("Semaine du 16/11/2026");
    expect(text(toApprove)).toContain("À valider");
    expect(text(toApprove)).toContain("En attente de signature client");
    expect(text(toApprove)).toContain("39 h 15");
    expect(text(approved)).toContain("Validé agence");

    const invoices = section("Factures");
    expect(text(invoices)).toContain("Reste à payer au total : 3 480,00 €");
    const [first, late, credit] = within(invoices).getAllByRole("listitem");
    // a credit note is listed too, with the invoice it corrects, and owes nothing
    expect(within(credit!).getByRole("heading")).toHaveTextContent("Avoir AV-2026-0004");
    expect(text(credit!)).toContain("Corrige la factureF-2026-0088");
    expect(text(credit!)).toContain("Montant de l'avoir TTC120,00 €");
    expect(text(credit!)).not.toContain("Reste à payer");
    expect(within(first).getByRole("heading")).toHaveTextContent("Facture F-2026-0101");
    expect(text(first)).toContain("Partiellement payée");
    expect(text(first)).toContain("31/10/2026");
    expect(text(first)).toContain("30/11/2026");
    expect(text(first)).toContain("12 480,00 €");
    expect(text(first)).toContain("2 480,00 €");
    expect(text(first)).toContain("Mise à disposition");
    expect(text(late)).toContain("En retard");
    expect(late).toHaveClass("alert");

    const agency = section("Votre agence");
    expect(within(agency).getByRole("link", { name: "+33 4 72 00 00 00" })).toHaveAttribute("href", "tel:+33472000000");
    // reading only for now: no sign, approve, order or download button leads nowhere
    expect(screen.queryAllByRole("button")).toEqual([]);
  });

  it("names each row's company when the contact sees a group's, and only then", () => {
    const group: Home = {
      ...FULL,
      contracts: FULL.contracts.map((c, i) => ({ ...c, company_name: i === 0 ? "Bâtir Sud" : "Bâtir Nord" })),
    };
    const { unmount } = render(<ClientHome home={group} />);
    const contracts = screen.getByRole("region", { name: /Contrats à signer/ });
    expect(within(contracts).getAllByText("Entreprise")).toHaveLength(2);
    expect(within(contracts).getByText("Bâtir Nord")).toBeTruthy();
    unmount();
    render(
      <ClientHome home={{ ...FULL, contracts: FULL.contracts.map((c) => ({ ...c, company_name: "Bâtir Sud" })) }} />,
    );
    expect(screen.queryByText("Entreprise")).toBeNull();
  });

  it("says in French when a section is empty", () => {
    render(<ClientHome home={EMPTY} />);
    expect(screen.getByRole("heading", { level: 2, name: "Bonjour" })).toBeInTheDocument();
    expect(text(section("Mes commandes"))).toContain("Aucune commande pour le moment.");
    expect(text(section("Contrats à signer"))).toContain("Aucun contrat pour le moment.");
    expect(text(section("Relevés à valider"))).toContain("Aucun relevé d'heures pour le moment.");
    expect(text(section("Factures"))).toContain("Aucune facture pour le moment.");
    expect(text(section("Votre agence"))).toContain("Renfort Lyon");
    expect(within(section("Votre agence")).queryAllByRole("link")).toEqual([]);
  });

  it("reads public.client_space_home() once signed in, and says when the agency has not invited the user", async () => {
    const space = (homes: HomeAnswer[]) => {
      const fake = fakeClient({ signedIn: true, homes });
      const view = render(
        <PortalApp<Home>
          client={fake.client}
          title="Espace client"
          home="client_space_home"
          redirectTo="/client"
          base="/client"
          render={(home) => <ClientHome home={home} />}
        />,
      );
      return { ...fake, view };
    };
    const full = space([{ data: FULL, error: null }]);
    expect(await screen.findByRole("region", { name: "Factures" })).toBeInTheDocument();
    expect(full.rpc).toHaveBeenCalledWith("client_space_home");
    full.view.unmount();

    space([NO_ACCESS]);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Accès réservé aux clients et talents invités par l'agence",
    );
    expect(screen.getByRole("button", { name: "Se déconnecter" })).toBeInTheDocument();
  });
  it("links to « Passer une commande », an order, « Recommander » a past contract and the accident report", () => {
    const { client } = fakeClient({ signedIn: true });
    const navigate = vi.fn();
    render(<ClientHome home={FULL} space={{ client, path: "/", navigate, reload: async () => undefined }} />);
    const orders = section("Mes commandes");
    const order = within(orders).getByRole("link", { name: "Passer une commande" });
    expect(order).toHaveAttribute("href", "/client/orders/new");
    expect(within(orders).getByRole("link", { name: "Maçon" })).toHaveAttribute("href", "/client/orders/o1");
    const contracts = section("Contrats à signer");
    // the contract still to sign is not ordered again; the past one is
    expect(
      within(contracts)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Recommander Paul Durand"]);
    expect(within(contracts).getByRole("link")).toHaveAttribute("href", "/client/orders/reorder/c1");
    const accident = screen.getByRole("link", { name: "Déclarer un accident du travail" });
    expect(accident).toHaveAttribute("href", "/client/accident");
    fireEvent.click(order);
    fireEvent.click(accident, { ctrlKey: true });
    expect(navigate.mock.calls).toEqual([["/orders/new"]]);
    // an empty section still offers to order
    render(<ClientHome home={EMPTY} />);
    expect(within(screen.getAllByRole("region", { name: "Mes commandes" })[1]).getByRole("link")).toHaveAttribute(
      "href",
      "/client/orders/new",
    );
  });
});

// @vitest-environment happy-dom
// The talent's home as public.talent_space_home() answers it (issue #50's contract): missions,
// planning, weeks, pay and documents with their French statuses, the documents expiring soon
// first and said so, the agency's contact; the empty sections in French; the 42501 refusal; each
// week's link to its hours and « Saisir mes heures » for the current week.
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeClient, NO_ACCESS, type HomeAnswer } from "../test/portal-client.ts";
import { PortalApp } from "../portal/PortalApp.tsx";
import userEvent from "@testing-library/user-event";
import type { SpaceContext } from "../portal/PortalApp.tsx";
import { currentMonday, TalentHome } from "./TalentHome.tsx";
import type { TalentHome as Home } from "./types.ts";

const FULL: Home = {
  talent: { id: "t1", first_name: "Karim", last_name: "Benali" },
  agency: { name: "Renfort Lyon", phone: "04 72 00 00 00", email: "lyon@renfort.test" },
  contracts: [
    {
      id: "c1",
      contract_key: "RF-2026-0042",
      status: "active",
      start_date: "2026-11-02",
      end_date: "2026-12-18",
      job_name: "Électricien",
      company_name: "Électricité Rhône",
      site_address: "12 rue de la Gare, 69003 Lyon",
      hourly_rate: 14.5,
    },
    {
      id: "c2",
      contract_key: "RF-2026-0050",
      status: "sent_for_signature",
      start_date: "2027-01-04",
      end_date: null,
      job_name: null,
      company_name: "Bâtir Sud",
      site_address: null,
      hourly_rate: null,
    },
  ],
  planning: [
    { date: "2026-11-30", start_time: "08:00:00", end_time: "16:30:00", company_name: "Électricité Rhône" },
    { date: "2026-11-27", start_time: "07:30:00", end_time: "12:00:00", company_name: "Électricité Rhône" },
    { date: "2026-11-27", start_time: "13:00:00", end_time: "16:00:00", company_name: "Électricité Rhône" },
  ],
  weeks: [
    { id: "w1", week_start: "2026-11-16", status: "signed", total_hours: 37.5, company_name: "Électricité Rhône" },
    { id: "w2", week_start: "2026-11-23", status: "draft", total_hours: null, company_name: null },
  ],
  pay: [
    { period_start: "2026-10-01", period_end: "2026-10-31", status: "paid", gross: 2345.6 },
    { period_start: "2026-11-01", period_end: "2026-11-30", status: "to_prepare", gross: null },
  ],
  documents: [
    { id: "d1", type: "id_card", name: "Carte d'identité", expiry_date: "2031-05-01", status: "valid" },
    { id: "d2", type: "caces", name: "CACES R489 cat. 3", expiry_date: "2026-12-10", status: "expiring_soon" },
    { id: "d3", type: "rib", name: "RIB", expiry_date: null, status: "pending_verification" },
  ],
};

const EMPTY: Home = {
  talent: { id: "t1", first_name: "Karim", last_name: "Benali" },
  agency: null,
  contracts: [],
  planning: [],
  weeks: [],
  pay: [],
  documents: [],
};

/** Spaces in amounts and hours as plain spaces (Intl writes narrow no-break ones). */
const text = (el: HTMLElement) => (el.textContent ?? "").replace(/[\u202f\u00a0]/g, " ");
const section = (name: string) => screen.getByRole("region", { name });

describe("the talent's home", () => {
  it("shows the missions, the planning, the weeks, the pay and the documents in French", () => {
    render(<TalentHome home={FULL} />);
    expect(screen.getByRole("heading", { level: 2, name: "Bonjour Karim" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Sections de la page" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["#missions", "#planning", "#releves", "#paie", "#documents", "#agence"]);

    const missions = section("Mes missions");
    const [first, second] = within(missions).getAllByRole("listitem");
    expect(within(first).getByRole("heading", { level: 3 })).toHaveTextContent("Électricité Rhône");
    expect(text(first)).toContain("En cours");
    expect(text(first)).toContain("Électricien");
    expect(text(first)).toContain("Du 02/11/2026 au 18/12/2026");
    expect(text(first)).toContain("12 rue de la Gare, 69003 Lyon");
    expect(text(first)).toContain("14,50 €");
    expect(text(first)).toContain("RF-2026-0042");
    expect(text(second)).toContain("À signer");
    expect(text(second)).toContain("À partir du 04/01/2027");

    const planning = section("Mon planning");
    const days = within(planning).getAllByRole("heading", { level: 3 });
    expect(days.map((d) => d.textContent)).toEqual(["vendredi 27/11", "lundi 30/11"]);
    expect(text(planning)).toContain("07 h 30 – 12 h 00 · Électricité Rhône");
    expect(text(planning)).toContain("13 h 00 – 16 h 00 · Électricité Rhône");

    const weeks = section("Mes relevés");
    expect(text(weeks)).toContain("Semaine du 16/11/2026");
    expect(text(weeks)).toContain("Signé par le client");
    expect(text(weeks)).toContain("37 h 30");
    expect(text(weeks)).toContain("Brouillon");

    const pay = section("Ma paie");
    expect(text(pay)).toContain("Du 01/10/2026 au 31/10/2026");
    expect(text(pay)).toContain("Payée");
    expect(text(pay)).toContain("2 345,60 €");
    expect(text(pay)).toContain("En préparation");
    expect(text(pay)).toContain("à venir");

    const documents = section("Mes documents");
    expect(text(documents)).toContain("1 document expire bientôt ou a expiré.");
    const docs = within(documents).getAllByRole("listitem");
    expect(within(docs[0]).getByRole("heading")).toHaveTextContent("CACES");
    expect(text(docs[0])).toContain("Expire bientôt");
    expect(text(docs[0])).toContain("10/12/2026");
    expect(docs[0]).toHaveClass("warn");
    expect(text(docs[2])).toContain("À vérifier");
    expect(text(docs[2])).toContain("aucune");

    const agency = section("Votre agence");
    expect(within(agency).getByRole("link", { name: "04 72 00 00 00" })).toHaveAttribute("href", "tel:0472000000");
    expect(within(agency).getByRole("link", { name: "lyon@renfort.test" })).toHaveAttribute(
      "href",
      "mailto:lyon@renfort.test",
    );
    // reading only for now: no button leads nowhere
    expect(screen.queryAllByRole("button")).toEqual([]);
  });

  it("links each week to its hours, and the current week's draft to « Saisir mes heures »", async () => {
    const navigate = vi.fn();
    const space = { navigate } as unknown as SpaceContext;
    const current = { id: "w3", week_start: currentMonday(), status: "draft", total_hours: 0, company_name: null };
    const older = { ...FULL.weeks[1], week_start: "2020-01-06" };
    render(<TalentHome home={{ ...FULL, weeks: [current, FULL.weeks[0], older] }} space={space} pending={2} />);
    const enter = screen.getByRole("link", { name: "Saisir mes heures" });
    expect(enter).toHaveAttribute("href", "/talent/hours/w3");
    expect(screen.getByText("2 jours en attente d'envoi")).toBeInTheDocument();
    const weeks = section("Mes relevés");
    expect(within(weeks).getByRole("link", { name: "Voir les heures de la semaine du 16/11/2026" })).toHaveAttribute(
      "href",
      "/talent/hours/w1",
    );
    expect(within(weeks).getByRole("link", { name: "Saisir mes heures de la semaine du 06/01/2020" })).toHaveAttribute(
      "href",
      "/talent/hours/w2",
    );
    await userEvent.click(enter);
    expect(navigate).toHaveBeenCalledWith("/hours/w3");
  });

  it("says in French when a section is empty", () => {
    render(<TalentHome home={EMPTY} />);
    expect(text(section("Mes missions"))).toContain("Aucune mission pour le moment.");
    expect(text(section("Mon planning"))).toContain("Rien de prévu dans les 14 prochains jours.");
    expect(text(section("Mes relevés"))).toContain("Aucun relevé d'heures pour le moment.");
    expect(text(section("Ma paie"))).toContain("Aucune paie pour le moment.");
    expect(text(section("Mes documents"))).toContain("Aucun document enregistré.");
    expect(text(section("Votre agence"))).toContain("Les coordonnées de votre agence ne sont pas renseignées.");
    expect(screen.queryAllByRole("listitem").filter((li) => !li.closest("nav"))).toEqual([]);
  });

  it("reads public.talent_space_home() once signed in, and says when the agency has not invited the user", async () => {
    const space = (homes: HomeAnswer[]) => {
      const fake = fakeClient({ signedIn: true, homes });
      const view = render(
        <PortalApp<Home>
          client={fake.client}
          title="Espace talent"
          home="talent_space_home"
          redirectTo="/talent"
          base="/talent"
          render={(home) => <TalentHome home={home} />}
        />,
      );
      return { ...fake, view };
    };
    const full = space([{ data: FULL, error: null }]);
    expect(await screen.findByRole("region", { name: "Mes missions" })).toBeInTheDocument();
    expect(full.rpc).toHaveBeenCalledWith("talent_space_home");
    full.view.unmount();

    space([NO_ACCESS]);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Accès réservé aux clients et talents invités par l'agence",
    );
    expect(screen.getByRole("button", { name: "Se déconnecter" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Mes missions" })).not.toBeInTheDocument();
  });
});

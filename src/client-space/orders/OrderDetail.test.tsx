// @vitest-environment happy-dom
// An order's detail as public.client_order answers it: its facts, the presented profiles as
// anonymous résumés, « Accepter » sent at once, « Refuser » only with a reason (said first, in
// French, without a call), the answer shown once given, a closed order without buttons, and the
// database's refusal (another company's order) said.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeClient, type HomeAnswer } from "../../test/portal-client.ts";
import type { SpaceContext } from "../../portal/PortalApp.tsx";
import { OrderDetail } from "./OrderDetail.tsx";
import type { OrderDetail as Detail, Profile } from "./types.ts";

const PROFILE: Profile = {
  id: "ap1",
  first_name: "Karim",
  initial: "B",
  job_name: "Maçon",
  experience_years: 6,
  experience_level: "Expérimenté (5 à 10 ans)",
  qualifications: ["CACES", "SST"],
  available: true,
  available_from: null,
  presented_at: "2026-11-20T10:00:00Z",
  answer: null,
  withdrawn: false,
};

const ORDER: Detail = {
  id: "m1",
  reference: "CMD-2026-000012",
  job_name: "Maçon",
  status: "presented",
  start_date: "2026-12-01",
  end_date: "2026-12-19",
  positions: 2,
  working_hours: 35,
  schedule: "7 h – 15 h",
  reason: "Accroissement temporaire d'activité",
  company_name: "Bâtir Sud",
  site: "12 rue des Lilas 69003 Lyon",
  created_at: "2026-11-18T10:00:00Z",
  requested_talent: "Paul Durand",
  answerable: true,
  profiles: [PROFILE, { ...PROFILE, id: "ap2", first_name: "Léa", initial: "M", qualifications: [] }],
};

function setup(answers: HomeAnswer[]) {
  const { client, rpc } = fakeClient({ signedIn: true, homes: answers });
  const space: SpaceContext = { client, path: "/orders/m1", navigate: vi.fn(), reload: vi.fn(async () => undefined) };
  render(<OrderDetail space={space} orderId="m1" />);
  return { rpc, user: userEvent.setup() };
}

const text = (el: HTMLElement) => (el.textContent ?? "").replace(/[\u202f\u00a0]/g, " ");

describe("an order's detail", () => {
  it("shows the order and its profiles as anonymous résumés", async () => {
    const { rpc } = setup([{ data: ORDER, error: null }]);
    expect(await screen.findByRole("heading", { level: 2, name: "Maçon" })).toBeInTheDocument();
    expect(rpc).toHaveBeenCalledWith("client_order", { p_mission_id: "m1" });
    const order = screen.getByRole("region", { name: "Maçon" });
    expect(text(order)).toContain("CMD-2026-000012");
    expect(text(order)).toContain("Profils présentés");
    expect(text(order)).toContain("Du 01/12/2026 au 19/12/2026");
    expect(text(order)).toContain("Paul Durand");
    const profiles = screen.getByRole("region", { name: "Profils proposés" });
    const [karim, lea] = within(profiles).getAllByRole("listitem");
    expect(within(karim).getByRole("heading")).toHaveTextContent("Karim B.");
    expect(text(karim)).toContain("6 ans");
    expect(text(karim)).toContain("CACES, SST");
    expect(text(karim)).toContain("Disponible");
    expect(text(lea)).toContain("Aucune renseignée");
  });

  it("accepts a profile at once, then shows the answer", async () => {
    const { rpc, user } = setup([
      { data: ORDER, error: null },
      { data: { application_id: "ap1", accepted: true }, error: null },
      {
        data: {
          ...ORDER,
          profiles: [{ ...PROFILE, answer: { accepted: true, reason: null, answered_at: "2026-11-21T08:00:00Z" } }],
        },
        error: null,
      },
    ]);
    const karim = (await screen.findAllByRole("listitem"))[0];
    await user.click(within(karim).getByRole("button", { name: "Accepter" }));
    expect(rpc).toHaveBeenCalledWith("client_answer_profile", { p_application_id: "ap1", p_accepted: true });
    expect(await screen.findByText("Vous avez accepté ce profil : l'agence prépare la suite.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accepter" })).not.toBeInTheDocument();
  });

  it("declines only with a reason, said first without a call", async () => {
    const { rpc, user } = setup([
      { data: ORDER, error: null },
      { data: { application_id: "ap2", accepted: false }, error: null },
      { data: ORDER, error: null },
    ]);
    const lea = (await screen.findAllByRole("listitem"))[1];
    await user.click(within(lea).getByRole("button", { name: "Refuser" }));
    const reason = within(lea).getByLabelText("Raison du refus");
    expect(reason).toHaveFocus();
    await user.click(within(lea).getByRole("button", { name: "Confirmer le refus" }));
    expect(within(lea).getByRole("alert")).toHaveTextContent("Indiquez la raison du refus.");
    expect(rpc).toHaveBeenCalledTimes(1);
    await user.type(reason, "Pas de CACES 3");
    await user.click(within(lea).getByRole("button", { name: "Confirmer le refus" }));
    expect(rpc).toHaveBeenCalledWith("client_answer_profile", {
      p_application_id: "ap2",
      p_accepted: false,
      p_reason: "Pas de CACES 3",
    });
  });

  it("says the database's refusal of an answer, and no button on a closed order", async () => {
    const { user } = setup([
      { data: ORDER, error: null },
      { data: null, error: { code: "P0001", message: "Vous avez déjà répondu pour ce profil" } },
    ]);
    const karim = (await screen.findAllByRole("listitem"))[0];
    await user.click(within(karim).getByRole("button", { name: "Accepter" }));
    expect(await within(karim).findByRole("alert")).toHaveTextContent("Vous avez déjà répondu pour ce profil");
  });

  it("shows a closed order's profiles without buttons, and an unknown order's refusal", async () => {
    setup([{ data: { ...ORDER, status: "canceled", answerable: false }, error: null }]);
    expect(
      await screen.findByText("Cette commande est close : ses profils ne se choisissent plus."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accepter" })).not.toBeInTheDocument();
  });

  it("says « Commande introuvable » for an order not theirs", async () => {
    setup([{ data: null, error: { code: "P0002", message: "Commande introuvable" } }]);
    expect(await screen.findByRole("alert")).toHaveTextContent("Commande introuvable");
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeInTheDocument();
  });
});

// @vitest-environment happy-dom
// « Passer une commande » and « Recommander » as public.client_order_form and client_place_order
// answer them: the form's choices, the database's checks made first in the same words (nothing
// sent), the order sent with its arguments and confirmed, a refused save that keeps what was
// typed, and the reorder pre-filled with the worker asked by name.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeClient, type HomeAnswer } from "../../test/portal-client.ts";
import type { SpaceContext } from "../../portal/PortalApp.tsx";
import { parisDay } from "../../lib/dates/paris-time.ts";
import { NewOrder } from "./NewOrder.tsx";
import type { OrderForm } from "./types.ts";

const FORM: OrderForm = {
  company_id: "co1",
  companies: [{ id: "co1", name: "Bâtir Sud" }],
  jobs: [
    { id: "j1", name: "Maçon" },
    { id: "j2", name: "Cariste" },
  ],
  sites: [
    { id: "a1", company_id: "co1", label: "12 rue des Lilas 69003 Lyon" },
    { id: "a2", company_id: "co1", label: "Chantier Part-Dieu 69003 Lyon" },
  ],
  reasons: [
    { value: "activity_increase", label: "Accroissement temporaire d'activité", needs_justification: true },
    { value: "seasonal", label: "Emploi à caractère saisonnier", needs_justification: false },
  ],
  reorder: null,
};

const addDays = (n: number) => {
  const d = new Date(`${parisDay(new Date())}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

function setup(answers: HomeAnswer[], contractId?: string) {
  const { client, rpc } = fakeClient({ signedIn: true, homes: answers });
  const space: SpaceContext = { client, path: "/orders/new", navigate: vi.fn(), reload: vi.fn(async () => undefined) };
  render(<NewOrder space={space} contractId={contractId} />);
  return { rpc, space, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText("Poste"), "j2");
  await user.selectOptions(screen.getByLabelText("Lieu de la mission"), "a2");
  await user.type(screen.getByLabelText("Date de début"), addDays(3));
  await user.type(screen.getByLabelText("Date de fin"), addDays(10));
  await user.clear(screen.getByLabelText("Nombre d'intérimaires"));
  await user.type(screen.getByLabelText("Nombre d'intérimaires"), "2");
  await user.selectOptions(screen.getByLabelText("Motif de recours"), "seasonal");
  await user.click(screen.getByLabelText(/ne remplace pas un salarié en grève/));
}

describe("« Passer une commande »", () => {
  it("checks what the database would refuse, in its words, and sends nothing", async () => {
    const { rpc, user } = setup([{ data: FORM, error: null }]);
    await screen.findByRole("heading", { name: "Passer une commande" });
    await user.selectOptions(screen.getByLabelText("Motif de recours"), "activity_increase");
    expect(screen.getByLabelText("Précision du motif")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Date de début"), addDays(-1));
    await user.click(screen.getByRole("button", { name: "Envoyer la commande" }));
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Choisissez le poste.");
    expect(alert).toHaveTextContent("La date de début ne peut pas être passée.");
    expect(alert).toHaveTextContent("Précisez le motif.");
    expect(alert).toHaveTextContent("Cochez l'attestation sur les licenciements économiques.");
    expect(screen.getByLabelText("Poste")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Poste")).toHaveFocus();
    expect(rpc).toHaveBeenCalledTimes(1);
  });

  it("sends the order with its values and confirms it with its reference", async () => {
    const { rpc, space, user } = setup([
      { data: FORM, error: null },
      { data: { id: "m9", reference: "CMD-2026-000099", status: "open" }, error: null },
    ]);
    await fill(user);
    await user.type(screen.getByLabelText("Commentaire pour l'agence (facultatif)"), "EPI fournis");
    await user.type(screen.getByLabelText("Votre n° de bon de commande (facultatif)"), " BC-4512 ");
    await user.click(screen.getByRole("button", { name: "Envoyer la commande" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Votre commande CMD-2026-000099 est envoyée à l'agence.",
    );
    expect(rpc).toHaveBeenLastCalledWith("client_place_order", {
      p_company_id: "co1",
      p_job_id: "j2",
      p_address_id: "a2",
      p_start_date: addDays(3),
      p_end_date: addDays(10),
      p_positions: 2,
      p_reason: "seasonal",
      p_comment: "EPI fournis",
      p_po_number: "BC-4512",
      p_striker_attested: true,
      p_dismissal_attested: false,
    });
    expect(space.reload).toHaveBeenCalled();
    const see = screen.getByRole("link", { name: "Voir la commande" });
    expect(see).toHaveAttribute("href", "/client/orders/m9");
    await user.click(see);
    expect(space.navigate).toHaveBeenCalledWith("/orders/m9");
  });

  it("says the database's refusal and keeps what was typed", async () => {
    const { user } = setup([
      { data: FORM, error: null },
      {
        data: null,
        error: {
          code: "P0001",
          message:
            "La durée prévue de la mission dépasse le maximum de 18 mois pour le motif « Emploi à caractère saisonnier » (L1251-12-1)",
        },
      },
    ]);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Envoyer la commande" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("dépasse le maximum de 18 mois");
    expect(screen.getByLabelText("Poste")).toHaveValue("j2");
    expect(screen.getByLabelText("Date de fin")).toHaveValue(addDays(10));
    expect(screen.getByRole("button", { name: "Envoyer la commande" })).toBeEnabled();
  });

  it("« Recommander »: pre-filled from the contract, the worker named, the contract sent with the order", async () => {
    const reorder: OrderForm = {
      ...FORM,
      reorder: {
        contract_id: "c1",
        company_id: "co1",
        job_id: "j1",
        job_name: "Maçon",
        address_id: "a1",
        talent_id: "t1",
        talent_name: "Paul Durand",
        contract_reason: "seasonal",
      },
    };
    const { rpc, user } = setup(
      [
        { data: reorder, error: null },
        { data: { id: "m10", reference: "CMD-2026-000100", status: "open" }, error: null },
      ],
      "c1",
    );
    expect(await screen.findByRole("heading", { name: "Recommander Paul Durand" })).toBeInTheDocument();
    expect(rpc).toHaveBeenCalledWith("client_order_form", { p_contract_id: "c1" });
    expect(screen.getByText(/L'agence saura que vous souhaitez retrouver Paul Durand/)).toBeInTheDocument();
    expect(screen.getByLabelText("Poste")).toHaveValue("j1");
    expect(screen.getByLabelText("Lieu de la mission")).toHaveValue("a1");
    await user.type(screen.getByLabelText("Date de début"), addDays(1));
    await user.type(screen.getByLabelText("Date de fin"), addDays(2));
    await user.selectOptions(screen.getByLabelText("Motif de recours"), "seasonal");
    await user.click(screen.getByLabelText(/ne remplace pas un salarié en grève/));
    await user.click(screen.getByRole("button", { name: "Envoyer la commande" }));
    await screen.findByRole("status");
    expect(rpc).toHaveBeenLastCalledWith(
      "client_place_order",
      expect.objectContaining({ p_contract_id: "c1", p_job_id: "j1" }),
    );
  });

  it("says a refused reading (another company's contract) with « Réessayer »", async () => {
    const { user, rpc } = setup(
      [
        { data: null, error: { code: "P0002", message: "Contrat introuvable" } },
        { data: FORM, error: null },
      ],
      "cX",
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Contrat introuvable");
    await user.click(screen.getByRole("button", { name: "Réessayer" }));
    await waitFor(() => expect(rpc).toHaveBeenCalledTimes(2));
    expect(within(await screen.findByRole("region")).getByLabelText("Poste")).toBeInTheDocument();
  });
});

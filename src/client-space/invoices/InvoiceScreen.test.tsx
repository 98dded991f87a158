// @vitest-environment happy-dom
// /client/invoices/<id> as public.client_space_invoice answers it: number, dates, lines (no
// coefficient), totals, what is left to pay, payments, status and platform status in French, the
// credit notes; « Télécharger la facture (PDF) » opens the link client-invoice-pdf signs, and its
// refusal is said in French; an unknown invoice says the database's refusal. « Refuser la facture »
// (when the database allows it) asks for a reason, sends it, shows the invoice « Refusée », and
// keeps what was typed when the refusal is refused.
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { PortalClient } from "../../portal/client.ts";
import type { SpaceContext } from "../../portal/PortalApp.tsx";
import { InvoiceScreen } from "./InvoiceScreen.tsx";
import type { Invoice } from "./types.ts";

const INVOICE: Invoice = {
  id: "i1",
  kind: "invoice",
  number: "FA-2026-000085",
  issued_at: "2026-11-02",
  due_date: "2026-12-02",
  period_start: "2026-10-01",
  period_end: "2026-10-31",
  label: "Contrat CTR-2026-000051 — Karim Benali",
  po_number: "PO-778",
  total_ht: 1000,
  total_tva: 200,
  total_ttc: 1200,
  paid_amount: 500,
  credited_amount: 100,
  left_to_pay: 600,
  status: "partially_paid",
  platform_status: "made_available",
  platform_status_at: "2026-11-03T09:00:00+00:00",
  has_pdf: true,
  credit_reason: null,
  can_refuse: false,
  lines: [
    {
      id: "l1",
      label: "Heures normales — Karim Benali",
      detail: "Semaine du 05/10/2026",
      category: "normal",
      quantity: 35,
      unit_price: 28.57,
      vat_rate: 20,
      amount_ht: 999.95,
    },
  ],
  payments: [{ id: "p1", paid_on: "2026-11-20", amount: 500, mode: "transfer" }],
  credit_notes: [
    { id: "n1", number: "AV-2026-000004", issued_at: "2026-11-10", total_ttc: 100, status: "issued", has_pdf: true },
  ],
  credited_invoice: null,
};

function spaceWith(rpcAnswer: { data: unknown; error: unknown }, invoke = vi.fn()) {
  const rpc = vi.fn(async () => rpcAnswer);
  const space: SpaceContext = {
    client: { rpc, functions: { invoke } } as unknown as PortalClient,
    path: "/invoices/i1",
    navigate: vi.fn(),
    reload: async () => undefined,
  };
  return { space, rpc, invoke };
}

const text = (el: HTMLElement) => (el.textContent ?? "").replace(/[\u202f\u00a0]/g, " ");

describe("the invoice screen", () => {
  it("shows the invoice as its PDF does, with payments, statuses and credit notes, in French", async () => {
    const { space, rpc } = spaceWith({ data: INVOICE, error: null });
    render(<InvoiceScreen space={space} id="i1" open={vi.fn()} />);
    expect(await screen.findByRole("heading", { level: 2, name: "Facture FA-2026-000085" })).toBeInTheDocument();
    expect(rpc).toHaveBeenCalledWith("client_space_invoice", { p_invoice_id: "i1" });
    const page = text(document.body);
    for (const part of [
      "Partiellement payée",
      "Mise à disposition",
      "Émise le02/11/2026",
      "Échéance02/12/2026",
      "Du 01/10/2026 au 31/10/2026",
      "PO-778",
      "Total TTC1 200,00 €",
      "Reste à payer600,00 €",
      "Avoirs100,00 €",
      "Heures normales — Karim Benali",
      "Prix unitaire HT28,57 €",
      "TVA20 %",
      "Le 20/11/2026500,00 €",
      "Virement",
      "Avoir AV-2026-000004",
    ])
      expect(page).toContain(part);
    expect(page).not.toMatch(/coefficient|marge/i);
    const credits = screen.getByRole("region", { name: "Avoirs" });
    expect(within(credits).getByRole("link", { name: "Avoir AV-2026-000004" })).toHaveAttribute(
      "href",
      "/client/invoices/n1",
    );
  });

  it("downloads the PDF through the signed link, and says a refusal in French", async () => {
    const invoke = vi
      .fn()
      .mockResolvedValueOnce({
        data: { url: "https://x.test/storage/v1/object/sign/invoices/a.pdf?token=t" },
        error: null,
      })
      .mockResolvedValueOnce({
        data: null,
        error: {
          context: new Response(JSON.stringify({ code: "P0002", message: "Facture introuvable" }), { status: 404 }),
        },
      });
    const open = vi.fn();
    const { space } = spaceWith({ data: INVOICE, error: null }, invoke);
    render(<InvoiceScreen space={space} id="i1" open={open} />);
    const button = await screen.findByRole("button", { name: "Télécharger la facture (PDF)" });
    fireEvent.click(button);
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith("https://x.test/storage/v1/object/sign/invoices/a.pdf?token=t"),
    );
    expect(invoke).toHaveBeenCalledWith("client-invoice-pdf", { body: { invoice_id: "i1" } });
    fireEvent.click(button);
    expect(await screen.findByRole("alert")).toHaveTextContent("Facture introuvable");
  });

  it("says the database's refusal for an invoice that is not the company's", async () => {
    const { space } = spaceWith({ data: null, error: { code: "P0002", message: "Facture introuvable" } });
    render(<InvoiceScreen space={space} id="other" open={vi.fn()} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Facture introuvable");
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeInTheDocument();
  });

  describe("« Refuser la facture »", () => {
    const REFUSABLE: Invoice = { ...INVOICE, can_refuse: true };
    /** The space answering the invoice, then each refusal with the given answers in turn. */
    function refusing(...answers: Array<{ data: unknown; error: unknown }>) {
      const rpc = vi.fn(async (name: string) =>
        name === "client_space_invoice"
          ? { data: REFUSABLE, error: null }
          : (answers.shift() ?? { data: null, error: null }),
      );
      const space: SpaceContext = {
        client: { rpc, functions: { invoke: vi.fn() } } as unknown as PortalClient,
        path: "/invoices/i1",
        navigate: vi.fn(),
        reload: async () => undefined,
      };
      return { space, rpc };
    }

    it("is not offered when the database does not allow it", async () => {
      const { space } = spaceWith({ data: INVOICE, error: null });
      render(<InvoiceScreen space={space} id="i1" open={vi.fn()} />);
      await screen.findByRole("heading", { level: 2, name: "Facture FA-2026-000085" });
      expect(screen.queryByRole("button", { name: "Refuser la facture" })).not.toBeInTheDocument();
    });

    it("asks for a reason, sends it, and shows the invoice refused", async () => {
      const refused: Invoice = { ...REFUSABLE, platform_status: "refused", can_refuse: false };
      const { space, rpc } = refusing({ data: refused, error: null });
      render(<InvoiceScreen space={space} id="i1" open={vi.fn()} />);
      fireEvent.click(await screen.findByRole("button", { name: "Refuser la facture" }));
      const reason = screen.getByLabelText("Motif du refus");
      expect(reason).toHaveFocus();
      fireEvent.click(screen.getByRole("button", { name: "Confirmer le refus" }));
      expect(screen.getByRole("alert")).toHaveTextContent("Indiquez le motif du refus.");
      expect(reason).toHaveAttribute("aria-invalid", "true");
      fireEvent.change(reason, { target: { value: "abc" } });
      fireEvent.submit(reason.closest("form")!);
      expect(screen.getByRole("alert")).toHaveTextContent("au moins 5 caractères");
      expect(rpc).toHaveBeenCalledTimes(1);
      fireEvent.change(reason, { target: { value: "  Heures contestées  " } });
      fireEvent.click(screen.getByRole("button", { name: "Confirmer le refus" }));
      expect(await screen.findByText("La facture est refusée. L'agence a reçu votre motif.")).toBeInTheDocument();
      expect(rpc).toHaveBeenLastCalledWith("client_space_refuse_invoice", {
        p_invoice_id: "i1",
        p_reason: "Heures contestées",
      });
      expect(text(document.body)).toContain("Refusée");
      expect(screen.queryByRole("button", { name: "Refuser la facture" })).not.toBeInTheDocument();
      expect(screen.queryByLabelText("Motif du refus")).not.toBeInTheDocument();
    });

    it("says the database's refusal and keeps what was typed", async () => {
      const message = "La facture FA-2026-000085 ne peut plus être refusée : elle est payée";
      const { space } = refusing({ data: null, error: { code: "23514", message } });
      render(<InvoiceScreen space={space} id="i1" open={vi.fn()} />);
      fireEvent.click(await screen.findByRole("button", { name: "Refuser la facture" }));
      const reason = screen.getByLabelText("Motif du refus");
      fireEvent.change(reason, { target: { value: "Tarif non conforme au devis" } });
      fireEvent.click(screen.getByRole("button", { name: "Confirmer le refus" }));
      expect(await screen.findByRole("alert")).toHaveTextContent(message);
      expect(reason).toHaveValue("Tarif non conforme au devis");
      expect(screen.getByRole("button", { name: "Confirmer le refus" })).toBeEnabled();
      expect(text(document.body)).not.toContain("Refusée");
    });
  });
});

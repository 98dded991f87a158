// @vitest-environment happy-dom
// « Relevé de compte (PDF) »: asks the server for the client's statement and saves the PDF it
// answers; a refusal says why, in French.
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearToasts, toastStore } from "../../src/lib/toast/toast-store.ts";
import { AccountStatementButton } from "./account-statement-button.tsx";

afterEach(() => {
  cleanup();
  clearToasts();
});

describe("AccountStatementButton", () => {
  it("saves the PDF the server made for this client — R:BIL-ACCOUNT-STATEMENT", async () => {
    const pdf = new Blob(["%PDF-1.7"], { type: "application/pdf" });
    const fetchPdf = vi.fn(async () => pdf);
    const save = vi.fn();
    render(<AccountStatementButton companyId="c-1" fetchPdf={fetchPdf} save={save} />);
    await userEvent.click(screen.getByRole("button", { name: /Relevé de compte \(PDF\)/ }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(pdf, expect.stringMatching(/^releve-de-compte-\d{4}-\d{2}-\d{2}\.pdf$/)),
    );
    expect(fetchPdf).toHaveBeenCalledWith("c-1");
  });

  it("says why when the server refuses", async () => {
    const save = vi.fn();
    const fetchPdf = vi.fn(async (): Promise<Blob> => {
      throw new Error("Client introuvable ou factures non consultables");
    });
    render(<AccountStatementButton companyId="c-1" fetchPdf={fetchPdf} save={save} />);
    await userEvent.click(screen.getByRole("button", { name: /Relevé de compte \(PDF\)/ }));
    await waitFor(() =>
      expect(toastStore.getSnapshot()).toEqual([
        expect.objectContaining({
          type: "error",
          title: "Le relevé de compte n'a pas pu être produit",
          description: ["Client introuvable ou factures non consultables"],
        }),
      ]),
    );
    expect(save).not.toHaveBeenCalled();
  });
});

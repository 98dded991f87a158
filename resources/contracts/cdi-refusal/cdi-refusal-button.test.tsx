// @vitest-environment happy-dom
// « Formulaire de refus de CDI »: asks the server for the pre-filled form and saves the PDF under
// the contract's name; not offered before the contract is sent for signature.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CdiRefusalButtons } from "./cdi-refusal-button.tsx";

afterEach(cleanup);

const contract = { id: "c1", contract_key: "CTR-2026-000021", status: "active" as const };

describe("CdiRefusalButtons", () => {
  it("saves the server's PDF under the contract's name", async () => {
    const pdf = new Blob(["%PDF-"], { type: "application/pdf" });
    const fetchPdf = vi.fn().mockResolvedValue(pdf);
    const save = vi.fn();
    render(<CdiRefusalButtons contract={contract} fetchPdf={fetchPdf} save={save} />);
    fireEvent.click(screen.getByRole("button", { name: "Formulaire de refus de CDI" }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(pdf, "refus-cdi-CTR-2026-000021.pdf"));
    expect(fetchPdf).toHaveBeenCalledWith("c1");
  });

  it("is not offered on a draft", () => {
    render(<CdiRefusalButtons contract={{ ...contract, status: "draft" }} />);
    expect(screen.queryByRole("button", { name: "Formulaire de refus de CDI" })).toBeNull();
  });
});

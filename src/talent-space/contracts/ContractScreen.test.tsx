// @vitest-environment happy-dom
// A contract as its talent reads it (public.talent_space_contract): their wage and hours, never
// the billing rate; « Signer mon contrat » asks for a signing link and opens the signing page with
// the way back; the signed PDF through talent-contract-pdf; a refused contract said in French.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ContractScreen, signingUrl, type TalentContract } from "./ContractScreen.tsx";
import { fakeSpace } from "./space-fake.ts";

const CONTRACT: TalentContract = {
  id: "c1",
  contract_key: "RF-2026-0050",
  status: "sent_for_signature",
  is_amendment: false,
  amendment_number: 0,
  company_name: "Bâtir Sud",
  site_address: "3 quai Perrache, 69002 Lyon",
  start_date: "2027-01-04",
  end_date: "2027-02-26",
  job_name: "Maçon",
  working_hours: 35,
  schedule: "8 h – 16 h",
  hourly_wage: 13.25,
  talent_signed_at: null,
  to_sign: true,
  has_signed_pdf: false,
};

describe("the contract screen", () => {
  it("shows the contract's facts and opens the signing page with the way back", async () => {
    const { space, rpc } = fakeSpace({
      talent_space_contract: { data: CONTRACT },
      talent_space_contract_signing: { data: { path: "/sign/contract?token=abc", token: "abc" } },
    });
    const go = vi.fn();
    render(<ContractScreen space={space} id="c1" go={go} />);
    expect(await screen.findByRole("heading", { name: "Contrat RF-2026-0050" })).toBeTruthy();
    expect(screen.getByText("Bâtir Sud")).toBeTruthy();
    expect(screen.getByText("3 quai Perrache, 69002 Lyon")).toBeTruthy();
    expect(screen.getByText("13,25 €")).toBeTruthy();
    expect(screen.getByText("35 h par semaine")).toBeTruthy();
    expect(screen.getByText("Ce contrat attend votre signature.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Signer mon contrat" }));
    expect(rpc).toHaveBeenCalledWith("talent_space_contract_signing", {
      p_contract_id: "c1",
      p_base_url: window.location.origin,
    });
    expect(go).toHaveBeenCalledWith("/sign/contract?token=abc&return=%2Ftalent%2Fcontracts%2Fc1");
    expect(signingUrl("/sign/contract?token=x", "c2")).toBe("/sign/contract?token=x&return=%2Ftalent%2Fcontracts%2Fc2");
  });

  it("opens the signed PDF of a signed contract, and says a refusal in French", async () => {
    const { space, invoke } = fakeSpace(
      { talent_space_contract: { data: { ...CONTRACT, status: "signed", to_sign: false, has_signed_pdf: true } } },
      {
        "talent-contract-pdf": [
          { error: { code: "P0002", message: "Le contrat signé n'est pas encore disponible" } },
          { data: { url: "http://localhost/storage/v1/object/sign/contracts/x.pdf?token=t" } },
        ],
      },
    );
    const go = vi.fn();
    render(<ContractScreen space={space} id="c1" go={go} />);
    const open = await screen.findByRole("button", { name: "Voir mon contrat signé (PDF)" });
    expect(screen.queryByRole("button", { name: "Signer mon contrat" })).toBeNull();
    await userEvent.click(open);
    expect((await screen.findByRole("alert")).textContent).toBe("Le contrat signé n'est pas encore disponible");
    await userEvent.click(open);
    expect(invoke).toHaveBeenLastCalledWith("talent-contract-pdf", { body: { contract_id: "c1" } });
    expect(go).toHaveBeenCalledWith("http://localhost/storage/v1/object/sign/contracts/x.pdf?token=t");
  });

  it("says an unknown contract in French, with « Réessayer »", async () => {
    const { space } = fakeSpace({
      talent_space_contract: { error: { code: "P0002", message: "Contrat introuvable" } },
    });
    render(<ContractScreen space={space} id="zz" />);
    expect((await screen.findByRole("alert")).textContent).toBe("Contrat introuvable");
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Retour à mon espace" }).getAttribute("href")).toBe("/talent");
  });
});

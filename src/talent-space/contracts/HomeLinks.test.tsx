// @vitest-environment happy-dom
// The home's ways to the talent's actions: « Signer mon contrat » on a contract waiting for a
// signature (« Voir le contrat » otherwise), « Mes disponibilités », « Demander un acompte »,
// « Détail de la paie », « Envoyer un document » — even in an empty section — each a real link
// under /talent whose plain click moves inside the page.
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TalentHome } from "../TalentHome.tsx";
import type { TalentHome as Home } from "../types.ts";

const HOME: Home = {
  talent: { id: "t1", first_name: "Karim", last_name: "Benali" },
  agency: null,
  contracts: [
    {
      id: "c1",
      contract_key: "RF-1",
      status: "active",
      start_date: "2026-11-02",
      end_date: null,
      job_name: null,
      company_name: "Électricité Rhône",
      site_address: null,
      hourly_rate: 14.5,
    },
    {
      id: "c2",
      contract_key: "RF-2",
      status: "sent_for_signature",
      start_date: "2027-01-04",
      end_date: null,
      job_name: null,
      company_name: "Bâtir Sud",
      site_address: null,
      hourly_rate: null,
      to_sign: true,
    },
    {
      // signed by the talent, still waiting for the client's signatory: nothing to sign here
      id: "c3",
      contract_key: "RF-3",
      status: "partially_signed",
      start_date: "2027-02-01",
      end_date: null,
      job_name: null,
      company_name: "Bâtir Sud",
      site_address: null,
      hourly_rate: null,
      to_sign: false,
    },
  ],
  planning: [],
  weeks: [],
  pay: [{ period_start: "2026-10-01", period_end: "2026-10-31", status: "paid", gross: 2345.6 }],
  documents: [],
};

describe("the home's links to the talent's actions", () => {
  it("leads to each screen, with a real address and a move inside the page", () => {
    const navigate = vi.fn();
    render(<TalentHome home={HOME} space={{ navigate }} />);
    const missions = screen.getByRole("region", { name: "Mes missions" });
    // one contract waits for the talent; the one they signed, for the client only, does not ask again
    const sign = within(missions).getByRole("link", { name: "Signer mon contrat" });
    expect(sign.getAttribute("href")).toBe("/talent/contracts/c2");
    expect(within(missions).getAllByRole("link", { name: "Signer mon contrat" })).toHaveLength(1);
    expect(
      within(missions)
        .getAllByRole("link", { name: "Voir le contrat" })
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/talent/contracts/c1", "/talent/contracts/c3"]);
    const links: Array<[string, string, string]> = [
      ["Mon planning", "Mes disponibilités", "/availability"],
      ["Ma paie", "Demander un acompte", "/advance"],
      ["Ma paie", "Détail de la paie", "/pay/2026-10-01"],
      ["Mes documents", "Envoyer un document", "/documents"],
    ];
    for (const [region, name, to] of links) {
      const link = within(screen.getByRole("region", { name: region })).getByRole("link", { name });
      expect(link.getAttribute("href")).toBe(`/talent${to}`);
      fireEvent.click(link);
      expect(navigate).toHaveBeenLastCalledWith(to);
    }
    // a new tab is the browser's
    fireEvent.click(sign, { ctrlKey: true });
    expect(navigate).not.toHaveBeenCalledWith("/contracts/c2");
  });
});

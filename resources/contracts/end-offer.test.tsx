// @vitest-environment happy-dom
// The contract's « Fins de mission » card and the offer a client's early end owes (L1251-26): the
// end shows its offer « À proposer »; « Nouveau contrat (L1251-26) » records it accepted, on its
// date, with the temp's new contract picked among his other contracts — one update of the end
// request, the database computing what is still owed. An end that owes no offer (a serious
// misconduct) offers no such button.
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { typeInPicker } from "../../src/test/pickers.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { pickOption } from "../../src/test/select.ts";
import { accessAs, signedInAs } from "../../src/test/session.ts";
import { DefinitiveEndCard } from "./definitive-end.tsx";
import { CONTRACT } from "./test/fixtures.ts";
import type { ContractRow } from "./types.ts";

afterEach(cleanup);

const ACTIVE = { ...CONTRACT, status: "active" } as unknown as ContractRow;
const END = {
  id: "end-1",
  status: "approved",
  initiator: "client",
  reason: "client_early_termination",
  requested_end_date: "2026-12-10",
  effective_end_date: "2026-12-10",
  compensation_due: 1778.7,
  ifm_due: true,
  notice_days: null,
  offer_status: "to_offer",
  offer_made_on: null,
  replacement_contract_id: null,
};
const NEW_CONTRACT = { id: "c-2", contract_key: "CTR-2026-000200", job_name: "Grutier", start_date: "2026-12-14" };

const renderCard = (ends: object[]) => {
  const provider = memoryDataProvider({ definitive_end_request: ends, contract: [NEW_CONTRACT] });
  renderInApp(<DefinitiveEndCard contract={ACTIVE} />, {
    dataProvider: provider.dataProvider,
    authProvider: signedInAs(["csm_team_member"]),
    accessControlProvider: accessAs(["csm_team_member"]),
  });
  return provider.calls;
};

describe("the offer of a new contract after an early end (L1251-26)", () => {
  it("records it accepted with its date and the temp's new contract", { timeout: 60_000 }, async () => {
    const calls = renderCard([END]);
    expect(await screen.findByText("Rupture à l'initiative de l'entreprise utilisatrice")).toBeInTheDocument();
    expect(screen.getByText("À proposer")).toBeInTheDocument();
    expect(screen.getByText("Indemnité de rupture calculée : 1 778,70 €")).toBeInTheDocument();

    fireEvent.click(await screen.findByRole("button", { name: "Nouveau contrat (L1251-26)" }));
    const dialog = await screen.findByRole("dialog", { name: "Proposition d'un nouveau contrat (L1251-26)" });
    await pickOption(dialog, "Où en est la proposition", "Acceptée : nouveau contrat");
    await typeInPicker(await within(dialog).findByLabelText("Proposé le"), "11/12/2026");
    await pickOption(dialog, "Nouveau contrat accepté", "CTR-2026-000200 — Grutier — 14/12/2026");
    fireEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));

    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: "update",
          resource: "definitive_end_request",
          id: "end-1",
          variables: { offer_status: "accepted", offer_made_on: "2026-12-11", replacement_contract_id: "c-2" },
        }),
      ),
    );
  });

  it("offers nothing to record for an end that owes no new contract", async () => {
    renderCard([{ ...END, id: "end-2", initiator: "agency", reason: "serious_misconduct", offer_status: null }]);
    expect(await screen.findByText("Faute grave")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("IFM due")).toBeInTheDocument());
    expect(screen.queryByRole("button", { name: "Nouveau contrat (L1251-26)" })).toBeNull();
  });
});

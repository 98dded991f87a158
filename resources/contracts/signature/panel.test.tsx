// @vitest-environment happy-dom
// The contract page's signature card: each party's state with its evidence, "Envoyer pour
// signature" for a validated contract with its documents (one call to the database function)
// to the roles the transition table lets send it, the server's production of documents still to
// make (never a call that makes one), and no action for a role that may not edit contracts.
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Tables } from "../../../src/database.types.ts";
import { memoryDataProvider } from "../../../src/test/memory-data-provider.ts";
import type { AppRole } from "../../../src/lib/roles/roles.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { accessAs, signedInAs } from "../../../src/test/session.ts";
import { transitionRows } from "../../../src/test/transitions.ts";
import { ContractSignaturePanel } from "./panel.tsx";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const contract = (values: Partial<Tables<"contract">>) =>
  ({
    id: "c1",
    status: "validated",
    generated_file: "w/c1/m.pdf",
    generated_mad_file: "w/c1/d.pdf",
    signed_file: null,
    signed_mad_file: null,
    talent_signed_at: null,
    client_signed_at: null,
    documents_generated_at: "2026-12-01T08:00:00Z",
    ...values,
  }) as Tables<"contract">;

const setup = (
  rows: Record<string, Record<string, unknown>[]>,
  can: boolean,
  roles: AppRole[] = ["csm_team_member"],
) => {
  const { dataProvider } = memoryDataProvider({ status_transition: transitionRows("contract"), ...rows } as never);
  const custom = vi.fn(async () => ({ data: { status: "sent_for_signature" } }));
  return {
    custom,
    options: {
      dataProvider: { ...dataProvider, custom } as never,
      accessControlProvider: { can: async () => ({ can }) },
      authProvider: signedInAs(roles),
    },
  };
};

describe("ContractSignaturePanel", () => {
  it("says a contract started 16 days ago is late beside « Envoyer pour signature »", { timeout: 20_000 }, async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-25T09:00:00Z"));
    const { options } = setup({}, true);
    renderInApp(
      <ContractSignaturePanel
        contract={contract({ start_date: "2026-11-09", is_amendment: false, contract_type: "mission" })}
      />,
      options,
    );
    expect(await screen.findByText("Contrat hors délai")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("il devait être remis au talent au plus tard le 12/11/2026");
    expect(await screen.findByRole("button", { name: "Envoyer pour signature" })).toBeEnabled();
  });

  it("sends a validated contract for signature through the database function", { timeout: 20_000 }, async () => {
    const { custom, options } = setup({}, true);
    renderInApp(<ContractSignaturePanel contract={contract({})} />, options);
    expect(await screen.findByText("Contrat de mission (talent)")).toBeInTheDocument();
    expect(screen.getAllByText("Pas encore envoyé")).toHaveLength(2);
    await userEvent.click(await screen.findByRole("button", { name: "Envoyer pour signature" }));
    await waitFor(() =>
      expect(custom).toHaveBeenCalledWith(
        expect.objectContaining({
          url: "rpc/send_contract_for_signature",
          payload: { p_contract_id: "c1", p_base_url: window.location.origin },
        }),
      ),
    );
  });

  it("shows the signed party's evidence and offers a new link to the other", { timeout: 20_000 }, async () => {
    const { options } = setup(
      {
        contract_signature: [
          {
            id: "e1",
            party: "talent",
            signer_name: "Élodie Test",
            signed_at: "2026-12-02T10:00:00Z",
            ip: "203.0.113.9",
            channel: "email_link",
            document_sha256: "a".repeat(64),
          },
        ],
        contract_signature_link: [
          {
            id: "l2",
            party: "client",
            signer_email: "sonia@client.test",
            sent_at: "2026-12-02T08:00:00Z",
            expires_at: "2099-12-09T08:00:00Z",
            used_at: null,
            revoked_at: null,
            expired_at: null,
            reminder_number: 0,
          },
        ],
      },
      true,
    );
    renderInApp(<ContractSignaturePanel contract={contract({ status: "partially_signed" })} />, options);
    expect(await screen.findByText(/Signé par Élodie Test le 02\/12\/2026/)).toBeInTheDocument();
    expect(screen.getByText(/IP 203\.0\.113\.9, lien personnel à usage unique reçu par e-mail,/)).toBeInTheDocument();
    expect(screen.queryByText(/email_link/)).toBeNull();
    expect(screen.getByText(/lien envoyé à sonia@client\.test/)).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Renvoyer un lien" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Envoyer pour signature" })).toBeNull();
  });

  it.each<[AppRole[], boolean]>([
    [["consultant_team_member"], true],
    [["accounting_team_member"], false],
    [["external_csm_team_member"], false],
    [["team_member_independent_administrator"], false],
  ])("offers « Envoyer pour signature » to %j (may edit the contract): %s", async (roles, offered) => {
    renderInApp(<ContractSignaturePanel contract={contract({})} />, {
      dataProvider: setup({}, true, roles).options.dataProvider,
      authProvider: signedInAs(roles),
      accessControlProvider: accessAs(roles),
    });
    // its documents are there (never made again from the page)
    expect(await screen.findByText(/^Documents produits le 01\/12\/2026 /)).toBeInTheDocument();
    if (offered) expect(await screen.findByRole("button", { name: "Envoyer pour signature" })).toBeInTheDocument();
    else {
      // the rules are read: still no sending
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(screen.queryByRole("button", { name: "Envoyer pour signature" })).toBeNull();
    }
  });

  it(
    "follows the documents the server still makes, without sending; « Relancer » once one failed — R:FILE-SCREEN-CONTRACT",
    { timeout: 20_000 },
    async () => {
      const jobs = [
        // the memory provider answers every read with these rows, whatever its kind filter
        {
          id: "j2",
          kind: "contract_mad",
          record_id: "c1",
          status: "failed",
          attempts: 6,
          last_error: "Stockage : HTTP 503",
        },
      ];
      const { dataProvider } = memoryDataProvider({
        status_transition: transitionRows("contract"),
        document_job: jobs,
      } as never);
      const custom = vi.fn(async () => ({ data: {} }));
      renderInApp(
        <ContractSignaturePanel
          contract={contract({ generated_file: null, generated_mad_file: null, documents_generated_at: null })}
        />,
        {
          dataProvider: { ...dataProvider, custom } as never,
          accessControlProvider: { can: async () => ({ can: true }) },
          authProvider: signedInAs(["csm_team_member"]),
        },
      );
      expect(await screen.findAllByText("Échec : Stockage : HTTP 503")).not.toHaveLength(0);
      expect(screen.queryByRole("button", { name: "Envoyer pour signature" })).toBeNull();
      await userEvent.click(screen.getAllByRole("button", { name: "Relancer" })[0]!);
      await waitFor(() =>
        expect(custom).toHaveBeenCalledWith(expect.objectContaining({ url: "rpc/retry_document_job" })),
      );
      expect(custom).not.toHaveBeenCalledWith(
        expect.objectContaining({ url: expect.stringContaining("contract-documents") }),
      );
    },
  );

  it("offers no action to a role that may not edit the contract", { timeout: 20_000 }, async () => {
    const { options } = setup({}, false);
    renderInApp(<ContractSignaturePanel contract={contract({})} />, options);
    expect(await screen.findByText("Contrat de mission (talent)")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByRole("button")).toHaveLength(0));
  });
});

// @vitest-environment happy-dom
// The contract page's DPAE block: a CSM records the DPAE of a signed contract (one call to
// public.record_contract_dpae through the built-in provider), refused in the form with the
// database's messages outside the legal window; a consultant sees no button; a started
// contract shows its DPAE and who recorded it, read-only; a validated one says it waits for
// the signature; the action centre's link (`?section=dpae`) focuses the block.
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { BaseRecord } from "@refinedev/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { canWithRoles } from "../../../providers/access-control-provider.ts";
import type { AppRole } from "../../../src/lib/roles/roles.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { CONTRACT, contractProvider } from "../test/fixtures.ts";
import type { ContractRow } from "../types.ts";
import { ContractDpaeCard } from "./block.tsx";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
// the contract starts on 02/03/2026 at 7:30 (its schedule); today is 27/02/2026
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-02-27T12:00:00Z"));
});

const row = (patch: Partial<ContractRow> = {}) =>
  ({
    ...CONTRACT,
    workspace_id: "w1",
    status: "signed",
    dpae_submitted_at: null,
    dpae_reference: null,
    dpae_receipt_file: null,
    dpae_recorded_at: null,
    dpae_recorder: null,
    ...patch,
  }) as unknown as ContractRow;

const isWrite = (call: { url: string }) => call.url !== "rpc/contract_dpae_missing";

const renderBlock = (
  contract: ContractRow,
  roles: AppRole[],
  path = `/contracts/${CONTRACT.id}`,
  rows: Record<string, BaseRecord[]> = {},
  answers: Record<string, unknown> = {},
) => {
  const provider = contractProvider(rows, answers);
  const onSaved = vi.fn();
  renderInApp(<ContractDpaeCard contract={contract} onSaved={onSaved} />, {
    path,
    dataProvider: provider.dataProvider,
    accessControlProvider: { can: async (query) => ({ can: canWithRoles(roles, query) }) },
  });
  return { customs: provider.customs, onSaved };
};

/** Types the date and time (JJ/MM/AAAA HH:MM) and leaves the field, which confirms it on the next tick. */
const typeDate = async (text: string) => {
  const field = screen.getByRole("textbox", { name: "Date et heure de la déclaration" });
  expect(field).toHaveAttribute("placeholder", "JJ/MM/AAAA HH:MM");
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text } });
  fireEvent.blur(field);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
};

describe("ContractDpaeCard", () => {
  it(
    "a CSM records the DPAE: the form refuses a date outside the window, then saves it in one call — R:CTR-DPAE-INPUT",
    { timeout: 60_000 },
    async () => {
      const { customs, onSaved } = renderBlock(row(), ["csm_team_member"]);
      expect(
        await screen.findByText("Aucune DPAE enregistrée : à déclarer avant l'embauche du 02/03/2026 à 07:30."),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          "Déclarable du 22/02/2026 à 07:30 au 02/03/2026 à 07:30 (art. R1221-5 et L1221-10 du Code du travail).",
        ),
      ).toBeInTheDocument();
      await userEvent.click(await screen.findByRole("button", { name: "Enregistrer la DPAE" }));
      const form = await screen.findByRole("form", { name: "Déclaration préalable à l'embauche" });

      await typeDate("20/02/2026 10:00");
      fireEvent.change(within(form).getByLabelText("Référence URSSAF"), { target: { value: "DPAE-0123456789" } });
      await userEvent.click(within(form).getByRole("button", { name: "Enregistrer" }));
      expect(
        await within(form).findByText(
          "La DPAE ne peut être faite plus de 8 jours avant l'embauche, au plus tôt le 22/02/2026 à 07:30 (art. R1221-5 du Code du travail)",
        ),
      ).toBeInTheDocument();
      await typeDate("28/02/2026 10:00");
      await userEvent.click(within(form).getByRole("button", { name: "Enregistrer" }));
      expect(await within(form).findByText("La date de la DPAE ne peut pas être dans le futur")).toBeInTheDocument();
      // the block's one read (what the declaration misses, ./sending.tsx) aside, nothing was called
      expect(customs.filter(isWrite)).toHaveLength(0);

      await typeDate("26/02/2026 10:00");
      await userEvent.click(within(form).getByRole("button", { name: "Enregistrer" }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(customs.filter(isWrite)).toEqual([
        {
          url: "rpc/record_contract_dpae",
          payload: {
            p_contract_id: CONTRACT.id,
            // 10:00 in Paris (winter time), whatever the browser's zone (this suite runs in UTC)
            p_submitted_at: "2026-02-26T09:00:00.000Z",
            p_reference: "DPAE-0123456789",
            p_receipt_path: null,
          },
          query: undefined,
        },
      ]);
    },
  );

  it("a consultant sees the block without its button", { timeout: 30_000 }, async () => {
    renderBlock(row(), ["consultant_team_member"]);
    expect(await screen.findByRole("heading", { name: "DPAE" })).toBeInTheDocument();
    // the access check has answered: the block shows, the button never does
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("button", { name: "Enregistrer la DPAE" })).toBeNull();
  });

  it("a started contract shows its DPAE and who recorded it, read-only", { timeout: 30_000 }, async () => {
    renderBlock(
      row({
        status: "active",
        dpae_submitted_at: "2026-02-26T09:00:00Z",
        dpae_reference: "DPAE-0123456789",
        dpae_recorded_at: "2026-02-26T09:05:00Z",
        dpae_recorder: { first_name: "Claire", last_name: "Martin" },
      }),
      ["csm_team_member"],
    );
    expect(await screen.findByText("26/02/2026 à 10:00")).toBeInTheDocument();
    expect(screen.getByText("DPAE-0123456789")).toBeInTheDocument();
    expect(screen.getByText("Aucun")).toBeInTheDocument();
    expect(screen.getByText("Enregistrée par Claire Martin le 26/02/2026 à 10:05")).toBeInTheDocument();
    expect(screen.getByText("Le contrat a commencé : la DPAE ne se modifie plus.")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("button", { name: /DPAE/ })).toBeNull();
  });

  it("a validated contract waits for the signature; the action centre's link focuses the block", async () => {
    renderBlock(row({ status: "validated" }), ["csm_team_member"], `/contracts/${CONTRACT.id}?section=dpae`);
    expect(await screen.findByText("La DPAE s'enregistre ici une fois le contrat signé.")).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("region", { name: "DPAE" })));
    expect(screen.queryByRole("button", { name: "Enregistrer la DPAE" })).toBeNull();
  });

  it("the hiring has passed without a DPAE: « DPAE tardive » — R:CTR-DPAE-LATE", async () => {
    vi.setSystemTime(new Date("2026-03-18T12:00:00Z"));
    renderBlock(row(), ["csm_team_member"]);
    expect(await screen.findByText("DPAE tardive")).toBeInTheDocument();
    expect(
      screen.getByText(
        "L'embauche a eu lieu le 02/03/2026 à 07:30 et aucune DPAE n'est enregistrée : elle devait la précéder (art. L1221-10 du Code du travail). Enregistrez-la avec la date et l'heure où elle a été faite, même en retard ; sans DPAE, le contrat ne passe pas « en cours ».",
      ),
    ).toBeInTheDocument();
  });

  it("a DPAE declared after the hiring (by a declaration service) is « DPAE tardive »; one in time is not", async () => {
    renderBlock(row({ status: "active", dpae_submitted_at: "2026-03-02T10:15:00Z", dpae_reference: "DPAE-1" }), [
      "csm_team_member",
    ]);
    expect(
      await screen.findByText(
        "Déclarée le 02/03/2026 à 11:15, après l'embauche du 02/03/2026 à 07:30 : la DPAE doit précéder l'embauche (art. L1221-10 du Code du travail).",
      ),
    ).toBeInTheDocument();
    cleanup();
    renderBlock(row({ status: "active", dpae_submitted_at: "2026-03-02T06:00:00Z", dpae_reference: "DPAE-1" }), [
      "csm_team_member",
    ]);
    expect(await screen.findByText("DPAE-1")).toBeInTheDocument();
    expect(screen.queryByText("DPAE tardive")).toBeNull();
  });

  it("the sending through the adapter: the URSSAF's anomaly, what the declaration misses, the history", async () => {
    renderBlock(
      row(),
      ["csm_team_member"],
      `/contracts/${CONTRACT.id}`,
      {
        contract_dpae_sending: [
          {
            id: "s1",
            contract_id: CONTRACT.id,
            status: "anomaly",
            requested_at: "2026-02-27T08:00:00Z",
            reference: null,
            anomaly_code: "DUE-E012",
            anomaly_label: "NIR incohérent avec la date de naissance",
          },
        ],
        contract_dpae_event: [
          {
            id: "e1",
            contract_id: CONTRACT.id,
            kind: "queued",
            detail: "Envoi demandé",
            occurred_at: "2026-02-27T08:00:00Z",
          },
          { id: "e2", contract_id: CONTRACT.id, kind: "sent", detail: null, occurred_at: "2026-02-27T08:00:01Z" },
          {
            id: "e3",
            contract_id: CONTRACT.id,
            kind: "anomaly",
            detail: "DUE-E012 : NIR incohérent avec la date de naissance",
            occurred_at: "2026-02-27T08:00:02Z",
          },
        ],
      },
      { "rpc/contract_dpae_missing": ["lieu de naissance"] },
    );
    expect(await screen.findByText("Anomalie")).toBeInTheDocument();
    expect(screen.getByText("L'URSSAF a signalé une anomalie")).toBeInTheDocument();
    expect(screen.getByText("DUE-E012 : NIR incohérent avec la date de naissance")).toBeInTheDocument();
    expect(await screen.findByText("Pour envoyer la DPAE, il manque : lieu de naissance")).toBeInTheDocument();
    const history = screen.getByRole("region", { name: "Historique de la DPAE" });
    expect(
      within(history)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "27/02/2026 à 09:00 À envoyer — Envoi demandé",
      "27/02/2026 à 09:00 Envoyée",
      "27/02/2026 à 09:00 Anomalie — DUE-E012 : NIR incohérent avec la date de naissance",
    ]);
  });
});

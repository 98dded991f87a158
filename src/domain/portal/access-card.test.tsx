// @vitest-environment happy-dom
// The « Accès à l'espace » card against the in-memory data provider: each state said in French,
// the buttons for a role that may update the record (none for accounting), and the function
// called with the record or the access, its answer or its French refusal toasted.
import { cleanup, configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "../../lib/toast/toast-store.ts";
import { memoryDataProvider } from "../../test/memory-data-provider.ts";
import { renderInApp } from "../../test/render.tsx";
import { accessAs } from "../../test/session.ts";
import { PortalAccessCard, PortalAccessCell } from "./access-card.tsx";

// the function's call, given to the cards (no module mock: the unit project shares one module
// graph between files, and another file may have loaded the real one first)
const calls = { invokeFunction: vi.fn() };

afterEach(cleanup);
configure({ asyncUtilTimeout: 20_000 });

const ACCESS = {
  id: "a-1",
  contact_id: "c-1",
  email: "lea.roux@exemple.fr",
  invited_at: "2026-11-02T09:00:00Z",
  last_sent_at: "2026-11-02T09:00:00Z",
  last_seen_at: null as string | null,
  revoked_at: null as string | null,
};

const render = (roles: string[], rows: object[] = []) =>
  renderInApp(<PortalAccessCard kind="client" recordId="c-1" invoke={calls.invokeFunction} />, {
    dataProvider: memoryDataProvider({ portal_access: rows as never[] }).dataProvider,
    accessControlProvider: accessAs(roles as never),
  });
const toasts = () => toastStore.getSnapshot().map((t) => String(t.description));

// a block body: a hook that returns a function (mockReset returns the mock) has it run as teardown
beforeEach(() => {
  calls.invokeFunction.mockReset();
});

describe("PortalAccessCard", () => {
  it("says there is no access and invites the contact", { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    calls.invokeFunction.mockResolvedValue({ email: "lea.roux@exemple.fr", mail: "invite" });
    render(["consultant_team_member"]);
    expect(await screen.findByText("Pas d'accès")).toBeInTheDocument();
    expect(screen.getByText("Accès à l'espace client")).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Inviter" }));
    await waitFor(() =>
      expect(calls.invokeFunction).toHaveBeenCalledWith("portal-access", {
        action: "invite",
        kind: "client",
        record_id: "c-1",
      }),
    );
    await waitFor(() => expect(toasts()).toContain("Invitation envoyée à lea.roux@exemple.fr"));
  });

  it("shows the last visit, sends again and revokes after confirmation", { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    calls.invokeFunction.mockResolvedValue({ email: "lea.roux@exemple.fr", mail: "code" });
    render(["csm_team_member"], [{ ...ACCESS, last_seen_at: "2026-11-20T16:45:00Z" }]);
    expect(await screen.findByText("Dernière visite le 20/11/2026 à 17:45")).toBeInTheDocument();
    expect(screen.getByText("Adresse de connexion : lea.roux@exemple.fr")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Inviter" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Renvoyer l'invitation" }));
    await waitFor(() =>
      expect(toasts()).toContain("Un lien et un code de connexion ont été envoyés à lea.roux@exemple.fr"),
    );
    expect(calls.invokeFunction).toHaveBeenLastCalledWith("portal-access", {
      action: "resend",
      kind: "client",
      record_id: "c-1",
    });
    await user.click(screen.getByRole("button", { name: "Révoquer" }));
    await user.click(await screen.findByRole("button", { name: "Révoquer l'accès" }));
    await waitFor(() =>
      expect(calls.invokeFunction).toHaveBeenLastCalledWith("portal-access", { action: "revoke", access_id: "a-1" }),
    );
    await waitFor(() => expect(toasts()).toContain("Accès révoqué : la personne est déconnectée"));
  });

  it("says when the access was revoked, and offers to invite again", async () => {
    render(["consultant_team_member"], [{ ...ACCESS, revoked_at: "2026-11-21T08:00:00Z" }]);
    expect(await screen.findByText("Révoqué le 21/11/2026 à 09:00")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Inviter" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Révoquer" })).toBeNull();
  });

  it("shows the state without any button to accounting", async () => {
    render(["accounting_team_member"], [ACCESS]);
    expect(await screen.findByText("Invité le 02/11/2026 à 10:00")).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("toasts the database's French refusal", async () => {
    const user = userEvent.setup();
    calls.invokeFunction.mockImplementation(async () => {
      throw new Error("Ce contact n'a pas d'adresse e-mail valide : renseignez-la avant de l'inviter");
    });
    render(["consultant_team_member"]);
    await user.click(await screen.findByRole("button", { name: "Inviter" }));
    await waitFor(() =>
      expect(toasts()).toContain("Ce contact n'a pas d'adresse e-mail valide : renseignez-la avant de l'inviter"),
    );
  });
});

describe("PortalAccessCell (a company's contacts table)", () => {
  it("says the contact's access and sends the invitation again from the row", { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    calls.invokeFunction.mockResolvedValue({ email: "lea.roux@exemple.fr", mail: "code" });
    renderInApp(<PortalAccessCell contactId="c-1" invoke={calls.invokeFunction} />, {
      dataProvider: memoryDataProvider({ portal_access: [ACCESS] as never[] }).dataProvider,
      accessControlProvider: accessAs(["consultant_team_member"] as never),
    });
    expect(await screen.findByText(/^Invité le /)).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Renvoyer l'invitation" }));
    await waitFor(() =>
      expect(calls.invokeFunction).toHaveBeenCalledWith("portal-access", {
        action: "resend",
        kind: "client",
        record_id: "c-1",
      }),
    );
  });
});

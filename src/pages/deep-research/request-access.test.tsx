// @vitest-environment happy-dom
// The deep research's request-access page: the form checks the reason in French (10 to 1 000
// characters) and asks with it; a refused save keeps what was typed; a pending request shows its
// date, a refused one its reason and « Redemander », a granted access the way in.
import { cleanup, configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { BaseRecord } from "@refinedev/core";
import { afterEach, describe, expect, it } from "vitest";
import { clearToasts, toastStore } from "../../lib/toast/toast-store.ts";
import { RuntimeConfigProvider } from "../../config/runtime-config-context.tsx";
import { memoryDataProvider, type WriteCall } from "../../test/memory-data-provider.ts";
import { renderInApp } from "../../test/render.tsx";
import { signedInAs, TEST_RUNTIME_CONFIG } from "../../test/session.ts";
import { RequestAccessPage } from "./request-access.tsx";

afterEach(() => {
  cleanup();
  clearToasts();
});
configure({ asyncUtilTimeout: 10_000 });

const REASON = "Je cherche des coffreurs bancheurs qui ont travaillé en centrale.";

const request = (values: Record<string, unknown>) => ({
  id: "r-1",
  workspace_id: "w-1",
  team_member_id: "tm-1",
  feature: "deep-research",
  reason: REASON,
  status: "pending",
  decided_by: null,
  decided_at: null,
  decision_comment: null,
  created_at: "2026-11-24T09:30:00Z",
  ...values,
});

const renderPage = (
  rows: Record<string, unknown> = {},
  write?: (call: WriteCall) => BaseRecord | Promise<BaseRecord>,
) => {
  const { dataProvider, calls } = memoryDataProvider(rows as Record<string, BaseRecord[]>, write);
  renderInApp(
    <RuntimeConfigProvider config={TEST_RUNTIME_CONFIG}>
      <RequestAccessPage />
    </RuntimeConfigProvider>,
    { dataProvider, authProvider: signedInAs(["consultant_team_member"], "tm-1") },
  );
  return calls;
};

const reasonField = () => screen.findByLabelText("Pourquoi en avez-vous besoin ?", {}, { timeout: 30_000 });

describe("RequestAccessPage", () => {
  it("explains the feature, checks the reason in French, then asks with it", { timeout: 60_000 }, async () => {
    const calls = renderPage();
    expect(screen.getByRole("heading", { name: "Demander l'accès à la recherche approfondie" })).toBeInTheDocument();
    expect(screen.getByText(/lit les CV des talents/)).toBeInTheDocument();
    const field = await reasonField();
    await userEvent.type(field, "trop bref");
    await userEvent.click(screen.getByRole("button", { name: "Demander l'accès" }));
    expect(await screen.findByText("Le motif doit compter de 10 à 1 000 caractères.")).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, REASON);
    await userEvent.click(screen.getByRole("button", { name: "Demander l'accès" }));
    await waitFor(() =>
      expect(calls).toEqual([
        expect.objectContaining({
          method: "create",
          resource: "feature_access_request",
          variables: { feature: "deep-research", reason: REASON },
        }),
      ]),
    );
    expect(toastStore.getSnapshot()).toContainEqual(
      expect.objectContaining({ type: "success", description: ["Votre demande d'accès est envoyée."] }),
    );
  });

  it("a refused save keeps what was typed and shows the database's message", { timeout: 60_000 }, async () => {
    const refusal = "Vous avez déjà une demande d'accès en attente pour cette fonctionnalité : attendez la décision.";
    renderPage({}, () => {
      throw { message: refusal, statusCode: 409 };
    });
    const field = await reasonField();
    await userEvent.type(field, REASON);
    await userEvent.click(screen.getByRole("button", { name: "Demander l'accès" }));
    await waitFor(() =>
      expect(toastStore.getSnapshot()).toContainEqual(
        expect.objectContaining({ type: "error", description: [refusal] }),
      ),
    );
    expect(field).toHaveValue(REASON);
  });

  it("a pending request shows its date and reason, no form", { timeout: 60_000 }, async () => {
    renderPage({ feature_access_request: [request({})] });
    expect(await screen.findByText("Demande en attente", {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText(/Votre demande du 24\/11\/2026 attend la décision/)).toBeInTheDocument();
    expect(screen.getByText(`Votre motif : ${REASON}`)).toBeInTheDocument();
    expect(screen.queryByLabelText("Pourquoi en avez-vous besoin ?")).not.toBeInTheDocument();
  });

  it(
    "a refused request shows the decider's reason, and « Redemander » opens the form — R:TAL-ACCESS-NOTIFIED",
    { timeout: 60_000 },
    async () => {
      renderPage({
        feature_access_request: [
          request({
            status: "refused",
            decided_at: "2026-11-25T08:00:00Z",
            decision_comment: "Réservé à l'équipe pilote.",
          }),
        ],
      });
      expect(await screen.findByText("Demande refusée", {}, { timeout: 30_000 })).toBeInTheDocument();
      expect(screen.getByText("Motif : Réservé à l'équipe pilote.")).toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name: "Redemander" }));
      expect(await reasonField()).toBeInTheDocument();
    },
  );

  it("with the access, it leads to the search — R:TAL-ACCESS-ASK", { timeout: 60_000 }, async () => {
    renderPage({ "rpc/has_feature": true });
    expect(await screen.findByText("Accès accordé", {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ouvrir la recherche approfondie" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Pourquoi en avez-vous besoin ?")).not.toBeInTheDocument();
  });
});

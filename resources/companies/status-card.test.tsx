// @vitest-environment happy-dom
// Accounting blocks a client with its motif (public.transition_status carries it as the move's
// comment); a refused move keeps the motif and shows the database's French message; other roles
// get no button; a blocked client's history shows the motif, and accounting may unblock it.
import type { DataProvider } from "@refinedev/core";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import permissions from "../../supabase/permissions.json" with { type: "json" };
import { clearToasts, toastStore } from "../../src/lib/toast/toast-store.ts";
import { RuntimeConfigProvider } from "../../src/config/runtime-config-context.tsx";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { signedInAs, TEST_RUNTIME_CONFIG } from "../../src/test/session.ts";
import { CompanyStatusCard } from "./status-card.tsx";
import type { CompanyRow } from "../../src/domain/companies/types.ts";

afterEach(() => {
  cleanup();
  clearToasts();
});

type Rule = {
  entity: string;
  column: string;
  from: string | null;
  to: string;
  roles: string[];
  requires_comment: boolean;
};
// the migrations' company moves, as the card reads them from public.status_transition
const TRANSITIONS = (permissions.transitions as Rule[])
  .filter((r) => r.entity === "company" && r.column === "status")
  .map((r, i) => ({
    id: `t-${i}`,
    from_status: r.from,
    to_status: r.to,
    roles: r.roles,
    requires_comment: r.requires_comment,
  }));

const COMPANY = { id: "co-1", name: "Bâtir Lyon", status: "active" } as CompanyRow;
const MOTIF = "Trois factures impayées depuis 90 jours";
const REFUSED = "Un commentaire est obligatoire pour passer au statut « Bloqué (impayés / hors encours) »";

const renderCard = (roles: string[], company: CompanyRow, custom = vi.fn(async () => ({ data: "blocked" }))) => {
  const history = [
    { id: "h-1", from_status: "active", to_status: "blocked", comment: MOTIF, changed_at: "2026-03-02T09:00:00Z" },
  ];
  const rows = { status_transition: TRANSITIONS, status_history: company.status === "blocked" ? history : [] };
  const memory = memoryDataProvider(rows).dataProvider;
  const getList = vi.fn(memory.getList);
  const dataProvider = { ...memory, getList, custom } as DataProvider;
  const onDone = vi.fn();
  renderInApp(
    <RuntimeConfigProvider config={TEST_RUNTIME_CONFIG}>
      <CompanyStatusCard company={company} onDone={onDone} />
    </RuntimeConfigProvider>,
    { authProvider: signedInAs(roles), dataProvider },
  );
  return { custom, onDone, getList };
};

describe("CompanyStatusCard", () => {
  it("lets accounting block a client with a required motif, sent as the move's comment", async () => {
    const { custom, onDone } = renderCard(["accounting_team_member"], COMPANY);
    await userEvent.click(await screen.findByRole("button", { name: "Bloquer" }));
    const dialog = await screen.findByRole("dialog", { name: "Bloquer l'entreprise (impayés / hors encours)" });

    // no motif, no call
    await userEvent.click(within(dialog).getByRole("button", { name: "Bloquer" }));
    expect(await within(dialog).findByText("Indiquez le motif du blocage")).toBeInTheDocument();
    expect(custom).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText("Motif du blocage"), `  ${MOTIF} `);
    await userEvent.click(within(dialog).getByRole("button", { name: "Bloquer" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(custom).toHaveBeenCalledWith(
      expect.objectContaining({
        url: "rpc/transition_status",
        method: "post",
        payload: { p_entity: "company", p_id: "co-1", p_status: "blocked", p_comment: MOTIF },
      }),
    );
  });

  it("keeps the motif and shows the database's French message when the move is refused", async () => {
    const custom = vi.fn(async () => {
      throw { message: REFUSED, statusCode: 400 };
    });
    const { onDone } = renderCard(["accounting_team_member"], COMPANY, custom);
    await userEvent.click(await screen.findByRole("button", { name: "Bloquer" }));
    const dialog = await screen.findByRole("dialog", { name: "Bloquer l'entreprise (impayés / hors encours)" });
    await userEvent.type(within(dialog).getByLabelText("Motif du blocage"), MOTIF);
    await userEvent.click(within(dialog).getByRole("button", { name: "Bloquer" }));
    await waitFor(() =>
      expect(toastStore.getSnapshot()).toContainEqual(
        expect.objectContaining({ type: "error", description: [REFUSED] }),
      ),
    );
    expect(within(dialog).getByLabelText("Motif du blocage")).toHaveValue(MOTIF);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("offers a consultant neither « Bloquer » nor « Débloquer »", async () => {
    const { getList } = renderCard(["consultant_team_member", "csm_team_member"], COMPANY);
    expect(await screen.findByText("Aucun changement de statut")).toBeInTheDocument();
    // the transitions are read: still no button
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(expect.objectContaining({ resource: "status_transition" })),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("button", { name: "Bloquer" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Débloquer" })).toBeNull();
  });

  it("shows a blocked client's motif in its history; accounting unblocks it without a motif", async () => {
    const { custom } = renderCard(["accounting_team_member"], { ...COMPANY, status: "blocked" });
    expect(await screen.findByText(MOTIF)).toBeInTheDocument();
    expect(screen.getByText("Client actif → Bloqué (impayés / hors encours)")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Bloquer" })).toBeNull();
    await userEvent.click(await screen.findByRole("button", { name: "Débloquer" }));
    await waitFor(() =>
      expect(custom).toHaveBeenCalledWith(
        expect.objectContaining({
          url: "rpc/transition_status",
          payload: { p_entity: "company", p_id: "co-1", p_status: "active", p_comment: null },
        }),
      ),
    );
  });
});

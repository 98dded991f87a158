// @vitest-environment happy-dom
// The control of a pay line: the net typed the French way (« 1182,90 », « 1 182,90 ») is sent
// as 1182.9 with the status (it was sent ×100: antd's parser dropped the comma), and the
// dialog's button says what it does.
import type { AuthProvider } from "@refinedev/core";
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { RuntimeConfigProvider } from "../../src/config/runtime-config-context.tsx";
import type { RuntimeConfig } from "../../src/config/runtime-config.ts";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { PayStatusCard } from "./status-card.tsx";
import type { PayRow } from "./types.ts";

afterEach(cleanup);
configure({ asyncUtilTimeout: 10_000 });

const CONFIG: RuntimeConfig = {
  supabaseUrl: "http://localhost",
  supabaseAnonKey: "anon",
  apiUrl: "http://localhost/api",
  boardManagerEmails: [],
  environment: "local",
};

const accounting: AuthProvider = {
  login: async () => ({ success: true }),
  logout: async () => ({ success: true }),
  check: async () => ({ authenticated: true }),
  onError: async () => ({}),
  getIdentity: async () => ({
    id: "u-acc",
    email: "comptable@renfort.test",
    name: "Comptable",
    context: { roles: ["accounting_team_member"], team_member: { id: "tm-acc" }, managees: [] },
  }),
};

const PAY = { id: "p-1", status: "to_control", net_to_pay: null } as unknown as PayRow;

const renderCard = () => {
  const provider = memoryDataProvider({
    status_transition: [
      {
        id: "st-1",
        from_status: "to_control",
        to_status: "controlled",
        roles: ["accounting_team_member"],
        requires_comment: false,
      },
    ],
    status_history: [],
  });
  renderInApp(
    <RuntimeConfigProvider config={CONFIG}>
      <PayStatusCard pay={PAY} onDone={() => undefined} />
    </RuntimeConfigProvider>,
    { dataProvider: provider.dataProvider, authProvider: accounting },
  );
  return provider;
};

describe("PayStatusCard, « Contrôlée »", () => {
  it.each(["1182,90", "1 182,90", "1182.90"])(
    "sends the net typed « %s » as 1182.9 with the status",
    { timeout: 30_000 },
    async (typed) => {
      const { calls } = renderCard();
      await userEvent.click(await screen.findByRole("button", { name: "Passer à « Contrôlée »" }));
      const dialog = await screen.findByRole("dialog", { name: "Passer la paie à « Contrôlée »" });
      await userEvent.type(within(dialog).getByLabelText("Net à payer (repris du logiciel de paie)"), typed);
      expect(within(dialog).queryByRole("button", { name: "Statut mis à jour" })).toBeNull();
      await userEvent.click(within(dialog).getByRole("button", { name: "Marquer comme contrôlée" }));
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]).toMatchObject({
        method: "update",
        resource: "pay_tracking",
        id: "p-1",
        variables: { status: "controlled", net_to_pay: 1182.9 },
      });
    },
  );

  it("asks for the net before marking the line controlled", { timeout: 30_000 }, async () => {
    const { calls } = renderCard();
    await userEvent.click(await screen.findByRole("button", { name: "Passer à « Contrôlée »" }));
    const dialog = await screen.findByRole("dialog", { name: "Passer la paie à « Contrôlée »" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Marquer comme contrôlée" }));
    expect(await within(dialog).findByText("Le net à payer est obligatoire à partir du contrôle")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

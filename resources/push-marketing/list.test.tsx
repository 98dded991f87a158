// @vitest-environment happy-dom
// The campaigns list against the in-memory data provider: each campaign with its status and
// counts, the count; « Nouvelle campagne » for the roles that create campaigns only; the drawer
// of ?open=<id> with each recipient's outcome, « Intéressé », and a bounce's reason.
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AppRole } from "../../src/lib/roles/roles.ts";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { accessAs, signedInAs } from "../../src/test/session.ts";
import { PushMarketingPage } from "./list.tsx";

afterEach(cleanup);

const CAMPAIGN = {
  id: "c-1",
  workspace_id: "w",
  name: "Coffreurs disponibles",
  subject: "{prenom}, des profils",
  body: "Bonjour",
  talent_ids: ["t-1", "t-2"],
  hiring_pool_id: null,
  base_url: null,
  status: "sent",
  status_changed_at: null,
  status_comment: null,
  scheduled_at: null,
  sent_at: "2026-11-25T10:00:00Z",
  canceled_at: null,
  recipients_count: 4,
  sent_count: 3,
  failed_count: 0,
  opted_out_count: 1,
  interested_count: 1,
  created_at: "2026-11-25T09:00:00Z",
  created_by: null,
  updated_at: "2026-11-25T10:00:00Z",
  updated_by: null,
};
const RECIPIENT = {
  id: "r-1",
  campaign_id: "c-1",
  contact_id: "k-1",
  email: "alice@btp.test",
  status: "sent",
  sent_at: "2026-11-25T10:00:00Z",
  interested_at: "2026-11-25T11:30:00Z",
  mission_id: null,
  created_at: "2026-11-25T09:00:00Z",
  contact: { first_name: "Alice", last_name: "Martin", company: { name: "BTP Rhône" } },
};

// refused by the contact's mail server: the provider's bounce event (mail-events) set it
const BOUNCED = {
  ...RECIPIENT,
  id: "r-2",
  contact_id: "k-2",
  email: "bruno@btp.test",
  status: "bounced",
  interested_at: null,
  failure_reason: "Adresse refusée par le serveur du destinataire : 550 5.1.1 Mailbox does not exist",
  created_at: "2026-11-25T09:00:01Z",
  contact: { first_name: "Bruno", last_name: "Petit", company: { name: "BTP Rhône" } },
};

const renderPage = (roles: AppRole[], path = "/talents/push-marketing") =>
  renderInApp(<PushMarketingPage />, {
    path,
    dataProvider: memoryDataProvider({ push_campaign: [CAMPAIGN], push_campaign_recipient: [RECIPIENT, BOUNCED] })
      .dataProvider,
    accessControlProvider: accessAs(roles),
    authProvider: signedInAs(roles),
  });

describe("PushMarketingPage", () => {
  it(
    "lists the campaigns with their status and counts, and offers a new one to marketing",
    { timeout: 60_000 },
    async () => {
      renderPage(["team_member_marketing"]);
      await screen.findByText("Campagnes trouvées : 1", undefined, { timeout: 30_000 });
      const [, row] = screen.getAllByRole("row");
      expect(within(row).getByRole("button", { name: "Voir la campagne Coffreurs disponibles" })).toBeInTheDocument();
      expect(row).toHaveTextContent("Envoyée");
      expect(row).toHaveTextContent("4");
      expect(await screen.findByRole("button", { name: "Nouvelle campagne" })).toBeInTheDocument();
    },
  );

  it("does not offer a new campaign to a role that cannot create one", { timeout: 60_000 }, async () => {
    renderPage(["csm_team_member"]);
    await screen.findByText(/Campagnes trouvées/, undefined, { timeout: 30_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole("button", { name: "Nouvelle campagne" })).toBeNull();
  });

  it("opens a campaign's recipients with « Intéressé »", { timeout: 60_000 }, async () => {
    renderPage(["team_member_marketing"], "/talents/push-marketing?open=c-1");
    expect(await screen.findByText("Alice Martin", undefined, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText(/^Intéressé · 25\/11\/2026/)).toBeInTheDocument();
  });

  it(
    "shows a bounced recipient « Non distribué » with the server's reason — R:TAL-PUSH-BOUNCE",
    { timeout: 60_000 },
    async () => {
      renderPage(["team_member_marketing"], "/talents/push-marketing?open=c-1");
      const cell = (await screen.findByText("Bruno Petit", undefined, { timeout: 30_000 })).closest("tr")!;
      expect(within(cell as HTMLElement).getByText("Non distribué")).toBeInTheDocument();
      expect(
        within(cell as HTMLElement).getByText(
          "Adresse refusée par le serveur du destinataire : 550 5.1.1 Mailbox does not exist",
        ),
      ).toBeInTheDocument();
      // a sent recipient shows no reason
      const alice = screen.getByText("Alice Martin").closest("tr")!;
      expect(within(alice as HTMLElement).queryByText(/Adresse refusée/)).toBeNull();
    },
  );
});

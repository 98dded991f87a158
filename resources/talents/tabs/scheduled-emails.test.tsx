// @vitest-environment happy-dom
// A talent's scheduled e-mails: listed with subject, send date and status; « Nouvel e-mail programmé »
// writes a draft to this talent; the drawer cancels one (a move of status_transition). A hiring
// pool's page offers the campaign only to the roles of scheduled_email_campaign.target_hiring_pool.
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import permissions from "../../../supabase/permissions.json" with { type: "json" };
import { fill } from "../../../src/test/fill.ts";
import { memoryDataProvider } from "../../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { signedInAs } from "../../../src/test/session.ts";
import { HiringPoolDetails } from "../../hiring-pools/details.tsx";
import { TalentScheduledEmails } from "./scheduled-emails.tsx";

afterEach(cleanup);

const EMAILS = [
  {
    id: "e-1",
    talent_id: "t-1",
    hiring_pool_id: null,
    subject: "Une mission de coffreur",
    content: "Bonjour",
    send_at: "2026-12-01T09:00:00Z",
    status: "draft",
    requester_id: "tm-1",
    created_at: "2026-11-25T08:00:00Z",
    talent: { id: "t-1", first_name: "Noé", last_name: "Abadie" },
  },
];
type Rule = { entity: string; column: string; from: string | null; to: string; roles: string[] };
const TRANSITIONS = (permissions.transitions as Rule[])
  .filter((r) => r.entity === "scheduled_email")
  .map((r, i) => ({
    id: String(i),
    from_status: r.from,
    to_status: r.to,
    roles: r.roles,
    requester_only_roles: [],
    required_fields: [],
    requires_comment: false,
  }));
const ROWS = {
  scheduled_email: EMAILS,
  request_type: [
    {
      entity: "scheduled_email",
      label: "E-mail programmé",
      plural_label: "E-mails programmés",
      route: "scheduled-emails",
      status_enum: "scheduled_email_status",
      initial_status: "draft",
      terminal_statuses: ["sent", "partially_failed", "canceled"],
      has_amounts: false,
      deadline_rule: null,
      position: 19,
    },
  ],
  enum_label: [
    { enum_name: "scheduled_email_status", value: "draft", label: "Brouillon" },
    { enum_name: "scheduled_email_status", value: "canceled", label: "Annulé" },
  ],
  status_transition: TRANSITIONS,
  status_history: [],
  file_link: [],
};
const canAll = { can: async () => ({ can: true }) };

describe("a talent's scheduled e-mails", () => {
  it("lists them and writes a draft to the talent", { timeout: 30_000 }, async () => {
    const { dataProvider, calls } = memoryDataProvider(ROWS);
    const user = userEvent.setup();
    renderInApp(<TalentScheduledEmails talentId="t-1" />, {
      dataProvider,
      accessControlProvider: canAll,
      authProvider: signedInAs(["consultant_team_member"], "tm-1"),
    });
    expect(await screen.findByRole("heading", { name: "E-mails programmés" })).toBeTruthy();
    const row = await screen.findByRole("row", { name: /Une mission de coffreur/ });
    await waitFor(() => expect(within(row).getByText("Brouillon")).toBeTruthy());
    await user.click(screen.getByRole("button", { name: "Nouvel e-mail programmé" }));
    const form = await screen.findByRole("form", { name: "Nouvel e-mail programmé" });
    expect((within(form).getByLabelText("Expéditeur") as HTMLInputElement).value).toBe("Renfort");
    await fill(within(form).getByLabelText("Objet"), "Votre disponibilité", user);
    await fill(within(form).getByLabelText("Contenu"), "Bonjour, êtes-vous disponible ?", user);
    await user.click(screen.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: "create",
      resource: "scheduled_email",
      variables: {
        talent_id: "t-1",
        subject: "Votre disponibilité",
        content: "Bonjour, êtes-vous disponible ?",
        sender_identity: "Renfort",
      },
    });
  });

  it("cancels one from its drawer", { timeout: 30_000 }, async () => {
    const { dataProvider, calls } = memoryDataProvider(ROWS);
    renderInApp(<TalentScheduledEmails talentId="t-1" />, {
      dataProvider,
      accessControlProvider: canAll,
      authProvider: signedInAs(["consultant_team_member"], "tm-1"),
    });
    fireEvent.click(await screen.findByRole("button", { name: /^Ouvrir/ }));
    fireEvent.click(await screen.findByRole("button", { name: "Annulé" }));
    // inside the drawer (a dialog too): found by its title, the test ids of antd's titles being alike
    const dialog = (await screen.findByText("Passer au statut « Annulé »")).closest(".ant-modal") as HTMLElement;
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirmer" }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: "update",
          resource: "scheduled_email",
          id: "e-1",
          variables: expect.objectContaining({ status: "canceled" }),
        }),
      ),
    );
  });
});

describe("a hiring pool's campaigns", () => {
  const renderPool = (roles: string[]) =>
    renderInApp(
      <Routes>
        <Route path="/talents/hiring-pools/:id/details" element={<HiringPoolDetails />} />
      </Routes>,
      {
        path: "/talents/hiring-pools/p-1/details",
        dataProvider: memoryDataProvider({
          ...ROWS,
          scheduled_email: [],
          hiring_pool: [{ id: "p-1", name: "Coffreurs" }],
        }).dataProvider,
        accessControlProvider: canAll,
        authProvider: signedInAs(roles),
      },
    );

  it("are written by marketing, to the pool", { timeout: 30_000 }, async () => {
    renderPool(["team_member_marketing"]);
    expect(await screen.findByRole("button", { name: "Nouvel e-mail programmé" })).toBeTruthy();
  });

  it("are not offered to a consultant", { timeout: 30_000 }, async () => {
    renderPool(["consultant_team_member"]);
    expect(await screen.findByText("Demandes trouvées : 0")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole("button", { name: "Nouvel e-mail programmé" })).toBeNull();
  });
});

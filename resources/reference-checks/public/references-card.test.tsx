// @vitest-environment happy-dom
// « Références » on a talent's page: the talent's checks with their referee linked to the check's
// drawer, the status as the requests' list names it, the outcome, the summary and the day of the
// call; loading, empty and error states; « Demander une prise de références » opens the request
// module's create form with the talent pre-filled (for the roles that create checks) — in an
// application's drawer, the check records that application —, and the section is not shown to
// the roles that do not read them.
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider, type ReadState } from "../../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { accessAs } from "../../../src/test/session.ts";
import type { AppRole } from "../../../src/lib/roles/roles.ts";
// the registry entry says where a check opens (`?open=`), as the app's registry does at boot
import "../index.ts";
import { ReferenceChecksCard } from "./references-card.tsx";

afterEach(cleanup);

const ROWS = {
  reference_check: [
    {
      id: "rc-2",
      status: "completed",
      outcome: "positive",
      note: "Fiable et autonome sur les coffrages.",
      referee_name: "Marc Durand",
      referee_company: "Gros Œuvre Atlantique",
      performed_at: "2026-02-10T09:00:00+00:00",
      closed_at: "2026-02-10T10:00:00+00:00",
      created_at: "2026-02-01T09:00:00+00:00",
      application_id: null,
    },
    {
      id: "rc-1",
      status: "consent_pending",
      outcome: null,
      note: null,
      referee_name: "Sophie Leroy",
      referee_company: null,
      performed_at: null,
      closed_at: null,
      created_at: "2026-01-20T09:00:00+00:00",
      application_id: null,
    },
  ],
  request_type: [
    {
      entity: "reference_check",
      label: "Prise de références",
      route: "reference-checks",
      status_enum: "reference_check_status",
      initial_status: "requested",
      terminal_statuses: ["completed", "declined", "canceled"],
    },
  ],
  // the memory provider answers every enum_label read with these rows: the statuses' labels
  enum_label: [
    { value: "consent_pending", label: "Consentement en attente" },
    { value: "completed", label: "Terminée" },
  ],
  talent: [{ id: "t-1", first_name: "Léa", last_name: "Roux" }],
};

const renderCard = (
  roles: AppRole[],
  rows: Record<string, Array<Record<string, unknown>>> = ROWS,
  reads: Record<string, ReadState> = {},
  compact = false,
  applicationId?: string,
) => {
  const provider = memoryDataProvider(rows, () => ({ id: "rc-new" }), reads);
  renderInApp(<ReferenceChecksCard talentId="t-1" applicationId={applicationId} compact={compact} />, {
    dataProvider: provider.dataProvider,
    accessControlProvider: accessAs(roles),
  });
  return provider;
};

describe("ReferenceChecksCard", () => {
  it("lists the checks, each opening in the requests' drawer", { timeout: 30_000 }, async () => {
    renderCard(["consultant_team_member"]);
    const section = await screen.findByRole("region", { name: "Références" });
    const done = await within(section).findByRole("row", { name: /Marc Durand/ });
    expect(within(done).getByRole("link", { name: "Marc Durand" })).toHaveAttribute(
      "href",
      "/reference-checks?open=rc-2",
    );
    expect(within(done).getByText("Gros Œuvre Atlantique")).toBeInTheDocument();
    expect(await within(done).findByText("Terminée")).toBeInTheDocument();
    expect(within(done).getByText("Positive")).toBeInTheDocument();
    expect(within(done).getByText("Fiable et autonome sur les coffrages.")).toBeInTheDocument();
    expect(within(done).getByText("10/02/2026")).toBeInTheDocument();
    const pending = within(section).getByRole("row", { name: /Sophie Leroy/ });
    expect(within(pending).getByRole("link", { name: "Sophie Leroy" })).toHaveAttribute(
      "href",
      "/reference-checks?open=rc-1",
    );
    expect(within(pending).getByText("Consentement en attente")).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Référent", "Statut", "Résultat", "Synthèse", "Réalisée le"]);
  });

  it("leaves the summary to the check's drawer when compact", { timeout: 30_000 }, async () => {
    renderCard(["consultant_team_member"], ROWS, {}, true);
    const section = await screen.findByRole("region", { name: "Références" });
    await within(section).findByRole("row", { name: /Marc Durand/ });
    expect(
      within(section)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Référent", "Statut", "Résultat", "Réalisée le"]);
    expect(within(section).queryByText("Fiable et autonome sur les coffrages.")).toBeNull();
  });

  it("says in French that the talent has no reference check", { timeout: 30_000 }, async () => {
    renderCard(["csm_team_member"], { ...ROWS, reference_check: [] });
    const section = await screen.findByRole("region", { name: "Références" });
    expect(await within(section).findByText("Aucune prise de références")).toBeInTheDocument();
    // the CSM reads the checks, the consultants and the external CSM ask them
    expect(within(section).queryByRole("button", { name: "Demander une prise de références" })).toBeNull();
  });

  it("shows the table loading while the checks are read", { timeout: 30_000 }, async () => {
    renderCard(["consultant_team_member"], ROWS, { reference_check: "loading" });
    const section = await screen.findByRole("region", { name: "Références" });
    await waitFor(() => expect(section.querySelector(".ant-spin-spinning")).not.toBeNull());
    expect(within(section).queryByText("Aucune prise de références")).toBeNull();
  });

  it("explains in French that the checks could not be read", { timeout: 30_000 }, async () => {
    renderCard(["consultant_team_member"], ROWS, {
      reference_check: { message: "permission denied for table reference_check", statusCode: 403, code: "42501" },
    });
    const section = await screen.findByRole("region", { name: "Références" });
    expect(await within(section).findByText("Impossible de charger les prises de références")).toBeInTheDocument();
    expect(within(section).queryByRole("table")).toBeNull();
  });

  it("is not shown to a role that does not read reference checks", { timeout: 30_000 }, async () => {
    const { dataProvider } = memoryDataProvider(ROWS);
    renderInApp(
      <>
        <ReferenceChecksCard talentId="t-1" />
        <p>chargé</p>
      </>,
      { dataProvider, accessControlProvider: accessAs(["team_member_marketing"]) },
    );
    await screen.findByText("chargé");
    // the access check is asynchronous: give it its turn
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole("region", { name: "Références" })).toBeNull();
  });

  it("asks a check through the request module's form, the talent pre-filled", { timeout: 60_000 }, async () => {
    const provider = renderCard(["consultant_team_member"]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Demander une prise de références" }));
    const dialog = await screen.findByRole("dialog", { name: "Nouvelle demande" });
    await user.type(within(dialog).getByLabelText("Référent"), "Paul Martin");
    await user.type(within(dialog).getByLabelText("Entreprise du référent"), "Charpentes du Rhône");
    await user.type(within(dialog).getByLabelText("Téléphone du référent"), "+33478000000");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(provider.calls).toHaveLength(1));
    expect(provider.calls[0]).toMatchObject({ method: "create", resource: "reference_check" });
    expect(provider.calls[0].variables).toMatchObject({
      talent_id: "t-1",
      referee_name: "Paul Martin",
      referee_company: "Charpentes du Rhône",
      referee_phone: "+33478000000",
      is_current_employer: false,
    });
    // asked from the talent's page: no application
    expect(provider.calls[0].variables).not.toHaveProperty("application_id");
  });

  it("records the application a check is asked from", { timeout: 60_000 }, async () => {
    const provider = renderCard(["consultant_team_member"], ROWS, {}, true, "a-1");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Demander une prise de références" }));
    const dialog = await screen.findByRole("dialog", { name: "Nouvelle demande" });
    await user.type(within(dialog).getByLabelText("Référent"), "Paul Martin");
    await user.type(within(dialog).getByLabelText("Entreprise du référent"), "Charpentes du Rhône");
    await user.type(within(dialog).getByLabelText("E-mail du référent"), "paul.martin@charpentes.fr");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(provider.calls).toHaveLength(1));
    expect(provider.calls[0]).toMatchObject({ method: "create", resource: "reference_check" });
    expect(provider.calls[0].variables).toMatchObject({
      talent_id: "t-1",
      application_id: "a-1",
      referee_name: "Paul Martin",
      referee_email: "paul.martin@charpentes.fr",
    });
  });
});

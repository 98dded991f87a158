// @vitest-environment happy-dom
// Commercial conditions drafted from a company: the coefficients typed the French way (« 1,85 »),
// a grid line added, the legal payment cap refused in French before sending; and the detail's
// terms card, where only the direction grants the derogation a coefficient under the floor needs;
// the agency's default: its scope chosen in the form, its name, no client signature card.
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { signedInAs } from "../../../src/test/session.ts";
import { CreateRequestModal } from "../create-modal.tsx";
import type { RequestRow } from "../definition.ts";
import { commercialCondition } from "./commercial-condition.ts";
import { CommercialConditionCards } from "./commercial-condition-cards.tsx";
import { CommercialConditionTerms } from "./commercial-condition-terms.tsx";

const ROWS = {
  company: [{ id: "c1", name: "Bâtir Rhône SAS" }],
  company_group: [{ id: "g1", name: "Groupe Bâtir" }],
  enum_label: [
    { value: "net", label: "Net" },
    { value: "end_of_month", label: "Fin de mois" },
    { value: "company", label: "Entreprise" },
    { value: "company_group", label: "Groupe" },
    { value: "agency_default", label: "Conditions par défaut de l'agence" },
  ],
};

const openForm = (prefill: Record<string, unknown> = { company_id: "c1" }) => {
  const provider = memoryDataProvider(ROWS, () => ({ id: "cc1" }));
  renderInApp(
    <CreateRequestModal definition={commercialCondition} prefill={prefill} redirectToShow={false} openRequests={1} />,
    { dataProvider: provider.dataProvider },
  );
  return provider;
};

describe("the commercial conditions' create form", () => {
  afterEach(cleanup);

  it("sends the coefficients typed with a comma and the grid's lines; refuses a payment term over the cap — R:REQ-CC-PAYMENT-TERMS", async () => {
    const { calls } = openForm();
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Nouvelles conditions commerciales" });
    await user.type(within(dialog).getByLabelText("En vigueur du"), "01/12/2026");
    await user.click(within(dialog).getByText("Nouvelles conditions commerciales"));
    await user.type(within(dialog).getByLabelText("Coefficient par défaut"), "1,85");
    await user.click(within(dialog).getByRole("button", { name: /Ajouter une ligne à la grille/ }));
    const line = within(dialog).getByRole("group", { name: "Ligne 1" });
    await user.type(within(line).getByLabelText("Métier ou qualification"), "Coffreur-bancheur");
    await user.type(within(line).getByLabelText("Coefficient"), "1,9");
    await user.type(within(line).getByLabelText("Taux horaire minimum"), "14,5");
    const days = within(dialog).getByLabelText("Délai de paiement (jours)");
    await user.clear(days);
    await user.type(days, "75");

    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(
      await within(dialog).findByText(
        "Le délai de paiement dépasse le plafond légal (60 jours nets ou 45 jours fin de mois)",
      ),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.clear(days);
    await user.type(days, "45");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: "create", resource: "commercial_condition" });
    expect(calls[0].variables).toMatchObject({
      company_id: "c1",
      valid_from: "2026-12-01",
      default_coefficient: 1.85,
      non_subject_coefficient: 1.05,
      payment_terms_days: 45,
      payment_terms_mode: "net",
      coefficient_grid: [{ job: "Coffreur-bancheur", coefficient: 1.9, min_pay_rate: 14.5 }],
    });
  }, 60_000);

  it("drafts a group's conditions: the group asked instead of the company, which is not sent", async () => {
    const { calls } = openForm({ scope_type: "company_group", company_id: "c1" });
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Nouvelles conditions commerciales" });
    expect(within(dialog).queryByLabelText("Entreprise")).toBeNull();
    await user.type(within(dialog).getByLabelText("En vigueur du"), "01/12/2026");
    await user.click(within(dialog).getByText("Nouvelles conditions commerciales"));
    await user.type(within(dialog).getByLabelText("Coefficient par défaut"), "1,8");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await within(dialog).findByText("Le groupe est obligatoire")).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.click(within(dialog).getByRole("combobox", { name: "Groupe d'entreprises" }));
    await user.click(await screen.findByTitle("Groupe Bâtir"));
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].variables).toMatchObject({
      scope_type: "company_group",
      company_group_id: "g1",
      default_coefficient: 1.8,
    });
    expect((calls[0].variables as Record<string, unknown>).company_id ?? null).toBeNull();
  }, 60_000);

  it("drafts the agency's default: chosen as the scope, it asks neither a company nor a group and sends none", async () => {
    const { calls } = openForm({ company_id: "c1" });
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Nouvelles conditions commerciales" });
    await user.click(within(dialog).getByRole("combobox", { name: "Périmètre" }));
    await user.click(await screen.findByTitle("Conditions par défaut de l'agence"));
    await waitFor(() => expect(within(dialog).queryByLabelText("Entreprise")).toBeNull());
    expect(within(dialog).queryByLabelText("Groupe d'entreprises")).toBeNull();
    await user.type(within(dialog).getByLabelText("En vigueur du"), "01/12/2026");
    await user.click(within(dialog).getByText("Nouvelles conditions commerciales"));
    await user.type(within(dialog).getByLabelText("Coefficient par défaut"), "1,9");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const sent = calls[0].variables as Record<string, unknown>;
    expect(sent).toMatchObject({ scope_type: "agency_default", default_coefficient: 1.9, valid_from: "2026-12-01" });
    expect(sent.company_id ?? null).toBeNull();
    expect(sent.company_group_id ?? null).toBeNull();
  }, 60_000);
});

describe("the agency's default in the list and the drawer", () => {
  afterEach(cleanup);

  const DEFAULT: RequestRow = {
    id: "cc9",
    status: "signed",
    scope_type: "agency_default",
    company_id: null,
    company_group_id: null,
    coefficient_grid: [],
    is_outside_policy: false,
    commercial_condition_below_floor: false,
    derogation_approved_at: null,
    derogation_by: null,
  };

  /** The definition reads the table's typed row; the fixture holds only what it reads. */
  const asRow = (row: Record<string, unknown>) => row as unknown as Parameters<typeof commercialCondition.subject>[0];

  it("is named « Conditions par défaut de l'agence », linked to no client", () => {
    expect(commercialCondition.subject(asRow(DEFAULT))).toBe("Conditions par défaut de l'agence");
    expect(commercialCondition.subjectLink?.(asRow(DEFAULT)) ?? null).toBeNull();
    const company = asRow({ ...DEFAULT, scope_type: "company", company: { id: "c1", name: "Bâtir Rhône SAS" } });
    expect(commercialCondition.subject(company)).toBe("Bâtir Rhône SAS");
  });

  it("says it is signed by no client, without the client's signature card — R:REQ-CC-AGENCY-NO-SIGNATURE", async () => {
    const provider = memoryDataProvider({}, () => ({ id: "cc9" }));
    renderInApp(<CommercialConditionCards row={DEFAULT} refetch={() => undefined} />, {
      dataProvider: provider.dataProvider,
      authProvider: signedInAs(["csm_team_member"], "tm-1", 1),
    });
    expect(
      await screen.findByText(/Aucun client ne les signe : validées par la comptabilité, elles sont en vigueur/),
    ).toBeTruthy();
    expect(screen.queryByText("Signature du client")).toBeNull();
  }, 30_000);
});

const PENDING: RequestRow = {
  id: "cc1",
  status: "pending_validation",
  coefficient_grid: [{ job: "Maçon", coefficient: 1.46, min_pay_rate: null }],
  is_outside_policy: true,
  commercial_condition_below_floor: true,
  derogation_approved_at: null,
  derogation_by: null,
};

const renderTerms = (row: RequestRow, level: number) => {
  const provider = memoryDataProvider({}, () => ({ id: row.id }));
  let refetched = 0;
  renderInApp(<CommercialConditionTerms row={row} refetch={() => (refetched += 1)} />, {
    dataProvider: provider.dataProvider,
    authProvider: signedInAs(["consultant_team_member"], "tm-1", level),
  });
  return { calls: provider.calls, refetched: () => refetched };
};

describe("the commercial conditions' terms card", () => {
  afterEach(cleanup);

  it("lets the direction grant the derogation of a coefficient under the floor", async () => {
    const { calls, refetched } = renderTerms(PENDING, 4);
    const user = userEvent.setup();
    expect(screen.getByRole("cell", { name: "1,46" })).toBeTruthy();
    expect(
      within(screen.getByRole("status", { name: "Politique de coefficient" })).getByText(/sous le plancher/),
    ).toBeTruthy();
    await user.click(await screen.findByRole("button", { name: "Accorder la dérogation" }));
    await user.click(await screen.findByRole("button", { name: "Confirmer" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: "update", resource: "commercial_condition", id: "cc1" });
    expect(Object.keys(calls[0].variables as object)).toEqual(["derogation_approved_at"]);
    await waitFor(() => expect(refetched()).toBe(1));
  }, 30_000);

  it("offers no derogation to a consultant, nor once granted, and names who granted it", async () => {
    renderTerms(PENDING, 1);
    await screen.findByRole("status", { name: "Politique de coefficient" });
    expect(screen.queryByRole("button", { name: "Accorder la dérogation" })).toBeNull();
    cleanup();
    renderTerms(
      {
        ...PENDING,
        derogation_approved_at: "2026-11-20T09:00:00Z",
        derogation_by: { id: "tm-9", auth_user: { first_name: "Claire", last_name: "Dubois" } },
      },
      4,
    );
    expect(await screen.findByText("Dérogation accordée par Claire Dubois le 20/11/2026.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Accorder la dérogation" })).toBeNull();
  }, 30_000);
});

// @vitest-environment happy-dom
// The contract's review screens: each offers exactly its role's actions (docs/rules/contracts.md#review-flow), a
// modification request needs its comment, the consultant sees what the administration changed,
// and the coefficient is not shown to the roles that may not read it.
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { ListOfLinks, withRecordReadsPending } from "../../src/test/list-of-links.tsx";
import { afterEach, describe, expect, it } from "vitest";
import { RuntimeConfigProvider } from "../../src/config/runtime-config-context.tsx";
import { renderInApp } from "../../src/test/render.tsx";
import { ContractDefaultPage } from "./detail-page.tsx";
import { ConsultantReviewPage, ReviewPage } from "./review.tsx";
import { ContractShow } from "./show.tsx";
import { CONTRACT_LIST_SELECT } from "./select.ts";
import { canAll, CONFIG, CONTRACT, CONTRACT_TRANSITIONS, contractProvider, identity } from "./test/fixtures.ts";

afterEach(cleanup);
configure({ asyncUtilTimeout: 15_000 });

const renderAt = (
  path: string,
  roles: string[],
  rows: Record<string, object[]>,
  member?: Parameters<typeof identity>[1],
) => {
  const provider = contractProvider({ status_transition: CONTRACT_TRANSITIONS, ...rows } as never);
  renderInApp(
    <RuntimeConfigProvider config={CONFIG}>
      <Routes>
        <Route path="/contracts/:id" element={<ContractShow />}>
          <Route index element={<ContractDefaultPage />} />
          <Route path="review" element={<ReviewPage />} />
          <Route path="consultant-review" element={<ConsultantReviewPage />} />
        </Route>
      </Routes>
    </RuntimeConfigProvider>,
    { path, dataProvider: provider.dataProvider, authProvider: identity(roles, member), accessControlProvider: canAll },
  );
  return provider;
};

describe("a contract opened from the list", () => {
  it("shows the row's key, post and status while its own read is on the network, its screens after", async () => {
    const { dataProvider } = contractProvider({ contract: [CONTRACT] } as never);
    renderInApp(
      <RuntimeConfigProvider config={CONFIG}>
        <Routes>
          <Route
            path="/contracts"
            element={
              <ListOfLinks
                resource="contract"
                select={CONTRACT_LIST_SELECT}
                to={(row) => `/contracts/${row.id}`}
                label={(row) => String(row.contract_key)}
              />
            }
          />
          <Route path="/contracts/:id" element={<ContractShow />}>
            <Route index element={<ContractDefaultPage />} />
          </Route>
        </Routes>
      </RuntimeConfigProvider>,
      {
        path: "/contracts",
        dataProvider: withRecordReadsPending(dataProvider),
        authProvider: identity(["consultant_team_member"]),
        accessControlProvider: canAll,
      },
    );
    await userEvent.click(await screen.findByRole("link", { name: "CTR-2026-000123" }));
    expect(await screen.findByRole("heading", { name: /CTR-2026-000123/ })).toBeInTheDocument();
    expect(screen.getByTestId("contract-status")).not.toBeEmptyDOMElement();
    // the review screens' links and the contract's detail wait for the whole record
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});

describe("contract review screens", () => {
  it(
    "review: a CSM validates or asks a modification, whose comment is mandatory and sent with the move",
    { timeout: 90_000 },
    async () => {
      const { customs } = renderAt(`/contracts/${CONTRACT.id}/review`, ["csm_team_member"], {
        contract: [CONTRACT],
        contract_pricing: [{ contract_id: CONTRACT.id, coefficient: 1.9, coefficient_override_reason: null }],
      });
      expect(await screen.findByRole("heading", { name: /CTR-2026-000123/ })).toBeInTheDocument();
      const actions = await screen.findByRole("button", { name: "Valider le contrat" });
      expect(screen.getByRole("button", { name: "Demander une modification" })).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Soumettre en revue" })).toBeNull();
      expect(screen.queryByRole("button", { name: "Accepter les modifications de l'administration" })).toBeNull();
      expect(actions).toBeEnabled();

      await userEvent.click(screen.getByRole("button", { name: "Demander une modification" }));
      const dialog = await screen.findByRole("dialog");
      await userEvent.click(within(dialog).getByRole("button", { name: "Confirmer" }));
      expect(await within(dialog).findByText("Un commentaire est obligatoire pour cette action")).toBeInTheDocument();
      expect(customs.filter((c) => c.url === "rpc/transition_status")).toHaveLength(0);
      await userEvent.type(within(dialog).getByLabelText("Commentaire"), "Le motif doit nommer la personne remplacée");
      await userEvent.click(within(dialog).getByRole("button", { name: "Confirmer" }));
      await waitFor(() =>
        expect(customs.find((c) => c.url === "rpc/transition_status")?.payload).toEqual({
          p_entity: "contract",
          p_id: CONTRACT.id,
          p_status: "admin_modification_requested",
          p_comment: "Le motif doit nommer la personne remplacée",
        }),
      );
    },
  );

  it(
    "consultant-review: the consultant sees the administration's diff and may accept or disagree",
    { timeout: 90_000 },
    async () => {
      renderAt(`/contracts/${CONTRACT.id}/consultant-review`, ["consultant_team_member"], {
        contract: [{ ...CONTRACT, status: "consultant_review" }],
        contract_pricing: [],
        status_history: [
          { id: "h1", from_status: "review", to_status: "consultant_review", changed_at: "2026-02-12T10:00:01Z" },
          { id: "h2", from_status: "draft", to_status: "review", changed_at: "2026-02-11T10:00:00Z" },
        ],
        contract_change: [
          {
            id: "c1",
            changed_at: "2026-02-12T10:00:00Z",
            status: "review",
            is_admin_edit: true,
            is_sensitive: false,
            changes: [{ field: "end_date", old: "2026-05-29", new: "2026-04-30" }],
            author: { id: "u2", first_name: "Claire", last_name: "Martin" },
          },
        ],
      });
      expect(
        await screen.findByRole("button", { name: "Accepter les modifications de l'administration" }),
      ).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Refuser et modifier" })).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Valider le contrat" })).toBeNull();
      await screen.findAllByText("30/04/2026");
      const table = screen
        .getAllByText("Ce que l'administration a modifié")
        .map((e) => e.closest(".ant-table-wrapper"))
        .find(Boolean) as HTMLElement;
      const row = within(table).getByText("Fin").closest("tr")!;
      expect(within(row).getByText("29/05/2026")).toBeInTheDocument();
      expect(within(row).getByText("30/04/2026")).toBeInTheDocument();
    },
  );

  it("an external CSM's detail shows no coefficient field, a CSM's does", { timeout: 90_000 }, async () => {
    renderAt(`/contracts/${CONTRACT.id}`, ["external_csm_team_member"], { contract: [CONTRACT], contract_pricing: [] });
    const form = await screen.findByRole("form", { name: "Contrat" });
    await waitFor(() => expect(within(form).getByLabelText("Salaire horaire brut (€)")).toBeInTheDocument());
    expect(within(form).queryByLabelText("Coefficient")).toBeNull();
    // the documents & signature card has its place on the page
    expect(screen.getByText("Documents et signature")).toBeInTheDocument();
    cleanup();

    renderAt(`/contracts/${CONTRACT.id}`, ["csm_team_member"], {
      contract: [CONTRACT],
      contract_pricing: [{ contract_id: CONTRACT.id, coefficient: 1.9, coefficient_override_reason: null }],
    });
    const csmForm = await screen.findByRole("form", { name: "Contrat" });
    await waitFor(() => expect(within(csmForm).getByLabelText("Coefficient")).toHaveValue("1,90"));
    cleanup();

    // a numeric as the server sends it (its text): the weekly hours read « 30 », not « 30.0 »
    renderAt(`/contracts/${CONTRACT.id}`, ["csm_team_member"], {
      contract: [{ ...CONTRACT, working_hours: "30.0" }],
      contract_pricing: [],
    });
    const hoursForm = await screen.findByRole("form", { name: "Contrat" });
    await waitFor(() => expect(within(hoursForm).getByLabelText("Heures hebdomadaires")).toHaveValue("30"));
  });

  it(
    "a non-autonomous consultant's draft: « Soumettre en revue » waits for the manager's validation",
    { timeout: 90_000 },
    async () => {
      const notAutonomous = { id: "me", management_level: 1, is_autonomous: false };
      const draft = { ...CONTRACT, status: "draft", manager_validated_at: null };
      renderAt(
        `/contracts/${CONTRACT.id}`,
        ["consultant_team_member"],
        { contract: [draft], contract_pricing: [] },
        notAutonomous,
      );
      expect(await screen.findByText("En attente de la validation de votre manager")).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Soumettre en revue" })).toBeNull();
      expect(screen.queryByText("Aucune action possible pour votre rôle à ce statut")).toBeNull();
      cleanup();

      const validated = { ...draft, manager_validated_at: "2026-02-10T09:00:00Z" };
      renderAt(
        `/contracts/${CONTRACT.id}`,
        ["consultant_team_member"],
        { contract: [validated], contract_pricing: [] },
        notAutonomous,
      );
      expect(await screen.findByRole("button", { name: "Soumettre en revue" })).toBeEnabled();
      expect(screen.queryByText("En attente de la validation de votre manager")).toBeNull();
    },
  );
});

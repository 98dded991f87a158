// @vitest-environment happy-dom
// « Traitée » on an end of mission asks for the documents handed to the temp as three boxes to tick
// (it was a text box writing into a jsonb column, which the database refused: issue #69, item 4),
// refuses the move while one is unticked — as the database does
// (definitive_end_request_end_documents) — and sends them as the column's object; the detail
// then lists them.
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { accessAs, signedInAs } from "../../../src/test/session.ts";
import { transitionRows } from "../../../src/test/transitions.ts";
import { RequestDetail } from "../detail.tsx";
import { definitiveEndRequest } from "./definitive-end-request.ts";

afterEach(cleanup);

const ENTITY = "definitive_end_request";
const rows = (endDocuments: Record<string, boolean>, status = "approved") => ({
  [ENTITY]: [
    {
      id: "d1",
      status,
      workspace_id: "w1",
      requester_id: "someone",
      talent_id: "t1",
      talent: { id: "t1", first_name: "Karim", last_name: "Benali" },
      contract_id: "k1",
      initiator: "client",
      reason: "mutual_agreement",
      requested_end_date: "2026-12-11",
      effective_end_date: "2026-12-11",
      end_documents: endDocuments,
      due_at: null,
      created_at: "2026-12-01T09:00:00Z",
    },
  ],
  request_type: [
    {
      entity: ENTITY,
      label: "Fin de mission anticipée",
      status_enum: "definitive_end_request_status",
      initial_status: "requested",
      terminal_statuses: ["processed", "rejected", "canceled"],
      editable_statuses: ["requested", "under_review"],
    },
  ],
  enum_label: [
    { value: "approved", label: "Validée" },
    { value: "processed", label: "Traitée" },
  ],
  // the move's required field, as the migrations give it (03_workflow.sql; the exported
  // transitions carry none)
  status_transition: transitionRows(ENTITY).map((row) =>
    row.to_status === "processed" ? { ...row, required_fields: ["end_documents"] } : row,
  ),
  status_history: [],
  file_link: [],
});

describe("an end of mission made « Traitée »", () => {
  it(
    "asks for the three end-of-contract documents, ticked, and sends them as the column's object",
    { timeout: 30_000 },
    async () => {
      const { dataProvider, calls } = memoryDataProvider(rows({}));
      renderInApp(<RequestDetail definition={definitiveEndRequest} id="d1" />, {
        dataProvider,
        authProvider: signedInAs(["accounting_team_member"]),
        accessControlProvider: accessAs(["accounting_team_member"]),
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Traitée" }));
      const dialog = await screen.findByRole("dialog", { name: "Passer au statut « Traitée »" });
      const documents = within(dialog).getByRole("group", { name: /documents de fin de contrat/i });
      await user.click(within(documents).getByRole("checkbox", { name: "Certificat de travail (L1234-19)" }));
      await user.click(within(documents).getByRole("checkbox", { name: "Attestation France Travail (R1234-9)" }));
      await user.click(within(dialog).getByRole("button", { name: "Confirmer" }));
      expect(
        await within(dialog).findByText("Cochez les trois documents de fin de contrat remis à l'intérimaire"),
      ).toBeInTheDocument();
      expect(calls.filter((c) => c.method === "update")).toHaveLength(0);

      await user.click(within(documents).getByRole("checkbox", { name: "Reçu pour solde de tout compte (L1234-20)" }));
      await user.click(within(dialog).getByRole("button", { name: "Confirmer" }));
      await waitFor(() => expect(calls.filter((c) => c.method === "update")).toHaveLength(1));
      expect(calls.find((c) => c.method === "update")).toMatchObject({
        resource: ENTITY,
        id: "d1",
        variables: {
          status: "processed",
          end_documents: { certificat_de_travail: true, attestation_france_travail: true, solde_de_tout_compte: true },
        },
      });
    },
  );

  it("lists the documents handed on the detail", { timeout: 30_000 }, async () => {
    const { dataProvider } = memoryDataProvider(
      rows({ certificat_de_travail: true, attestation_france_travail: true, solde_de_tout_compte: true }, "processed"),
    );
    renderInApp(<RequestDetail definition={definitiveEndRequest} id="d1" />, {
      dataProvider,
      authProvider: signedInAs(["accounting_team_member"]),
      accessControlProvider: accessAs(["accounting_team_member"]),
    });
    expect(
      await screen.findByText(
        "Certificat de travail (L1234-19), Attestation France Travail (R1234-9), Reçu pour solde de tout compte (L1234-20)",
      ),
    ).toBeInTheDocument();
  });
});

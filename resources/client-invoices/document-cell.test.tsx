// @vitest-environment happy-dom
// The document of an issued invoice as its detail shows it while the server makes it
// (public.document_job): « Document en cours de production », or the queue's French reason of a
// failure with « Relancer » for those who prepare invoices — which puts the job back in the queue.
import { cleanup, configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderInApp } from "../../src/test/render.tsx";
import { RuntimeConfigProvider } from "../../src/config/runtime-config-context.tsx";
import { signedInAs, TEST_RUNTIME_CONFIG } from "../../src/test/session.ts";
import { DocumentCell } from "./document-cell.tsx";
import { INVOICE, invoiceProvider } from "./test-data.ts";

afterEach(cleanup);
configure({ asyncUtilTimeout: 20_000 });

const JOB = {
  id: "66666666-6666-4666-8666-666666666666",
  record_id: INVOICE.id,
  kind: "invoice",
  attempts: 1,
  last_error: null as string | null,
};
const REASON = "FA-2026-000042 non conforme à la facturation électronique : BR-FR-12";

const renderCell = (job: object, roles: string[]) => {
  const provider = invoiceProvider({ document_job: [job] }, () => ({ ...JOB, status: "pending" }));
  renderInApp(
    <RuntimeConfigProvider config={TEST_RUNTIME_CONFIG}>
      <DocumentCell invoiceId={INVOICE.id} kind="invoice" path={null} />
    </RuntimeConfigProvider>,
    {
      dataProvider: provider.dataProvider,
      authProvider: signedInAs(roles),
    },
  );
  return provider;
};

describe("DocumentCell", () => {
  it(
    "says the server is making the document while its job waits — R:BIL-DOCUMENT, R:FILE-SCREEN-INVOICE",
    { timeout: 60_000 },
    async () => {
      const { reads } = renderCell({ ...JOB, status: "running" }, ["accounting_team_member"]);
      expect(await screen.findByText("Document en cours de production")).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Relancer" })).toBeNull();
      // the invoice's own document: not its deposits at the platform (jobs of other kinds)
      expect(reads.find((r) => r.resource === "document_job")?.filters).toContainEqual({
        field: "kind",
        operator: "in",
        value: ["invoice"],
      });
    },
  );

  it(
    "shows why it failed; « Relancer » puts the job back in the queue — R:BIL-DOCUMENT, R:FILE-SCREEN-INVOICE",
    { timeout: 60_000 },
    async () => {
      const { rpcs } = renderCell({ ...JOB, status: "failed", last_error: REASON }, ["accounting_team_member"]);
      expect(await screen.findByText(`Échec : ${REASON}`)).toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name: "Relancer" }));
      await waitFor(() => expect(rpcs).toEqual([{ name: "retry_document_job", args: { p_job_id: JOB.id } }]));
    },
  );

  it("does not offer « Relancer » to a role that does not prepare invoices", { timeout: 60_000 }, async () => {
    renderCell({ ...JOB, status: "failed", last_error: REASON }, ["consultant_team_member"]);
    expect(await screen.findByText(`Échec : ${REASON}`)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Relancer" })).toBeNull();
  });
});

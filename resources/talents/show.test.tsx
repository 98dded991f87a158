// @vitest-environment happy-dom
// A talent's page against the in-memory data provider: the record, the outcome of its latest
// completed reference check beside its name, loading, a read error and a record out of reach.
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { ListOfLinks, withRecordReadsPending } from "../../src/test/list-of-links.tsx";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { RuntimeConfigProvider } from "../../src/config/runtime-config-context.tsx";
import type { RuntimeConfig } from "../../src/config/runtime-config.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { TalentShow } from "./show.tsx";
import { TALENT_LIST_SELECT } from "./select.ts";

afterEach(cleanup);

const CONFIG: RuntimeConfig = {
  supabaseUrl: "http://localhost",
  supabaseAnonKey: "anon",
  apiUrl: "http://localhost/api",
  boardManagerEmails: [],
  environment: "local",
};

const TALENT = {
  id: "t-1",
  workspace_id: "w-1",
  civility: "mr",
  first_name: "Nicolas",
  last_name: "Petit",
  qualification_status: "qualified",
  availability_status: "available",
  blacklisted_at: "2026-01-10T09:00:00Z",
  blacklist_reason: "Absences répétées sur chantier",
  employee_number: "000042",
};

const renderShow = (...args: Parameters<typeof memoryDataProvider>) =>
  renderInApp(
    // the blacklist button asks the current user's roles (board managers from the runtime config)
    <RuntimeConfigProvider config={CONFIG}>
      <Routes>
        <Route path="/talents/:id/*" element={<TalentShow />} />
      </Routes>
    </RuntimeConfigProvider>,
    { path: "/talents/t-1/qualification", dataProvider: memoryDataProvider(...args).dataProvider },
  );

describe("TalentShow", () => {
  it("opened from the list, shows the row's name and statuses while its own read is on the network", async () => {
    const { blacklist_reason: _, ...row } = TALENT;
    const { dataProvider } = memoryDataProvider({ talent: [row] });
    renderInApp(
      <RuntimeConfigProvider config={CONFIG}>
        <Routes>
          <Route
            path="/talents/list"
            element={
              <ListOfLinks
                resource="talent"
                select={TALENT_LIST_SELECT}
                to={(row) => `/talents/${row.id}/qualification`}
                label={(row) => String(row.last_name)}
              />
            }
          />
          <Route path="/talents/:id/*" element={<TalentShow />} />
        </Routes>
      </RuntimeConfigProvider>,
      { path: "/talents/list", dataProvider: withRecordReadsPending(dataProvider) },
    );
    await userEvent.click(await screen.findByRole("link", { name: "Petit" }));
    expect(await screen.findByRole("heading", { name: "Nicolas PETIT" })).toBeInTheDocument();
    expect(screen.getByText("Ne plus déléguer")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Qualification" })).toBeInTheDocument();
    // nothing the row does not hold: the blacklist's reason waits for the record
    expect(screen.queryByText(/Motif/)).toBeNull();
  });

  it("shows the talent's name, its blacklist reason and its tabs", { timeout: 60_000 }, async () => {
    renderShow({ talent: [TALENT] });
    expect(await screen.findByRole("heading", { name: "Nicolas PETIT" }, { timeout: 30_000 })).toBeInTheDocument();
    // the blacklist notice renders from the whole record, after the header
    expect(await screen.findByText("Motif : Absences répétées sur chantier")).toBeInTheDocument();
    // the payroll file's matricule, beside the name
    expect(screen.getByText("Matricule 000042")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Qualification", selected: true })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Détails" })).toBeInTheDocument();
  });

  it("shows the latest completed reference check's outcome beside the name", { timeout: 60_000 }, async () => {
    const check = (id: string, status: string, outcome: string | null, closed_at: string | null) => ({
      id,
      status,
      outcome,
      closed_at,
      performed_at: closed_at,
      created_at: "2026-01-05T09:00:00+00:00",
    });
    renderShow({
      talent: [TALENT],
      reference_check: [
        check("rc-3", "in_progress", null, null),
        check("rc-2", "completed", "positive", "2026-02-12T09:00:00+00:00"),
        check("rc-1", "completed", "negative", "2026-01-20T09:00:00+00:00"),
      ],
    });
    const tag = await screen.findByText("Références positives", undefined, { timeout: 30_000 });
    expect(tag).toHaveAttribute("title", "Dernière prise de références terminée le 12/02/2026");
    expect(screen.queryByText("Références négatives")).toBeNull();
  });

  it("shows no reference outcome while no check is completed", { timeout: 60_000 }, async () => {
    renderShow({ talent: [TALENT], reference_check: [{ id: "rc-1", status: "consent_pending", outcome: null }] });
    expect(await screen.findByRole("heading", { name: "Nicolas PETIT" }, { timeout: 30_000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(/^Références /)).toBeNull();
  });

  it("shows neither a title nor an error while the talent loads", async () => {
    renderShow({}, undefined, { talent: "loading" });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    // (antd's skeleton draws an empty heading)
    expect(screen.queryByRole("heading", { name: /\S/ })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("explains in French that the talent could not be read", async () => {
    const denied = { message: "permission denied for table talent", code: "42501", statusCode: 403 };
    renderShow({}, undefined, { talent: denied });
    expect(await screen.findByText("Impossible de charger la liste")).toBeInTheDocument();
    expect(screen.getByText(errorMessage(denied) ?? "")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Talent" })).toBeInTheDocument();
  });

  it("says in French that a talent out of reach cannot be shown, with the way back", async () => {
    renderShow({}, undefined, {
      talent: { message: "JSON object requested, multiple (or no) rows returned", statusCode: 406 },
    });
    expect(await screen.findByText("Fiche introuvable")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Retour à la liste des talents" })).toHaveAttribute(
      "href",
      "/talents/list",
    );
  });
});

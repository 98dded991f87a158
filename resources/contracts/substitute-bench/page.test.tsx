// @vitest-environment happy-dom
// The bench screen: the needs of the day with their ranked candidates and the reasons of each
// score; « Préparer le contrat » for the roles that may create contracts opens the normal contract
// form pre-filled for the replacement (motif, the replaced person, the same order, from today to
// the contract's end) and saves it in one call (save_contract); other roles get no button.
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { AccessControlProvider } from "@refinedev/core";
import { clearToasts } from "../../../src/lib/toast/toast-store.ts";
import { RuntimeConfigProvider } from "../../../src/config/runtime-config-context.tsx";
import { renderInApp } from "../../../src/test/render.tsx";
import { CONFIG, CONTRACT, contractProvider, identity } from "../test/fixtures.ts";
import { parisToday } from "./bench.utils.ts";
import { SubstituteBenchPage } from "./page.tsx";

afterEach(() => {
  cleanup();
  clearToasts();
});
configure({ asyncUtilTimeout: 15_000 });

const RUNNING = { ...CONTRACT, status: "active", start_date: "2026-03-02", end_date: "2027-06-30" };
const NEED = {
  need_kind: "contract",
  contract_id: RUNNING.id,
  mission_id: "mi-1",
  need_reference: RUNNING.contract_key,
  company_id: "co-1",
  company_name: "Bâtir Lyon",
  job_id: "jo-1",
  job_name: "Coffreur bancheur",
  need_start: "2026-11-25",
  need_end: "2027-06-30",
  worksite_city: "Lyon",
  replaced_talent_id: "ta-1",
  replaced_first_name: "Karim",
  replaced_last_name: "Benali",
  absent_today: true,
};
const candidate = (rank: number, id: string, first: string, last: string, parts: Record<string, unknown>) => ({
  ...NEED,
  rank,
  talent_id: id,
  first_name: first,
  last_name: last,
  talent_city: "Villeurbanne",
  is_benched: true,
  no_shows: 0,
  disputes: 0,
  missing_qualifications: [],
  worked_here_before: false,
  availability_certainty: 1,
  reliability: 1,
  ...parts,
});
const ROWS = [
  candidate(1, "ta-2", "Inès", "Moreau", {
    score: 93,
    qualification_match: 1,
    distance_km: 2,
    worked_here_before: true,
  }),
  candidate(2, "ta-3", "Paul", "Girard", {
    score: 39,
    qualification_match: 0,
    distance_km: 20.4,
    missing_qualifications: ["caces"],
    disputes: 1,
    reliability: 0.75,
  }),
  {
    ...NEED,
    need_kind: "mission",
    contract_id: null,
    mission_id: "mi-9",
    need_reference: "CMD-2026-000099",
    replaced_talent_id: null,
    replaced_first_name: null,
    replaced_last_name: null,
    absent_today: false,
    rank: null,
    talent_id: null,
  },
];
const PREVIEW = { warnings: [], errors: [], errors_at_validation: [], duration: null, carence: null };

const access = (mayCreateContract: boolean): AccessControlProvider => ({
  can: async ({ resource, action }) => ({
    can: !(resource === "contract" && action === "create") || mayCreateContract,
  }),
});

const renderBench = (mayCreateContract: boolean) => {
  const provider = contractProvider(
    { contract: [RUNNING], contract_pricing: [{ contract_id: RUNNING.id, coefficient: 1.9 }], talent: [] },
    { "rpc/substitute_bench": ROWS, "rpc/contract_preview": PREVIEW },
  );
  renderInApp(
    <RuntimeConfigProvider config={CONFIG}>
      <SubstituteBenchPage />
    </RuntimeConfigProvider>,
    {
      path: `/talents/substitute-bench?contract=${RUNNING.id}`,
      dataProvider: provider.dataProvider,
      accessControlProvider: access(mayCreateContract),
      authProvider: identity(["consultant_team_member"]),
    },
  );
  return provider;
};

describe("SubstituteBenchPage", () => {
  it("shows each need with its ranked candidates and the reasons of their score", async () => {
    const { customs } = renderBench(true);
    const table = await screen.findByRole("table", { name: `Remplaçants proposés pour ${RUNNING.contract_key}` });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows[0]).toHaveTextContent("1");
    expect(rows[0]).toHaveTextContent("MOREAU");
    expect(rows[0]).toHaveTextContent("93 / 100");
    for (const reason of ["Qualifications 100 %", "2 km", "A déjà travaillé pour ce client", "Disponible", "Fiable"])
      expect(within(rows[0]).getByText(reason)).toBeInTheDocument();
    expect(within(rows[1]).getByText("Manque : CACES")).toBeInTheDocument();
    expect(within(rows[1]).getByText("20,4 km")).toBeInTheDocument();
    expect(within(rows[1]).getByText("0 absence(s), 1 contestation(s) sur 12 mois")).toBeInTheDocument();
    expect(screen.getByText("Karim Benali est absent(e) aujourd'hui")).toBeInTheDocument();
    expect(screen.getByText("Aucun talent libre, qualifié et dans le rayon pour ce besoin.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /MOREAU/ })).toHaveAttribute("href", "/talents/ta-2");
    // the URL's contract and the default radius reach the function
    expect(customs.find((c) => c.url === "rpc/substitute_bench")?.query).toMatchObject({
      p_contract_id: RUNNING.id,
      p_radius_km: 30,
      p_benched_only: false,
    });
  });

  it(
    "prepares the replacement's contract through the normal contract form and saves it",
    { timeout: 120_000 },
    async () => {
      const { calls } = renderBench(true);
      await userEvent.click(
        await screen.findByRole("button", { name: "Préparer le contrat de remplacement avec Inès Moreau" }),
      );
      const dialog = await screen.findByRole("dialog", { name: "Nouveau contrat" });
      expect(
        await within(dialog).findByText(
          /Contrat de remplacement de Karim Benali \(contrat CTR-2026-000123\) préparé pour Inès Moreau/,
        ),
      ).toBeInTheDocument();
      await waitFor(() =>
        expect(within(dialog).getByLabelText("Justification du motif")).toHaveValue(
          "Remplacement de Karim Benali, N2P1, absent(e) (motif de l'absence : à préciser)",
        ),
      );
      expect(within(dialog).getByLabelText("Personne remplacée")).toHaveValue("Karim Benali");
      expect(within(dialog).getByText("Remplacement d'un salarié absent")).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]).toMatchObject({
        method: "create",
        resource: "contract",
        meta: { save: "save_contract" },
        variables: {
          p_values: {
            talent_id: "ta-2",
            mission_id: "mi-1",
            company_id: "co-1",
            contract_reason: "replacement_absence",
            replaced_employee: "Karim Benali",
            start_date: parisToday(),
            end_date: "2027-06-30",
            hourly_wage: 14.5,
          },
          p_pricing: { coefficient: 1.9 },
        },
      });
    },
  );

  it("offers no « Préparer le contrat » to a role that may not create contracts — R:TAL-BENCH-REPLACE", async () => {
    renderBench(false);
    await screen.findByRole("table", { name: `Remplaçants proposés pour ${RUNNING.contract_key}` });
    expect(screen.queryByRole("button", { name: /Préparer le contrat/ })).not.toBeInTheDocument();
  });
});

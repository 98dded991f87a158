// @vitest-environment happy-dom
// A contract from a retained application: the guided form comes pre-filled from the mission
// and the talent, shows the computed values, and is saved in one call (save_contract with the
// workplace and the coefficient); a save the database refuses keeps what was typed.
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { clearToasts, toastStore } from "../../src/lib/toast/toast-store.ts";
import { RuntimeConfigProvider } from "../../src/config/runtime-config-context.tsx";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { ContractCreateModal } from "./create-modal.tsx";
import { CONFIG, identity } from "./test/fixtures.ts";

afterEach(() => {
  cleanup();
  clearToasts();
});
configure({ asyncUtilTimeout: 15_000 });

const SMIC = "Le salaire horaire (11,00 €) est inférieur au SMIC en vigueur au 02/03/2026 (12,02 €)";
const APPLICATION = {
  id: "ap-1",
  talent_id: "ta-1",
  talent: { id: "ta-1", first_name: "Karim", last_name: "Benali" },
  mission: {
    id: "mi-1",
    reference: "CMD-2026-000042",
    company_id: "co-1",
    job_id: null,
    job_name: "Coffreur bancheur",
    owner_id: null,
    contract_reason: "activity_increase",
    contract_reason_justification: "Démarrage du chantier de la gare",
    start_date: "2026-03-02",
    end_date: "2026-05-29",
    is_precise_term: true,
    minimum_duration_days: null,
    schedule: "7h30–12h / 13h–16h30",
    working_hours: 35,
    hourly_wage: 11,
    pricing: { coefficient: 1.9 },
    is_risky_position: false,
    job_risk_types: [],
    job_risks: null,
    ppe_required: ["helmet", "gloves"],
    bonuses: [{ type: "weather", amount: 12.5, unit: "day", subject_to_contributions: true }],
    address: { street1: "3 quai du Rhône", postal_code: "69002", city: "Lyon", country_code: "FR" },
  },
};

/** public.contract_preview's answer for the application's terms (as supabase/tests/contracts/preview.test.ts computes them). */
const PREVIEW = {
  trial_period_days: 5,
  trial_period_end_date: "2026-03-06",
  flexibility_days: 11,
  flexibility_max_advance_days: 10,
  latest_end_with_flexibility: "2026-06-15",
  hourly_billing_rate: 20.9,
  break_even_coefficient: 1.68,
  duration: { days: 89, max_months: 18, max_end_date: "2027-09-01", within_max: true },
  carence: { days: 30, next_start_date: "2026-07-11" },
  warnings: [{ code: "no_owner", message: "Aucun consultant n'est responsable du contrat" }],
  errors: [{ rule: "contract_smic", message: SMIC }],
  errors_at_validation: [{ rule: "contract_documents", message: "Pièce manquante pour ce poste : CACES R482" }],
};

describe("ContractCreateModal", () => {
  it(
    "pre-fills from the retained application, previews the computed values, keeps the values of a refused save — R:CTR-FROM-ORDER, R:APP-CONTRACT-FROM-RETAINED",
    { timeout: 120_000 },
    async () => {
      let attempts = 0;
      const { dataProvider: memory, calls } = memoryDataProvider(
        {
          application: [APPLICATION],
          talent: [APPLICATION.talent],
          company: [{ id: "co-1", name: "Bâtir Lyon" }],
          mission: [{ id: "mi-1", reference: "CMD-2026-000042", job_name: "Coffreur bancheur" }],
        },
        () => {
          attempts += 1;
          if (attempts === 1) throw { message: SMIC, statusCode: 400 };
          return { id: "00000000-0000-4000-8000-0000000000c9" };
        },
      );
      const previews: unknown[] = [];
      const dataProvider = {
        ...memory,
        // a read: the function's arguments come as the call's query (useRpc)
        custom: async <T,>({ url, query }: { url: string; query?: unknown }) => {
          if (url !== "rpc/contract_preview") throw new Error(url);
          previews.push(query);
          return { data: PREVIEW as T };
        },
      };
      renderInApp(
        <RuntimeConfigProvider config={CONFIG}>
          <ContractCreateModal openRequests={1} applicationId="ap-1" />
        </RuntimeConfigProvider>,
        { dataProvider, path: "/contracts?application=ap-1", authProvider: identity(["consultant_team_member"]) },
      );
      const dialog = await screen.findByRole("dialog", { name: "Nouveau contrat" });
      expect(
        await within(dialog).findByText("Pré-rempli depuis la mission CMD-2026-000042 et le talent Karim Benali"),
      ).toBeInTheDocument();
      await waitFor(() => expect(within(dialog).getByLabelText("Poste")).toHaveValue("Coffreur bancheur"));
      // the computed values of a three-month contract, as the database answers them
      const preview = within(dialog).getByTestId("contract-preview");
      await waitFor(() => expect(preview).toHaveTextContent("5 jour(s) ouvré(s) — jusqu'au 06/03/2026"));
      expect(preview).toHaveTextContent(
        "report jusqu'à 11 jour(s), avance jusqu'à 10 jour(s) — fin au plus tard le 15/06/2026",
      );
      expect(preview).toHaveTextContent("89 jour(s), maximum 18 mois pour ce motif");
      expect(preview).toHaveTextContent("11/07/2026");
      expect(preview).toHaveTextContent(/20,90/);
      expect(preview).toHaveTextContent(`bloquant${SMIC}`);
      expect(preview).toHaveTextContent("bloquant à la validationPièce manquante pour ce poste : CACES R482");
      expect(preview).toHaveTextContent("avertissementAucun consultant n'est responsable du contrat");
      // the form's values, not a client-side copy of the rules, are what is previewed
      expect(previews.at(-1)).toMatchObject({
        p_contract: {
          talent_id: "ta-1",
          mission_id: "mi-1",
          start_date: "2026-03-02",
          end_date: "2026-05-29",
          hourly_wage: 11,
          coefficient: 1.9,
          contract_reason: "activity_increase",
        },
      });
      const asked = previews.length;

      await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]).toMatchObject({
        method: "create",
        resource: "contract",
        meta: { save: "save_contract" },
        variables: {
          p_values: {
            talent_id: "ta-1",
            mission_id: "mi-1",
            company_id: "co-1",
            contract_reason: "activity_increase",
            start_date: "2026-03-02",
            end_date: "2026-05-29",
            hourly_wage: 11,
            ppe_by_agency: ["helmet"],
            ppe_by_client: ["gloves"],
            // the mission's bonuses, carried to the contract
            bonuses: [{ type: "weather", amount: 12.5, unit: "day", subject_to_contributions: true }],
          },
          p_address: { street1: "3 quai du Rhône", city: "Lyon", postal_code: "69002" },
          p_pricing: { coefficient: 1.9 },
        },
      });
      // a consultant sends no override reason (accounting's right)
      expect(calls[0].variables).not.toHaveProperty("p_pricing.coefficient_override_reason");
      await waitFor(() =>
        expect(toastStore.getSnapshot()).toContainEqual(
          expect.objectContaining({ type: "error", description: [SMIC] }),
        ),
      );
      expect(within(dialog).getByLabelText("Poste")).toHaveValue("Coffreur bancheur");
      const wage = within(dialog).getByLabelText("Salaire horaire brut (€)");
      await userEvent.clear(wage);
      await userEvent.type(wage, "14,5");
      // typing asks again once it pauses (debounced: not once per key)
      await waitFor(() => expect(previews.at(-1)).toMatchObject({ p_contract: { hourly_wage: 14.5 } }));
      expect(previews.length - asked).toBeLessThanOrEqual(2);
      await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
      await waitFor(() => expect(calls).toHaveLength(2));
      expect(calls[1].variables).toMatchObject({ p_values: { hourly_wage: 14.5 } });
    },
  );
});

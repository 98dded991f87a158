// Contracts (#17), the review flow's modification loop: a consultant's contract from a retained
// application, validated by the manager and submitted (through the API: agency-chain.spec.ts
// walks those screens), a CSM asks a modification with a comment, the consultant takes it, fixes
// and resubmits, and the CSM validates — each from the screen of its status, with the history kept.
import {
  APPLICATION_PREFILL_SELECT,
  valuesFromApplication,
  type ApplicationPrefill,
} from "../../resources/contracts/prefill.ts";
import { toContractSave, type ContractFormValues } from "../../resources/contracts/schema.ts";
import { ACCOUNTS } from "./accounts.ts";
import { apiAs } from "./support-api.ts";
import { expect, test } from "./fixtures.ts";
import { ContractPage } from "./pages/contracts-page.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";

test.use({ account: "consultant" });

type Retained = {
  id: string;
  mission_id: string;
  talent_id: string;
  talent: { first_name: string; last_name: string; nationality_code: string | null; blacklisted_at: string | null };
  mission: { company_id: string; job_id: string | null; contract_reason: string; is_risky_position: boolean };
};
type Preview = { errors: Array<{ rule: string | null }>; errors_at_validation: Array<{ rule: string | null }> };
/** The talent-side rules; the rest (dates, pay) the test types itself. */
const RULES = new Set(["contract_documents", "contract_talent_hours", "contract_sir_aptitude"]);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test("a contract from a retained application goes through the review flow to validated", async ({
  page,
  request,
  asAccount,
  shell,
}) => {
  test.setTimeout(240_000);
  // a retained application of a French talent (no residence permit to check) the consultant sees…
  // on one of the consultant's own missions (the manager validates what the consultant prepares)
  const api = await apiAs(request, "consultant");
  const me = await api.get<Array<{ id: string }>>(
    `/rest/v1/team_member?select=id&email=eq.${encodeURIComponent(ACCOUNTS.consultant)}`,
  );
  const { rows } = await api.get<Retained[]>(
    "/rest/v1/application?select=id,mission_id,talent_id,talent:talent_id!inner(first_name,last_name,nationality_code,blacklisted_at)," +
      `mission:mission_id!inner(company_id,job_id,contract_reason,is_risky_position)&mission.owner_id=eq.${me.rows[0]!.id}` +
      // a precise term: the form then asks the end date the test types (otherwise a minimum duration)
      "&mission.is_precise_term=eq.true" +
      "&stage=eq.retained&is_rejected=eq.false&talent.nationality_code=eq.FR&talent.blacklisted_at=is.null&order=created_at,id&limit=30",
  );
  // …whose talent the contract's rules accept over the new dates, as the form's preview says
  // (documents the post requires, SIR aptitude, 48 h a week across every contract)
  let application: Retained | undefined;
  for (const candidate of rows) {
    const preview = await api.rpc<Preview>("contract_preview", {
      p_contract: {
        talent_id: candidate.talent_id,
        mission_id: candidate.mission_id,
        company_id: candidate.mission.company_id,
        job_id: candidate.mission.job_id,
        contract_reason: candidate.mission.contract_reason,
        is_risky_position: candidate.mission.is_risky_position,
        medical_surveillance: candidate.mission.is_risky_position ? "sir" : "vip",
        start_date: day(40),
        end_date: day(100),
        hourly_wage: 14.5,
        coefficient: 1.9,
      },
    });
    const blocking = [...preview.errors, ...preview.errors_at_validation].filter((e) => RULES.has(e.rule ?? ""));
    if (!blocking.length) {
      application = candidate;
      break;
    }
  }
  expect(application, "a retained application the contract rules accept").toBeDefined();
  if (!application) return;

  // The draft, the manager's validation and the submission are made through the API, as their
  // screens make them: agency-chain.spec.ts walks those screens (« Créer le contrat » on the
  // pipeline card, the pre-filled form, « Valider en tant que manager », « Soumettre en revue »);
  // the preview's figures are resources/contracts/create.test.tsx's and
  // supabase/tests/contracts/preview.test.ts's. The contract is the one the pipeline card's form
  // saves: the app's own pre-fill from the application and its save payload.
  const { rows: prefill } = await api.get<ApplicationPrefill[]>(
    `/rest/v1/application?select=${APPLICATION_PREFILL_SELECT.replace(/\s+/g, "")}&id=eq.${application.id}`,
  );
  const values = {
    ...valuesFromApplication(prefill[0]!),
    start_date: day(40),
    end_date: day(100),
    schedule: "7h30–12h / 13h–16h30, lun–ven",
    hourly_wage: 14.5,
    coefficient: 1.9,
    contract_reason_justification: "Démarrage du chantier de la gare",
    // a replacement is validated with the person replaced and her qualification (L1251-43)
    ...(application.mission.contract_reason.startsWith("replacement")
      ? { replaced_employee: "Marc Dubois", replaced_employee_qualification: "Maçon N2P2" }
      : {}),
  } as ContractFormValues;
  const saved = await api.rpc<{ id: string; status: string }>(
    "save_contract",
    toContractSave(values, { canSeePricing: true, canOverride: false }),
  );
  expect(saved.status).toBe("draft");
  const path = `/contracts/${saved.id}`;
  // a non-autonomous consultant's contract needs the manager's validation before review
  const managerApi = await apiAs(request, "manager");
  await managerApi.patch(`/rest/v1/contract?id=eq.${saved.id}`, { manager_validated_at: new Date().toISOString() });
  await api.rpc("transition_status", { p_entity: "contract", p_id: saved.id, p_status: "review", p_comment: null });
  const contracts = new ContractPage(page);

  // the CSM asks a modification from the review screen, with its mandatory comment
  const csmPage = await asAccount("csm");
  const csm = new ContractPage(csmPage);
  await csm.goto(`${path}/review`);
  await expect(csmPage.getByRole("button", { name: "Valider le contrat" })).toBeVisible();
  await expectNoSeriousA11yViolations(csmPage, "/contracts/:id/review");
  await csm.act("Demander une modification", "Préciser les horaires du samedi");
  await csm.expectStatus("Modification demandée par l'administration");

  // the consultant reads the request, takes it, fixes the schedule and submits again
  await contracts.goto(`${path}/admin-modification-requested`);
  await expect(page.getByRole("alert").filter({ hasText: "Préciser les horaires du samedi" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/contracts/:id/admin-modification-requested");
  await contracts.act("Prendre en charge la modification");
  await contracts.expectStatus("En cours de modification");
  await contracts.goto(`${path}/modification`);
  const form = page.getByRole("form", { name: "Contrat" });
  // the form's computed values, from the saved terms: 61 days → 5 days of trial period, billing rate 27,55 €
  await expect(page.getByTestId("contract-preview")).toContainText("5 jour(s) ouvré(s)", { timeout: 20_000 });
  await expect(page.getByTestId("contract-preview")).toContainText("27,55");
  await expectNoSeriousA11yViolations(page, "/contracts/:id/modification, the form and its preview");
  await contracts.fill(form, { schedule: "7h30–12h / 13h–16h30, lun–ven ; samedi 8h–12h" });
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await shell.expectToast("Opération réussie.");
  await contracts.act("Soumettre à nouveau");
  await contracts.expectStatus("En revue administrative");

  // the CSM validates
  await csm.goto(`${path}/review`);
  await csm.act("Valider le contrat");
  await csm.expectStatus("Validé");
  await expect(csmPage.getByText("En revue administrative → Validé")).toBeVisible({ timeout: 20_000 });
  await expect(csmPage.getByText("Préciser les horaires du samedi").first()).toBeVisible();
});

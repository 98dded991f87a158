// Contracts (#17): a consultant makes a contract from a retained application on the mission's
// pipeline (the form pre-filled from the mission and the talent, the computed values shown),
// the manager gives a non-autonomous consultant's validation, the consultant submits it, a
// CSM asks a modification with a comment, the consultant takes it, fixes and resubmits, and
// the CSM validates — each from the screen of its status, with the history kept.
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
  test.setTimeout(540_000);
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
  const name = `${application.talent.first_name} ${application.talent.last_name}`;

  // the pipeline card offers "Créer le contrat"
  await page.goto(`/missions/${application.mission_id}/applications`);
  await page.getByRole("link", { name: `Créer le contrat de ${name}` }).click();
  const contracts = new ContractPage(page);
  const dialog = contracts.createDialog();
  await expect(dialog.getByText(/^Pré-rempli depuis la mission/)).toBeVisible({ timeout: 30_000 });
  await contracts.fill(dialog, {
    start: day(40),
    end: day(100),
    schedule: "7h30–12h / 13h–16h30, lun–ven",
    wage: "14,5",
    coefficient: "1,9",
  });
  await dialog.getByLabel("Justification du motif").fill("Démarrage du chantier de la gare");
  // the computed values as typed: 61 days → 5 days of trial period, billing rate 27,55 €
  await expect(dialog.getByTestId("contract-preview")).toContainText("5 jour(s) ouvré(s)");
  await expect(dialog.getByTestId("contract-preview")).toContainText("27,55");
  await expectNoSeriousA11yViolations(page, "the contract create modal");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page).toHaveURL(/\/contracts\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const path = new URL(page.url()).pathname;
  await contracts.expectStatus("Brouillon");

  // a non-autonomous consultant's contract needs the manager's validation before review
  const managerPage = await asAccount("manager");
  const manager = new ContractPage(managerPage);
  await manager.goto(path);
  await manager.act("Valider en tant que manager");
  await expect(managerPage.getByText(/^Validé par le manager le \d{2}\//)).toBeVisible({ timeout: 20_000 });

  await contracts.goto(path);
  await contracts.act("Soumettre en revue");
  await contracts.expectStatus("En revue administrative");

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

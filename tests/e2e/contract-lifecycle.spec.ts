// A contract's whole life without a developer's forced move (issue #17, "Done when"): a
// consultant creates it from a retained application starting today, the manager gives the
// validation of a non-autonomous consultant, the consultant submits it, the CSM validates it
// (the two documents are generated) and sends it for signature; the talent and the client
// sign from the links of their e-mails; the CSM records the DPAE on its block; the time-driven moves
// (public.run_time_based_transitions, one scheduler tick on demand) make it « En cours ».
import type { Page } from "@playwright/test";
import { ACCOUNTS } from "./accounts.ts";
import { apiAs } from "./support-api.ts";
import { expect, test } from "./fixtures.ts";
import { ContractDpaeBlock } from "./pages/contract-dpae.ts";
import { ContractPage } from "./pages/contracts-page.ts";

test.use({ account: "consultant" });

type Retained = {
  id: string;
  mission_id: string;
  talent_id: string;
  talent: { first_name: string; last_name: string; email: string | null };
  mission: { company_id: string; job_id: string | null; contract_reason: string; is_risky_position: boolean };
};
type Preview = { errors: Array<{ rule: string | null }>; errors_at_validation: Array<{ rule: string | null }> };
/** The rules about the talent and the post (the rest — dates, pay — the test types itself). */
const RULES = new Set(["contract_documents", "contract_talent_hours", "contract_sir_aptitude", "contract_carence"]);

/** The day in Paris (the time moves start a contract on its Paris start date). */
const parisDay = (offset = 0) =>
  new Date(Date.now() + offset * 86_400_000).toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });

/** Signs from a mailed link with the keyboard signature (the drawn one is covered by contract-signature.spec.ts). */
async function signFrom(page: Page, link: string, name: string) {
  await page.goto(link);
  await page.getByLabel("Votre nom et prénom").fill(name);
  await page.getByRole("button", { name: "Signer avec mon nom (clavier)" }).click();
  await page.getByRole("checkbox", { name: "J'ai lu le contrat et je le signe électroniquement." }).check();
  await page.getByRole("button", { name: "Signer le contrat" }).click();
  await expect(page.getByRole("heading", { name: "Contrat signé" })).toBeVisible({ timeout: 20_000 });
}

test("a contract from a retained application reaches « En cours » on its start date", async ({
  page,
  request,
  asAccount,
}) => {
  // ~3 min on a loaded machine (each screen of three accounts loads in turn)
  test.setTimeout(360_000);
  const today = parisDay();
  const end = parisDay(30);
  // a retained application on the consultant's own mission, of a French talent with an e-mail
  // whose client has a contract signatory, that the contract rules accept from today
  const api = await apiAs(request, "consultant");
  const me = await api.get<Array<{ id: string }>>(
    `/rest/v1/team_member?select=id&email=eq.${encodeURIComponent(ACCOUNTS.consultant)}`,
  );
  const { rows } = await api.get<Retained[]>(
    "/rest/v1/application?select=id,mission_id,talent_id,talent:talent_id!inner(first_name,last_name,email,nationality_code,blacklisted_at)," +
      `mission:mission_id!inner(company_id,job_id,contract_reason,is_risky_position)&mission.owner_id=eq.${me.rows[0]!.id}` +
      "&stage=eq.retained&is_rejected=eq.false&talent.nationality_code=eq.FR&talent.blacklisted_at=is.null" +
      "&talent.email=not.is.null&order=created_at&limit=30",
  );
  const csmApi = await apiAs(request, "csm");
  let application: Retained | undefined;
  for (const candidate of rows) {
    const signers = await csmApi.get<unknown[]>(
      `/rest/v1/contact?company_id=eq.${candidate.mission.company_id}&status=eq.active&email=not.is.null&roles=cs.{contract_signatory}&select=id&limit=1`,
    );
    if (!signers.rows.length) continue;
    const preview = await api.rpc<Preview>("contract_preview", {
      p_contract: {
        talent_id: candidate.talent_id,
        mission_id: candidate.mission_id,
        company_id: candidate.mission.company_id,
        job_id: candidate.mission.job_id,
        contract_reason: candidate.mission.contract_reason,
        is_risky_position: candidate.mission.is_risky_position,
        medical_surveillance: candidate.mission.is_risky_position ? "sir" : "vip",
        start_date: today,
        end_date: end,
        hourly_wage: 14.5,
        coefficient: 1.9,
      },
    });
    if (![...preview.errors, ...preview.errors_at_validation].some((e) => RULES.has(e.rule ?? ""))) {
      application = candidate;
      break;
    }
  }
  expect(application, "a retained application the contract rules accept from today").toBeDefined();
  if (!application) return;
  const name = `${application.talent.first_name} ${application.talent.last_name}`;

  // the consultant creates it from the pipeline card
  await page.goto(`/missions/${application.mission_id}/applications`);
  await page.getByRole("link", { name: `Créer le contrat de ${name}` }).click();
  const contracts = new ContractPage(page);
  const dialog = contracts.createDialog();
  await expect(dialog.getByText(/^Pré-rempli depuis la mission/)).toBeVisible({ timeout: 30_000 });
  await contracts.fill(dialog, {
    start: today,
    end,
    schedule: "8h–12h / 13h–16h, lun–ven",
    wage: "14,5",
    coefficient: "1,9",
  });
  await dialog.getByLabel("Justification du motif").fill("Surcroît d'activité sur le chantier de la gare");
  await expect(dialog.getByTestId("contract-preview")).toContainText("27,55");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page).toHaveURL(/\/contracts\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const path = new URL(page.url()).pathname;
  const id = path.split("/").pop() as string;

  // review: the manager's validation, the submission, the CSM's validation
  const manager = new ContractPage(await asAccount("manager"));
  await manager.goto(path);
  await manager.act("Valider en tant que manager");
  await expect(manager.page.getByText(/^Validé par le manager le \d{2}\//)).toBeVisible({ timeout: 20_000 });
  await contracts.goto(path);
  await contracts.act("Soumettre en revue");
  await contracts.expectStatus("En revue administrative");
  const csm = new ContractPage(await asAccount("csm"));
  await csm.goto(`${path}/review`);
  await csm.act("Valider le contrat");
  await csm.expectStatus("Validé");

  // the contract page generates the two documents, then the CSM sends them for signature
  await csm.goto(path);
  const send = csm.page.getByRole("button", { name: "Envoyer pour signature" });
  await expect(send).toBeEnabled({ timeout: 30_000 });
  await expect(csm.page.getByText(/^Documents générés le \d{2}\//)).toBeVisible({ timeout: 30_000 });
  await send.click();
  await csm.expectStatus("Envoyé en signature");

  // the talent and the client's signatory sign from the links of their e-mails
  const links = await csmApi.get<Array<{ party: string; signer_email: string; signer_name: string | null }>>(
    `/rest/v1/contract_signature_link?contract_id=eq.${id}&select=party,signer_email,signer_name`,
  );
  for (const party of ["talent", "client"]) {
    const link = links.rows.find((l) => l.party === party);
    expect(link, `a ${party} signature link`).toBeDefined();
    const mails = (await (
      await page.request.get(`/_dev/mail.json?to=${encodeURIComponent(link!.signer_email)}`)
    ).json()) as Array<{ link: string }>;
    await signFrom(page, mails[0]!.link, link!.signer_name ?? name);
  }
  await csm.goto(path);
  await csm.expectStatus("Signé");

  // the DPAE on the contract page's block (declared yesterday: before today's start, within the
  // 8 days of R1221-5), then the time-driven moves: the contract starts today
  const dpae = new ContractDpaeBlock(csm.page);
  const submittedAt = new Date(Date.now() - 24 * 3_600_000);
  await dpae.record({ submittedAt, reference: "DPAE-E2E-0001" });
  await dpae.expectRecorded({ submittedAt, reference: "DPAE-E2E-0001" });
  const tick = await request.post("/_dev/time-moves");
  expect(tick.ok(), await tick.text()).toBe(true);
  await csm.page.reload();
  await csm.expectStatus("En cours");
  await expect(csm.page.getByText("Signé → En cours")).toBeVisible({ timeout: 20_000 });
});

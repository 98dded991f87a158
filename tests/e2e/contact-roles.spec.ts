// Client contacts' roles as consultant@renfort.test: a new company (saved through the API, with
// one contact without a role) has no signatory nor timesheet validator, so its order warns (in
// the create dialog and on the order's page); the warning's link opens the company's contacts
// tab, where one contact is added as « Signataire contrats » from the form and the other gets
// « Valideur relevés d'heures » in place; back on the order (the browser's history, no reload),
// its warning names only what is still missing, and disappears once both roles are held.
import { toCompanyRow } from "../../resources/companies/schema.ts";
import { toContactRow } from "../../resources/contacts/schema.ts";
import { apiAs } from "./support-api.ts";
import { expect, test } from "./fixtures.ts";
import { CompanyPage, randomSiren } from "./pages/companies-page.ts";
import { MissionsPage } from "./pages/missions-page.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";

test.use({ account: "consultant" });

const SIGNATORY_MISSING = /aucun signataire de contrats actif/;
const VALIDATOR_MISSING = /aucun valideur de relevés d'heures actif/;

test("an order warns while its client has no signatory or validator, until the contacts' roles are set", async ({
  page,
  request,
  shell,
}) => {
  test.setTimeout(420_000);
  const stamp = Date.now().toString().slice(-6);
  const name = `Charpentes Morel ${stamp}`;
  const company = new CompanyPage(page);
  const missions = new MissionsPage(page);

  // the company, saved as « Nouvelle entreprise » saves it (companies.spec.ts walks that form),
  // and a contact without a role, as « Nouveau contact » saves it; the company's page opened
  const api = await apiAs(request, "consultant");
  const [created] = await api.post<{ id: string }>(
    "company",
    await toCompanyRow({ name, siren: randomSiren(), status: "prospect" }),
  );
  const companyPath = `/companies/${created!.id}`;
  await api.post(
    "contact",
    await toContactRow({
      company_id: created!.id,
      status: "active",
      roles: [],
      first_name: "Marc",
      last_name: "Durand",
      job_title: "Conducteur de travaux",
      email: `marc.durand.${stamp}@exemple.fr`,
    }),
  );
  await page.goto(companyPath);
  await expect(page.getByRole("heading", { name })).toBeVisible({ timeout: 30_000 });

  // an order from the company's page: the client is pre-filled, the warning shows before saving
  const dialog = await missions.fillOrder({
    jobName: `Charpentier ${stamp}`,
    reason: "Accroissement temporaire d'activité",
    justification: "Charpente du gymnase",
    start: "2026-03-02",
    end: "2026-05-29",
    street: "8 rue des Charpentiers",
    city: { typed: "villeurbanne", option: "Villeurbanne (69100)" },
    wage: "14,5",
    coefficient: "1,9",
  });
  const inDialog = missions.clientRolesWarning(dialog);
  await expect(inDialog).toContainText(SIGNATORY_MISSING);
  await expect(inDialog).toContainText(VALIDATOR_MISSING);
  await expectNoSeriousA11yViolations(page, "the order create dialog with the client-roles warning");
  await missions.save(dialog);
  await expect(page).toHaveURL(/\/missions\/[0-9a-f-]{36}\/details$/, { timeout: 30_000 });
  const orderPath = new URL(page.url()).pathname;
  const warning = missions.clientRolesWarning();
  // the order's form (and its warning) show once the order is read: slow on a loaded machine
  await expect(warning).toContainText(SIGNATORY_MISSING, { timeout: 60_000 });
  await expectNoSeriousA11yViolations(page, "/missions/:id/details with the client-roles warning");

  // the link opens the company's contacts tab
  const fix = warning.getByRole("link", { name: "Gérer les contacts de l'entreprise et leurs rôles" });
  await fix.click();
  await expect(page).toHaveURL(`${companyPath}?tab=contacts`);
  await expect(page.getByRole("tab", { name: "Contacts", selected: true })).toBeVisible();
  await company.addContact({
    firstName: "Hélène",
    lastName: "Garnier",
    jobTitle: "Gérante",
    email: `helene.garnier.${stamp}@exemple.fr`,
    roles: ["Signataire contrats"],
  });
  await expect(company.rolesOf("Hélène GARNIER")).toBeVisible();
  await expect(company.contactRow("Hélène GARNIER")).toContainText("Signataire contrats");

  // back to the order: it reads the company's contacts again
  await page.goBack();
  await expect(page).toHaveURL(orderPath);
  await expect(warning).toContainText(VALIDATOR_MISSING, { timeout: 60_000 });
  await expect(warning).not.toContainText(SIGNATORY_MISSING);

  await fix.click();
  await expect(page).toHaveURL(`${companyPath}?tab=contacts`);
  await expect(company.contactRow("Marc DURAND")).toBeVisible({ timeout: 30_000 });
  await company.addContactRoles("Marc DURAND", ["Valideur relevés d'heures"]);
  await shell.expectToast("Opération réussie.");
  await expect(company.contactRow("Marc DURAND")).toContainText("Valideur relevés d'heures");
  await expectNoSeriousA11yViolations(page, "the company's contacts tab with the roles in place");

  // the order's page reads the company's contacts again: once answered, no warning is left
  const contactsRead = page.waitForResponse(
    (r) => r.url().includes("/rest/v1/contact?") && r.url().includes(created!.id) && r.ok(),
  );
  await page.goBack();
  await expect(page).toHaveURL(orderPath);
  await contactsRead;
  await expect(page.getByRole("heading", { name: new RegExp(`Charpentier ${stamp}`) })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByLabel("Intitulé du poste")).toHaveValue(`Charpentier ${stamp}`);
  await expect(warning).toHaveCount(0);
});

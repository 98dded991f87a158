// A reference check from a talent's page to its outcome beside the talent's name, as a
// consultant: asked from the « Références » section (the request module's form, the talent
// pre-filled), opened in the requests' drawer, where the call cannot be moved on before the
// candidate's consent (L1221-8/9: « À contacter » asks its date, « En cours » is not offered), the
// consent recorded, the call completed with a job-related question and its answer (L1221-6) and
// a positive outcome, then « Références positives » shown on the talent's page; the section
// checked with axe and at 375 px. The action centre's item for the check opens the same drawer.
// The database's own refusals are tested in supabase/tests/requests/server-workflows.test.ts.
import { apiAs } from "./support-api.ts";
import { expect, test } from "./fixtures.ts";
import { ReferencesSection } from "./pages/references-section.ts";
import { RequestsPage } from "./pages/requests-page.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";

test.use({ account: "consultant" });

type Talent = { id: string; first_name: string; last_name: string; reference_check: Array<{ id: string }> };
type Check = {
  id: string;
  status: string;
  outcome: string | null;
  consent_obtained_at: string | null;
  questions_answers: unknown;
};
type ActionItem = { rule: string; subject_id: string; link: string };

/** A day (and a time) as the app's pickers type them, in Paris. */
const parisText = (date: Date, withTime: boolean): string => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("fr-FR", {
      timeZone: "Europe/Paris",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const day = `${parts.day}/${parts.month}/${parts.year}`;
  return withTime ? `${day} ${parts.hour}:${parts.minute}` : day;
};

test("a reference check asked from the talent's page, consent first, completed with a positive outcome", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const api = await apiAs(request, "consultant");
  const { rows: talents } = await api.get<Talent[]>(
    "/rest/v1/talent?select=id,first_name,last_name,reference_check(id)&blacklisted_at=is.null&qualification_status=in.(new,to_qualify,qualified)&first_name=not.is.null&last_name=not.is.null&order=last_name,id&limit=200",
  );
  const talent = talents.find((t) => t.reference_check.length === 0);
  expect(talent, "a talent of the seed without reference checks").toBeTruthy();
  if (!talent) return;
  const name = `${talent.first_name} ${talent.last_name.toUpperCase()}`;
  const checkOf = async () =>
    (
      await api.get<Check[]>(
        `/rest/v1/reference_check?select=id,status,outcome,consent_obtained_at,questions_answers&talent_id=eq.${talent.id}`,
      )
    ).rows;

  // the talent's page: an empty « Références » section, no outcome beside the name
  await page.goto(`/talents/${talent.id}`);
  await expect(page).toHaveURL(/\/qualification$/);
  await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible({ timeout: 30_000 });
  const references = new ReferencesSection(page);
  await expect(references.section().getByText("Aucune prise de références")).toBeVisible();
  await expect(page.getByText(/^Références (positives|réservées|négatives)$/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "the talent's « Références » section, empty", {
    include: ReferencesSection.selector,
  });

  // asked from the section: the request module's form, the talent already chosen
  await references.createButton().focus();
  await page.keyboard.press("Enter");
  await expect(references.createDialog()).toBeVisible({ timeout: 30_000 });
  await expect(references.createDialog().getByTitle(new RegExp(talent.last_name, "i")).first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(references.createDialog()).toBeHidden();
  await references.request({
    referee: "Marc Petit",
    company: "Gros Œuvre Atlantique",
    phone: "+33478000000",
    reminder: parisText(new Date(), false),
  });
  const row = references.row("Marc Petit");
  await expect(row.getByText("Demandée")).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText("Gros Œuvre Atlantique")).toBeVisible();
  const [created] = await checkOf();
  expect(created).toMatchObject({ status: "requested", consent_obtained_at: null });
  await expectNoSeriousA11yViolations(page, "the talent's « Références » section, one check", {
    include: ReferencesSection.selector,
  });

  // the referee opens the check in the requests' drawer (from the keyboard)
  await row.getByRole("link", { name: "Marc Petit" }).focus();
  await page.keyboard.press("Enter");
  // the list keeps its own state (page size, order) in the URL beside the drawer's row
  await expect(page).toHaveURL(new RegExp(`/reference-checks\\?open=${created.id}(&|$)`));
  const drawer = page.getByRole("dialog").filter({ has: page.getByRole("heading", { name: /Prise de références/ }) });
  await expect(drawer).toBeVisible({ timeout: 30_000 });
  const requests = new RequestsPage(page);
  // no call before the consent: « En cours » is not among the moves
  await expect(requests.moveButton("En cours")).toHaveCount(0);
  await (await requests.move("Consentement en attente", {})).waitFor({ state: "hidden" });
  await expect(drawer.getByText("Consentement en attente").first()).toBeVisible();
  await expect(requests.moveButton("En cours")).toHaveCount(0);

  // waiting for the consent past its reminder day, it is in the action centre: its item opens this drawer
  const items = await api.rpc<ActionItem[]>("action_centre", {});
  expect(items.find((item) => item.subject_id === created.id)).toMatchObject({
    rule: "request_due",
    link: `/reference-checks?open=${created.id}`,
  });

  // « À contacter » without the consent: refused in French, nothing sent
  await requests.moveButton("À contacter").click();
  const toContact = requests.moveDialog("À contacter");
  await expect(toContact).toBeVisible();
  await toContact.getByRole("button", { name: "Confirmer" }).click();
  await expect(toContact.getByText("Ce champ est obligatoire pour ce changement de statut")).toBeVisible();
  expect((await checkOf())[0]).toMatchObject({ status: "consent_pending", consent_obtained_at: null });

  // the consent recorded (an hour ago), then the call
  const consent = toContact.getByLabel("Consentement du candidat le");
  await consent.fill(parisText(new Date(Date.now() - 3_600_000), true));
  // Enter in the picker takes the typed date and does not send the move on its own
  // (src/components/form/submit-on-enter.tsx): the move goes with « Confirmer »
  await consent.press("Enter");
  await expect(toContact).toBeVisible();
  await toContact.getByRole("button", { name: "Confirmer" }).click();
  await expect(toContact).toBeHidden({ timeout: 30_000 });
  await expect.poll(async () => (await checkOf())[0]?.status).toBe("to_contact");
  expect((await checkOf())[0].consent_obtained_at).not.toBeNull();
  await (await requests.move("En cours", {})).waitFor({ state: "hidden" });

  // completed: a job-related question answered, the outcome and the summary
  await requests.moveButton("Terminée").click();
  const done = requests.moveDialog("Terminée");
  await expect(done).toBeVisible();
  await expect(done.getByText(/article L1221-6 du Code du travail/)).toBeVisible();
  await done.getByLabel("Question 1 : réponse du référent").fill("Coffrage et ferraillage, chef d'équipe");
  await done.getByRole("combobox", { name: "Résultat" }).click();
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option[title='Positive']").click();
  await done.getByLabel("Synthèse").fill("Fiable, ponctuel, à recommander en gros œuvre.");
  await done.getByRole("button", { name: "Confirmer" }).click();
  await expect(done).toBeHidden({ timeout: 30_000 });
  await expect
    .poll(async () => (await checkOf())[0])
    .toMatchObject({
      status: "completed",
      outcome: "positive",
      questions_answers: [
        {
          question: "Quelles étaient ses missions et ses responsabilités ?",
          answer: "Coffrage et ferraillage, chef d'équipe",
        },
      ],
    });

  // back on the talent's page (the drawer's title links to it): the outcome beside the name
  await drawer.getByRole("link", { name: new RegExp(talent.first_name) }).click();
  await expect(page).toHaveURL(new RegExp(`/talents/${talent.id}`));
  await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Références positives", { exact: true })).toBeVisible();
  if (!page.url().endsWith("/qualification")) await page.goto(`/talents/${talent.id}/qualification`);
  const completed = references.row("Marc Petit");
  await expect(completed.getByText("Terminée")).toBeVisible({ timeout: 30_000 });
  await expect(completed.getByText("Positive", { exact: true })).toBeVisible();
  await expect(completed.getByText("Fiable, ponctuel, à recommander en gros œuvre.")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the talent's « Références » section, completed", {
    include: ReferencesSection.selector,
  });

  // at 375 px: the section's table scrolls within it, the page does not
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(references.createButton()).toBeVisible();
  await expect(page.getByText("Références positives", { exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});

test("an application's drawer lists its talent's reference checks", async ({ page, request }) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, "consultant");
  const { rows: checks } = await api.get<Array<{ id: string; talent_id: string; referee_name: string }>>(
    "/rest/v1/reference_check?select=id,talent_id,referee_name&referee_name=not.is.null&order=created_at.desc&limit=50",
  );
  const talentIds = [...new Set(checks.map((c) => c.talent_id))];
  const { rows: applications } = await api.get<Array<{ id: string; talent_id: string }>>(
    `/rest/v1/application?select=id,talent_id&talent_id=in.(${talentIds.join(",")})&limit=1`,
  );
  const application = applications[0];
  expect(application, "an application whose talent has a reference check").toBeTruthy();
  if (!application) return;
  const check = checks.find((c) => c.talent_id === application.talent_id);

  await page.goto(`/applications?open=${application.id}`);
  const section = new ReferencesSection(page);
  await expect(section.section()).toBeVisible({ timeout: 30_000 });
  const link = section.section().getByRole("link", { name: check?.referee_name }).first();
  await expect(link).toBeVisible();
  await expect(section.createButton()).toBeVisible();
  await expectNoSeriousA11yViolations(page, "an application's drawer, its « Références »", {
    include: ReferencesSection.selector,
  });
  await link.click();
  // the list then writes its own page and sort after the record it opens (its URL sync)
  await expect(page).toHaveURL(/\/reference-checks\?open=[0-9a-f-]{36}(&|$)/);
  await expect(page.getByRole("heading", { name: /Prise de références/ })).toBeVisible({ timeout: 30_000 });
});

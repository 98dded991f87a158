// The applications pipeline as consultant@renfort.test: on a seeded mission, one application
// goes through the stages to "retained" from its card's menu and another is rejected with a
// reason; on /applications, a filter by mission and a bulk move then a bulk rejection.
import { expect, test } from "./fixtures.ts";

test.use({ account: "consultant" });
import { freshApplications, KanbanPage } from "./pages/applications-page.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";

test("a consultant moves an application to 'retained' and rejects another with a reason", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { mission, names, api } = await freshApplications(request, 2);
  const [moving, rejected] = names as [string, string];
  const kanban = new KanbanPage(page);
  await kanban.goto(mission.id);
  await expect(kanban.card("Nouvelle candidature", moving)).toBeVisible();

  await kanban.moveToRetained(moving);

  await kanban.moveByMenu(rejected, "Refusé(e)s");
  const dialog = page.getByRole("dialog", { name: `Refuser la candidature de ${rejected}` });
  await dialog.getByRole("button", { name: "Refuser" }).click();
  await expect(dialog.getByText("Un motif de refus est obligatoire")).toBeVisible();
  await dialog.getByRole("radio", { name: "Injoignable" }).check();
  await dialog.getByRole("button", { name: "Refuser" }).click();
  await expect(kanban.card("Refusé(e)s", rejected)).toContainText("Motif : Injoignable");

  // what the board shows is what the database holds, after a reload
  const rows = await api.get(`application?select=stage,is_rejected,rejection_reason&mission_id=eq.${mission.id}`);
  expect(rows).toEqual(
    expect.arrayContaining([
      { stage: "retained", is_rejected: false, rejection_reason: null },
      { stage: "new", is_rejected: true, rejection_reason: "unreachable" },
    ]),
  );
  await page.reload();
  await expect(kanban.card("Retenu(e) par le client", moving)).toBeVisible({ timeout: 30_000 });
});

test("/applications: filter by mission, bulk move, bulk rejection with a reason", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { mission, names } = await freshApplications(request, 2);
  await page.goto("/applications");
  await expect(page.getByRole("heading", { name: "Candidatures" })).toBeVisible({ timeout: 30_000 });
  const kanban = new KanbanPage(page);
  await kanban.choose(
    page.getByRole("combobox", { name: "Mission" }),
    mission.reference,
    `${mission.reference} — ${mission.job_name}`,
  );
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page).toHaveURL(/filters/);
  for (const name of names) await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();

  for (const name of names) await page.getByRole("checkbox", { name }).check();
  await expect(page.getByText("2 sélectionnée(s)")).toBeVisible();
  await page.getByRole("button", { name: "Déplacer vers…" }).click();
  await page.getByRole("menuitem", { name: "À qualifier", exact: true }).click();
  await expect(page.getByText("2 candidature(s) mise(s) à jour")).toBeVisible();
  for (const name of names) await expect(page.getByRole("row").filter({ hasText: name })).toContainText("À qualifier");

  for (const name of names) await page.getByRole("checkbox", { name }).check();
  await page.getByRole("button", { name: "Refuser…" }).click();
  const dialog = page.getByRole("dialog", { name: "Refuser 2 candidature(s)" });
  await dialog.getByRole("radio", { name: "Désistement" }).check();
  await dialog.getByRole("button", { name: "Refuser" }).click();
  for (const name of names) await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Désistement");
});

test("the kanban, its rejection dialog and /applications have no serious or critical axe violation", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { mission, names } = await freshApplications(request, 1);
  const kanban = new KanbanPage(page);
  await kanban.goto(mission.id);
  await expect(kanban.card("Nouvelle candidature", names[0]!)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the kanban");
  await kanban.moveByMenu(names[0]!, "Refusé(e)s");
  await expect(page.getByRole("dialog", { name: `Refuser la candidature de ${names[0]}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the rejection dialog");
  await page.keyboard.press("Escape");
  await page.goto("/applications");
  await expect(page.getByRole("heading", { name: "Candidatures" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("checkbox").nth(1)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/applications");
});

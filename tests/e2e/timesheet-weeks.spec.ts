// Timesheet weeks can always be prepared (the issue: « Préparer les relevés de la semaine »
// failed for every week with a message naming no contract). As consultant@renfort.test: a week
// is created from a running contract's page and opens in the list's drawer, a second attempt is
// refused in French; a week is created from the list for a contract picked by its reference;
// the batch prepares a week, shows how many it created and each contract it left out with the
// reason, and a second run only counts the weeks already there. The running contracts are the
// seed's (creating and signing one through the screens is agency-chain.spec.ts' subject).
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { ContractPage } from "./pages/contracts-page.ts";
import { TimesheetsPage } from "./pages/timesheets-page.ts";
import { apiAs } from "./support-api.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { fillDate } from "./support/pickers.ts";

test.use({ account: "consultant" });
// the server is shared with other work on a small machine: the browser's context may be slow to open
test.describe.configure({ timeout: 180_000 });

type Period = { first_day: string; last_day: string | null };
type Running = { id: string; contract_key: string; talent: { first_name: string; last_name: string } };

/** yyyy-mm-dd of a day in Paris, `weeks` Mondays after this week's. */
const mondayIn = (weeks: number) => {
  const today = new Date(new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" }) + "T12:00:00Z");
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000 + weeks * 7 * 86_400_000);
  return monday.toISOString().slice(0, 10);
};
const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const fr = (day: string) => day.split("-").reverse().join("/");

/** Running contracts whose period covers the week of `monday` and that have no week there yet. */
async function runningWithoutWeek(request: APIRequestContext, monday: string, count: number): Promise<Running[]> {
  const api = await apiAs(request, "consultant");
  const { rows } = await api.get<Running[]>(
    "/rest/v1/contract?select=id,contract_key,talent:talent_id(first_name,last_name)&status=eq.active&is_amendment=eq.false&contract_type=neq.independent_service&order=contract_key&limit=40",
  );
  const found: Running[] = [];
  for (const c of rows) {
    const period = await api.rpc<Period>("contract_timesheet_period", { p_contract_id: c.id });
    if (period.first_day > plusDays(monday, 6) || (period.last_day !== null && period.last_day < monday)) continue;
    const weeks = await api.get<unknown[]>(
      `/rest/v1/timesheet_week?select=id&contract_key=eq.${encodeURIComponent(c.contract_key)}&week_start=eq.${monday}`,
    );
    if (weeks.rows.length === 0) found.push(c);
    if (found.length === count) break;
  }
  expect(found, `running contracts without a week on ${monday}`).toHaveLength(count);
  return found;
}

test("a week is created from a running contract's page and opens in its grid; a second one is refused in French", async ({
  page,
  shell,
}) => {
  const monday = mondayIn(1);
  const [running] = await runningWithoutWeek(page.request, monday, 1);
  const contract = new ContractPage(page);
  await contract.goto(`/contracts/${running.id}`);

  const dialog = await contract.openCreateWeek();
  await expect(dialog.getByText(`Contrat : ${running.contract_key}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "« Créer un relevé » on a contract");
  // any day of the week: the week of its Monday is created
  await fillDate(dialog.getByLabel("Semaine", { exact: true }), plusDays(monday, 2));
  await expect(dialog.getByText(`Semaine du lundi ${fr(monday)}`)).toBeVisible();
  await dialog.getByRole("button", { name: "Créer le relevé" }).click();
  await shell.expectToast(`Relevé créé pour la semaine du ${fr(monday)}`);

  await expect(page).toHaveURL(/\/timesheets\?open=/);
  const timesheets = new TimesheetsPage(page);
  const drawer = await timesheets.weekDrawer();
  await expect(drawer.getByRole("heading", { level: 4 })).toHaveText(
    new RegExp(`^Relevé de ${running.talent.first_name} .+ — semaine du ${fr(monday)}$`),
  );
  await expect(drawer.getByText("Brouillon").first()).toBeVisible();

  await contract.goto(`/contracts/${running.id}`);
  const again = await contract.openCreateWeek();
  await fillDate(again.getByLabel("Semaine", { exact: true }), monday);
  await again.getByRole("button", { name: "Créer le relevé" }).click();
  await shell.expectToast(
    `Le relevé de la semaine du ${fr(monday)} existe déjà pour le contrat ${running.contract_key}`,
  );
});

test("a week is created from the timesheets list for a contract picked by its reference", async ({ page, shell }) => {
  const monday = mondayIn(2);
  const [running] = await runningWithoutWeek(page.request, monday, 1);
  const timesheets = new TimesheetsPage(page);
  await timesheets.goto();

  const dialog = await timesheets.openCreateFor(running.contract_key);
  await expectNoSeriousA11yViolations(page, "« Créer un relevé » on the list");
  await timesheets.submitCreate(monday);
  await shell.expectToast(`Relevé créé pour la semaine du ${fr(monday)}`);
  await expect(dialog).toBeHidden();
  const drawer = await timesheets.weekDrawer();
  await expect(drawer.getByRole("heading", { level: 4 })).toHaveText(
    new RegExp(`^Relevé de ${running.talent.first_name} .+ — semaine du ${fr(monday)}$`),
  );
  await expect(drawer.getByText(running.contract_key)).toBeVisible();
});

test("the batch prepares a week, lists what it left out with the reason, and a second run only counts them", async ({
  page,
}) => {
  const monday = mondayIn(3);
  const timesheets = new TimesheetsPage(page);
  await timesheets.goto();

  const outcome = await timesheets.prepareWeek(monday);
  const text = (await outcome.textContent()) ?? "";
  const created = Number(/^(\d+) relevé\(s\) créé\(s\) pour la semaine du /.exec(text)?.[1]);
  expect(created).toBeGreaterThan(0);
  await expect(outcome).toContainText(`pour la semaine du ${fr(monday)}`);
  // each contract left out, if any, is named with its talent and a French reason
  for (const item of await outcome.getByRole("listitem").all()) await expect(item).toHaveText(/^\S+ · .+ — .+/);
  await expectNoSeriousA11yViolations(page, "the batch's result");
  await timesheets.closePrepare();

  const second = await timesheets.prepareWeek(monday);
  await expect(second).toContainText(`0 relevé(s) créé(s) pour la semaine du ${fr(monday)}`);
  await expect(second).toContainText(`${created} relevé(s) existaient déjà.`);
  await timesheets.closePrepare();
});

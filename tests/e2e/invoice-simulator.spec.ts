// /invoice-simulator: a line typed in gives HT, VAT 20 % and TTC with their formulas, the
// public holiday and the > 10 h day are flagged, the address shares the simulation, the company's
// payment terms are read, XLSX and PDF exports download real files, margins follow docs/rules/pay.md#margin-visibility.
import { encodeGrid, MAX_WEEKS } from "../../src/pages/calculators/invoice-inputs.ts";
import { signedGrid, type SignedWeek } from "../../src/pages/calculators/signed-grid.ts";
import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures.ts";
import { apiAs } from "./support-api.ts";

test.use({ account: "consultant" });

/** Intl's narrow no-break spaces vs the page's text: compare without spaces. */
const squash = (s: string) => s.replace(/[\s\u00a0\u202f]/g, "");

// Week of 4 May 2026: Friday 8 May is a public holiday.
const START = "/invoice-simulator?start=2026-05-04&weeks=1&weekly=35&tdays=30&tmode=net";

test("a line gives HT, TVA and TTC, the URL shares it, exports download", async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto(START);
  await page.getByLabel("Poste").fill("Maçon");
  await page.getByLabel("Taux horaire brut (€)").fill("14,50");
  await page.getByRole("textbox", { name: "Coefficient", exact: true }).fill("2");
  const figure = (id: string) => page.getByTestId(id).locator("[data-figure]");
  // 35 h × 14,50 € × 2 = 1 015 € HT; 203 € VAT; 1 218 € TTC.
  await expect(figure("total-ht")).toHaveText(/1\s?015,00/, { timeout: 30_000 });
  expect(squash(await figure("total-vat").innerText())).toBe("203,00€");
  expect(squash(await figure("total-ttc").innerText())).toBe("1218,00€");
  await expect(page.getByTestId("total-vat")).toContainText("Total HT × 20 %");
  // Invoice on Sunday 10 May, 30 days net → 9 June.
  await expect(figure("due-date")).toHaveText("09/06/2026");
  await expect(page.getByText(/Le 08\/05\/2026 est un jour férié travaillé/)).toBeVisible();
  await expect(page.getByTestId("invoice-margin")).toBeVisible();

  // An 11 h Monday: 39 h, 4 h at +25 %, and the 10 h warning.
  await page.getByTestId("grid-0-0").fill("11");
  await expect(page.getByText(/durée quotidienne maximale de 10 heures est dépassée/)).toBeVisible();
  await expect(page.getByTestId("invoice-rows")).toContainText("35,00 / 4,00 / 0,00");
  // 29 € × (35 + 4 × 1,25) = 1 160 € HT.
  await expect(figure("total-ht")).toHaveText(/1\s?160,00/);
  await page.getByTestId("grid-0-1").fill("30");
  await expect(page.getByText("Saisissez un nombre d'heures entre 0 et 24.")).toBeVisible();
  await page.getByTestId("grid-0-1").fill("7");

  // The address carries everything: opening it again shows the same invoice.
  await expect(figure("total-ht")).toHaveText(/1\s?160,00/);
  const shared = page.url();
  expect(shared).toContain("line=Ma%C3%A7on");
  await page.goto("about:blank");
  await page.goto(shared);
  await expect(page.getByLabel("Poste")).toHaveValue("Maçon");
  await expect(figure("total-ht")).toHaveText(/1\s?160,00/, { timeout: 30_000 });

  for (const [button, magic] of [
    ["Exporter en XLSX", "PK"],
    ["Exporter en PDF", "%PDF"],
  ] as const) {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: button }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^simulation-facture-\d{4}-\d{2}-\d{2}\.(xlsx|pdf)$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, magic.length).toString("latin1")).toBe(magic);
  }

  // A company the consultant can read brings its payment terms (or its commercial conditions).
  await page.getByLabel("Entreprise cliente").click();
  // the first company offered, chosen with the keyboard once the options are there
  await expect(page.getByRole("listbox").getByRole("option").first()).toBeAttached();
  await page.getByLabel("Entreprise cliente").press("Enter");
  await expect(page.getByTestId("company-terms")).toContainText(
    /paiement à \d+ jours|Délai de paiement de l'entreprise : \d+ jours/,
  );
  expect(page.url()).toContain("company=");
  await expect(figure("total-ht")).toHaveText(/1\s?160,00/);
});

test.describe(() => {
  test.use({ account: "externalCsm" });

  test("an external CSM simulates without margins", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${START}&line=Ma%C3%A7on~14%2C50~2~0~0`);
    await expect(page.getByTestId("total-ht").locator("[data-figure]")).toHaveText(/1\s?015,00/, { timeout: 30_000 });
    await expect(page.getByTestId("invoice-margin")).toHaveCount(0);
    await expect(page.getByText("Marge estimée")).toHaveCount(0);
  });
});

test("a company's contract becomes a line: its pay, its billing rate as a coefficient, its weekly hours", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, "consultant");
  const { rows } = await api.get<
    Array<{
      id: string;
      company_id: string;
      contract_key: string;
      job_name: string;
      hourly_wage: number;
      hourly_billing_rate: number;
      working_hours: number;
    }>
  >(
    "/rest/v1/contract?select=id,company_id,contract_key,job_name,hourly_wage,hourly_billing_rate,working_hours" +
      "&status=in.(signed,active)&hourly_wage=not.is.null&hourly_billing_rate=not.is.null&job_name=not.is.null" +
      "&order=contract_key&limit=1",
  );
  const contract = rows[0];
  expect(contract, "a live contract the consultant can read").toBeTruthy();
  await page.goto(`/invoice-simulator?start=2026-05-04&weeks=1&tdays=30&tmode=net&company=${contract.company_id}`);
  await page.getByLabel("Contrats de l'entreprise").click();
  // antd draws the visible items outside the accessible listbox (which only holds the active option)
  await page.locator(".ant-select-item-option", { hasText: contract.contract_key }).first().click();

  const comma = (n: number) => String(Number(n)).replace(".", ",");
  await expect(page.getByLabel("Poste")).toHaveValue(`${contract.contract_key} · ${contract.job_name}`);
  await expect(page.getByLabel("Taux horaire brut (€)")).toHaveValue(comma(contract.hourly_wage));
  const coefficient = Math.round((contract.hourly_billing_rate / contract.hourly_wage) * 10_000) / 10_000;
  await expect(page.getByRole("textbox", { name: "Coefficient", exact: true })).toHaveValue(comma(coefficient));
  await expect(page.getByLabel("Heures par semaine (grille par défaut)")).toHaveValue(comma(contract.working_hours));
  // the default line gave way to the contract's: one line
  await expect(page.getByLabel("Poste")).toHaveCount(1);
  // the grid holds the hours of the contract's last signed weeks (its weekly hours without any)
  const weeks = await api.get<SignedWeek[]>(
    `/rest/v1/timesheet_week?select=week_start,status,timesheet_day(date,worked_hours)&contract_id=eq.${contract.id}`,
  );
  const signed = signedGrid(weeks.rows, MAX_WEEKS);
  await expect.poll(() => new URL(page.url()).searchParams.get("grid")).toBe(signed ? encodeGrid(signed.grid) : null);
});

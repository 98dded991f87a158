// /convert (docs/rules/pay.md#convert): each conversion follows the typing, refuses wrong values in French,
// and the address carries the inputs (reopening it shows the same conversions).
import rules from "modele-social";
import Engine from "publicodes";
import { expect, test } from "./fixtures.ts";

test.use({ account: "csm" });

const squash = (s: string) => s.replace(/[\s\u00a0\u202f]/g, "");
const euro = (n: number) =>
  new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(Math.round(n * 100) / 100);

test("the conversion toolbox converts pay, VAT, coefficient and hours and shares its inputs by URL", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(
    "/convert?amount=12%2C02&hours=35&unit=hourly&ht=1160&pay=14%2C50&billing=29&decimal=7%2C75&h=7&min=45&ifm=1",
  );
  const figure = (id: string) => page.getByTestId(id).locator("[data-figure]");
  await expect(figure("cv-monthly")).toHaveText(/1\s823,03\s€/);
  // 1 820 h a year × 12,02 (the monthly figure is not rounded before × 12)
  await expect(figure("cv-annual")).toHaveText(/21\s876,40\s€/);
  await expect(figure("cv-ttc")).toHaveText(/1\s392,00\s€/);
  await expect(figure("cv-vat")).toHaveText(/232,00\s€/);
  await expect(figure("cv-coefficient")).toHaveText("2,00");
  await expect(figure("cv-hm")).toHaveText("7 h 45");
  await expect(figure("cv-decimal-result")).toHaveText("7,75");

  // Gross → net on URSSAF's rules, checked against modele-social evaluated here.
  const oracle = new Engine(rules, { logger: { log() {}, warn() {}, error() {} } });
  const today = new Date().toISOString().slice(0, 10).split("-").reverse().join("/");
  oracle.setSituation({
    date: today,
    "salarié . contrat": "'CDD'",
    "salarié . contrat . salaire brut": "12.02 €/heure * durée légale du travail . mensuelle",
    "salarié . contrat . statut cadre": "non",
    "salarié . contrat . CDD . indemnité de fin de contrat": "oui",
    "salarié . contrat . CDD . congés pris": "0 jour ouvré",
  });
  const net = oracle.evaluate("salarié . rémunération . net . à payer avant impôt").nodeValue as number;
  await expect(figure("cv-net")).toBeVisible({ timeout: 30_000 });
  expect(squash(await figure("cv-net").innerText())).toBe(squash(euro(net)));
  await expect(figure("cv-gross-from-net")).toBeVisible({ timeout: 30_000 });

  await page.getByLabel("Minutes").fill("75");
  await expect(page.getByText("Les minutes doivent être comprises entre 0 et 59.")).toBeVisible();
  await page.getByLabel("Montant HT (€)").fill("100");
  await expect(figure("cv-ttc")).toHaveText(/120,00\s€/);
  await page.getByLabel("Heures décimales").fill("1,5");
  await expect(figure("cv-hm")).toHaveText("1 h 30");

  const shared = page.url();
  expect(shared).toContain("ht=100");
  await page.goto("about:blank");
  await page.goto(shared);
  await expect(page.getByLabel("Montant HT (€)")).toHaveValue("100");
  await expect(figure("cv-ttc")).toHaveText(/120,00\s€/);
  await expect(figure("cv-hm")).toHaveText("1 h 30");
});

// /calculators on URSSAF's rules: the figures shown equal modele-social's evaluated here in
// Node (an independent oracle), inputs validated in French, the URL carries the inputs (a
// reload of a shared address shows the same calculation), margins hidden from marketing.
import rules from "modele-social";
import Engine from "publicodes";
import { expect, test } from "./fixtures.ts";

test.use({ account: "consultant" });

const euro = (n: number) =>
  new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(Math.round(n * 100) / 100);
/** Intl's narrow no-break spaces vs the page's text: compare without spaces. */
const squash = (s: string) => s.replace(/[\s\u00a0\u202f]/g, "");

const oracle = () => {
  const engine = new Engine(rules, { logger: { log() {}, warn() {}, error() {} } });
  engine.setSituation({
    date: "02/03/2026",
    "salarié . contrat": "'CDD'",
    "salarié . contrat . salaire brut": "14.5 €/heure * durée légale du travail . mensuelle",
    "salarié . temps de travail . heures supplémentaires": "4 heure/semaine * période . semaines par mois",
    "salarié . contrat . statut cadre": "non",
    "salarié . contrat . CDD . indemnité de fin de contrat": "oui",
    "salarié . contrat . CDD . congés pris": "0 jour ouvré",
    "salarié . cotisations . ATMP . taux": "3.5 %",
    "impôt . méthode de calcul": "'taux personnalisé'",
    "impôt . taux personnalisé": "0 %",
  });
  const v = (rule: string) => engine.evaluate(rule).nodeValue as number;
  return { cost: v("salarié . coût total employeur"), net: v("salarié . rémunération . net . à payer avant impôt") };
};

const SHARED = "/calculators?rate=14%2C50&coefficient=2&hours=39&atmp=3%2C5&tax=0&date=2026-03-02&ifm=1";

test("the coefficient calculator shows URSSAF's figures, validates in French and shares its inputs by URL", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const expected = oracle();
  await page.goto(SHARED);
  const figure = (id: string) => page.getByTestId(id).locator("[data-figure]");
  await expect(figure("billing-rate")).toHaveText(/29,00/, { timeout: 30_000 });
  expect(squash(await figure("weekly-billing").innerText())).toBe(squash(euro(1160)));
  expect(squash(await figure("employer-cost").innerText())).toBe(squash(euro(expected.cost)));
  await expect(page.getByTestId("margins")).toBeVisible();
  await expect(page.getByTestId("billing-rate")).toContainText("Taux horaire × coefficient");

  await page.getByRole("tab", { name: "Taux horaire / salaire" }).click();
  expect(squash(await figure("pay-net").innerText())).toBe(squash(euro(expected.net)));
  await page.getByRole("tab", { name: "Coût employeur" }).click();
  await expect(page.getByTestId("cost-table")).toContainText("Réduction générale dégressive unique (RGDU)");

  // Results follow the typing; a wrong value is refused in French.
  await page.getByRole("tab", { name: "Coefficient" }).click();
  await page.getByRole("textbox", { name: "Coefficient", exact: true }).fill("9");
  await expect(page.getByText("Le coefficient doit être compris entre 0,5 et 5.")).toBeVisible();
  await page.getByRole("textbox", { name: "Coefficient", exact: true }).fill("1,4");
  await expect(figure("billing-rate")).toHaveText(/20,30/);
  await expect(page.getByText("Le coefficient 1,40 sort de la fourchette habituelle (1,5 à 2,5).")).toBeVisible();
  await page.getByLabel("Taux horaire brut (€)").fill("11");
  await expect(
    page.getByText(/Le taux horaire \(11,00\s€\/h\) est inférieur au SMIC en vigueur \(12,02\s€\/h\)/),
  ).toBeVisible();

  // The address now carries the inputs: opening it again shows the same calculation.
  const shared = page.url();
  expect(shared).toContain("coefficient=1%2C4");
  await page.goto("about:blank");
  await page.goto(shared);
  await expect(page.getByRole("textbox", { name: "Coefficient", exact: true })).toHaveValue("1,4");
  await expect(figure("billing-rate")).toHaveText(/15,40/, { timeout: 30_000 });
});

test.describe(() => {
  test.use({ account: "marketing" });

  test("marketing gets the pay → billing view without margins (through the /calculator alias)", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(SHARED.replace("/calculators?", "/calculator?"));
    await expect(page.getByTestId("billing-rate").locator("[data-figure]")).toHaveText(/29,00/, { timeout: 30_000 });
    await expect(page.getByTestId("margins")).toHaveCount(0);
    await expect(page.getByText("Marge mensuelle")).toHaveCount(0);
  });
});
